// Guards a page by role (spec §6): decides where a visitor or a user without the needed profile
// goes, and takes a signed-in user of the other role to their own home with a short message (never
// into the other role's sign-up). The server enforces the same rules on every call; this only
// spares a useless screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import type { UserType } from '@core/account-rules';
import { useSession } from '../api/session';
import { loginDestination, roleHome, signInReturningTo } from '../role-home';

type Redirect = { to: string; toast?: { title: string; description: string }; info?: boolean };

type Props = {
  role: 'host' | 'cleaner';
  whenSignedOut: Redirect;
  whenNoProfile: Redirect;
  /** Where an account of the other role goes (default: its own home, roleHome); it is told why. */
  whenOtherRole?: string;
  children: ReactNode;
};

export function RequireRole({ role, whenSignedOut, whenNoProfile, whenOtherRole, children }: Props) {
  const session = useSession();
  const location = useLocation();
  const loading = useMessages().layout.loadingPage;
  const otherRoleToast = useOtherRoleToast(role);
  const otherRole = session.role === 'host' || session.role === 'cleaner' ? session.role !== role : false;
  const redirect: Redirect | null = session.loading
    ? null
    : !session.user
      ? returningHere(whenSignedOut, `${location.pathname}${location.search}${location.hash}`)
      : otherRole
        ? {
            to: whenOtherRole ?? roleHome({ role: session.role as UserType, hasSchedule: session.hasSchedule }),
            toast: otherRoleToast,
            info: true,
          }
        : session.role !== role
          ? whenNoProfile
          : null;
  const toasted = useRef(false);
  const toastTitle = redirect?.toast?.title;
  const toastDescription = redirect?.toast?.description;
  const info = redirect?.info ?? false;
  useEffect(() => {
    if (toastTitle && !toasted.current) {
      toasted.current = true;
      (info ? notify.info : notify.error)({ title: toastTitle, description: toastDescription });
    }
  }, [toastTitle, toastDescription, info]);

  if (session.loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={loading} />
      </div>
    );
  }
  if (redirect) return <Navigate to={redirect.to} replace />;
  return <>{children}</>;
}

/** A signed-out visitor sent to sign in comes back to this page afterwards (an email's link, say). */
function returningHere(redirect: Redirect, from: string): Redirect {
  return redirect.to === '/login' || redirect.to === '/auth'
    ? { ...redirect, to: signInReturningTo(redirect.to, from) }
    : redirect;
}

/** The message for a signed-in user of the other role on a `pageRole` page. */
function useOtherRoleToast(pageRole: UserType) {
  const m = useMessages().layout.otherRole;
  return pageRole === 'host'
    ? { title: m.hostPageTitle, description: m.signedInAsCleaner }
    : { title: m.cleanerPageTitle, description: m.signedInAsHost };
}

/**
 * For pages that decide by role themselves (the sign-up wizards): takes a signed-in user of the
 * other role to their home, told why once.
 */
export function OtherRoleRedirect({ pageRole }: { pageRole: UserType }) {
  const toast = useOtherRoleToast(pageRole);
  const toasted = useRef(false);
  useEffect(() => {
    if (toasted.current) return;
    toasted.current = true;
    notify.info(toast);
  }, [toast]);
  return <Navigate to={loginDestination[pageRole === 'host' ? 'cleaner' : 'host']} replace />;
}
