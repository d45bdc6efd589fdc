// /reset-password?token=... (spec §2, §5, §8): check the emailed link, then set a new password.
import { TriangleAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '@core/account-rules';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { usePageTitle } from '@web/lib/use-page-title';
import { useResetPassword, useResetTokenCheck } from '../api/reset-password';
import { AuthShell } from '../components/auth-shell';
import { BusyLabel } from '@web/components/ui/busy-label';

const isInvalidToken = (err: unknown) => err instanceof ApiRequestError && err.code === 'INVALID_TOKEN';

export default function ResetPasswordPage() {
  const m = useMessages(authMessages).auth.reset;
  usePageTitle(m.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetTokenCheck(token);
  const [usedUp, setUsedUp] = useState(false);

  // A link that fails for any reason other than being invalid (network, server) is worth a toast.
  const checkError = check.error;
  useEffect(() => {
    if (checkError && !isInvalidToken(checkError))
      notify.error({ title: m.restoreErrorTitle, description: checkError.message });
  }, [checkError, m]);

  const state = token && check.isPending ? 'checking' : !token || check.isError || usedUp ? 'invalid' : 'form';

  return (
    <AuthShell title={m.title} subtitle={state === 'form' ? m.subtitle : undefined}>
      {state === 'checking' && (
        <div className="flex justify-center py-6">
          <Spinner label={m.loading} showLabel />
        </div>
      )}
      {state === 'invalid' && <InvalidLink />}
      {state === 'form' && token && <NewPasswordForm token={token} onInvalidToken={() => setUsedUp(true)} />}
    </AuthShell>
  );
}

/** The link has no token, was used already, or has expired. */
function InvalidLink() {
  const { reset: m, forgot } = useMessages(authMessages).auth;
  return (
    <div>
      <div role="alert" className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div>
          <h2 className="font-semibold text-amber-950">{m.sessionNotFoundTitle}</h2>
          <p className="mt-1 text-sm leading-6 text-amber-900">{m.sessionNotFoundDescription}</p>
        </div>
      </div>
      <div className="mt-6 space-y-3">
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">{m.requestNewLink}</Link>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to="/login">{forgot.backToLogin}</Link>
        </Button>
      </div>
    </div>
  );
}

function NewPasswordForm({ token, onInvalidToken }: { token: string; onInvalidToken: () => void }) {
  const m = useMessages(authMessages).auth.reset;
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (password.length < PASSWORD_MIN_LENGTH) {
      // Nothing is sent: the rule is known here, and the server would refuse it anyway.
      notify.error({ title: m.tooShortTitle, description: m.tooShortDescription });
      setError(m.tooShortDescription);
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    reset.mutate(
      { token, password },
      {
        onSuccess: () => {
          notify.success({ title: m.successTitle, description: m.successDescription });
          navigate('/login', { replace: true });
        },
        onError: (err) => {
          notify.error({ title: m.errorTitle, description: err.message });
          if (isInvalidToken(err)) onInvalidToken();
          // A password the server refuses (too common) is marked on the field, as a short one is.
          else if (err instanceof ApiRequestError && err.fields.password) setError(err.fields.password);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-5">
      <TextField
        label={m.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        error={error}
        hint={format(m.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        onChange={(e) => {
          setPassword(e.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? <BusyLabel>{m.submitting}</BusyLabel> : m.submit}
      </Button>
    </form>
  );
}
