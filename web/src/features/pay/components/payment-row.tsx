// One payment as both sides see it: how much, by what, when, the reference, whether the cleaner has
// confirmed receiving it (with 'Mark received' for the cleaner), and the 14-day flag.
import { CircleCheck } from 'lucide-react';
import { plural } from '@core/messages/format';
import type { PayPayment } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useMarkReceived } from '../api/writes';
import { describePayFailure } from '../errors';
import { formatCents, formatDate } from '../format';
import { UnconfirmedFlag } from './badges';

export function PaymentRow({ payment: p, viewer }: { payment: PayPayment; viewer: 'host' | 'cleaner' }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.payment;
  const received = useMarkReceived();
  const amount = formatCents(p.amountCents);
  const markReceived = () =>
    received.mutate(p.id, {
      onSuccess: () => notify.success({ title: format(m.received, { amount }) }),
      onError: (err) => notify.error({ title: describePayFailure(err, messages) }),
    });
  return (
    <li
      className="rounded-xl border border-slate-200 bg-white p-4 print:break-inside-avoid"
      data-testid="payment"
      data-status={p.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="font-semibold text-slate-900">
          {format(m.summary, { amount, method: messages.pay.server.methods[p.method] })}
        </p>
        <span
          className={
            p.status === 'received'
              ? 'inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900'
              : 'inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950'
          }
          data-testid="payment-status"
        >
          {p.status === 'received' && <CircleCheck className="size-3.5" aria-hidden="true" />}
          {p.status === 'received'
            ? format(m.status.received, { date: formatDate(p.receivedAt ?? p.markedAt) })
            : m.status.paid}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {format(m.paidOn, { date: formatDate(p.paidOn) })} · {plural(m.lines, p.lineIds.length)}
        {p.reference && <> · {format(m.reference, { reference: p.reference })}</>}
      </p>
      {(p.possibly1099K || p.unconfirmed) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {p.possibly1099K && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">
              {m.possibly1099K}
            </span>
          )}
          {p.unconfirmed && <UnconfirmedFlag hint={messages.pay.web.flags.paymentHint} />}
        </div>
      )}
      {viewer === 'cleaner' && p.status === 'paid' && (
        <Button
          className="mt-3 w-full sm:w-auto print:hidden"
          disabled={received.isPending}
          onClick={markReceived}
          aria-label={format(m.markReceivedLabel, { amount })}
        >
          <CircleCheck className="size-4" aria-hidden="true" />
          {m.markReceived}
        </Button>
      )}
    </li>
  );
}
