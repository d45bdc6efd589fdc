// A legal document (Terms, Privacy): title, date, introduction, contents and numbered sections.
import { ArrowUp, CalendarDays, ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { DEFAULT_PHOTO_RETENTION_MONTHS } from '@core/playbook';
import { useMessages } from '@web/lib/i18n';
import { legalMessages } from '@web/lib/messages/legal';
import { usePublicConfig } from '@web/lib/public-config';
import { usePageTitle } from '@web/lib/use-page-title';
import { interpolate } from './interpolate';
import { PageHeader } from './page-header';
import { SupportEmailLink, textLinkClass } from './support-email-link';

export type LegalSection = { id: string; heading: string; paragraphs: readonly string[]; items?: readonly string[] };

const TITLE_ID = 'legal-title';

export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
}) {
  const m = useMessages(legalMessages).legal;
  usePageTitle(title);
  return (
    <>
      <PageHeader id={TITLE_ID} title={title}>
        <p className="mt-3 flex items-center gap-2 text-sm font-medium text-slate-600">
          <CalendarDays className="size-4" aria-hidden="true" />
          {m.lastUpdated}
        </p>
        <p className="mt-5 max-w-3xl text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">{intro}</p>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12 lg:py-14">
        {/* Phones: a contents list that folds away. Desktop: one that stays in view while reading. */}
        <nav aria-label={m.contents} className="lg:hidden">
          <details className="group rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between rounded-[var(--radius-card)] px-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
              {m.contents}
              <ChevronDown
                className="size-5 text-slate-500 transition-transform group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <TableOfContents sections={sections} className="border-t border-slate-200 px-2 py-2" />
          </details>
        </nav>
        <nav aria-labelledby="legal-contents" className="hidden lg:block">
          <div className="sticky top-24">
            <h2 id="legal-contents" className="px-3 text-xs font-semibold uppercase tracking-wider text-slate-600">
              {m.contents}
            </h2>
            <TableOfContents sections={sections} className="mt-3 max-h-[calc(100dvh-9rem)] overflow-y-auto" />
          </div>
        </nav>

        <article className="min-w-0 max-w-3xl space-y-10">
          {sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 outline-none"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-xl font-semibold tracking-tight text-slate-900 sm:text-2xl"
              >
                {section.heading}
              </h2>
              <div className="mt-4 space-y-4 text-base leading-7 text-slate-700">
                {section.paragraphs.map((p) => (
                  <p key={p}>
                    <RichText text={p} />
                  </p>
                ))}
                {section.items && (
                  <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">
                    {section.items.map((item) => (
                      <li key={item} className="pl-1">
                        <RichText text={item} />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </section>
          ))}
          <p className="border-t border-slate-200 pt-6">
            <BackToTop label={m.backToTop} />
          </p>
        </article>
      </div>
    </>
  );
}

function RichText({ text }: { text: string }) {
  const m = useMessages(legalMessages).legal;
  if (!text.includes('{')) return text;
  return interpolate(text, {
    supportEmail: <SupportEmailLink />,
    photoRetentionMonths: <PhotoRetentionMonths />,
    privacyPolicy: (
      <Link to="/privacy-policy" className={textLinkClass}>
        {m.privacyPolicy}
      </Link>
    ),
    termsOfService: (
      <Link to="/terms-of-service" className={textLinkClass}>
        {m.termsOfService}
      </Link>
    ),
  });
}

/** This deployment's photo retention (PHOTO_RETENTION_MONTHS); the default until the settings arrive. */
function PhotoRetentionMonths() {
  return <>{usePublicConfig().data?.photoRetentionMonths ?? DEFAULT_PHOTO_RETENTION_MONTHS}</>;
}

/** After the jump, focus goes to the section too, so the next Tab continues inside it. */
const focusAfterJump = (id: string) => () =>
  requestAnimationFrame(() => document.getElementById(id)?.focus({ preventScroll: true }));

function TableOfContents({ sections, className }: { sections: readonly LegalSection[]; className?: string }) {
  return (
    <ol className={className}>
      {sections.map((s) => (
        <li key={s.id}>
          <Link
            to={`#${s.id}`}
            onClick={focusAfterJump(s.id)}
            className="block rounded-md px-3 py-1.5 text-sm leading-5 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            {s.heading}
          </Link>
        </li>
      ))}
    </ol>
  );
}

function BackToTop({ label }: { label: string }) {
  return (
    <Link
      to={`#${TITLE_ID}`}
      onClick={focusAfterJump(TITLE_ID)}
      className={`inline-flex items-center gap-1.5 text-sm ${textLinkClass}`}
    >
      <ArrowUp className="size-4" aria-hidden="true" />
      {label}
    </Link>
  );
}
