// Contact Us (spec §2 "Static pages"): the support address, reply times, urgent mail, and what we help with.
import { Clock, FileText, Home, Mail, Sparkles, TriangleAlert, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { legalMessages } from '@web/lib/messages/legal';
import { usePageTitle } from '@web/lib/use-page-title';
import { usePublicConfig } from '@web/lib/public-config';
import { interpolate } from '../components/interpolate';
import { PageHeader } from '../components/page-header';
import { mailtoHref, textLinkClass } from '../components/support-email-link';

export default function ContactPage() {
  const m = useMessages(legalMessages).legal.contact;
  usePageTitle(m.title);
  return (
    <>
      <PageHeader id="contact-title" title={m.title}>
        <p className="mt-3 max-w-2xl text-lg text-slate-600">{m.lead}</p>
      </PageHeader>
      {/* Phones: support, audiences, policies. Desktop: support over policies, audiences beside them. */}
      <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-8 lg:py-14">
        <SupportEmailCard />
        <div className="space-y-6 lg:row-span-2">
          <AudienceCard icon={Home} title={m.hosts.title} lead={m.hosts.lead} items={m.hosts.items} tip={m.hosts.tip} />
          <AudienceCard
            icon={Sparkles}
            title={m.cleaners.title}
            lead={m.cleaners.lead}
            items={m.cleaners.items}
            tip={m.cleaners.tip}
          />
        </div>
        <PoliciesCard />
      </div>
    </>
  );
}

function SupportEmailCard() {
  const m = useMessages(legalMessages).legal.contact;
  const config = usePublicConfig();
  const email = config.data?.supportEmail;

  return (
    <Card className="p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <IconBadge icon={Mail} />
        <h2 className="text-xl font-semibold text-slate-900">{m.emailTitle}</h2>
      </div>

      <div className="mt-6 min-h-24" aria-live="polite">
        {email ? (
          <>
            <p className="text-lg text-slate-700">
              {interpolate(m.emailLine, {
                email: (
                  <a href={mailtoHref(email)} className={`${textLinkClass} font-semibold [overflow-wrap:anywhere]`}>
                    {email}
                  </a>
                ),
              })}
            </p>
            <Button asChild size="lg" className="mt-5 w-full sm:w-auto">
              <a href={mailtoHref(email)}>
                <Mail className="size-5" aria-hidden="true" />
                {m.emailButton}
              </a>
            </Button>
          </>
        ) : config.isError ? (
          <div className="space-y-3">
            <p className="text-slate-700">{m.loadError}</p>
            <Button variant="secondary" onClick={() => void config.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <Spinner label={m.loading} showLabel />
        )}
      </div>

      <div className="mt-8 space-y-6 border-t border-slate-200 pt-6">
        <InfoRow icon={Clock} title={m.responseTitle}>
          <p>{m.response}</p>
        </InfoRow>
        <InfoRow icon={TriangleAlert} title={m.urgentTitle} tone="amber">
          <p>{m.urgent}</p>
          {email && (
            <Button asChild variant="secondary" className="mt-3">
              <a href={mailtoHref(email, m.urgentSubject)}>{m.urgentButton}</a>
            </Button>
          )}
        </InfoRow>
      </div>
    </Card>
  );
}

function PoliciesCard() {
  const legal = useMessages(legalMessages).legal;
  const m = legal.contact;
  return (
    <Card className="p-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.legalTitle}</h2>
      <p className="mt-2 text-slate-700">{m.legalBody}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        {[
          { to: '/terms-of-service', label: legal.termsOfService },
          { to: '/privacy-policy', label: legal.privacyPolicy },
        ].map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={`inline-flex items-center gap-1.5 ${textLinkClass}`}>
              <FileText className="size-4 no-underline" aria-hidden="true" />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function InfoRow({
  icon: Icon,
  title,
  tone = 'brand',
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone?: 'brand' | 'amber';
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <Icon
        className={`mt-0.5 size-5 shrink-0 ${tone === 'amber' ? 'text-accent-700' : 'text-brand-700'}`}
        aria-hidden="true"
      />
      <div>
        <h3 className="font-semibold text-slate-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

function AudienceCard({
  icon,
  title,
  lead,
  items,
  tip,
}: {
  icon: LucideIcon;
  title: string;
  lead: string;
  items: readonly string[];
  tip: string;
}) {
  return (
    <Card className="p-6">
      <div className="flex items-center gap-3">
        <IconBadge icon={icon} />
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      </div>
      <p className="mt-4 text-sm font-medium text-slate-700">{lead}</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 text-slate-700 marker:text-brand-600">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-600">{tip}</p>
    </Card>
  );
}

function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
