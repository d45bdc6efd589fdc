// The subscription's status as a coloured badge: Free, Active, Canceling — ends {date}, Past due...
import type { SubscriptionSummary } from '@core/schemas/billing';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { billingMessages } from '@web/lib/messages/billing';
import { badgeKind, formatDate, type BadgeKind } from '../format';

const tone: Record<BadgeKind, string> = {
  free: 'bg-slate-100 text-slate-800 ring-slate-300',
  active: 'bg-green-50 text-green-800 ring-green-200',
  trialing: 'bg-green-50 text-green-800 ring-green-200',
  canceling: 'bg-accent-100 text-amber-900 ring-accent-400',
  past_due: 'bg-red-50 text-red-800 ring-red-200',
  unpaid: 'bg-red-50 text-red-800 ring-red-200',
  incomplete: 'bg-red-50 text-red-800 ring-red-200',
  paused: 'bg-slate-100 text-slate-800 ring-slate-300',
  ended: 'bg-slate-100 text-slate-800 ring-slate-300',
};

/** A subscription that ended shows as Free: that is the plan the user is on now. */
export function StatusBadge({
  subscription,
  className,
}: {
  subscription: SubscriptionSummary | null;
  className?: string;
}) {
  const m = useMessages(billingMessages).billing.status;
  const raw = badgeKind(subscription);
  const kind = raw === 'ended' ? 'free' : raw;
  const date = formatDate(subscription?.currentPeriodEnd);
  const label = kind === 'canceling' ? (date ? format(m.canceling, { date }) : m.cancelingNoDate) : m[kind];
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tone[kind],
        className,
      )}
    >
      <span className="sr-only">{m.label} </span>
      {label}
    </span>
  );
}
