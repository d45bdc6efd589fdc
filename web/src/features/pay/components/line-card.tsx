// One ledger line: a turnover's date and property, its pay, every adjustment (with its status), the
// total and whether it is paid. The host selects unpaid lines here to mark them paid together;
// either side proposes an adjustment while the line is unpaid.
import { CirclePlus } from 'lucide-react';
import type { PayLine } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { formatCents, formatDate, whyNotPayable } from '../format';
import { AdjustmentRow } from './adjustment-row';
import { LineStatusBadge } from './badges';

export function LineCard({
  line,
  viewer,
  otherName,
  selected,
  onSelect,
  onPropose,
}: {
  line: PayLine;
  viewer: 'host' | 'cleaner';
  otherName: string;
  /** Host only: whether the line is chosen for 'Mark paid', and how to choose it. */
  selected?: boolean;
  onSelect?: (selected: boolean) => void;
  onPropose?: () => void;
}) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.ledger;
  const date = formatDate(line.date);
  const blocked = whyNotPayable(line);
  const checkboxId = `select-${line.id}`;
  return (
    <Card className="p-4" data-testid="pay-line" data-turnover={line.turnoverId} data-status={line.payStatus}>
      <div className="flex items-start gap-3">
        {onSelect && line.payStatus === 'unpaid' && (
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={!!selected}
            disabled={blocked !== null}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={format(m.select, { date, property: line.property })}
            aria-describedby={blocked === 'pendingAdjustment' ? `${checkboxId}-why` : undefined}
          />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{date}</p>
              <p className="break-words text-sm text-slate-600">{line.property}</p>
            </div>
            <LineStatusBadge status={line.payStatus} />
          </div>
          <dl className="mt-3 space-y-1 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-slate-600">{line.kind === 'cancelled' ? m.cancelledTurnover : m.base}</dt>
              <dd className="tabular-nums text-slate-900">{formatCents(line.baseCents)}</dd>
            </div>
          </dl>
          {line.adjustments.length > 0 && (
            <ul className="mt-2 space-y-2">
              {line.adjustments.map((a) => (
                <AdjustmentRow key={a.id} adjustment={a} otherName={otherName} viewer={viewer} />
              ))}
            </ul>
          )}
          <div className="mt-3 flex items-baseline justify-between gap-3 border-t border-slate-200 pt-2">
            <span className="font-semibold text-slate-900">{m.total}</span>
            <span className="text-lg font-bold tabular-nums text-slate-900" data-testid="line-total">
              {formatCents(line.totalCents)}
            </span>
          </div>
          {blocked === 'pendingAdjustment' && onSelect && (
            <p id={`${checkboxId}-why`} className="mt-2 text-xs text-amber-900">
              {m.cannotSelectPending}
            </p>
          )}
          {onPropose && line.payStatus === 'unpaid' && (
            <Button
              variant="secondary"
              className="mt-3 w-full sm:w-auto print:hidden"
              onClick={onPropose}
              aria-label={format(m.proposeLabel, { date, property: line.property })}
            >
              <CirclePlus className="size-4" aria-hidden="true" />
              {m.propose}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
