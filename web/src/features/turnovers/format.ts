// How turnover dates, windows and pay read: every time in the property's zone, pay with its cents.
import { formatUsdCents } from '@core/money';
import { timeLeftInWords, type TimeLeftWords } from '@core/offers';
import { intlTag } from '@web/lib/i18n';

/** "Mon, Nov 23" for a "YYYY-MM-DD" date (a calendar date: no zone shift). */
export function formatDay(date: string, withYear = false): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString(intlTag(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: withYear ? 'numeric' : undefined,
    timeZone: 'UTC',
  });
}

const timeOf = (iso: string, timeZone: string, zoneName: boolean) =>
  new Date(iso).toLocaleTimeString(intlTag(), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: zoneName ? 'short' : undefined,
  });

const dayIn = (iso: string, timeZone: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone });

/** "11:00 AM – 4:00 PM EST", or "11:00 AM – Thu, Nov 26, 4:00 PM EST" when the window ends on a later day. */
export function formatWindow(startsAt: string, endsAt: string, timeZone: string): { start: string; end: string } {
  const start = timeOf(startsAt, timeZone, false);
  const endDay = dayIn(endsAt, timeZone);
  const end = timeOf(endsAt, timeZone, true);
  return { start, end: endDay === dayIn(startsAt, timeZone) ? end : `${formatDay(endDay)}, ${end}` };
}

/** "Nov 23, 3:04 PM": a moment in the viewer's own zone (sync times). */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(intlTag(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** "3:45 PM EST": a time of day in the property's zone (when held offers go out). */
export const formatTimeOfDay = (iso: string, timeZone: string): string => timeOf(iso, timeZone, true);

export const formatPay = formatUsdCents;

/** "Tue, Dec 1, 11:00 PM CST": a deadline in the property's zone. */
export function formatDeadline(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(intlTag(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

export type { TimeLeftWords } from '@core/offers';

/**
 * "25 min", "2 h 10 min", "5 h", "3 days": the time from `now` until `deadline` as core/offers.ts
 * timeLeftUnits says it (the emails' and pushes' rule), or null once it has passed.
 */
export function formatTimeLeft(deadline: string, now: number, words: TimeLeftWords): string | null {
  return timeLeftInWords(Date.parse(deadline) - now, words);
}

/** 'today' or 'tomorrow' when the calendar date `date` is that day in `timeZone` at `now`, else null. */
export function dayFromNow(date: string, timeZone: string, now: number): 'today' | 'tomorrow' | null {
  const today = new Date(now).toLocaleDateString('en-CA', { timeZone });
  if (date === today) return 'today';
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return date === next.toISOString().slice(0, 10) ? 'tomorrow' : null;
}
