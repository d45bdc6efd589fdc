// Issue 42: pay records (decision 050). The words of the ledger (adjustment kinds, payment methods,
// statuses), its limits, the 14-day flag, the 1099-NEC threshold by year, and the sums every
// statement uses. Money is integer cents throughout; nothing here touches a float amount.

export const PAY_ADJUSTMENT_KINDS = [
  'late_checkout',
  'extra_guests',
  'extra_time',
  'expense',
  'mileage',
  'late_cancellation',
  'deduction',
] as const;
export type PayAdjustmentKind = (typeof PAY_ADJUSTMENT_KINDS)[number];

/** The kinds that carry a whole-number quantity (minutes, guests, miles); the others carry none. */
export const PAY_QUANTITY_KINDS = ['late_checkout', 'extra_guests', 'extra_time', 'mileage'] as const;
export const needsQuantity = (kind: PayAdjustmentKind) => (PAY_QUANTITY_KINDS as readonly string[]).includes(kind);

/** Kinds proposed on a completed turnover's line; a late cancellation fee only on a cancelled turnover. */
export const COMPLETED_LINE_KINDS = PAY_ADJUSTMENT_KINDS.filter((k) => k !== 'late_cancellation');
export const CANCELLED_LINE_KINDS = ['late_cancellation'] as const satisfies readonly PayAdjustmentKind[];

export const PAY_ADJUSTMENT_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type PayAdjustmentStatus = (typeof PAY_ADJUSTMENT_STATUSES)[number];

export const PAY_LINE_KINDS = ['completed', 'cancelled'] as const;
export type PayLineKind = (typeof PAY_LINE_KINDS)[number];
export const PAY_LINE_STATUSES = ['unpaid', 'paid', 'received'] as const;
export type PayLineStatus = (typeof PAY_LINE_STATUSES)[number];
export const PAY_PAYMENT_STATUSES = ['paid', 'received'] as const;
export type PayPaymentStatus = (typeof PAY_PAYMENT_STATUSES)[number];

export const PAY_METHODS = ['zelle', 'venmo', 'cash_app', 'paypal', 'check', 'cash', 'card', 'other'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
/** Payment apps with a business option (a processor may report those payments on a 1099-K). */
export const PAY_APP_METHODS = ['venmo', 'cash_app', 'paypal'] as const satisfies readonly PayMethod[];
export const isAppMethod = (m: PayMethod) => (PAY_APP_METHODS as readonly string[]).includes(m);

/** Card payments and payment-app business payments are counted apart: possibly on a 1099-K. */
export const possibly1099K = (method: PayMethod, appBusiness: boolean) =>
  method === 'card' || (appBusiness && isAppMethod(method));

/** Days after which an unanswered adjustment or an unconfirmed payment is flagged for both sides. */
export const PAY_UNCONFIRMED_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
export const isUnconfirmed = (since: Date, now: Date) =>
  now.getTime() - since.getTime() >= PAY_UNCONFIRMED_DAYS * DAY_MS;

// Limits (README lists them).
export const PAY_NOTE_MAX = 500;
export const PAY_REFERENCE_MAX = 100;
export const PAY_AMOUNT_MAX_CENTS = 1_000_000;
export const PAY_QUANTITY_MAX = 10_000;
export const PAY_LINES_PER_PAYMENT_MAX = 200;
export const PAY_ADJUSTMENTS_PER_LINE_MAX = 20;
export const PAY_YEAR_MIN = 2000;
export const PAY_YEAR_MAX = 2100;

/**
 * The 1099-NEC filing threshold by the year payments were made, in cents: a payer files when the
 * year's payments to a contractor reach it. $600 through 2025; $2,000 for 2026; indexed for
 * inflation from 2027: add the year's line when the IRS publishes it.
 */
export const NEC_THRESHOLD_CENTS_BY_YEAR: Readonly<Record<number, number>> = {
  2025: 60_000,
  2026: 200_000,
};

/** The year's threshold; before the table, $600; after it, the last known one, marked estimated. */
export function necThresholdCents(year: number): { thresholdCents: number; estimated: boolean } {
  const years = Object.keys(NEC_THRESHOLD_CENTS_BY_YEAR)
    .map(Number)
    .sort((a, b) => a - b);
  const first = years[0]!;
  const last = years[years.length - 1]!;
  if (year < first) return { thresholdCents: NEC_THRESHOLD_CENTS_BY_YEAR[first]!, estimated: false };
  if (year > last) return { thresholdCents: NEC_THRESHOLD_CENTS_BY_YEAR[last]!, estimated: true };
  let known = first;
  for (const y of years) if (y <= year) known = y;
  return { thresholdCents: NEC_THRESHOLD_CENTS_BY_YEAR[known]!, estimated: false };
}

/** An adjustment's effect on its line: a deduction subtracts. */
export const signedCents = (kind: PayAdjustmentKind, amountCents: number) =>
  kind === 'deduction' ? -amountCents : amountCents;

/** A line's total: its base and its accepted adjustments. */
export function lineTotalCents(
  baseCents: number,
  adjustments: readonly { kind: PayAdjustmentKind; amountCents: number; status: PayAdjustmentStatus }[],
): number {
  let total = baseCents;
  for (const a of adjustments) if (a.status === 'accepted') total += signedCents(a.kind, a.amountCents);
  return total;
}

/** Dollars from a numeric(10,2) value read as a string or number ("95.5", 95.5), as integer cents. */
export function centsFromDecimal(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

/** "95.50", "(20.00)": integer cents as a spreadsheet amount, negatives the accountant's way (no leading minus). */
export function csvAmount(cents: number): string {
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `(${text})` : text;
}

/** A CSV cell a spreadsheet will not run as a formula: a leading =, +, -, @, tab or CR gets an apostrophe. */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
