// How turnover changes read in notifications, emails and feeds (issue 16): the day, the window in
// the property's zone, and the one-line summary of a change ("2 new, 1 cancelled").
import { format } from './messages/format';
import { turnoverEmails as englishText } from './messages/en/turnover-emails';
import { turnoverEmails as spanishText } from './messages/es/turnover-emails';
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from './locale';
import { formatUsdCents } from './money';
import { momentIn } from './offers';

// Issue 41: every text here is in the reader's language (English by default).
const texts: Record<Locale, typeof spanishText> = { en: englishText, es: spanishText };

/** `reassigned`: the host's team changed and the turnover went to another cleaner (issue 17). */
export type TurnoverChangeKind = 'created' | 'moved' | 'retimed' | 'cancelled' | 'reassigned';

/** One turnover a change touched, as the cleaner is told of it. */
export type TurnoverChange = {
  kind: TurnoverChangeKind;
  turnoverId: string;
  date: string;
  /** For a move: the date it had. */
  fromDate?: string;
  startsAt: Date;
  endsAt: Date;
  sameDay: boolean;
  payment: number;
  /** A cancellation less than 48 hours ahead. */
  urgent: boolean;
  /** Issue 17: the emailed 'Confirm' and "Can't make it" links of the open offer it made, if any. */
  offerLinks?: OfferLinks;
};

/** An offer's two email buttons (server/features/offer-links). */
export type OfferLinks = { confirmUrl: string; declineUrl: string; deadlineAt?: Date | null };

/** "Sat, Mar 14, 2026" for a local date "2026-03-14" (the date itself, not an instant: no zone shift). */
export function turnoverDay(date: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/**
 * Turnovers an email or a notification lists one by one; the rest are counted (issue 35: one
 * import or one lapse can touch hundreds, and the message would be as long).
 */
export const MAX_LISTED_TURNOVERS = 20;

/** The first MAX_LISTED_TURNOVERS of `items`, and how many more there are. */
export function firstListed<T>(items: readonly T[]): { listed: T[]; more: number } {
  return { listed: items.slice(0, MAX_LISTED_TURNOVERS), more: Math.max(0, items.length - MAX_LISTED_TURNOVERS) };
}

/** "Sat, Mar 14, 2026, Sun, Mar 15, 2026", then "and 12 more" past MAX_LISTED_TURNOVERS. */
export function listedDays(dates: readonly string[], locale: Locale = DEFAULT_LOCALE): string {
  const { listed, more } = firstListed(dates);
  const days = listed.map((d) => turnoverDay(d, locale)).join(', ');
  return more ? format(texts[locale].andMore, { dates: days, count: more }) : days;
}

/** "11:00 AM": a time of day in `timeZone` on the app's 12-hour clock (as the pages show it). */
export function clockTime(instant: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Intl.DateTimeFormat(INTL_TAGS[locale], { hour: 'numeric', minute: '2-digit', timeZone }).format(instant);
}

/** The window in the property's zone: { start: "11:00 AM", end: "4:00 PM" }. */
export function turnoverWindow(c: { startsAt: Date; endsAt: Date }, timeZone: string, locale: Locale = DEFAULT_LOCALE) {
  return { start: clockTime(c.startsAt, timeZone, locale), end: clockTime(c.endsAt, timeZone, locale) };
}

/** "Thu, Dec 3, 4:00 PM CST": a deadline in the property's zone, with the zone's short name. */
export const turnoverDeadline = (deadline: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE): string =>
  momentIn(deadline, timeZone, locale);

/** Pay as turnovers show it, always with cents: "$95.00". */
export function turnoverPay(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return formatUsdCents(amount, locale);
}

/** "2 new, 1 moved, 1 cancelled": the counts of a change, in a fixed order, zeros left out. */
export function summarizeChanges(changes: readonly TurnoverChange[], locale: Locale = DEFAULT_LOCALE): string {
  const count = (k: TurnoverChangeKind) => changes.filter((c) => c.kind === k).length;
  const m = texts[locale].changed;
  const parts: [number, string][] = [
    [count('created'), m.summaryNew],
    [count('moved'), m.summaryMoved],
    [count('retimed'), m.summaryRetimed],
    [count('cancelled'), m.summaryCancelled],
    [count('reassigned'), m.summaryReassigned],
  ];
  return parts
    .filter(([n]) => n > 0)
    .map(([n, t]) => format(t, { count: n }))
    .join(', ');
}
