// The email and password form shared by /login and /auth. It signs in and reports failures; what
// happens after a successful sign-in (toasts, where to go) is the page's decision.
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { SessionResponse } from '@core/schemas/auth';
import { Button } from '@web/components/ui/button';
import { EmailField, TextField } from '@web/components/ui/field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { useSignIn } from '../api/session';
import { BusyLabel } from '@web/components/ui/busy-label';
import { focusField } from '@web/lib/focus-field';
import { useTypedBeforeHydration } from '@web/lib/hydration';

type SignInFormProps = {
  onSignedIn: (session: SessionResponse) => void;
  /** The failure toast: its title, and the text used when the server gives no message. */
  errorTitle: string;
  errorFallback: string;
};

type FieldErrors = { email?: string; password?: string };

export function SignInForm({ onSignedIn, errorTitle, errorFallback }: SignInFormProps) {
  const m = useMessages(authMessages).auth.login;
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
    if (typed.password !== undefined) setPassword(typed.password);
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signIn.isPending) return;
    const found: FieldErrors = {
      email: email.trim() ? undefined : m.emailRequired,
      password: password ? undefined : m.passwordRequired,
    };
    setErrors(found);
    if (found.email || found.password) {
      focusField(event.currentTarget, found.email ? 'email' : 'password');
      return;
    }
    // The typed values stay in the form whatever happens, so a typo is fixed, not retyped.
    signIn.mutate(
      { email: email.trim(), password },
      {
        onSuccess: onSignedIn,
        onError: (err) => {
          notify.error({
            title: errorTitle,
            description: err instanceof ApiRequestError && err.message ? err.message : errorFallback,
          });
        },
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} className="space-y-5">
      <EmailField
        label={m.email}
        name="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => {
          setEmail(e.target.value);
          if (errors.email) setErrors((prev) => ({ ...prev, email: undefined }));
        }}
      />
      <div className="space-y-2">
        <TextField
          label={m.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            if (errors.password) setErrors((prev) => ({ ...prev, password: undefined }));
          }}
        />
        <p className="text-right text-sm">
          <Link
            to="/forgot-password"
            className="rounded font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {m.forgot}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? <BusyLabel>{m.submitting}</BusyLabel> : m.submit}
      </Button>
    </form>
  );
}
