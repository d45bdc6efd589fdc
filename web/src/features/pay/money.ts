// Integer cents as dollars on screen (issue 42), in a module of its own: the team list's balances
// load this alone, not the rest of format.ts.

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$1,250.00", "$95.50", "−$20.00" (a true minus sign): integer cents with their cents always shown. */
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) return '—';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${cents < 0 ? '−' : ''}$${grouping.format(dollars)}.${String(rest).padStart(2, '0')}`;
}

/** "+$15.00" or "−$20.00": an adjustment's effect on a line, its sign always shown. */
export function formatSignedCents(cents: number): string {
  return cents > 0 ? `+${formatCents(cents)}` : formatCents(cents);
}
