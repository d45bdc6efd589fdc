// /host/setup-profile (spec §2): 'Complete Your Host Profile' for a signed-in account without a host
// profile. An error code from a link (?error=) → its catalog text as a toast, and on to /auth.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { hostMessages } from '@web/lib/messages/host';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '@web/features/auth';
import { verificationErrorMessage } from '@web/features/auth';
import { OtherRoleRedirect } from '@web/features/auth';
import { HostPage } from '../components/host-only';

// The form (its fields, the states and their cities) loads only when the page shows it: a host who
// opens this page is sent on to the dashboard and never needs it (issue 19's first-visit budget).
const SetupForm = lazy(() => import('../components/setup-profile-form').then((m) => ({ default: m.SetupForm })));

export default function SetupProfilePage() {
  const m = useMessages(hostMessages).host.setupProfile;
  const loading = useMessages().layout.loadingPage;
  const verification = useMessages(authMessages).auth.verification;
  usePageTitle(m.pageTitle);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, role, loading: sessionLoading } = useSession();
  const error = params.get('error');

  const shown = useRef(false);
  const signedOut = !sessionLoading && !user && !error;
  useEffect(() => {
    if (shown.current) return;
    if (error) {
      shown.current = true;
      notify.error({
        title: m.verificationErrorTitle,
        description: verificationErrorMessage(error, verification) ?? verification.linkFailed,
      });
      navigate('/auth', { replace: true });
    } else if (signedOut) {
      shown.current = true;
      notify.error({ title: m.authErrorTitle, description: m.authErrorDescription });
      navigate('/auth', { replace: true });
    }
  }, [error, signedOut, navigate, m, verification]);

  if (role === 'host' && !error) return <Navigate to="/host/dashboard" replace />;
  // One account, one role: a cleaner account cannot become a host (the server refuses it too).
  if (role === 'cleaner' && !error) return <OtherRoleRedirect pageRole="host" />;
  const spinner = (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={loading} />
    </div>
  );
  if (sessionLoading || !user || error) return spinner;
  // While the form's code loads the page still shows the spinner it showed while the session loaded.
  return (
    <Suspense fallback={spinner}>
      <HostPage title={m.title} subtitle={m.subtitle} narrow>
        <Card className="p-5 sm:p-8">
          <SetupForm email={user.email} name={user.name} />
        </Card>
      </HostPage>
    </Suspense>
  );
}
