// The pay records' query keys (issue 42): every read of the ledger sits under `payKey`, so a change
// (an adjustment answered, a payment marked) refreshes whatever pay figures are on screen at once:
// the ledger, the pairs' balances on the team list, the report's pay panel, a statement, a year.
import { payKey } from './pairs';

export { pairsKey, payKey } from './pairs';
export const ledgerKey = (withUserId: string, month: string | null) =>
  [...payKey, 'ledger', withUserId, month ?? 'all'] as const;
export const turnoverPayKey = (turnoverId: string) => [...payKey, 'turnover', turnoverId] as const;
export const monthlyKey = (withUserId: string, month: string) => [...payKey, 'monthly', withUserId, month] as const;
export const yearKey = (role: 'host' | 'cleaner', year: number) => [...payKey, 'year', role, year] as const;

const query = (params: Record<string, string | number | null | undefined>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined) search.set(key, String(value));
  return search.toString();
};

/** A monthly statement's CSV, served as a download (the session cookie goes with the link). */
export const monthlyCsvUrl = (withUserId: string, month: string) =>
  `/api/pay/statements/monthly.csv?${query({ with: withUserId, month })}`;

/** The host's expense CSV of a month, of one property or all. */
export const expensesCsvUrl = (month: string, jobId: string | null) =>
  `/api/pay/statements/expenses.csv?${query({ month, jobId })}`;

export const ledgerPath = (withUserId: string, month: string | null) =>
  `/pay/ledger?${query({ with: withUserId, month })}`;
export const monthlyPath = (withUserId: string, month: string) =>
  `/pay/statements/monthly?${query({ with: withUserId, month })}`;

/** A receipt photo, served to the two people of the pair only. */
export const receiptUrls = (photoId: string) => ({
  url: `/api/photos/${encodeURIComponent(photoId)}`,
  thumbUrl: `/api/photos/${encodeURIComponent(photoId)}/thumb`,
});
