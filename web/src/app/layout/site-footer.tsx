// The footer of every page (spec §2 "Header and footer"): three link columns and a tagline.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@web/components/ui/logo';
import { useMessages } from '@web/lib/i18n';
import { EXTERNAL_LINKS } from './external-links';
import { FooterLanguages } from './language';

const linkClass =
  'inline-flex items-center gap-1.5 rounded py-1 text-sm text-slate-300 hover:text-white focus-visible:outline-brand-300';

export function SiteFooter() {
  const m = useMessages().layout.footer;
  const home = useMessages().layout.homeLink;
  return (
    <footer className="bg-slate-900 text-slate-300 print:hidden">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:px-6 lg:pt-16">
        <div className="grid gap-10 lg:grid-cols-[1.3fr_2fr] lg:gap-16">
          <div className="max-w-sm">
            <Link
              to="/"
              aria-label={home}
              className="-m-1 inline-flex items-center gap-2 rounded-lg p-1 focus-visible:outline-brand-300"
            >
              <LogoMark />
              <span className="text-xl font-bold tracking-tight text-white">
                Turn<span className="text-brand-300">Ready</span>
              </span>
            </Link>
            <p className="mt-4 text-sm leading-6 text-slate-300">{m.tagline}</p>
          </div>
          <nav aria-label={m.nav} className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-3">
            <FooterColumn title={m.forHosts}>
              <FooterLink to="/host/post-job">{m.postAJob}</FooterLink>
              <FooterLink to="/host/pricing">{m.viewPricing}</FooterLink>
              <FooterLink to="/host/dashboard">{m.dashboard}</FooterLink>
            </FooterColumn>
            <FooterColumn title={m.forCleaners}>
              <FooterLink to="/cleaner/signup">{m.joinAsCleaner}</FooterLink>
              <ExternalFooterLink href={EXTERNAL_LINKS.cleanerNewsletter} newTab={m.opensInNewTab}>
                {m.newsletter}
              </ExternalFooterLink>
              <ExternalFooterLink href={EXTERNAL_LINKS.cleanerResources} newTab={m.opensInNewTab}>
                {m.resources}
              </ExternalFooterLink>
            </FooterColumn>
            <FooterColumn title={m.support}>
              <FooterLink to="/contact-us">{m.contactUs}</FooterLink>
              <FooterLink to="/terms-of-service">{m.terms}</FooterLink>
              <FooterLink to="/privacy-policy">{m.privacy}</FooterLink>
            </FooterColumn>
          </nav>
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-slate-700 pt-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>{m.copyright}</p>
          <FooterLanguages />
          <p>{m.madeFor}</p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-3 space-y-1.5">{children}</ul>
    </div>
  );
}

function FooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={linkClass}>
        {children}
      </Link>
    </li>
  );
}

function ExternalFooterLink({ href, newTab, children }: { href: string; newTab: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {children}
        <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only"> {newTab}</span>
      </a>
    </li>
  );
}
