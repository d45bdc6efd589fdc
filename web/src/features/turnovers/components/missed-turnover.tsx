// Issue 37, on the host's turnover card: a confirmed turnover not started 30 minutes after
// check-out (the host was alerted), and a missed one (never started, its window over) in words
// with the three ways on: 'Reopen to the team', 'Open to nearby cleaners' (both in a new window the
// server gives it, about an hour from now) and 'Mark handled' (it stays missed).
import { MarkNoShowButton, NoShowMarkedNote } from '@web/features/reviews';
import { CheckCheck, Clock, Megaphone, RotateCcw, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { missedTurnoversMessages } from '@web/lib/messages/missed-turnovers';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useInvalidateHostTurnovers } from '../api/host-turnovers';
import { useMarkMissedHandled, useReopenMissed } from '../api/missed-turnovers';
import { describeFailure } from '../errors';
import { formatMoment, formatWindow } from '../format';
import { ConfirmDialog } from './dialogs';

type Way = 'team' | 'nearby' | 'handled';

/** What the watch over a confirmed turnover found, if anything: not started yet, or missed. */
export function TurnoverAlertPanel({ turnover: t }: { turnover: TurnoverItem }) {
  if (t.status === 'missed') return <MissedTurnoverPanel turnover={t} />;
  if (t.status === 'confirmed' && t.startOverdueAlertedAt && !t.startedAt) return <NotStartedNote turnover={t} />;
  return null;
}

function NotStartedNote({ turnover: t }: { turnover: TurnoverItem }) {
  const m = useMessages(missedTurnoversMessages).missedTurnovers.card;
  const win = formatWindow(t.startsAt, t.endsAt, t.timeZone);
  return (
    <section
      className="mt-3 rounded-lg bg-amber-50 p-3 ring-1 ring-amber-300"
      aria-labelledby={`not-started-${t.id}`}
      data-testid="turnover-not-started"
    >
      <h5 id={`not-started-${t.id}`} className="flex items-center gap-1.5 text-sm font-semibold text-amber-950">
        <Clock className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {m.notStartedHeading}
      </h5>
      <p className="mt-1 text-sm text-slate-800">
        {format(m.notStartedDetail, { name: t.assignedCleaner?.name ?? '', start: win.start, end: win.end })}
      </p>
      <NoShow turnover={t} className="mt-2" />
    </section>
  );
}

/** Issue 39: 'Mark no-show' on the assigned cleaner, or, once marked, that it is (and their contest). */
function NoShow({ turnover: t, className }: { turnover: TurnoverItem; className?: string }) {
  const invalidate = useInvalidateHostTurnovers(t.jobId);
  if (!t.assignedCleaner) return null;
  if (t.noShow)
    return (
      <NoShowMarkedNote
        turnoverId={t.id}
        cleanerUserId={t.assignedCleaner.userId}
        cleanerName={t.assignedCleaner.name}
        noShow={t.noShow}
        className={className}
      />
    );
  return (
    <MarkNoShowButton
      turnoverId={t.id}
      cleanerName={t.assignedCleaner.name}
      className={className}
      onMarked={() => void invalidate()}
    />
  );
}

function MissedTurnoverPanel({ turnover: t }: { turnover: TurnoverItem }) {
  const messages = useMessages(missedTurnoversMessages, turnoversMessages);
  const m = messages.missedTurnovers.card;
  const reopen = useReopenMissed(t.jobId, t.id);
  const handle = useMarkMissedHandled(t.jobId, t.id);
  const [asking, setAsking] = useState<Way | null>(null);
  const [error, setError] = useState<string>();

  const fail = (err: unknown) =>
    setError(
      // The new window's day already has a turnover: the server's words say so.
      err instanceof ApiRequestError && err.code === 'TURNOVER_DATE_TAKEN'
        ? err.message
        : describeFailure(err, messages).message,
    );
  const done = (title: string) => () => {
    setAsking(null);
    notify.success({ title });
  };
  const confirm = () => {
    setError(undefined);
    if (asking === 'handled') handle.mutate(undefined, { onSuccess: done(m.markedHandled), onError: fail });
    else if (asking)
      reopen.mutate(
        { to: asking },
        { onSuccess: done(asking === 'team' ? m.reopened : m.openedNearby), onError: fail },
      );
  };
  const dialog = {
    team: { title: m.reopenTeamTitle, description: m.reopenTeamDescription, confirm: m.reopenTeamConfirm },
    nearby: { title: m.reopenNearbyTitle, description: m.reopenNearbyDescription, confirm: m.reopenNearbyConfirm },
    handled: { title: m.markHandledTitle, description: m.markHandledDescription, confirm: m.markHandledConfirm },
  }[asking ?? 'team'];
  const ask = (way: Way) => () => {
    setError(undefined);
    setAsking(way);
  };

  return (
    <section
      className="mt-3 rounded-lg bg-red-50 p-3 ring-1 ring-red-300"
      aria-labelledby={`missed-${t.id}`}
      data-testid="missed-turnover"
    >
      <h5 id={`missed-${t.id}`} className="flex items-center gap-1.5 text-sm font-semibold text-red-900">
        <TriangleAlert className="size-4 shrink-0 text-red-700" aria-hidden="true" />
        {m.heading}
      </h5>
      <p className="mt-1 text-sm text-slate-800">
        {t.assignedCleaner ? format(m.detail, { name: t.assignedCleaner.name }) : m.detailNobody}
      </p>
      {t.noShow && <NoShow turnover={t} className="mt-2" />}
      {t.missedHandledAt ? (
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium text-slate-700" data-testid="missed-handled">
          <CheckCheck className="size-4 shrink-0" aria-hidden="true" />
          {format(m.handled, { when: formatMoment(t.missedHandledAt) })}
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={ask('team')}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {m.reopenTeam}
          </Button>
          <Button size="sm" variant="secondary" onClick={ask('nearby')}>
            <Megaphone className="size-4" aria-hidden="true" />
            {m.reopenNearby}
          </Button>
          {t.assignedCleaner && !t.noShow && <NoShow turnover={t} />}
          <Button size="sm" variant="ghost" onClick={ask('handled')}>
            <CheckCheck className="size-4" aria-hidden="true" />
            {m.markHandled}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={dialog.title}
        description={dialog.description}
        error={error}
        cancelLabel={m.keep}
        confirmLabel={dialog.confirm}
        busyLabel={asking === 'handled' ? m.marking : m.reopening}
        busy={reopen.isPending || handle.isPending}
        onConfirm={confirm}
      />
    </section>
  );
}
