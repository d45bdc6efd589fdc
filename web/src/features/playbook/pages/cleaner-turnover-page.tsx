// /cleaner/turnovers/{id} (issue 18), phone first: the place, window, pay, the host's notes, where
// supplies are and the access instructions (inside their window); 'Start' (from check-out; before
// it, after confirming "The guests have left": issue 37), then the checklist with ticks and photos, notes saved as typed, 'Report a problem', and 'Complete' once every
// photo-required item has a photo and nothing is still uploading. Completed: read-only. Issue 38:
// ticks, notes and photos are kept on the phone and sent when there is signal ('Waiting to send');
// without signal the page is the copy saved on the phone, and says so (decision 043).
import { CircleCheck, Clock, MapPin, Play } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { fullAddress } from '@core/places';
import { itemsMissingPhotos } from '@core/playbook';
import type { CleanerTurnoverResponse } from '@core/schemas/playbook';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { OfflineNotice } from '@web/components/ui/offline-notice';
import { QueryState } from '@web/components/ui/query-state';
import { notify } from '@web/components/ui/toast';
import { format, plural, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import {
  useKeepTurnoverCopy,
  useOfflineCopy,
  usePurgeExpiredOffline,
  useRefetchWhenFresh,
} from '@web/lib/offline-copy';
import { usePageTitle } from '@web/lib/use-page-title';
import { RequireRole } from '@web/features/auth';
import { preloadTurnoverQuickReplies, TurnoverQuickReplies } from '@web/features/messages';
import { formatDay, formatPay, formatWindow, useInvalidateOnNotification } from '@web/features/turnovers';
import { cleanerTurnoverKey, useCleanerTurnover, useCompleteTurnover, useStartTurnover } from '../api/cleaner-turnover';
import { AccessPanel } from '../components/access-panel';
import { ProblemList, ReportProblemButton } from '../components/report-problem';
import { RunChecklist } from '../components/run-checklist';
import { RunNotes } from '../components/run-notes';
import { describeFailure } from '../errors';
import { formatMomentIn, formatTimeIn, formatWhen } from '../format';
import { SendStatus } from '../components/send-status';
import { pendingUploads } from '../upload-queue';
import { useSendQueue, type SendQueueHandle } from '../use-send-queue';

// Issue 39: the link to review the host shows on a completed turnover only: the reviews feature's
// code loads then, not with every turnover a cleaner opens.
const ReviewLink = lazy(() => import('@web/features/reviews').then((m) => ({ default: m.ReviewLink })));

// Issue 40: the quick replies' code loads beside the turnover's data, not after it.
preloadTurnoverQuickReplies();

export default function CleanerTurnoverPage() {
  return (
    <RequireRole role="cleaner" whenSignedOut={{ to: '/login' }} whenNoProfile={{ to: '/cleaner/signup' }}>
      <CleanerTurnover />
    </RequireRole>
  );
}

const frame = 'mx-auto w-full max-w-2xl space-y-4 px-4 py-6 sm:px-6 sm:py-10';

function CleanerTurnover() {
  const { id = '' } = useParams();
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  usePageTitle(m.title);
  const query = useCleanerTurnover(id);
  const sending = useSendQueue(id);
  const uploads = sending.uploads;
  const apiPath = `/api/cleaner/turnovers/${encodeURIComponent(id)}`;
  const offline = useOfflineCopy(apiPath) !== null;
  usePurgeExpiredOffline();
  useKeepTurnoverCopy(apiPath, query.data);
  useRefetchWhenFresh(apiPath, query.refetch);
  // Live: the host's 'Approve access' (issue 35) arrives as a turnovers_changed notification about this turnover.
  useInvalidateOnNotification('turnovers_changed', cleanerTurnoverKey(id), (n) => n.data.turnover_id === id);

  const back = <BackLink to="/cleaner/schedule">{m.backToSchedule}</BackLink>;

  if (query.isPending || query.isError) {
    return (
      <div className={frame}>
        {back}
        <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
      </div>
    );
  }

  const data = query.data;
  const t = data.turnover;
  const zone = t.timeZone;
  const win = formatWindow(t.startsAt, t.endsAt, zone);
  const place = fullAddress(t.place);
  const mode = data.completedAt ? 'done' : data.startedAt ? 'working' : 'preview';

  return (
    <div className={frame}>
      {back}
      <OfflineNotice apiPath={apiPath} />
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">
          {format(m.heading, { date: formatDay(t.date, true) })}
        </h1>
      </header>

      <Card className="space-y-2 p-4">
        <div className="flex items-start justify-between gap-3">
          <p className="flex min-w-0 items-start gap-1.5 font-semibold text-slate-900">
            <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span className="break-words">{place}</span>
          </p>
          <p className="shrink-0 text-lg font-bold text-slate-900">{formatPay(t.payment)}</p>
        </div>
        <p className="flex items-center gap-1.5 text-sm text-slate-700">
          <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {format(m.window, win)}
        </p>
        {t.notes && (
          <div className="border-t border-slate-100 pt-2">
            <h2 className="text-sm font-semibold text-slate-900">{m.hostNotes}</h2>
            <p className="whitespace-pre-line break-words text-sm text-slate-700">{t.notes}</p>
          </div>
        )}
      </Card>

      {/* Issue 40: 'On my way', 'Running 15 minutes late'… to the host in one tap, about this turnover. */}
      <Card className="p-4">
        <TurnoverQuickReplies turnoverId={id} jobId={t.jobId} date={t.date} />
      </Card>

      <Card className="space-y-4 p-4">
        <AccessPanel turnoverId={id} access={data.access} held={t.accessHeld} timeZone={zone} offline={offline} />
        <section aria-labelledby="supplies-heading" className="border-t border-slate-100 pt-3">
          <h2 id="supplies-heading" className="mb-1 text-base font-semibold text-slate-900">
            {m.supplies}
          </h2>
          <p className="whitespace-pre-line break-words text-sm text-slate-700">{data.supplies ?? m.noSupplies}</p>
        </section>
      </Card>

      {mode === 'preview' && <StartPanel data={data} />}
      {mode === 'working' && <SendStatus sending={sending} />}
      {mode === 'working' && data.startedAt && (
        <div className="space-y-1 text-sm font-medium text-slate-700">
          <p>{format(m.started, { when: formatMomentIn(data.startedAt, zone) })}</p>
          {data.guestsLeftConfirmedAt && (
            <p className="text-amber-900">
              {format(m.startedEarly, { time: formatTimeIn(data.guestsLeftConfirmedAt, zone) })}
            </p>
          )}
        </div>
      )}
      {mode === 'done' && data.completedAt && (
        <Card className="border-green-200 bg-green-50 p-4" role="status">
          <p className="flex items-center gap-2 font-semibold text-green-900">
            <CircleCheck className="size-5 shrink-0" aria-hidden="true" />
            {format(m.completed, { when: formatMomentIn(data.completedAt, zone) })}
          </p>
          <p className="mt-1 text-sm text-green-900">{m.readOnly}</p>
          <div className="mt-3">
            <Suspense fallback={null}>
              <ReviewLink turnoverId={id} />
            </Suspense>
          </div>
        </Card>
      )}

      <section aria-labelledby="checklist-heading">
        <h2 id="checklist-heading" className="mb-2 text-lg font-semibold text-slate-900">
          {m.checklistHeading}
        </h2>
        <RunChecklist turnoverId={id} tasks={data.tasks} mode={mode} sending={sending} timeZone={zone} />
      </section>

      {mode !== 'preview' && (
        <>
          <Card className="p-4">
            <RunNotes turnoverId={id} serverNotes={data.notes} readOnly={mode === 'done'} sending={sending} />
          </Card>
          <section aria-labelledby="problems-heading" className="space-y-2">
            <h2 id="problems-heading" className="text-lg font-semibold text-slate-900">
              {m.problemsHeading}
            </h2>
            {data.problems.length > 0 ? (
              <ProblemList problems={data.problems} uploads={uploads} timeZone={zone} viewer="cleaner" />
            ) : (
              <p className="text-sm text-slate-600">{messages.playbook.report.noProblems}</p>
            )}
            {mode === 'working' && <ReportProblemButton turnoverId={id} uploads={uploads} />}
          </section>
        </>
      )}

      {mode === 'working' && <CompletePanel data={data} turnoverId={id} sending={sending} />}
    </div>
  );
}

function StartPanel({ data }: { data: CleanerTurnoverResponse }) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const start = useStartTurnover(data.turnover.id);
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const refusal = data.start.refusal;
  const checkout = formatTimeIn(data.turnover.startsAt, data.turnover.timeZone);
  // Before check-out 'Start' is offered, but asks first whether the guests have left.
  const early = refusal === 'before_checkout';
  const reason =
    refusal === 'not_confirmed' ? (
      <>
        {m.notConfirmed}{' '}
        <Link to="/cleaner/schedule" className="font-semibold text-brand-800 underline underline-offset-4">
          {m.backToSchedule}
        </Link>
      </>
    ) : refusal === 'too_early' ? (
      format(m.startNotYet, { when: formatWhen(data.start.opensAt, data.turnover.timeZone) })
    ) : refusal === 'too_late' ? (
      m.startTooLate
    ) : early ? (
      format(m.startBeforeCheckout, { time: checkout })
    ) : null;

  return (
    <Card className="p-4">
      <p className="text-sm text-slate-700">{m.startHint}</p>
      <Button
        ref={trigger}
        size="lg"
        className="mt-3 w-full"
        disabled={(refusal !== null && !early) || start.isPending}
        aria-describedby={reason ? 'start-refusal' : undefined}
        aria-haspopup={early ? 'dialog' : undefined}
        onClick={() => (early ? setConfirming(true) : start.mutate({}))}
      >
        {start.isPending ? (
          <BusyLabel>{m.starting}</BusyLabel>
        ) : (
          <>
            <Play className="size-4" aria-hidden="true" />
            {m.start}
          </>
        )}
      </Button>
      {reason && (
        <p id="start-refusal" className="mt-2 text-sm font-medium text-amber-900">
          {reason}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.guestsLeftTitle}
        description={format(m.guestsLeftDescription, { time: checkout })}
        cancelLabel={m.guestsLeftCancel}
        confirmLabel={m.guestsLeftConfirm}
        confirmVariant="primary"
        busyLabel={<BusyLabel>{m.starting}</BusyLabel>}
        busy={start.isPending}
        returnFocus={trigger}
        onConfirm={() => start.mutate({ guestsLeft: true }, { onSettled: () => setConfirming(false) })}
      />
      {start.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {describeFailure(start.error, messages).message}
        </p>
      )}
    </Card>
  );
}

function CompletePanel({
  data,
  turnoverId,
  sending,
}: {
  data: CleanerTurnoverResponse;
  turnoverId: string;
  sending: SendQueueHandle;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const complete = useCompleteTurnover(turnoverId);
  const pending = pendingUploads(sending.uploads.items).length;
  const missing = itemsMissingPhotos(data.tasks, new Map(data.tasks.map((task) => [task.id, task.photos.length])));
  // A change still on the phone would be refused once the turnover is completed.
  const blocked =
    pending > 0
      ? m.completeWaiting
      : sending.unsent > 0
        ? messages.playbook.sending.completeWaiting
        : missing.length > 0
          ? format(m.completeMissing, { items: missing.map((task) => `“${task.label}”`).join(', ') })
          : null;

  return (
    <Card className="p-4">
      {pending > 0 ? (
        <p className="mb-2 text-sm font-medium text-amber-900" role="status" data-testid="uploads-pending">
          {plural(m.photosPending, pending)}
        </p>
      ) : null}
      <Button
        size="lg"
        className="w-full"
        disabled={blocked !== null || complete.isPending}
        aria-describedby={blocked ? 'complete-blocked' : undefined}
        onClick={() => complete.mutate(undefined, { onSuccess: () => notify.success({ title: m.completedToast }) })}
      >
        {complete.isPending ? (
          <BusyLabel>{m.completing}</BusyLabel>
        ) : (
          <>
            <CircleCheck className="size-5" aria-hidden="true" />
            {m.complete}
          </>
        )}
      </Button>
      {blocked && (
        <p id="complete-blocked" className="mt-2 text-sm text-slate-700">
          {blocked}
        </p>
      )}
      {complete.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {describeFailure(complete.error, messages).message}
        </p>
      )}
    </Card>
  );
}
