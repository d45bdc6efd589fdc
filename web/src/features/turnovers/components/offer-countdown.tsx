// An open offer's countdown in words ("Answer within 25 min"), read again every minute: on the
// cleaner's card and on the host's 'Offered to …' line. Nothing shows without a deadline.
import { Hourglass } from 'lucide-react';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useNow } from '@web/lib/use-now';
import { formatTimeLeft } from '../format';

export function OfferCountdown({ deadlineAt, className }: { deadlineAt: string | null; className?: string }) {
  const m = useMessages(turnoversMessages).turnovers.words;
  const now = useNow();
  if (!deadlineAt) return null;
  const left = formatTimeLeft(deadlineAt, now, m.timeLeft);
  return (
    <span data-testid="offer-countdown" className={cn('inline-flex items-center gap-1.5', className)}>
      <Hourglass className="size-4 shrink-0" aria-hidden="true" />
      {left ? format(m.answerWithin, { time: left }) : m.answerTimeUp}
    </span>
  );
}
