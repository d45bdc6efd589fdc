// /host/payments and /cleaner/earnings (issue 42): the same ledger from either side. The people one
// has a ledger with (with balances, what waits for an answer, the 14-day flags and, for a host, the
// W-9 checkbox), the chosen pair's ledger by month, and the year's summary and exports, whose code
// loads only when asked for. `?with=<user id>&month=YYYY-MM|all` say which ledger and month.
import { ChevronDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { PairSummary } from '@core/schemas/pay';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { useInvalidateOnNotification } from '@web/features/notifications';
import { payKey } from '../api/keys';
import { usePairs } from '../api/reads';
import { describePayFailure } from '../errors';
import { isMonth, monthAt } from '../format';
import { LedgerPanel } from './ledger-panel';
import { NotTaxAdvice } from './not-tax-advice';
import { PairList } from './pair-list';

const YearAndExports = lazy(() => import('./year-and-exports'));

export function PayRecords({ viewer }: { viewer: 'host' | 'cleaner' }) {
  const messages = useMessages(payMessages);
  const t = messages.pay.web;
  const texts = viewer === 'host' ? t.host : t.cleaner;
  usePageTitle(texts.title);
  const basePath = viewer === 'host' ? '/host/payments' : '/cleaner/earnings';
  const [params] = useSearchParams();
  const pairs = usePairs();
  const now = useNow();
  const [yearOpen, setYearOpen] = useState(false);
  // Live: the other side proposed, answered, paid or confirmed (the bell's entry of this side).
  useInvalidateOnNotification(viewer === 'host' ? 'pay_to_host' : 'pay_to_cleaner', payKey);

  const list = pairs.data?.pairs ?? [];
  const wanted = params.get('with');
  const pair = list.find((p) => p.with.userId === wanted) ?? list[0] ?? null;
  const monthParam = params.get('month');
  // The pair's latest month by default: where the newest work (and usually what is owed) is.
  const month =
    monthParam === 'all'
      ? null
      : isMonth(monthParam)
        ? monthParam
        : (pair?.lastTurnoverDate?.slice(0, 7) ?? monthAt(now));
  const hrefOf = (p: PairSummary) => `${basePath}?with=${encodeURIComponent(p.with.userId)}`;

  return (
    <PageFrame title={texts.title} subtitle={texts.subtitle}>
      <NotTaxAdvice className="mb-6" />
      {pairs.isPending || pairs.isError ? (
        <QueryState query={pairs} texts={t.ledger} describe={(err) => describePayFailure(err, messages)} />
      ) : list.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">{texts.empty}</Card>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[300px_minmax(0,1fr)]">
          <section aria-labelledby="pairs-heading" className="min-w-0">
            <h2 id="pairs-heading" className="mb-2 text-lg font-semibold text-slate-900">
              {texts.people}
            </h2>
            <PairList pairs={list} selectedId={pair?.with.userId ?? null} viewer={viewer} hrefOf={hrefOf} />
          </section>
          {pair && (
            <LedgerPanel
              key={`${pair.with.userId}:${month ?? 'all'}`}
              pair={pair}
              month={month}
              viewer={viewer}
              basePath={basePath}
            />
          )}
        </div>
      )}
      <section className="mt-10 border-t border-slate-200 pt-6" aria-label={t.year.show}>
        <Button
          variant="secondary"
          aria-expanded={yearOpen}
          aria-controls="year-and-exports"
          onClick={() => setYearOpen((open) => !open)}
        >
          <ChevronDown
            className={yearOpen ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
            aria-hidden="true"
          />
          {yearOpen ? t.year.hide : t.year.show}
        </Button>
        <div id="year-and-exports" hidden={!yearOpen} className="mt-4">
          {yearOpen && (
            <Suspense fallback={<PageSpinner label={t.year.loading} />}>
              <YearAndExports viewer={viewer} now={now} />
            </Suspense>
          )}
        </div>
      </section>
    </PageFrame>
  );
}
