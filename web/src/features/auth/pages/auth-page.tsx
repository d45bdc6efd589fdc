// /auth (spec §2, §4): where the emailed verification link lands. Shows the verification result
// once, signs in, and sends a signed-in user on by role.
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '../api/session';
import { AuthShell } from '../components/auth-shell';
import { SignInForm } from '../components/sign-in-form';
import { SignUpButtons } from '../components/sign-up-choices';
import { authPageDestination, destinationAfterSignIn, NEXT_PARAM, roleHome } from '../role-home';
import { verificationErrorMessage } from '../verification-error';

/** The query parameters the verification link sets (error_description only from older links, never shown); removed once their toast has shown. */
const RESULT_PARAMS = ['verified', 'error', 'error_description'] as const;

export default function AuthPage() {
  const { authPage: m, verification } = useMessages(authMessages).auth;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { user, role, hasSchedule } = useSession();
  // The page a signed-out visitor was sent here from (an email's link): back there after signing in.
  const next = params.get(NEXT_PARAM);
  usePageTitle(m.pageTitle);

  // The verification result shows once: a reload or Back must not repeat it.
  const shownResult = useRef(false);
  const verified = params.get('verified') === 'true';
  const error = params.get('error');
  useEffect(() => {
    if (!verified && !error) return;
    if (!shownResult.current) {
      shownResult.current = true;
      if (verified) notify.success({ title: m.verifiedTitle, description: m.verifiedDescription });
      else
        notify.error({
          title: m.verificationErrorTitle,
          description: verificationErrorMessage(error, verification) ?? verification.linkFailed,
        });
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const p of RESULT_PARAMS) next.delete(p);
        return next;
      },
      { replace: true },
    );
  }, [verified, error, setParams, m, verification]);

  // A signed-in user does not belong here: on to their home, or asked to pick a side.
  const welcomedUser = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    if (role) {
      navigate(destinationAfterSignIn(next, roleHome({ role, hasSchedule }, authPageDestination)), { replace: true });
    } else if (welcomedUser.current !== user.id) {
      welcomedUser.current = user.id;
      notify.info({ title: m.welcomeTitle, description: m.welcomeDescription });
    }
  }, [user, role, hasSchedule, navigate, m, next]);

  return (
    <AuthShell
      title={m.title}
      subtitle={m.subtitle}
      above={
        <Link
          to="/"
          className="inline-flex items-center gap-1.5 rounded-lg py-1 text-sm font-medium text-slate-700 hover:text-brand-800"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.backHome}
        </Link>
      }
    >
      {/* Success needs no handling here: the session updates and the effect above moves on. */}
      <SignInForm onSignedIn={() => undefined} errorTitle={m.signInErrorTitle} errorFallback={m.signInErrorFallback} />
      <SignUpButtons />
    </AuthShell>
  );
}
