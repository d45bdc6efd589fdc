// The quote itself: one line per non-zero item with its minutes, then the totals.
import { formatDuration, formatPrice, formatRate, type QuoteCalculation } from '@core/calculator';
import { format, useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';

export function QuoteBreakdown({ quote }: { quote: QuoteCalculation }) {
  const m = useMessages(calculatorMessages).calculator;
  const minutes = (n: number) => format(m.duration.minutes, { minutes: n });
  return (
    <div>
      <h4 className="text-sm font-semibold uppercase tracking-wider text-slate-600">{m.quote.breakdownTitle}</h4>
      {quote.breakdown.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{m.quote.empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {quote.breakdown.map((line) => (
            <li key={line.key} className="flex items-baseline justify-between gap-4 py-2 text-sm">
              <span className="text-slate-800">{line.item}</span>
              <span className="shrink-0 font-medium tabular-nums text-slate-900">{minutes(line.minutes)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-2 space-y-1 border-t-2 border-slate-200 pt-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-slate-900">{m.quote.totalLabel}</dt>
          <dd className="font-semibold tabular-nums text-slate-900">{formatDuration(quote.totalMinutes, m)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{format(m.estimate.atRate, { rate: formatRate(quote.hourlyRate) })}</dt>
          <dd className="text-lg font-bold tabular-nums text-brand-800">{formatPrice(quote.totalPrice)}</dd>
        </div>
      </dl>
    </div>
  );
}
