// /host/payments/statement and /cleaner/earnings/statement?with=<user id>&month=YYYY-MM (issue 42):
// a pair's monthly statement, printable (the site's frame and the buttons are left off paper): the
// opening balance, the month's turnovers with every adjustment, the payments, what was earned and
// paid, the closing balance, and the part paid by card or an app's business option. The same
// figures as the CSV beside it, from the same server function for both sides.
import { Download, Printer } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import type { MonthlyStatement } from '@core/schemas/pay';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { RequireRole } from '@web/features/auth';
import { monthlyCsvUrl } from '../api/keys';
import { useMonthlyStatement } from '../api/reads';
import { describePayFailure } from '../errors';
import { formatCents, formatDate, formatMonth, formatSignedCents, isMonth, todayAt } from '../format';
import { NotTaxAdvice } from '../components/not-tax-advice';

export default function StatementPage() {
  const host = useLocation().pathname.startsWith('/host/');
  return (
    <RequireRole
      role={host ? 'host' : 'cleaner'}
      whenSignedOut={{ to: host ? '/auth' : '/login' }}
      whenNoProfile={{ to: host ? '/host/setup-profile' : '/cleaner/signup' }}
    >
      <Statement viewer={host ? 'host' : 'cleaner'} />
    </RequireRole>
  );
}

function Statement({ viewer }: { viewer: 'host' | 'cleaner' }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.statement;
  const [params] = useSearchParams();
  const withUserId = params.get('with') ?? '';
  const monthParam = params.get('month');
  const month = isMonth(monthParam) ? monthParam : '';
  const title = month ? format(m.title, { month: formatMonth(month) }) : messages.pay.web.ledger.statement;
  usePageTitle(title);
  const basePath = viewer === 'host' ? '/host/payments' : '/cleaner/earnings';
  const back = `${basePath}?with=${encodeURIComponent(withUserId)}${month ? `&month=${month}` : ''}`;
  const query = useMonthlyStatement(withUserId, month);

  if (!withUserId || !month)
    return (
      <PageFrame title={title} narrow>
        <p className="text-slate-700">{m.missing}</p>
        <BackLink to={basePath} className="mt-4">
          {m.back}
        </BackLink>
      </PageFrame>
    );
  if (query.isPending || query.isError)
    return (
      <PageFrame title={title}>
        <QueryState query={query} texts={m} describe={(err) => describePayFailure(err, messages)} />
      </PageFrame>
    );
  const s = query.data;
  return (
    <PageFrame
      title={title}
      subtitle={
        <div className="space-y-1">
          <BackLink to={back} className="print:hidden">
            {m.back}
          </BackLink>
          <p className="font-medium text-slate-800">
            {format(m.between, { host: s.host.name, cleaner: s.cleaner.name })}
          </p>
        </div>
      }
      actions={
        <>
          <Button asChild variant="secondary" className="print:hidden">
            <a href={monthlyCsvUrl(withUserId, month)} download>
              <Download className="size-4" aria-hidden="true" />
              {m.csv}
            </a>
          </Button>
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {m.print}
          </Button>
        </>
      }
    >
      <StatementBody statement={s} />
    </PageFrame>
  );
}

function StatementBody({ statement: s }: { statement: MonthlyStatement }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.statement;
  const words = messages.pay.server;
  const now = useNow();
  const cell = 'px-2 py-2 align-top sm:px-3';
  // On a phone the status goes under the description, so the amounts stay on screen.
  const wide = 'hidden sm:table-cell';
  const head = 'px-2 sm:px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
  return (
    <div className="space-y-6">
      <Card className="p-4 sm:p-5 print:border-0 print:p-0 print:shadow-none">
        <dl className="grid grid-cols-2 gap-3 text-sm lg:grid-cols-4" data-testid="statement-totals">
          <Figure label={m.openingBalance} cents={s.openingBalanceCents} testId="opening" />
          <Figure label={m.earned} cents={s.earnedCents} testId="earned" />
          <Figure label={m.paid} cents={s.paidCents} testId="paid" />
          <Figure label={m.closingBalance} cents={s.closingBalanceCents} testId="closing" strong />
        </dl>
        {s.possibly1099KCents > 0 && (
          <p className="mt-3 text-sm text-slate-700">
            {format(m.possibly1099K, { amount: formatCents(s.possibly1099KCents) })}
          </p>
        )}
      </Card>

      <section aria-labelledby="statement-lines">
        <h2 id="statement-lines" className="mb-2 text-lg font-semibold text-slate-900">
          {m.lines}
        </h2>
        {s.lines.length === 0 ? (
          <p className="text-sm text-slate-600">{m.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full bg-white text-sm" data-testid="statement-lines">
              <thead className="border-b border-slate-200">
                <tr>
                  <th className={head}>
                    {m.date}
                    <span className="block normal-case">{m.property}</span>
                  </th>
                  <th className={head}>{m.description}</th>
                  <th className={`${head} ${wide}`}>{m.status}</th>
                  <th className={`${head} text-right`}>{m.amount}</th>
                </tr>
              </thead>
              {s.lines.map((line) => (
                <tbody key={line.id} className="border-b border-slate-200 print:break-inside-avoid">
                  <tr>
                    <td className={cell}>
                      <span className="block whitespace-nowrap font-medium">{formatDate(line.date)}</span>
                      <span className="block break-words text-xs text-slate-600">{line.property}</span>
                    </td>
                    <td className={cell}>
                      {line.kind === 'cancelled' ? words.csv.cancelledTurnover : words.csv.turnover}
                      <span className="block text-xs text-slate-600 sm:hidden">
                        {messages.pay.web.ledger.payStatus[line.payStatus]}
                      </span>
                    </td>
                    <td className={`${cell} ${wide}`}>{messages.pay.web.ledger.payStatus[line.payStatus]}</td>
                    <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                      {formatCents(line.baseCents)}
                    </td>
                  </tr>
                  {line.adjustments.map((a) => (
                    <tr key={a.id} className="text-slate-700">
                      <td className={cell} />
                      <td className={`${cell} break-words`}>
                        {words.kinds[a.kind]}
                        {a.quantity !== null &&
                          a.kind in words.quantities &&
                          ` · ${format(words.quantities[a.kind as keyof typeof words.quantities], { n: a.quantity })}`}
                        {a.note && <span className="block text-xs text-slate-500">{a.note}</span>}
                        <span className="block text-xs font-medium text-slate-700 sm:hidden">
                          {messages.pay.web.adjustment.status[a.status]}
                        </span>
                      </td>
                      <td className={`${cell} ${wide}`}>{messages.pay.web.adjustment.status[a.status]}</td>
                      <td
                        className={`${cell} whitespace-nowrap text-right tabular-nums ${a.status === 'accepted' ? '' : 'text-slate-500 line-through'}`}
                      >
                        {formatSignedCents(a.signedCents)}
                      </td>
                    </tr>
                  ))}
                  <tr className="font-semibold">
                    <td className={cell} />
                    <td className={cell}>{messages.pay.web.ledger.total}</td>
                    <td className={`${cell} ${wide}`} />
                    <td
                      className={`${cell} whitespace-nowrap text-right tabular-nums`}
                      data-testid="statement-line-total"
                    >
                      {formatCents(line.totalCents)}
                    </td>
                  </tr>
                </tbody>
              ))}
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="statement-payments">
        <h2 id="statement-payments" className="mb-2 text-lg font-semibold text-slate-900">
          {m.payments}
        </h2>
        {s.payments.length === 0 ? (
          <p className="text-sm text-slate-600">{m.none}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full bg-white text-sm" data-testid="statement-payments">
              <thead className="border-b border-slate-200">
                <tr>
                  <th className={head}>{m.date}</th>
                  <th className={head}>{m.method}</th>
                  <th className={`${head} ${wide}`}>{m.status}</th>
                  <th className={`${head} text-right`}>{m.amount}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {s.payments.map((p) => (
                  <tr key={p.id}>
                    <td className={`${cell} whitespace-nowrap`}>{formatDate(p.paidOn)}</td>
                    <td className={cell}>
                      {words.methods[p.method]}
                      {p.possibly1099K && ` (${words.possibly1099K})`}
                      {p.reference && <span className="block text-xs text-slate-500">{p.reference}</span>}
                      <span className="block text-xs text-slate-600 sm:hidden">
                        {words.csv.paymentStatuses[p.status]}
                      </span>
                    </td>
                    <td className={`${cell} ${wide}`}>{words.csv.paymentStatuses[p.status]}</td>
                    <td className={`${cell} whitespace-nowrap text-right tabular-nums`}>
                      {formatCents(p.amountCents)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <NotTaxAdvice />
      <p className="text-xs text-slate-500">{format(m.generated, { date: formatDate(todayAt(now)) })}</p>
    </div>
  );
}

function Figure({ label, cents, strong, testId }: { label: string; cents: number; strong?: boolean; testId: string }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd
        className={
          strong ? 'mt-0.5 text-lg font-bold tabular-nums text-slate-900' : 'mt-0.5 font-semibold tabular-nums'
        }
        data-testid={`statement-${testId}`}
      >
        {formatCents(cents)}
      </dd>
    </div>
  );
}
