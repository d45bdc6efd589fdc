// /login (spec §2, §4 Login): sign in, then go where the account's role belongs.
import { useNavigate } from 'react-router';
import type { SessionResponse } from '../../../../../core/schemas/auth';
import { notify } from '../../../components/ui/toast';
import { useMessages } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthShell } from '../components/auth-shell';
import { SignInForm } from '../components/sign-in-form';
import { SignUpLinks } from '../components/sign-up-choices';
import { loginDestination } from '../role-home';

export default function LoginPage() {
  const m = useMessages().auth.login;
  const navigate = useNavigate();
  usePageTitle(m.pageTitle);

  const onSignedIn = ({ role }: SessionResponse) => {
    if (!role) {
      notify.error({ title: m.profileNotFoundTitle, description: m.profileNotFoundDescription });
      return;
    }
    notify.success({ title: m.welcomeBackTitle, description: role === 'host' ? m.welcomeBackHost : m.welcomeBackCleaner });
    navigate(loginDestination[role]);
  };

  return (
    <AuthShell title={m.title} subtitle={m.subtitle} below={<SignUpLinks />}>
      <SignInForm onSignedIn={onSignedIn} errorTitle={m.failedTitle} errorFallback={m.failedFallback} />
    </AuthShell>
  );
}
