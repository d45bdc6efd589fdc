// One turnover on the cleaner's schedule: place, window, same-day flag, pay, notes, and the answer
// it asks for: 'Confirm' or "Can't make it" (with an optional reason, in a dialog) by its deadline;
// a confirmed one can be given back with 'Cancel' (issue 17: late under 24 hours ahead). An offer
// waiting for the answer stands out: 'Needs your answer', the time left in words (issue 37).
import { appNow } from '@web/lib/app-clock';
import { Check, ChevronRight, CircleAlert, CircleCheck, MapPin, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { fullAddress } from '@core/places';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { isLateCancellation } from '@core/offers';
import { isLive } from '@core/turnover-states';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { MessageButton } from '@web/features/messages';
import { useCancelConfirmedTurnover, useConfirmTurnover, useDeclineTurnover } from '../api/cleaner-schedule';
import { describeFailure } from '../errors';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { cleanerStatus } from '../cleaner-status';
import { formatDay, formatDeadline, formatPay, formatWindow } from '../format';
import { CleanerStatusBadge } from './cleaner-status-badge';
import { DialogButtons, FormDialog } from './dialogs';
import { OfferCountdown } from './offer-countdown';
import { SameDayBadge } from './turnover-badges';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/turnovers').then((m) => m.DeclineTurnoverInput));

export function CleanerTurnoverCard({ turnover: t, past }: { turnover: TurnoverItem; past?: boolean }) {
  const messages = useMessages(playbookMessages, turnoversMessages);
  const m = messages.turnovers.schedule;
  const list = messages.turnovers.list;
  const confirm = useConfirmTurnover();
  const [declining, setDeclining] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string>();
  const win = formatWindow(t.startsAt, t.endsAt, t.timeZone);
  const place = fullAddress(t.place);
  const asks = !past && isLive(t.status) && t.offer?.status === 'offered';
  const [now] = useState(() => appNow());
  const upcoming = !past && Date.parse(t.startsAt) > now;
  const canCancel = upcoming && t.status === 'confirmed' && t.offer?.status === 'confirmed';

  return (
    <Card
      className={cn(
        'p-4',
        t.status === 'cancelled' && 'border-dashed bg-slate-50',
        asks && 'border-amber-400 bg-amber-50 ring-1 ring-amber-300',
      )}
      data-testid="schedule-turnover"
      data-date={t.date}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-start gap-1.5 font-semibold text-slate-900">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">{place}</span>
          </p>
          <p className="mt-0.5 text-sm text-slate-700">{format(list.window, win)}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900">{formatPay(t.payment)}</p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <CleanerStatusBadge status={cleanerStatus(t, past)} />
        {t.sameDay && <SameDayBadge />}
      </div>
      {t.notes && (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600">
          {format(list.notes, { notes: t.notes })}
        </p>
      )}

      {t.status !== 'cancelled' && t.status !== 'missed' && t.offer?.status === 'confirmed' && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-green-800">
          <CircleCheck className="size-4" aria-hidden="true" />
          {m.youConfirmed}
        </p>
      )}
      {(t.status === 'confirmed' || t.status === 'completed') && (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button asChild className="w-full sm:w-auto">
            <Link
              to={`/cleaner/turnovers/${encodeURIComponent(t.id)}`}
              aria-label={format(messages.playbook.cleaner.openLabel, { date: formatDay(t.date) })}
            >
              {messages.playbook.cleaner.open}
              <ChevronRight className="size-4" aria-hidden="true" />
            </Link>
          </Button>
          {/* Issue 40: the conversation with the host, about this turnover. */}
          <MessageButton
            target={{ jobId: t.jobId, turnoverId: t.id, date: t.date }}
            label="messageHost"
            size="md"
            className="w-full sm:w-auto"
          />
        </div>
      )}
      {canCancel && (
        <div className="mt-3 border-t border-slate-100 pt-3">
          <Button variant="ghost" size="sm" onClick={() => setCancelling(true)}>
            <X className="size-4" aria-hidden="true" />
            {m.cancelConfirmed}
          </Button>
        </div>
      )}
      {t.status !== 'cancelled' && t.offer?.status === 'declined' && (
        <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert className="size-4" aria-hidden="true" />
          {m.youDeclined}
        </p>
      )}
      {asks && (
        <div className="mt-3 border-t border-amber-200 pt-3">
          <OfferCountdown deadlineAt={t.offer?.deadlineAt ?? null} className="font-semibold text-amber-950" />
          <p className="mb-3 mt-0.5 text-sm text-slate-700" data-testid="answer-by">
            {t.offer?.deadlineAt
              ? format(m.answerBy, { deadline: formatDeadline(t.offer.deadlineAt, t.timeZone) })
              : m.needsAnswer}
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button
              size="lg"
              className="whitespace-nowrap px-2"
              disabled={confirm.isPending}
              onClick={() => {
                setError(undefined);
                confirm.mutate(t.id, {
                  onSuccess: () => notify.success({ title: m.confirmed }),
                  onError: (err) => setError(describeFailure(err, messages).message),
                });
              }}
            >
              {confirm.isPending ? (
                <BusyLabel>{m.confirming}</BusyLabel>
              ) : (
                <>
                  <Check className="size-4" aria-hidden="true" />
                  {m.confirm}
                </>
              )}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              className="whitespace-nowrap px-2"
              disabled={confirm.isPending}
              onClick={() => setDeclining(true)}
            >
              <X className="size-4" aria-hidden="true" />
              {m.cantMakeIt}
            </Button>
          </div>
          {/* Issue 40: a question to the host before answering. */}
          <MessageButton
            target={{ jobId: t.jobId, turnoverId: t.id, date: t.date }}
            label="messageHost"
            variant="ghost"
            size="md"
            className="mt-2 w-full"
          />
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <FormDialog
        open={declining}
        onOpenChange={setDeclining}
        title={format(m.declineTitle, { date: formatDay(t.date) })}
        description={m.declineDescription}
        busy={false}
      >
        {declining && <DeclineForm turnoverId={t.id} onDone={() => setDeclining(false)} />}
      </FormDialog>
      <FormDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={format(m.cancelTitle, { date: formatDay(t.date) })}
        description={
          isLateCancellation(new Date(t.startsAt), new Date(now))
            ? `${m.cancelDescription} ${m.cancelLateWarning}`
            : m.cancelDescription
        }
        busy={false}
      >
        {cancelling && <DeclineForm turnoverId={t.id} kind="cancel" onDone={() => setCancelling(false)} />}
      </FormDialog>
    </Card>
  );
}

/** "Can't make it" on an offer, or 'Cancel' of a confirmed turnover: the same optional reason. */
function DeclineForm({
  turnoverId,
  kind = 'decline',
  onDone,
}: {
  turnoverId: string;
  kind?: 'decline' | 'cancel';
  onDone: () => void;
}) {
  const messages = useMessages(playbookMessages, turnoversMessages);
  const m = messages.turnovers.schedule;
  const declineOffer = useDeclineTurnover();
  const cancelConfirmed = useCancelConfirmedTurnover();
  const decline = kind === 'decline' ? declineOffer : cancelConfirmed;
  const [reason, setReason] = useState('');
  const { errors, formError, onSubmit, preload } = useContractForm(contract);

  const submit = onSubmit({ reason }, (checked, fail) =>
    decline.mutate(
      { id: turnoverId, input: checked },
      {
        onSuccess: () => {
          notify.success({ title: kind === 'decline' ? m.declined : m.cancelled });
          onDone();
        },
        onError: (err) => fail(describeFailure(err, messages)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preload} className="space-y-4">
      <TextAreaField
        name="reason"
        label={m.reason}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={errors.reason}
        autoFocus
      />
      <FormError message={formError} />
      <DialogButtons
        busy={decline.isPending}
        closeLabel={m.keep}
        submitLabel={kind === 'decline' ? m.sendDecline : m.sendCancel}
        busyLabel={m.sending}
      />
    </form>
  );
}
