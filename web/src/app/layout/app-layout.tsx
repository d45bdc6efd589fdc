// The frame of every page: skip link, header, the page itself (loaded lazily), footer.
import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { ScrollRestoration } from '../scroll-restoration';
import { LocaleSync } from './language';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function AppLayout() {
  const m = useMessages().layout;

  // Move focus into <main> rather than following the hash, which the router would treat as a navigation.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById('main')?.focus();
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2.5 focus:text-sm focus:font-semibold focus:text-brand-800 focus:shadow-lg"
      >
        {m.skipToContent}
      </a>
      <SiteHeader />
      {/* At least a screen tall (less the header), so the footer starts below the fold: a page that
          renders its content after loading would otherwise push a visible footer down (a layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Suspense fallback={<PageLoading label={m.loadingPage} />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Scrolls to the top on each new page, to #hash targets, and back to where you were on Back. */}
      <ScrollRestoration />
      {/* Issue 41: keeps the app in the person's language (and a public page at its address in it). */}
      <LocaleSync />
    </div>
  );
}

function PageLoading({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center px-4 py-24">
      <Spinner label={label} showLabel className="text-sm" />
    </div>
  );
}
