// The pay of one completed turnover on its report (issue 42): its total (pay and accepted
// adjustments), whether it is paid, 'Mark paid' for this one line, and the way to the ledger.
// Loaded after the report itself (turnover-pay-lazy.tsx).
import { BadgeDollarSign } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useTurnoverPay } from '../api/reads';
import { formatCents, monthOf, whyNotPayable } from '../format';
import { LineStatusBadge } from './badges';
import { MarkPaidDialog } from './dialogs';

export default function TurnoverPayPanel({ turnoverId }: { turnoverId: string }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.links;
  const query = useTurnoverPay(turnoverId);
  const [paying, setPaying] = useState(false);
  if (!query.data) return null;
  const { line, canMarkPaid } = query.data;
  return (
    <section
      aria-labelledby="turnover-pay"
      className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4"
      data-testid="turnover-pay"
    >
      <h2 id="turnover-pay" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <BadgeDollarSign className="size-5 text-slate-500" aria-hidden="true" />
        {m.reportHeading}
      </h2>
      {!line ? (
        <p className="mt-1 text-sm text-slate-600">{m.reportNoLine}</p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <span className="font-semibold tabular-nums text-slate-900">
              {format(m.reportTotal, { amount: formatCents(line.totalCents) })}
            </span>
            <LineStatusBadge status={line.payStatus} />
          </p>
          <div className="mt-3 flex flex-wrap gap-2 print:hidden">
            {canMarkPaid && whyNotPayable(line) === null && (
              <Button onClick={() => setPaying(true)}>
                <BadgeDollarSign className="size-4" aria-hidden="true" />
                {messages.pay.web.ledger.markPaid}
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to={`/host/payments?with=${encodeURIComponent(line.cleaner.userId)}&month=${monthOf(line.date)}`}>
                {m.reportLedger}
              </Link>
            </Button>
          </div>
          {whyNotPayable(line) === 'pendingAdjustment' && (
            <p className="mt-2 text-xs text-amber-900">{messages.pay.web.ledger.cannotSelectPending}</p>
          )}
          <MarkPaidDialog
            open={paying}
            onOpenChange={setPaying}
            cleaner={line.cleaner}
            lineIds={[line.id]}
            totalCents={line.totalCents}
          />
        </>
      )}
    </section>
  );
}
