// Step 3 of both sign-up wizards (spec §4 email verification): sent → checking → pending / failed
// → verified. Checks on mount and every 10 s until verified, offers a resend, and in development
// (no mail server) points to the mailbox instead of an inbox.
import { CheckCircle2, Mail, RefreshCw, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { VERIFICATION_POLL_MS } from '@core/account-rules';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { registrationMessages } from '@web/lib/messages/registration';
import { getRegistrationStatus, useResendVerification } from '../api/registration';
import { WizardHeader } from './wizard-header';

export type VerificationState = 'sent' | 'checking' | 'pending' | 'failed' | 'verified';

type Props = {
  token: string;
  email: string;
  /** False when the server has no mail server: the email waits in the development mailbox. */
  emailSent: boolean;
  onVerified: () => void;
};

export function VerificationStep({ token, email, emailSent, onVerified }: Props) {
  const m = useMessages(registrationMessages).registration.verify;
  const auth = useMessages(authMessages).auth.verification;
  // The check runs from a timer; it reads the current texts and callback through refs.
  const authRef = useRef(auth);
  const [state, setState] = useState<VerificationState>('sent');
  const resend = useResendVerification();
  const verifiedRef = useRef(false);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
    authRef.current = auth;
  }, [onVerified, auth]);

  const check = useCallback(async () => {
    if (verifiedRef.current) return;
    setState((s) => (s === 'verified' ? s : 'checking'));
    try {
      const result = await getRegistrationStatus(token);
      if (result.verified) {
        verifiedRef.current = true;
        setState('verified');
        onVerifiedRef.current();
      } else {
        setState('pending');
      }
    } catch {
      setState('failed');
      // The check needs no session (the token is the key), so no failure is a harmless expiry to keep
      // quiet about: the old match on 'jwt' in the message never matched a message of this API (issue 15).
      notify.error({ title: authRef.current.checkFailedTitle, description: authRef.current.checkFailedDescription });
    }
  }, [token]);

  useEffect(() => {
    const first = setTimeout(() => void check(), 0);
    const timer = setInterval(() => void check(), VERIFICATION_POLL_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [check]);

  const doResend = () =>
    resend.mutate(token, {
      onSuccess: () => {
        setState('sent');
        notify.success({ title: auth.resendSuccess, description: format(m.body, { email }) });
      },
      onError: (err) => {
        setState('failed');
        const description =
          err instanceof ApiRequestError && err.code === 'RATE_LIMITED'
            ? auth.rateLimited
            : err instanceof ApiRequestError && err.status < 500
              ? err.message
              : auth.resendFailed;
        notify.error({ title: m.failed, description });
      },
    });

  const label = { sent: m.sent, checking: m.checking, pending: m.pending, failed: m.failed, verified: m.verified }[
    state
  ];
  const Icon =
    state === 'verified' ? CheckCircle2 : state === 'failed' ? TriangleAlert : state === 'checking' ? RefreshCw : Mail;
  const tone =
    state === 'verified'
      ? 'bg-green-50 text-green-800 ring-green-200'
      : state === 'failed'
        ? 'bg-red-50 text-red-800 ring-red-200'
        : 'bg-brand-50 text-brand-900 ring-brand-200';

  return (
    <div>
      <WizardHeader step={3} title={m.title} subtitle={format(m.body, { email })} />
      <div className={`flex items-center gap-3 rounded-xl px-4 py-3 ring-1 ${tone}`} role="status" aria-live="polite">
        <Icon className={`size-5 shrink-0 ${state === 'checking' ? 'animate-spin' : ''}`} aria-hidden="true" />
        <p className="font-medium">
          <span className="sr-only">{m.statusLabel}: </span>
          {label}
        </p>
      </div>
      {!emailSent && state !== 'verified' && (
        <div className="mt-4 rounded-xl bg-accent-100 px-4 py-3 text-sm text-slate-900">
          <p className="font-semibold">{m.devPreparedTitle}</p>
          <p className="mt-1">{m.devPreparedDescription}</p>
          <Link
            to="/dev/mailbox"
            target="_blank"
            className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-4"
          >
            {m.devMailboxLink}
          </Link>
        </div>
      )}
      {state !== 'verified' && (
        <>
          <p className="mt-4 text-sm text-slate-600">{m.spamNote}</p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={() => void check()} disabled={state === 'checking'}>
              {m.checkNow}
            </Button>
            <Button variant="ghost" onClick={doResend} disabled={resend.isPending}>
              {resend.isPending ? m.resending : m.resend}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
