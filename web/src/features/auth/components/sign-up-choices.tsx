// "New to TurnReady?" and the two ways to create an account.
import { House, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { SIGN_UP_CLEANER_PATH, SIGN_UP_HOST_PATH } from '../role-home';

/** Two full buttons: the main way into an account on /auth. */
export function SignUpButtons() {
  const m = useMessages(authMessages).auth.authPage;
  return (
    <section aria-labelledby="sign-up-choices" className="mt-7 border-t border-slate-200 pt-6">
      <h2 id="sign-up-choices" className="text-center text-sm font-medium text-slate-600">
        {m.newHere}
      </h2>
      <div className="mt-4 grid gap-3">
        <Button asChild variant="secondary">
          <Link to={SIGN_UP_HOST_PATH}>
            <House className="size-4 text-brand-700" aria-hidden="true" />
            {m.signUpHost}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={SIGN_UP_CLEANER_PATH}>
            <Sparkles className="size-4 text-brand-700" aria-hidden="true" />
            {m.signUpCleaner}
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** One line of text links, under the card on /login. */
export function SignUpLinks() {
  const m = useMessages(authMessages).auth;
  const link = 'rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline';
  return (
    <p className="text-center text-sm leading-7 text-slate-600">
      {m.login.noAccount}{' '}
      <span className="inline-flex flex-wrap justify-center gap-x-3">
        <Link to={SIGN_UP_HOST_PATH} className={link}>
          {m.authPage.signUpHost}
        </Link>
        <span aria-hidden="true" className="text-slate-300">
          |
        </span>
        <Link to={SIGN_UP_CLEANER_PATH} className={link}>
          {m.authPage.signUpCleaner}
        </Link>
      </span>
    </p>
  );
}
