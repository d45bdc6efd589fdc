// /forgot-password (spec §2, §8 Password reset): ask for a reset link, then say where it went.
import { ArrowLeft, MailCheck } from 'lucide-react';
import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmailField } from '@web/components/ui/field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { usePageTitle } from '@web/lib/use-page-title';
import { useTypedBeforeHydration } from '@web/lib/hydration';
import { useRequestPasswordReset } from '../api/forgot-password';
import { AuthShell, StateIcon } from '../components/auth-shell';
import { BusyLabel } from '@web/components/ui/busy-label';

export default function ForgotPasswordPage() {
  const m = useMessages(authMessages).auth.forgot;
  usePageTitle(m.pageTitle);
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const cameBack = useRef(false);
  useTypedBeforeHydration(formRef, (typed) => {
    if (typed.email !== undefined) setEmail(typed.email);
  });

  // The card's content changes in place: move focus to what replaced it (screen readers, keyboards).
  useEffect(() => {
    if (sentTo) headingRef.current?.focus();
    else if (cameBack.current) formRef.current?.querySelector('input')?.focus();
  }, [sentTo]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    // The browser's own email check (type="email"), so no second copy of the rule ships here.
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement;
    const address = email.trim();
    if (!address || input.validity.typeMismatch) {
      setError(address ? m.emailInvalid : m.emailRequired);
      input.focus();
      return;
    }
    request.mutate(
      { email: address },
      {
        onSuccess: () => {
          setSentTo(address);
          notify.success({ title: m.successTitle, description: m.successDescription });
        },
        onError: (err) =>
          notify.error({
            title: m.errorTitle,
            description: err instanceof ApiRequestError && err.message ? err.message : m.errorFallback,
          }),
      },
    );
  };

  if (sentTo) {
    return (
      <AuthShell
        title={m.sentTitle}
        titleRef={headingRef}
        icon={
          <StateIcon>
            <MailCheck className="size-6" />
          </StateIcon>
        }
      >
        <div className="space-y-3 text-center text-sm leading-6 text-slate-700">
          <p>
            {m.sentBody.split('{email}').map((part, i) => (
              <Fragment key={i}>
                {i > 0 && <strong className="font-semibold text-slate-900 [overflow-wrap:anywhere]">{sentTo}</strong>}
                {part}
              </Fragment>
            ))}
          </p>
          <p className="text-slate-600">{m.spamNote}</p>
        </div>
        <div className="mt-7 space-y-3">
          <Button asChild size="lg" className="w-full">
            <Link to="/login">{m.backToLogin}</Link>
          </Button>
          <Button
            variant="ghost"
            className="w-full"
            onClick={() => {
              cameBack.current = true;
              setSentTo(null);
            }}
          >
            {m.useDifferentEmail}
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={m.title} subtitle={m.subtitle}>
      <form ref={formRef} onSubmit={submit} className="space-y-5">
        <EmailField
          label={m.email}
          name="email"
          required
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.target.value);
            setError(undefined);
          }}
        />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? <BusyLabel>{m.submitting}</BusyLabel> : m.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.backToLoginLink}
        </Link>
      </p>
    </AuthShell>
  );
}
