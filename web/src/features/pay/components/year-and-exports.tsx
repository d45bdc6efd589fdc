// The year's summary and the exports (issue 42), loaded when asked for: for a cleaner, the year's
// income by payer; for a host, the year's totals per cleaner against that year's 1099-NEC threshold
// (core/pay.ts, one line per year) with each W-9, and the expense CSV of a month per property.
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { PAY_YEAR_MIN } from '@core/pay';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { expensesCsvUrl } from '../api/keys';
import { useCleanerYear, useHostProperties, useHostYear } from '../api/reads';
import { describePayFailure } from '../errors';
import { formatCents, isMonth, monthAt } from '../format';
import { NotTaxAdvice } from './not-tax-advice';

export default function YearAndExports({ viewer, now }: { viewer: 'host' | 'cleaner'; now: number }) {
  const m = useMessages(payMessages).pay.web.year;
  const thisYear = Number(monthAt(now).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const years = Array.from({ length: 6 }, (_, i) => thisYear - i).filter((y) => y >= PAY_YEAR_MIN);
  return (
    <div className="space-y-6">
      <Card className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 className="text-xl font-semibold text-slate-900">{format(m.heading, { year })}</h2>
          <div className="w-36">
            <SelectField label={m.year} value={year} onChange={(e) => setYear(Number(e.target.value))}>
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </SelectField>
          </div>
        </div>
        {viewer === 'host' ? <HostYearTable year={year} /> : <CleanerYearTable year={year} />}
        <NotTaxAdvice />
      </Card>
      {viewer === 'host' && <ExpenseCsv now={now} />}
    </div>
  );
}

const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';
const num = 'px-3 py-2 text-right tabular-nums';

function CleanerYearTable({ year }: { year: number }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.year;
  const query = useCleanerYear(year);
  if (query.isPending || query.isError)
    return <QueryState query={query} texts={m} describe={(err) => describePayFailure(err, messages)} />;
  const { payers, totals } = query.data;
  return (
    <>
      <p className="text-sm text-slate-700">{format(m.cleanerIntro, { year })}</p>
      {payers.length === 0 ? (
        <p className="text-sm text-slate-600">{format(m.none, { year })}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[560px] text-sm" data-testid="year-table">
            <thead className="border-b border-slate-200">
              <tr>
                <th className={th}>{m.payer}</th>
                <th className={`${th} text-right`}>{m.earned}</th>
                <th className={`${th} text-right`}>{m.paid}</th>
                <th className={`${th} text-right`}>{m.received}</th>
                <th className={`${th} text-right`}>{m.possibly1099K}</th>
                <th className={`${th} text-right`}>{m.other}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {payers.map((p) => (
                <tr key={p.host.userId} data-testid="year-row">
                  <td className="px-3 py-2 font-medium text-slate-900">{p.host.name}</td>
                  <td className={num}>{formatCents(p.earnedCents)}</td>
                  <td className={num}>{formatCents(p.paidCents)}</td>
                  <td className={num}>{formatCents(p.receivedCents)}</td>
                  <td className={num}>{formatCents(p.possibly1099KCents)}</td>
                  <td className={num}>{formatCents(p.otherCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr data-testid="year-totals">
                <td className="px-3 py-2">{m.total}</td>
                <td className={num}>{formatCents(totals.earnedCents)}</td>
                <td className={num}>{formatCents(totals.paidCents)}</td>
                <td className={num}>{formatCents(totals.receivedCents)}</td>
                <td className={num}>{formatCents(totals.possibly1099KCents)}</td>
                <td className={num}>{formatCents(totals.otherCents)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

function HostYearTable({ year }: { year: number }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.year;
  const query = useHostYear(year);
  if (query.isPending || query.isError)
    return <QueryState query={query} texts={m} describe={(err) => describePayFailure(err, messages)} />;
  const { cleaners, totals, thresholdCents, thresholdEstimated } = query.data;
  const threshold = formatCents(thresholdCents);
  return (
    <>
      <p className="text-sm text-slate-700" data-testid="nec-threshold">
        {format(m.hostIntro, { year, threshold })}
      </p>
      {thresholdEstimated && (
        <p className="text-sm text-amber-900">{format(m.thresholdEstimated, { year, threshold })}</p>
      )}
      {cleaners.length === 0 ? (
        <p className="text-sm text-slate-600">{format(m.none, { year })}</p>
      ) : (
        <div className="-mx-4 overflow-x-auto sm:mx-0">
          <table className="w-full min-w-[640px] text-sm" data-testid="year-table">
            <thead className="border-b border-slate-200">
              <tr>
                <th className={th}>{m.payee}</th>
                <th className={`${th} text-right`}>{m.earned}</th>
                <th className={`${th} text-right`}>{m.paid}</th>
                <th className={`${th} text-right`}>{m.possibly1099K}</th>
                <th className={`${th} text-right`}>{m.nec}</th>
                <th className={th}>W-9</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {cleaners.map((c) => (
                <tr key={c.cleaner.userId} data-testid="year-row">
                  <td className="px-3 py-2 font-medium text-slate-900">{c.cleaner.name}</td>
                  <td className={num}>{formatCents(c.earnedCents)}</td>
                  <td className={num}>{formatCents(c.paidCents)}</td>
                  <td className={num}>{formatCents(c.possibly1099KCents)}</td>
                  <td className={num}>
                    <span className="block">{formatCents(c.necCents)}</span>
                    <span
                      className={c.overThreshold ? 'text-xs font-semibold text-amber-900' : 'text-xs text-slate-500'}
                      data-testid="threshold-status"
                    >
                      {format(c.overThreshold ? m.overThreshold : m.underThreshold, { threshold })}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-slate-700">{c.w9Received ? m.w9Yes : m.w9No}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-slate-300 font-semibold">
              <tr data-testid="year-totals">
                <td className="px-3 py-2">{m.total}</td>
                <td className={num}>{formatCents(totals.earnedCents)}</td>
                <td className={num}>{formatCents(totals.paidCents)}</td>
                <td className={num}>{formatCents(totals.possibly1099KCents)}</td>
                <td className={num}>{formatCents(totals.necCents)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </>
  );
}

function ExpenseCsv({ now }: { now: number }) {
  const m = useMessages(payMessages).pay.web.expenses;
  const properties = useHostProperties();
  const [month, setMonth] = useState(monthAt(now));
  const [jobId, setJobId] = useState('');
  const introId = useId();
  const valid = isMonth(month);
  return (
    <Card className="space-y-4 p-4 sm:p-5">
      <h2 className="text-xl font-semibold text-slate-900">{m.heading}</h2>
      <p id={introId} className="text-sm text-slate-700">
        {m.intro}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField type="month" label={m.month} value={month} onChange={(e) => setMonth(e.target.value)} />
        <SelectField label={m.property} value={jobId} onChange={(e) => setJobId(e.target.value)}>
          <option value="">{m.allProperties}</option>
          {(properties.data ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
      </div>
      {valid ? (
        <Button asChild variant="secondary">
          <a href={expensesCsvUrl(month, jobId || null)} download aria-describedby={introId}>
            <Download className="size-4" aria-hidden="true" />
            {m.download}
          </a>
        </Button>
      ) : (
        <Button variant="secondary" disabled>
          <Download className="size-4" aria-hidden="true" />
          {m.download}
        </Button>
      )}
    </Card>
  );
}
