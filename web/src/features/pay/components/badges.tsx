// The small coloured words of the ledger: a line's pay status, an adjustment's status, the 14-day flag.
import { TriangleAlert } from 'lucide-react';
import type { PayAdjustmentStatus, PayLineStatus } from '@core/pay';
import { cn } from '@web/components/ui/cn';
import { useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';

const pill = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

const lineColours: Record<PayLineStatus, string> = {
  unpaid: 'bg-slate-100 text-slate-800',
  paid: 'bg-amber-100 text-amber-950',
  received: 'bg-green-100 text-green-900',
};

export function LineStatusBadge({ status }: { status: PayLineStatus }) {
  const m = useMessages(payMessages).pay.web.ledger.payStatus;
  return (
    <span className={cn(pill, lineColours[status])} data-testid="line-status" data-status={status}>
      {m[status]}
    </span>
  );
}

const adjustmentColours: Record<PayAdjustmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-950',
  accepted: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
  withdrawn: 'bg-slate-100 text-slate-700',
};

export function AdjustmentStatusBadge({ status }: { status: PayAdjustmentStatus }) {
  const m = useMessages(payMessages).pay.web.adjustment.status;
  return (
    <span className={cn(pill, adjustmentColours[status])} data-testid="adjustment-status" data-status={status}>
      {m[status]}
    </span>
  );
}

/** Pending for 14 days (an adjustment) or marked paid 14 days ago and not confirmed (a payment). */
export function UnconfirmedFlag({ hint }: { hint: string }) {
  const m = useMessages(payMessages).pay.web.flags;
  return (
    <span className={cn(pill, 'bg-red-100 text-red-900')} title={hint} data-testid="unconfirmed-flag">
      <TriangleAlert className="size-3.5" aria-hidden="true" />
      {m.unconfirmed}
      <span className="sr-only">: {hint}</span>
    </span>
  );
}
