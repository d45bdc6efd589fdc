// Display formats of the cleaner pages. Pay reads as everywhere else: cents only when not zero.
export { formatUsd } from '@core/money';
import { dateFormat, numberFormat } from '@web/lib/i18n';
const wholeNumber = () => numberFormat();
const day = () => dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });

export const formatCount = (n: number) => wholeNumber().format(n);

/** A calendar date (YYYY-MM-DD) as the same day wherever the reader is. */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.slice(0, 10).split('-').map(Number);
  return day().format(new Date(y!, m! - 1, d!));
}

/** A moment (ISO timestamp) as the reader's local day. */
export const formatMomentDay = (iso: string) => day().format(new Date(iso));
