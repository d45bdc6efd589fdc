// The job's turnovers for its host: date, window in the property's zone, same-day flag, pay with
// cents, source, its cover in words and colour (offered to whom until when, confirmed by whom,
// unfilled, open to nearby cleaners, cancelled) with an offer's time left in words, and the last
// answer; edit and cancel while it is live.
import { appNow } from '@web/lib/app-clock';
import { CalendarDays, ClipboardCheck, Hand, Pencil, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HostTurnoversResponse, TurnoverItem } from '@core/schemas/turnovers';
import { isLive } from '@core/turnover-states';
import { stateName } from '@core/us-state-names';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify } from '@web/components/ui/toast';
import { format, useMessages, type Messages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useCancelTurnover } from '../api/host-turnovers';
import { describeFailure } from '../errors';
import { formatDay, formatDeadline, formatPay, formatWindow } from '../format';
import { ConfirmDialog } from './dialogs';
import { OfferCountdown } from './offer-countdown';
import { AnswerLine, CoverBadge, OfferAnswer, SameDayBadge } from './turnover-badges';
import { AccessHeldPanel, OpenToNearbyButton, TurnoverRequests } from './open-turnover';
import { TurnoverAlertPanel } from './missed-turnover-lazy';
import { TurnoverFormDialog } from './turnover-form-lazy';
import { TurnoverProblems } from './turnover-problems';

export function HostTurnoverList({ data }: { data: HostTurnoversResponse }) {
  const m = useMessages(turnoversMessages).turnovers.list;
  // As the server splits them: upcoming until the window ends.
  const [now] = useState(() => appNow());
  const upcoming = data.turnovers.filter((t) => Date.parse(t.endsAt) > now);
  const past = data.turnovers.filter((t) => Date.parse(t.endsAt) <= now);
  const [editing, setEditing] = useState<TurnoverItem>();
  const defaults = { checkoutTime: data.job.checkoutTime, checkinTime: data.job.checkinTime };

  return (
    <>
      {upcoming.length === 0 ? (
        <Card className="p-5 text-center text-sm text-slate-600">{m.empty}</Card>
      ) : (
        <ul className="space-y-3" aria-label={m.upcoming}>
          {upcoming.map((t) => (
            <li key={t.id}>
              <HostTurnoverCard turnover={t} onEdit={() => setEditing(t)} hasTeam={data.job.hiredCleaner !== null} />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{m.past}</h3>
          <ul className="space-y-3" aria-label={m.past}>
            {past.map((t) => (
              <li key={t.id}>
                <HostTurnoverCard turnover={t} past />
              </li>
            ))}
          </ul>
        </>
      )}
      <TurnoverFormDialog
        jobId={data.job.id}
        turnover={editing}
        defaults={defaults}
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
      />
    </>
  );
}

/** Who has the turnover, in the words of its cover state. */
function coverDetail(t: TurnoverItem, m: Messages['turnovers']['list'], hasTeam: boolean): string {
  switch (t.cover) {
    case 'offered': {
      const deadline = t.offer?.deadlineAt ? formatDeadline(t.offer.deadlineAt, t.timeZone) : '';
      const together = t.offer?.askedWith ?? [];
      return together.length
        ? format(m.offeredTogether, { names: [t.offer?.cleanerName ?? '', ...together].join(', '), deadline })
        : format(m.offeredTo, { name: t.offer?.cleanerName ?? '', deadline });
    }
    case 'confirmed':
      return format(m.confirmedBy, { name: t.assignedCleaner?.name ?? t.offer?.cleanerName ?? '' });
    case 'unfilled':
      return m.unfilledDetail;
    case 'open':
      return m.openDetail;
    case 'unassigned':
      // With a team, nobody has it only while the team's offers wait for the host (issue 37).
      return hasTeam ? m.waitsForOffers : m.noCleaner;
    default:
      return t.assignedCleaner ? format(m.assignedTo, { name: t.assignedCleaner.name }) : m.noCleaner;
  }
}

function HostTurnoverCard({
  turnover: t,
  onEdit,
  past,
  hasTeam = false,
}: {
  turnover: TurnoverItem;
  onEdit?: () => void;
  past?: boolean;
  hasTeam?: boolean;
}) {
  const messages = useMessages(playbookMessages, turnoversMessages);
  const m = messages.turnovers.list;
  const cancel = useCancelTurnover(t.jobId);
  const [confirming, setConfirming] = useState(false);
  const win = formatWindow(t.startsAt, t.endsAt, t.timeZone);
  const live = isLive(t.status) && !past;
  const day = formatDay(t.date, true);

  return (
    <Card
      className={t.status === 'cancelled' ? 'border-dashed bg-slate-50 p-4' : 'p-4'}
      data-testid="turnover"
      data-date={t.date}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="font-semibold text-slate-900">{day}</h4>
          <p className="text-sm text-slate-700">{format(m.window, win)}</p>
        </div>
        <p className="text-lg font-bold text-slate-900" data-testid="turnover-pay">
          {formatPay(t.payment)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <CoverBadge cover={t.cover} />
        {t.sameDay && <SameDayBadge />}
        <span className="inline-flex items-center gap-1 text-xs text-slate-600">
          {t.source === 'calendar' ? (
            <CalendarDays className="size-3.5" aria-hidden="true" />
          ) : (
            <Hand className="size-3.5" aria-hidden="true" />
          )}
          {t.source === 'calendar' ? m.sourceCalendar : m.sourceManual}
        </span>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p className="flex items-center gap-1.5 text-slate-700" data-testid="turnover-cover-detail">
          <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {coverDetail(t, m, hasTeam)}
        </p>
        {t.cover === 'offered' && !past && (
          <OfferCountdown deadlineAt={t.offer?.deadlineAt ?? null} className="font-semibold text-amber-900" />
        )}
      </div>
      {t.status !== 'cancelled' &&
        (t.history.length > 0 || (t.offer && t.offer.status !== 'offered' && t.offer.status !== 'confirmed')) && (
          <div className="mt-1 space-y-1">
            {t.history.length > 0 && (
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{m.activity}</p>
            )}
            {t.history.map((answer, i) => (
              // Once someone has confirmed (or done) it, earlier "no"s are history, not an alarm.
              <AnswerLine
                key={i}
                answer={answer}
                testId="turnover-history"
                resolved={t.cover === 'confirmed' || t.cover === 'completed'}
              />
            ))}
            {t.offer && t.offer.status !== 'offered' && t.offer.status !== 'confirmed' && <OfferAnswer turnover={t} />}
          </div>
        )}
      {t.notes && (
        <p className="mt-2 whitespace-pre-line break-words text-sm text-slate-600">
          {format(m.notes, { notes: t.notes })}
        </p>
      )}
      {t.startedAt && (
        <p className="mt-2">
          <Link
            to={`/host/turnovers/${encodeURIComponent(t.id)}`}
            aria-label={format(messages.playbook.report.viewReportLabel, { date: day })}
            className="inline-flex min-h-9 items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            <ClipboardCheck className="size-4" aria-hidden="true" />
            {messages.playbook.report.viewReport}
          </Link>
        </p>
      )}
      <TurnoverProblems turnover={t} />
      <TurnoverAlertPanel turnover={t} />
      {live && t.cover === 'open' && <TurnoverRequests turnover={t} />}
      {live && t.accessHeld && <AccessHeldPanel turnover={t} />}
      {live && (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
          {t.cover === 'unfilled' && (
            <OpenToNearbyButton turnover={t} stateName={stateName(t.place.state) ?? t.place.state} />
          )}
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
            {m.edit}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            <X className="size-4" aria-hidden="true" />
            {m.cancelTurnover}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={format(m.cancelTitle, { date: day })}
        description={m.cancelDescription}
        error={cancel.isError ? describeFailure(cancel.error, messages).message : undefined}
        cancelLabel={m.keep}
        confirmLabel={m.cancelConfirm}
        busyLabel={m.cancelling}
        busy={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(t.id, {
            onSuccess: () => {
              setConfirming(false);
              notify.success({ title: m.cancelled });
            },
          })
        }
      />
    </Card>
  );
}
