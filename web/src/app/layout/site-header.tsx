// The header of every page (spec §2 "Header and footer"): what it offers depends on who is signed in.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '@web/components/ui/logo';
import { useSession } from '@web/features/auth/api/session';
import { DEFAULT_LOCALE } from '@core/locale';
import { useLocale, useMessages } from '@web/lib/i18n';

// The menus (disclosures, see menu.tsx) and the notification bell (its live stream and contracts)
// are not needed to render a page. The menus start loading at once,
// next to the page's own chunk, and show behind the same placeholder as the session; the bell loads
// only for signed-in users. (Budget: bench/bundle-budget.ts, run by `npm test`.)
const headerMenus = import('./header-menus');
const LoggedOutActions = lazy(() => headerMenus.then((m) => ({ default: m.LoggedOutActions })));
const AccountMenu = lazy(() => headerMenus.then((m) => ({ default: m.AccountMenu })));
// The bell and the messages link (issue 40) load together, for signed-in users only.
const loadLive = () => import('./header-live');
const NotificationBell = lazy(() => loadLive().then((m) => ({ default: m.NotificationBell })));
const MessagesLink = lazy(() => loadLive().then((m) => ({ default: m.MessagesLink })));

export function SiteHeader() {
  const m = useMessages().layout;
  const { user, role, loading, supportAdmin } = useSession();
  const locale = useLocale();
  // Holds the space of the buttons so the header does not jump when the session (or the menus) arrive.
  const placeholder = <span className="block h-9 w-36 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;

  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" aria-label={m.homeLink} className="-m-1 inline-flex shrink-0 items-center gap-2 rounded-lg p-1">
          <LogoMark />
          {/* Sized here rather than through <Logo> so the name fits beside the buttons on a 360px phone.
              Issue 41: a visitor's buttons are longer in Spanish ('Crear cuenta', 'Iniciar sesión'), so
              there a phone shows the mark alone (the link keeps its name). */}
          <span
            className={`text-lg font-bold tracking-tight text-slate-900 sm:text-xl ${
              !user && locale !== DEFAULT_LOCALE ? 'hidden sm:inline' : ''
            }`}
          >
            Turn<span className="text-brand-700">Ready</span>
          </span>
        </Link>
        <nav aria-label={m.header.accountNav} className="flex items-center gap-1 sm:gap-2">
          {loading ? (
            placeholder
          ) : (
            <Suspense fallback={placeholder}>
              {user ? (
                <>
                  {supportAdmin && (
                    <Link
                      to="/support"
                      className="rounded-lg px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 sm:px-3"
                    >
                      {m.header.support}
                    </Link>
                  )}
                  <MessagesLink userId={user.id} />
                  <NotificationBell userId={user.id} />
                  <AccountMenu name={user.name} email={user.email} role={role} />
                </>
              ) : (
                <LoggedOutActions />
              )}
            </Suspense>
          )}
        </nav>
      </div>
    </header>
  );
}
