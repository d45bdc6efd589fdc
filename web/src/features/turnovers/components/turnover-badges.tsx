// A turnover's cover in words and colour (issue 17: offered, confirmed, unfilled...), its same-day
// flag, and the assigned cleaner's answer. The cleaner's own word is cleaner-status-badge.tsx.
import { CircleAlert, CircleCheck, Clock, Zap } from 'lucide-react';
import type { CoverState } from '@core/offers';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';

const coverColour: Record<CoverState, string> = {
  offered: 'bg-sky-50 text-sky-900 ring-sky-200',
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  unfilled: 'bg-red-50 text-red-800 ring-red-300',
  open: 'bg-amber-50 text-amber-900 ring-amber-300',
  unassigned: 'bg-slate-100 text-slate-700 ring-slate-300',
  completed: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  missed: 'bg-red-100 text-red-900 ring-red-400',
};

/** The host's view of a turnover: whether someone has it, in one word and a colour. */
export function CoverBadge({ cover, className }: { cover: CoverState; className?: string }) {
  const m = useMessages(turnoversMessages).turnovers.list.cover;
  return (
    <span
      data-testid="turnover-cover"
      data-cover={cover}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        coverColour[cover],
        className,
      )}
    >
      {cover === 'unfilled' && <CircleAlert className="mr-1 size-3.5" aria-hidden="true" />}
      {m[cover]}
    </span>
  );
}

export function SameDayBadge() {
  const m = useMessages(turnoversMessages).turnovers.list;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
      <Zap className="size-3.5" aria-hidden="true" />
      {m.sameDay}
    </span>
  );
}

type Answer = {
  status: NonNullable<TurnoverItem['offer']>['status'];
  cleanerName: string;
  reason: string | null;
  late: boolean;
};

/** "Waiting for Ana to answer", "Ana confirmed", "Ana can't make it" with the reason: the latest answer. */
export function OfferAnswer({ turnover }: { turnover: TurnoverItem }) {
  return turnover.offer ? <AnswerLine answer={turnover.offer} testId="turnover-answer" /> : null;
}

/**
 * One answer of the chain in words and colour, with the reason and a late cancellation marked.
 * `resolved`: someone took the turnover since, so a "no" reads as history (grey), not in red.
 */
export function AnswerLine({ answer, testId, resolved }: { answer: Answer; testId?: string; resolved?: boolean }) {
  const m = useMessages(turnoversMessages).turnovers.list;
  const Icon = answer.status === 'confirmed' ? CircleCheck : answer.status === 'offered' ? Clock : CircleAlert;
  const colour =
    answer.status === 'confirmed'
      ? 'text-green-800'
      : answer.status === 'offered' || resolved
        ? 'text-slate-700'
        : 'text-red-700';
  return (
    <div data-testid={testId} className={cn('text-sm', colour)}>
      <p className="flex items-center gap-1.5 font-medium">
        <Icon className="size-4 shrink-0" aria-hidden="true" />
        {format(m.answer[answer.status], { name: answer.cleanerName })}
      </p>
      {(answer.status === 'declined' || answer.status === 'cancelled') && answer.reason && (
        <p className="mt-0.5 pl-5.5 text-slate-700">{format(m.reason, { reason: answer.reason })}</p>
      )}
      {answer.status === 'cancelled' && answer.late && (
        <p className="mt-0.5 pl-5.5 font-semibold">{m.lateCancellation}</p>
      )}
    </div>
  );
}
