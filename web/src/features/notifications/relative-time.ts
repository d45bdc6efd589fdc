// When a notification arrived, as people say it (issue 37): "just now", "5 minutes ago", "3 hours
// ago", "yesterday", "4 days ago", then the date. Intl.RelativeTimeFormat gives the words.
import { intlTag } from '@web/lib/i18n';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** The calendar day of `ms` in the viewer's zone, as a day number that differences can count. */
function dayNumber(ms: number, timeZone?: string): number {
  const [y, m, d] = new Date(ms).toLocaleDateString('en-CA', { timeZone }).split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!) / (24 * HOUR_MS);
}

/**
 * `createdAt` relative to `now`. A time a little ahead of `now` (the viewer's clock runs behind the
 * server's) reads "just now". Today's in minutes or hours; earlier ones by calendar days in
 * `timeZone` (the viewer's own when not given), so last evening reads "yesterday"; from a week
 * back, the date.
 */
export function formatRelativeTime(
  createdAt: string,
  now: number,
  words: { justNow: string },
  options: { locale?: string; timeZone?: string } = {},
): string {
  const at = Date.parse(createdAt);
  const ago = now - at;
  const relative = new Intl.RelativeTimeFormat(options.locale ?? 'en', { numeric: 'auto' });
  if (ago < MINUTE_MS) return words.justNow;
  if (ago < HOUR_MS) return relative.format(-Math.floor(ago / MINUTE_MS), 'minute');
  const days = dayNumber(now, options.timeZone) - dayNumber(at, options.timeZone);
  // Just after midnight, 11 PM reads "2 hours ago" rather than "yesterday".
  if (days === 0 || ago < 6 * HOUR_MS) return relative.format(-Math.floor(ago / HOUR_MS), 'hour');
  if (days < 7) return relative.format(-days, 'day');
  const yearOf = (ms: number) => new Date(ms).toLocaleDateString('en-CA', { timeZone: options.timeZone }).slice(0, 4);
  return new Date(at).toLocaleDateString(options.locale ?? intlTag(), {
    month: 'short',
    day: 'numeric',
    year: yearOf(at) === yearOf(now) ? undefined : 'numeric',
    timeZone: options.timeZone,
  });
}
