// Guards a page by role (spec §6): decides where a visitor or a user without the needed profile
// goes. The server enforces the same rules on every call; this only spares a useless screen.
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../components/ui/toast';
import { useMessages } from '../../../lib/i18n';
import { useSession } from '../api/session';

type Redirect = { to: string; toast?: { title: string; description: string } };

type Props = {
  role: 'host' | 'cleaner';
  whenSignedOut: Redirect;
  whenNoProfile: Redirect;
  /** Where an account of the other role goes (default: like one without a profile). */
  whenOtherRole?: Redirect;
  children: ReactNode;
};

export function RequireRole({ role, whenSignedOut, whenNoProfile, whenOtherRole, children }: Props) {
  const session = useSession();
  const loading = useMessages().layout.loadingPage;
  const otherRole = session.role === 'host' || session.role === 'cleaner' ? session.role !== role : false;
  const redirect = session.loading ? null : !session.user ? whenSignedOut : otherRole && whenOtherRole ? whenOtherRole : session.role !== role ? whenNoProfile : null;
  const toasted = useRef(false);
  useEffect(() => {
    if (redirect?.toast && !toasted.current) {
      toasted.current = true;
      notify.error(redirect.toast);
    }
  }, [redirect]);

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
