// /login (spec §2, §4 Login): sign in, then go where the account's role belongs. Someone who arrives
// already signed in goes straight to their home instead of a form they do not need.
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { SessionResponse } from '@core/schemas/auth';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { usePageTitle } from '@web/lib/use-page-title';
import { AuthShell } from '../components/auth-shell';
import { useSession } from '../api/session';
import { SignInForm } from '../components/sign-in-form';
import { SignUpLinks } from '../components/sign-up-choices';
import { destinationAfterSignIn, NEXT_PARAM, roleHome } from '../role-home';

export default function LoginPage() {
  const m = useMessages(authMessages).auth.login;
  const navigate = useNavigate();
  const session = useSession();
  // The page a signed-out visitor was sent here from (an email's link): back there after signing in.
  const next = useSearchParams()[0].get(NEXT_PARAM);
  const loadingText = useMessages().layout.loadingPage;
  usePageTitle(m.pageTitle);
  // Decided once, on arrival: after signing in here, onSignedIn (with its toast) takes over.
  const [formShown, setFormShown] = useState(false);
  if (!formShown && !session.loading && !session.role) setFormShown(true);

  if (!formShown) {
    if (session.role)
      return <Navigate to={destinationAfterSignIn(next, roleHome({ ...session, role: session.role }))} replace />;
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={loadingText} />
      </div>
    );
  }

  const onSignedIn = ({ role, hasSchedule }: SessionResponse) => {
    if (!role) {
      notify.error({ title: m.profileNotFoundTitle, description: m.profileNotFoundDescription });
      return;
    }
    notify.success({
      title: m.welcomeBackTitle,
      description: role === 'host' ? m.welcomeBackHost : hasSchedule ? m.welcomeBackSchedule : m.welcomeBackCleaner,
    });
    navigate(destinationAfterSignIn(next, roleHome({ role, hasSchedule })));
  };

  return (
    <AuthShell title={m.title} subtitle={m.subtitle} below={<SignUpLinks />}>
      <SignInForm onSignedIn={onSignedIn} errorTitle={m.failedTitle} errorFallback={m.failedFallback} />
    </AuthShell>
  );
}
