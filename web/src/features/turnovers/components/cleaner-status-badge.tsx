// The cleaner's word for a turnover in a badge (cleaner-status.ts): amber while it waits for their
// answer, green once confirmed, as the host's cover badge colours the same states.
import { Clock } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import type { CleanerStatus } from '../cleaner-status';

const colour: Record<CleanerStatus, string> = {
  needsAnswer: 'bg-amber-100 text-amber-950 ring-amber-400',
  confirmed: 'bg-green-50 text-green-800 ring-green-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-300',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
  missed: 'bg-red-100 text-red-900 ring-red-400',
  passedOn: 'bg-slate-100 text-slate-700 ring-slate-300',
  notConfirmed: 'bg-sky-50 text-sky-900 ring-sky-200',
};

export function CleanerStatusBadge({ status }: { status: CleanerStatus }) {
  const m = useMessages(turnoversMessages).turnovers.words.cleanerStatus;
  return (
    <span
      data-testid="turnover-status"
      data-status={status}
      className={cn(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        colour[status],
      )}
    >
      {status === 'needsAnswer' && <Clock className="size-3.5" aria-hidden="true" />}
      {m[status]}
    </span>
  );
}
