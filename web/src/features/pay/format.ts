// How pay records read and are typed on screen (issue 42). Money stays integer cents end to end:
// amounts are shown and parsed with integer arithmetic and string work, never through a float, so
// "$0.29" typed is 29 cents, not 28.999….

export { formatCents, formatSignedCents } from './money';
import { intlTag } from '@web/lib/i18n';

const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{0,2}))?$/;

/**
 * What someone typed in an amount field ("45", "45.5", "$1,200.75", ".99") as whole cents, or null
 * when it is not an amount of dollars with at most two decimals. Zero is an amount (the caller's
 * limits say whether it is allowed).
 */
export function parseDollars(input: string): number | null {
  const match = DOLLARS.exec(input.trim());
  if (!match) return null;
  const [, whole = '', fraction] = match;
  if (whole === '' && (fraction === undefined || fraction === '')) return null;
  const dollars = whole === '' ? 0 : Number(whole.replaceAll(',', ''));
  const cents = fraction === undefined ? 0 : Number(fraction.padEnd(2, '0'));
  const total = dollars * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

/** The cents as the amount field shows them again: "45.50", "1200.00". */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// --- Months ("YYYY-MM") -------------------------------------------------------------------------

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null | undefined): value is string => !!value && MONTH.test(value);

/** The month a "YYYY-MM-DD" date falls in. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month `count` months after (or, negative, before) `month`. */
export function addMonths(month: string, count: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Today's month where the person is (their device's zone), at the app's `now`. */
export function monthAt(now: number): string {
  return new Date(now).toLocaleDateString('en-CA', { year: 'numeric', month: '2-digit' }).slice(0, 7);
}

/** "November 2026" for "2026-11" in the page's language. */
export function formatMonth(month: string, locale = intlTag()): string {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** "Nov 23, 2026" for a "YYYY-MM-DD" calendar date (no zone shift). */
export function formatDate(date: string, locale = intlTag()): string {
  return new Date(`${date.slice(0, 10)}T12:00:00Z`).toLocaleDateString(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Today's calendar date on the person's device ("YYYY-MM-DD"): the default date of a payment. */
export const todayAt = (now: number): string => new Date(now).toLocaleDateString('en-CA');

// --- Which lines may be marked paid together ------------------------------------------------------

type LineForPayment = {
  id: string;
  payStatus: 'unpaid' | 'paid' | 'received';
  totalCents: number;
  adjustments: readonly { status: string }[];
};

/**
 * Why a line cannot go into a payment now, or null when it can: only unpaid lines, and none with an
 * adjustment still waiting for an answer (the server refuses those too: the amount is not settled).
 */
export function whyNotPayable(line: LineForPayment): 'paid' | 'pendingAdjustment' | null {
  if (line.payStatus !== 'unpaid') return 'paid';
  if (line.adjustments.some((a) => a.status === 'pending')) return 'pendingAdjustment';
  return null;
}

/** The chosen lines that may be paid, and what they add up to (in cents). */
export function paymentOf<L extends LineForPayment>(lines: readonly L[], chosen: ReadonlySet<string>) {
  const payable = lines.filter((l) => chosen.has(l.id) && whyNotPayable(l) === null);
  return { lines: payable, totalCents: payable.reduce((sum, l) => sum + l.totalCents, 0) };
}
