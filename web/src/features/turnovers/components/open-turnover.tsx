// Issue 17, on the host's turnover card: an unfilled turnover's 'Open to nearby cleaners' (with
// auto-accept, and in plain words what it gives away), an open one's requests, each with 'Assign',
// and who auto-accept gave it to, with 'Approve access' (issue 35). The server decides who may have
// it and when they read the access instructions; this only asks and shows the answer.
import { ReviewSummary } from '@web/features/reviews';
import { KeyRound, Megaphone, TriangleAlert, UserCheck } from 'lucide-react';
import { useState } from 'react';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { Button } from '@web/components/ui/button';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { DistanceAway } from '@web/components/ui/distance-away';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ReliabilityRecord } from '@web/features/reliability';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { openTurnoversMessages } from '@web/lib/messages/open-turnovers';
import { useApproveAccess, useAssignRequest, useTurnoverRequests } from '../api/open-turnovers';
import { describeFailure } from '../errors';
import type { OpenToNearbyDialogProps } from './open-to-nearby-dialog';

// The dialog's code loads the first time it opens (lazy-when-open.tsx): most visits only read the list.
const OpenToNearbyDialog = lazyWhenOpen<OpenToNearbyDialogProps>(() =>
  import('./open-to-nearby-dialog').then((m) => ({ default: m.OpenToNearbyDialog })),
);

export function OpenToNearbyButton({ turnover, stateName }: { turnover: TurnoverItem; stateName: string }) {
  const m = useMessages(openTurnoversMessages).openTurnovers.host;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Megaphone className="size-4" aria-hidden="true" />
        {m.open}
      </Button>
      <OpenToNearbyDialog turnover={turnover} stateName={stateName} open={open} onOpenChange={setOpen} />
    </>
  );
}

/** The requests of an open turnover, oldest first, each with 'Assign' while it is still open. */
export function TurnoverRequests({ turnover: t }: { turnover: TurnoverItem }) {
  const messages = useMessages(openTurnoversMessages, turnoversMessages);
  const m = messages.openTurnovers.host;
  const requests = useTurnoverRequests(t.id);
  const assign = useAssignRequest(t.jobId, t.id);
  const [error, setError] = useState<string>();

  if (requests.isPending) return <Spinner className="mt-2 size-4" label={m.requestsHeading} />;
  if (requests.isError) return null;
  const list = requests.data.requests;
  return (
    <section
      className="mt-3 rounded-lg bg-amber-50/60 p-3"
      aria-label={m.requestsHeading}
      data-testid="turnover-requests"
    >
      <h5 className="text-sm font-semibold text-slate-900">{m.requestsHeading}</h5>
      {requests.data.autoAccept && <p className="text-sm text-slate-700">{m.autoAcceptOn}</p>}
      {list.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{m.noRequests}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {list.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2">
              <div className="text-sm text-slate-800">
                <span className="font-medium">{r.name}</span> {format(m.from, { city: r.city, state: r.state })}
                <DistanceAway miles={r.distanceMiles} className="ml-1 text-slate-600 before:content-['·_']" />{' '}
                <ReviewSummary userId={r.cleanerUserId} />
                {r.status !== 'requested' && <span className="ml-1 text-slate-600">· {m.requestStatus[r.status]}</span>}
                <ReliabilityRecord record={r.reliability} of="cleaner" />
              </div>
              {r.status === 'requested' && (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={format(m.assignLabel, { name: r.name })}
                  disabled={assign.isPending}
                  onClick={() => {
                    setError(undefined);
                    assign.mutate(r.id, {
                      onSuccess: () => notify.success({ title: format(m.assigned, { name: r.name }) }),
                      onError: (err) => setError(describeFailure(err, messages).message),
                    });
                  }}
                >
                  {assign.isPending && assign.variables === r.id ? (
                    <BusyLabel>{m.assigning}</BusyLabel>
                  ) : (
                    <>
                      <UserCheck className="size-4" aria-hidden="true" />
                      {m.assign}
                    </>
                  )}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}

/**
 * Issue 35: who auto-accept gave the turnover to (name, and where they are from), whose access
 * instructions wait for 'Approve access'. Shown on the card until the host approves.
 */
export function AccessHeldPanel({ turnover: t }: { turnover: TurnoverItem }) {
  const messages = useMessages(openTurnoversMessages, turnoversMessages);
  const m = messages.openTurnovers.host;
  const requests = useTurnoverRequests(t.id);
  const approve = useApproveAccess(t.jobId, t.id);
  const name = t.assignedCleaner?.name ?? '';
  const taker = requests.data?.requests.find(
    (r) => r.status === 'accepted' && r.cleanerUserId === t.assignedCleaner?.userId,
  );

  return (
    <section
      className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-200"
      aria-labelledby={`held-${t.id}`}
      data-testid="access-held"
    >
      <h5 id={`held-${t.id}`} className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <TriangleAlert className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {m.heldHeading}
      </h5>
      <p className="mt-1 text-sm text-slate-800" data-testid="access-held-who">
        <span className="font-medium">{name}</span>
        {taker && ` ${format(m.from, { city: taker.city, state: taker.state })}`}
      </p>
      <p className="mt-1 text-sm text-slate-700">{m.heldDetail}</p>
      <Button
        size="sm"
        className="mt-2"
        aria-label={format(m.approveAccessLabel, { name })}
        disabled={approve.isPending}
        onClick={() =>
          approve.mutate(undefined, { onSuccess: () => notify.success({ title: format(m.approved, { name }) }) })
        }
      >
        {approve.isPending ? (
          <BusyLabel>{m.approving}</BusyLabel>
        ) : (
          <>
            <KeyRound className="size-4" aria-hidden="true" />
            {m.approveAccess}
          </>
        )}
      </Button>
      {approve.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {describeFailure(approve.error, messages).message}
        </p>
      )}
    </section>
  );
}
