// The one way an amount of US dollars reads anywhere (pay, prices, emails): cents whenever they are
// not zero ($95.50, $12.05), none when they are ($96, $29). The fee calculator's estimate is the
// exception the spec makes (always 2 decimals) and keeps its own `formatPrice` in core/calculator.ts.
const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$96", "$95.50", "$1,250": an amount in dollars, rounded to the cent. */
export function formatUsd(dollars: number): string {
  const inCents = Math.round(dollars * 100);
  return inCents % 100 === 0 ? whole.format(inCents / 100) : cents.format(inCents / 100);
}

/** "$95.00", "$95.50": an amount with its cents always shown (a turnover's pay, issue 16). */
export function formatUsdCents(dollars: number): string {
  return cents.format(Math.round(dollars * 100) / 100);
}
