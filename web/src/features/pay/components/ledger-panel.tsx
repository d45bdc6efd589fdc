// One pair's ledger (issue 42): a month at a time (or every month), its lines with their adjustments,
// its payments, the monthly statement and its CSV. The host selects unpaid lines and marks them
// paid together; either side proposes an adjustment on an unpaid line.
import { ChevronLeft, ChevronRight, Download, FileText, BadgeDollarSign, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { plural } from '@core/messages/format';
import { CANCELLED_LINE_KINDS, COMPLETED_LINE_KINDS } from '@core/pay';
import type { PairSummary, PayLine } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { monthlyCsvUrl } from '../api/keys';
import { useLedger } from '../api/reads';
import { describePayFailure } from '../errors';
import { addMonths, formatCents, formatMonth, paymentOf } from '../format';
import { MarkPaidDialog, ProposeDialog } from './dialogs';
import { LineCard } from './line-card';
import { PaymentRow } from './payment-row';

export function LedgerPanel({
  pair,
  month,
  viewer,
  basePath,
}: {
  pair: PairSummary;
  /** 'YYYY-MM', or null for every month. */
  month: string | null;
  viewer: 'host' | 'cleaner';
  /** The page's path (/host/payments or /cleaner/earnings): links keep the pair and change the month. */
  basePath: string;
}) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.ledger;
  const other = pair.with;
  const ledger = useLedger(other.userId, month);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [proposing, setProposing] = useState<PayLine | null>(null);
  const [paying, setPaying] = useState(false);

  const lines = useMemo(() => ledger.data?.lines ?? [], [ledger.data]);
  const payment = useMemo(() => paymentOf(lines, chosen), [lines, chosen]);
  const to = (next: string | null) =>
    `${basePath}?with=${encodeURIComponent(other.userId)}${next ? `&month=${next}` : '&month=all'}`;
  const fallbackMonth = pair.lastTurnoverDate?.slice(0, 7) ?? null;
  const statementPath = (mo: string) => `${basePath}/statement?with=${encodeURIComponent(other.userId)}&month=${mo}`;

  const choose = (line: PayLine, on: boolean) =>
    setChosen((prev) => {
      const next = new Set(prev);
      if (on) next.add(line.id);
      else next.delete(line.id);
      return next;
    });

  return (
    <section aria-labelledby="ledger-heading" className="min-w-0 space-y-4" data-testid="ledger">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="ledger-heading" className="text-xl font-semibold text-slate-900">
            {format(m.heading, { name: other.name })}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {month ? formatMonth(month) : format(m.showingAll, { name: other.name })}
          </p>
        </div>
        {month && (
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button asChild variant="secondary">
              <Link to={statementPath(month)}>
                <FileText className="size-4" aria-hidden="true" />
                {m.statement}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <a
                href={monthlyCsvUrl(other.userId, month)}
                download
                aria-label={format(m.csvLabel, { month: formatMonth(month) })}
              >
                <Download className="size-4" aria-hidden="true" />
                {m.csv}
              </a>
            </Button>
          </div>
        )}
      </div>

      <nav aria-label={m.month} className="flex flex-wrap items-center gap-2 print:hidden">
        {month ? (
          <>
            <Button asChild variant="secondary" size="md">
              <Link to={to(addMonths(month, -1))} aria-label={m.previousMonth}>
                <ChevronLeft className="size-4" aria-hidden="true" />
                <span className="hidden sm:inline">{formatMonth(addMonths(month, -1))}</span>
              </Link>
            </Button>
            <span className="min-w-36 text-center font-semibold text-slate-900" aria-current="page">
              {formatMonth(month)}
            </span>
            <Button asChild variant="secondary" size="md">
              <Link to={to(addMonths(month, 1))} aria-label={m.nextMonth}>
                <span className="hidden sm:inline">{formatMonth(addMonths(month, 1))}</span>
                <ChevronRight className="size-4" aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild variant="ghost" size="md">
              <Link to={to(null)}>{m.allMonths}</Link>
            </Button>
          </>
        ) : (
          <Button asChild variant="secondary" size="md">
            <Link to={to(fallbackMonth ?? new Date().toISOString().slice(0, 7))}>{m.byMonth}</Link>
          </Button>
        )}
      </nav>

      {ledger.isPending || ledger.isError ? (
        <QueryState query={ledger} texts={m} describe={(err) => describePayFailure(err, messages)} />
      ) : (
        <>
          {lines.length === 0 ? (
            <p className="rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600">
              {month ? m.noLines : m.noLinesAll}
            </p>
          ) : (
            <ul className="space-y-3">
              {lines.map((line) => (
                <li key={line.id}>
                  <LineCard
                    line={line}
                    viewer={viewer}
                    otherName={other.name}
                    selected={chosen.has(line.id)}
                    onSelect={viewer === 'host' ? (on) => choose(line, on) : undefined}
                    onPropose={() => setProposing(line)}
                  />
                </li>
              ))}
            </ul>
          )}

          <section aria-labelledby="payments-heading" className="space-y-2 pt-2">
            <h3 id="payments-heading" className="text-lg font-semibold text-slate-900">
              {m.payments}
            </h3>
            {ledger.data.payments.length === 0 ? (
              <p className="text-sm text-slate-600">{month ? m.noPayments : m.noPaymentsAll}</p>
            ) : (
              <ul className="space-y-2">
                {ledger.data.payments.map((p) => (
                  <PaymentRow key={p.id} payment={p} viewer={viewer} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}

      {viewer === 'host' && payment.lines.length > 0 && (
        <div
          className="sticky bottom-3 z-20 flex flex-col gap-2 rounded-xl border border-brand-600 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:justify-between print:hidden"
          data-testid="selection-bar"
        >
          <p className="font-semibold text-slate-900" aria-live="polite">
            {plural(m.selected, payment.lines.length, { amount: formatCents(payment.totalCents) })}
          </p>
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setChosen(new Set())}>
              <X className="size-4" aria-hidden="true" />
              {m.clearSelection}
            </Button>
            <Button className="flex-1 sm:flex-none" onClick={() => setPaying(true)}>
              <BadgeDollarSign className="size-4" aria-hidden="true" />
              {m.markPaid}
            </Button>
          </div>
        </div>
      )}

      {proposing && (
        <ProposeDialog
          open={proposing !== null}
          onOpenChange={(open) => (open ? undefined : setProposing(null))}
          line={proposing}
          kinds={proposing.kind === 'cancelled' ? CANCELLED_LINE_KINDS : COMPLETED_LINE_KINDS}
          viewer={viewer}
          otherName={other.name}
        />
      )}
      <MarkPaidDialog
        open={paying}
        onOpenChange={setPaying}
        cleaner={other}
        lineIds={payment.lines.map((l) => l.id)}
        totalCents={payment.totalCents}
        onPaid={() => setChosen(new Set())}
      />
    </section>
  );
}
