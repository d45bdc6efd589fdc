// /offer-answer#token=... (issue 17): where an offer email's 'Confirm' and "Can't make it" buttons
// land, signed in or not. The token rides in the fragment (never sent in a request, never in
// logs); the page takes it out of the address bar, asks what it would answer (a preview answers
// nothing), and says what happened. 'Confirm' answers at once; "Can't make it" asks first, with an
// optional reason (issue 37): opening a link, or a mail scanner fetching it, never declines.
import {
  CircleCheck,
  CircleHelp,
  CircleX,
  Clock,
  LinkIcon,
  TriangleAlert,
  UserCheck,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OFFER_REASON_MAX } from '@core/offers';
import type { OfferAnswerResponse, OfferPreviewResponse } from '@core/schemas/offer-answers';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextAreaField } from '@web/components/ui/field';
import { cn } from '@web/components/ui/cn';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages, useSetLocale } from '@web/lib/i18n';
import { offerAnswersMessages } from '@web/lib/messages/offer-answers';
import { usePageTitle } from '@web/lib/use-page-title';
import { answerOffer, answerOfferOnce, previewOfferOnce } from '../api/offer-answer';
import { formatDay, formatDeadline, formatPay, formatWindow } from '../format';

type Outcome =
  | { kind: 'working' }
  | { kind: 'asking'; token: string; preview: OfferPreviewResponse }
  | { kind: 'withdrawn' }
  | { kind: 'answered'; result: OfferAnswerResponse }
  | { kind: 'used'; message: string }
  | { kind: 'expired' }
  | { kind: 'gone'; message: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string };

/** The token of `#token=...`, or null. */
function tokenFromFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : null;
}

/** The token out of the address bar (and so out of history, bookmarks and shared screenshots). */
function clearFragment() {
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

export default function OfferAnswerPage() {
  const messages = useMessages(offerAnswersMessages);
  const m = messages.offerAnswers.page;
  usePageTitle(m.title);
  // Read before the effect clears it from the address bar; a link pasted into this open page
  // changes only the fragment (no new page load), so that is read too.
  const [token, setToken] = useState(() => tokenFromFragment(window.location.hash));
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: 'working' } : { kind: 'invalid' });
  // Issue 41: the page speaks the language stored for the offer's cleaner, whoever's browser opened
  // the email's link (a phone signed out, a shared computer).
  const setLocale = useSetLocale();

  const current = useRef(token);
  useEffect(() => {
    const onHashChange = () => {
      const next = tokenFromFragment(window.location.hash);
      if (!next) return;
      // The same link again: its outcome is already on screen.
      if (next === current.current) return clearFragment();
      current.current = next;
      setOutcome({ kind: 'working' });
      setToken(next);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);

  useEffect(() => {
    if (!token) return;
    clearFragment();
    let live = true;
    previewOfferOnce(token)
      .then((preview) => {
        if (!live) return;
        setLocale(preview.locale);
        if (preview.action === 'decline') return setOutcome({ kind: 'asking', token, preview });
        return answerOfferOnce(token).then((result) => live && setOutcome({ kind: 'answered', result }));
      })
      .catch((err: unknown) => live && setOutcome(failureOutcome(err, m)));
    return () => {
      live = false;
    };
  }, [token, m, setLocale]);

  return (
    <div className="relative isolate px-4 py-8 sm:py-14">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <Card className="mx-auto w-full max-w-md px-5 py-7 sm:px-8 sm:py-9">
        <p className="text-center text-sm font-semibold uppercase tracking-wide text-brand-700">{m.heading}</p>
        {outcome.kind === 'asking' ? (
          <DeclineForm
            preview={outcome.preview}
            onAnswered={(result) => setOutcome({ kind: 'answered', result })}
            onFailed={(err) => setOutcome(failureOutcome(err, m))}
            token={outcome.token}
          />
        ) : (
          <div role="status" aria-live="polite" aria-atomic="true" className="mt-4 text-center">
            <OutcomeView outcome={outcome} />
          </div>
        )}
        {outcome.kind !== 'working' && outcome.kind !== 'asking' && (
          <Button asChild size="lg" className="mt-7 w-full">
            <Link to="/cleaner/schedule">{m.openSchedule}</Link>
          </Button>
        )}
      </Card>
    </div>
  );
}

function failureOutcome(err: unknown, m: { network: string; rateLimited: string; failedBody: string }): Outcome {
  if (!(err instanceof ApiRequestError)) return { kind: 'failed', message: m.failedBody };
  switch (err.code) {
    case 'OFFER_LINK_USED':
      // The server's words say what the answer was (core/messages/en/offer-answers.ts).
      return { kind: 'used', message: err.message };
    case 'OFFER_LINK_EXPIRED':
      return { kind: 'expired' };
    case 'OFFER_LINK_WITHDRAWN':
      return { kind: 'withdrawn' };
    case 'JOB_DELETED':
      // The server's words: the host deleted the job, so the turnover is cancelled.
      return { kind: 'gone', message: err.message };
    case 'OFFER_LINK_INVALID':
    case 'VALIDATION_FAILED':
      return { kind: 'invalid' };
    case 'NETWORK':
      return { kind: 'failed', message: m.network };
    case 'RATE_LIMITED':
      return { kind: 'failed', message: m.rateLimited };
    default:
      return { kind: 'failed', message: m.failedBody };
  }
}

/**
 * "Can't make it", asked before it is sent: the turnover, until when the offer is open, an optional
 * reason, and a way to keep the offer.
 */
function DeclineForm({
  token,
  preview,
  onAnswered,
  onFailed,
}: {
  token: string;
  preview: OfferPreviewResponse;
  onAnswered: (result: OfferAnswerResponse) => void;
  onFailed: (err: unknown) => void;
}) {
  const m = useMessages(offerAnswersMessages).offerAnswers.page;
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const t = preview.turnover;
  const params = {
    date: formatDay(t.date, true),
    ...formatWindow(t.startsAt, t.endsAt, t.timeZone),
    sameDay: t.sameDay ? m.sameDay : '',
    place: `${t.place.city}, ${t.place.state}`,
    pay: formatPay(t.payment),
  };
  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        setSending(true);
        answerOffer({ token, reason: reason.trim() || undefined }).then(onAnswered, onFailed);
      }}
    >
      <div className="flex flex-col items-center text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-amber-50 text-amber-700">
          <CircleHelp className="size-8" aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{m.askHeading}</h1>
        <p className="mt-3 text-base leading-7 text-slate-700" data-testid="offer-turnover">
          {format(m.askBody, params)}
        </p>
        {preview.deadlineAt && (
          <p className="mt-1 text-sm text-slate-600">
            {format(m.askDeadline, { deadline: formatDeadline(preview.deadlineAt, t.timeZone) })}
          </p>
        )}
        <p className="mt-3 text-sm text-slate-700">{m.askNext}</p>
      </div>
      <div className="mt-5 text-left">
        <TextAreaField
          label={m.reasonLabel}
          hint={m.reasonHint}
          value={reason}
          maxLength={OFFER_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button type="submit" variant="danger" size="lg" className="mt-5 w-full" disabled={sending}>
        {sending ? m.sendingDecline : m.sendDecline}
      </Button>
      <Button asChild variant="secondary" size="lg" className="mt-3 w-full">
        <Link to="/cleaner/schedule">{m.keepOffer}</Link>
      </Button>
    </form>
  );
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const m = useMessages(offerAnswersMessages).offerAnswers.page;
  switch (outcome.kind) {
    case 'working':
      return (
        <div className="flex flex-col items-center py-4">
          <span
            className="size-8 animate-spin rounded-full border-2 border-slate-300 border-t-brand-700"
            aria-hidden="true"
          />
          <h1 className="mt-4 text-xl font-bold text-slate-900">{m.working}</h1>
        </div>
      );
    case 'answered': {
      const { answer, turnover: t } = outcome.result;
      const confirmed = answer === 'confirmed';
      const params = {
        date: formatDay(t.date, true),
        ...formatWindow(t.startsAt, t.endsAt, t.timeZone),
        sameDay: t.sameDay ? m.sameDay : '',
        place: `${t.place.city}, ${t.place.state}`,
        pay: formatPay(t.payment),
      };
      return (
        <Told
          icon={confirmed ? CircleCheck : CircleX}
          tone={confirmed ? 'good' : 'neutral'}
          heading={confirmed ? m.confirmedHeading : m.declinedHeading}
          body={format(confirmed ? m.confirmedBody : m.declinedBody, params)}
        />
      );
    }
    case 'used':
      return <Told icon={LinkIcon} tone="neutral" heading={m.usedHeading} body={outcome.message} />;
    case 'expired':
      return <Told icon={Clock} tone="warn" heading={m.expiredHeading} body={m.expiredBody} />;
    case 'withdrawn':
      return <Told icon={UserCheck} tone="neutral" heading={m.withdrawnHeading} body={m.withdrawnBody} />;
    case 'asking':
      return null;
    case 'gone':
      return <Told icon={CircleX} tone="warn" heading={m.goneHeading} body={`${outcome.message} ${m.goneBody}`} />;
    case 'invalid':
      return <Told icon={TriangleAlert} tone="warn" heading={m.invalidHeading} body={m.invalidBody} />;
    case 'failed':
      return <Told icon={TriangleAlert} tone="bad" heading={m.failedHeading} body={outcome.message} />;
  }
}

const tones = {
  good: 'bg-emerald-50 text-emerald-700',
  neutral: 'bg-slate-100 text-slate-700',
  warn: 'bg-amber-50 text-amber-700',
  bad: 'bg-red-50 text-red-700',
} as const;

function Told({
  icon: Icon,
  tone,
  heading,
  body,
}: {
  icon: LucideIcon;
  tone: keyof typeof tones;
  heading: string;
  body: string;
}) {
  return (
    <div className="flex flex-col items-center">
      <span className={cn('flex size-14 items-center justify-center rounded-full', tones[tone])}>
        <Icon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-3 text-base leading-7 text-slate-700">{body}</p>
    </div>
  );
}
