// The year's summary and the exports (issue 42), loaded when asked for: for a cleaner, the year's
// income by payer; for a host, the year's totals per cleaner against that year's 1099-NEC threshold
// (core/pay.ts, one line per year) with each W-9, and the expense CSV of a month per property.
import { Download } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
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
        {viewer === 'host' ? <HostYearFigures year={year} /> : <CleanerYearFigures year={year} />}
        <NotTaxAdvice />
      </Card>
      {viewer === 'host' && <ExpenseCsv now={now} />}
    </div>
  );
}

/** One person's figures for the year (or the totals): label over amount, two columns on a phone. */
function Figures({
  title,
  figures,
  testId,
  children,
}: {
  title: string;
  figures: { key: string; label: string; cents: number }[];
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-slate-200 p-3 print:break-inside-avoid" data-testid={testId}>
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        {figures.map((f) => (
          <div key={f.key}>
            <dt className="text-xs text-slate-600">{f.label}</dt>
            <dd className="font-semibold tabular-nums text-slate-900" data-figure={f.key}>
              {formatCents(f.cents)}
            </dd>
          </div>
        ))}
      </dl>
      {children}
    </li>
  );
}

function CleanerYearFigures({ year }: { year: number }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.year;
  const query = useCleanerYear(year);
  if (query.isPending || query.isError)
    return <QueryState query={query} texts={m} describe={(err) => describePayFailure(err, messages)} />;
  const { payers, totals } = query.data;
  const figures = (f: typeof totals) => [
    { key: 'earned', label: m.earned, cents: f.earnedCents },
    { key: 'paid', label: m.paid, cents: f.paidCents },
    { key: 'received', label: m.received, cents: f.receivedCents },
    { key: 'possibly1099K', label: m.possibly1099K, cents: f.possibly1099KCents },
    { key: 'other', label: m.other, cents: f.otherCents },
  ];
  return (
    <>
      <p className="text-sm text-slate-700">{format(m.cleanerIntro, { year })}</p>
      {payers.length === 0 ? (
        <p className="text-sm text-slate-600">{format(m.none, { year })}</p>
      ) : (
        <ul className="space-y-2" aria-label={format(m.heading, { year })}>
          {payers.map((p) => (
            <Figures key={p.host.userId} title={p.host.name} figures={figures(p)} testId="year-row" />
          ))}
          <Figures title={m.total} figures={figures(totals)} testId="year-totals" />
        </ul>
      )}
    </>
  );
}

function HostYearFigures({ year }: { year: number }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.year;
  const query = useHostYear(year);
  if (query.isPending || query.isError)
    return <QueryState query={query} texts={m} describe={(err) => describePayFailure(err, messages)} />;
  const { cleaners, totals, thresholdCents, thresholdEstimated } = query.data;
  const threshold = formatCents(thresholdCents);
  const figures = (f: typeof totals) => [
    { key: 'earned', label: m.earned, cents: f.earnedCents },
    { key: 'paid', label: m.paid, cents: f.paidCents },
    { key: 'possibly1099K', label: m.possibly1099K, cents: f.possibly1099KCents },
    { key: 'nec', label: m.nec, cents: f.necCents },
  ];
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
        <ul className="space-y-2" aria-label={format(m.heading, { year })}>
          {cleaners.map((c) => (
            <Figures key={c.cleaner.userId} title={c.cleaner.name} figures={figures(c)} testId="year-row">
              <p className="mt-2 flex flex-wrap gap-2 text-xs">
                <span
                  className={
                    c.overThreshold
                      ? 'rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-950'
                      : 'rounded-full bg-slate-100 px-2 py-0.5 text-slate-700'
                  }
                  data-testid="threshold-status"
                >
                  {format(c.overThreshold ? m.overThreshold : m.underThreshold, { threshold })}
                </span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-700">
                  {c.w9Received ? m.w9Yes : m.w9No}
                </span>
              </p>
            </Figures>
          ))}
          <Figures title={m.total} figures={figures(totals)} testId="year-totals" />
        </ul>
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
