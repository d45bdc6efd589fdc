// The one way an amount of US dollars reads anywhere (pay, prices, emails): cents whenever they are
// not zero ($95.50, $12.05), none when they are ($96, $29). The fee calculator's estimate is the
// exception the spec makes (always 2 decimals) and keeps its own `formatPrice` in core/calculator.ts.
// Issue 41: in the reader's language (the separators follow it; the dollar sign stays).
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, type Locale } from './locale';

const formats = Object.fromEntries(
  LOCALES.map((l) => [
    l,
    {
      whole: new Intl.NumberFormat(INTL_TAGS[l], { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
      cents: new Intl.NumberFormat(INTL_TAGS[l], {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
    },
  ]),
) as Record<Locale, { whole: Intl.NumberFormat; cents: Intl.NumberFormat }>;

/** "$96", "$95.50", "$1,250": an amount in dollars, rounded to the cent. */
export function formatUsd(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  const inCents = Math.round(dollars * 100);
  const f = formats[locale];
  return inCents % 100 === 0 ? f.whole.format(inCents / 100) : f.cents.format(inCents / 100);
}

/** "$95.00", "$95.50": an amount with its cents always shown (a turnover's pay, issue 16). */
export function formatUsdCents(dollars: number, locale: Locale = DEFAULT_LOCALE): string {
  return formats[locale].cents.format(Math.round(dollars * 100) / 100);
}
