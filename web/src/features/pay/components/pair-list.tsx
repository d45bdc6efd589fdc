// The people one has a ledger with (issue 42): for a host, their cleaners with what is owed and the
// W-9 checkbox; for a cleaner, their hosts with what is owed to them. Each shows what waits for an
// answer and anything unconfirmed for 14 days, and opens that pair's ledger.
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { plural } from '@core/messages/format';
import type { PairSummary } from '@core/schemas/pay';
import { cn } from '@web/components/ui/cn';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { payMessages } from '@web/lib/messages/pay';
import { useSetW9 } from '../api/writes';
import { describePayFailure } from '../errors';
import { formatCents, formatDate } from '../format';

export function PairList({
  pairs,
  selectedId,
  viewer,
  hrefOf,
}: {
  pairs: readonly PairSummary[];
  selectedId: string | null;
  viewer: 'host' | 'cleaner';
  hrefOf: (pair: PairSummary) => string;
}) {
  const m = useMessages(payMessages).pay.web;
  return (
    <ul className="space-y-2" aria-label={viewer === 'host' ? m.host.people : m.cleaner.people}>
      {pairs.map((pair) => (
        <PairCard
          key={pair.with.userId}
          pair={pair}
          selected={pair.with.userId === selectedId}
          viewer={viewer}
          href={hrefOf(pair)}
        />
      ))}
    </ul>
  );
}

function PairCard({
  pair,
  selected,
  viewer,
  href,
}: {
  pair: PairSummary;
  selected: boolean;
  viewer: 'host' | 'cleaner';
  href: string;
}) {
  const m = useMessages(payMessages).pay.web;
  const name = pair.with.name;
  return (
    <li
      className={cn(
        'rounded-xl border bg-white shadow-sm',
        selected ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200',
      )}
      data-testid="pay-pair"
      data-user={pair.with.userId}
    >
      <Link
        to={href}
        className="block rounded-xl p-3 hover:bg-slate-50"
        aria-current={selected ? 'true' : undefined}
        aria-label={format(m.pair.open, { name })}
      >
        <span className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 truncate font-semibold text-slate-900">{name}</span>
          <span className="shrink-0 font-semibold tabular-nums text-slate-900" data-testid="pair-owed">
            {pair.owedCents === 0
              ? m.pair.nothingOwed
              : format(viewer === 'host' ? m.host.owed : m.cleaner.owed, { amount: formatCents(pair.owedCents) })}
          </span>
        </span>
        {pair.lastTurnoverDate && (
          <span className="mt-0.5 block text-xs text-slate-500">
            {format(m.pair.lastTurnover, { date: formatDate(pair.lastTurnoverDate) })}
          </span>
        )}
        {pair.awaitingConfirmationCents > 0 && (
          <span className="mt-1 block text-sm text-slate-700">
            {format(m.pair.awaiting, { amount: formatCents(pair.awaitingConfirmationCents) })}
          </span>
        )}
        {pair.pendingAdjustments > 0 && (
          <span className="mt-1 block text-sm font-medium text-amber-900">
            {plural(m.pair.pendingForYou, pair.pendingAdjustments)}
          </span>
        )}
        {pair.unconfirmed > 0 && (
          <span className="mt-1 flex items-center gap-1 text-sm font-medium text-red-800">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            {plural(m.pair.unconfirmed, pair.unconfirmed)}
          </span>
        )}
      </Link>
      {viewer === 'host' && <W9Checkbox pair={pair} />}
    </li>
  );
}

function W9Checkbox({ pair }: { pair: PairSummary }) {
  const messages = useMessages(payMessages);
  const m = messages.pay.web.host;
  const setW9 = useSetW9();
  const hintId = useId();
  const name = pair.with.name;
  return (
    <div className="border-t border-slate-100 px-3 py-2">
      <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={setW9.isPending ? setW9.variables.received : pair.w9Received}
          disabled={setW9.isPending}
          aria-describedby={hintId}
          onChange={(e) =>
            setW9.mutate(
              { cleanerUserId: pair.with.userId, received: e.target.checked },
              {
                onSuccess: ({ w9Received }) =>
                  notify.success({ title: format(w9Received ? m.w9Saved : m.w9Cleared, { name }) }),
                onError: (err) => notify.error({ title: describePayFailure(err, messages) }),
              },
            )
          }
          data-testid="w9-checkbox"
        />
        {m.w9}
      </label>
      <p id={hintId} className="text-xs text-slate-500">
        {format(m.w9Hint, { name })}
      </p>
    </div>
  );
}
