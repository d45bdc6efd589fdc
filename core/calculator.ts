// The cleaning-fee formula (spec §9), defined once: the web shows it live, the server recomputes
// it from the inputs it receives and stores and emails that result, never the client's totals.
import { calculator as calculatorText } from './messages/en/calculator';
import { format } from './messages/format';
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, type Locale } from './locale';

/** The counted inputs of spec §3, in form order. */
export const COUNT_FIELDS = [
  'beds',
  'bedrooms',
  'halfBathrooms',
  'fullBathrooms',
  'livingRooms',
  'kitchens',
  'exteriorFeatures',
  'extraSpaces',
] as const;
export type CountField = (typeof COUNT_FIELDS)[number];
export const AREA_FIELDS = ['carpetSqFt', 'hardFloorsSqFt'] as const;
export type AreaField = (typeof AREA_FIELDS)[number];

/** Minutes per unit (spec §9). */
export const MINUTES_PER_UNIT: Readonly<Record<CountField, number>> = {
  beds: 12,
  bedrooms: 8,
  halfBathrooms: 10,
  fullBathrooms: 30,
  livingRooms: 10,
  kitchens: 30,
  exteriorFeatures: 5,
  extraSpaces: 5,
};
/** Minutes per started 100 sq ft (spec §9: "per 100 sq ft rounded up"). */
export const MINUTES_PER_100_SQFT: Readonly<Record<AreaField, number>> = { carpetSqFt: 1, hardFloorsSqFt: 2 };
export const PET_MINUTES = 20;
export const DEFAULT_HOURLY_RATE = 40;

/**
 * Input bounds, shared by the form and the API contract. The largest short-term rentals (group
 * houses, small lodges) have around 30 beds; 50 of anything covers every real property while
 * keeping a quote (and the integers stored for it) sane.
 */
export const COUNT_MAX = 50;
export const AREA_SLIDER = { min: 0, max: 5000, step: 100 } as const;
export const RATE_SLIDER = { min: 20, max: 100, step: 5 } as const;

export type CalculatorInputs = Record<CountField, number> &
  Record<AreaField, number> & {
    petAllowance: boolean;
    hourlyRate: number;
  };

export const defaultCalculatorInputs: CalculatorInputs = {
  beds: 0,
  bedrooms: 0,
  halfBathrooms: 0,
  fullBathrooms: 0,
  livingRooms: 0,
  kitchens: 0,
  exteriorFeatures: 0,
  extraSpaces: 0,
  carpetSqFt: 0,
  hardFloorsSqFt: 0,
  petAllowance: false,
  hourlyRate: DEFAULT_HOURLY_RATE,
};

export type BreakdownKey = CountField | AreaField | 'petAllowance';
export type BreakdownItem = { key: BreakdownKey; quantity: number; item: string; minutes: number };

export type QuoteCalculation = {
  totalMinutes: number;
  /** Whole hours and the remaining minutes, for "2 hr 35 min". */
  hours: number;
  minutes: number;
  /** totalMinutes / 60 to 2 decimals (the quotes.total_hours column). */
  totalHours: number;
  /** totalMinutes / 60 × hourlyRate, in dollars to 2 decimals, rounded half up in cents. */
  totalPrice: number;
  hourlyRate: number;
  breakdown: BreakdownItem[];
};

/** The catalog texts the calculator writes with (any language's catalog has this shape). */
export type CalculatorTexts = {
  items: Record<BreakdownKey, { one: string; other: string }>;
  duration: { hoursMinutes: string; hours: string; minutes: string };
};

/** Rounds numerator / denominator half up, exactly (both whole and non-negative). */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export function areaMinutes(field: AreaField, sqft: number): number {
  return Math.ceil(sqft / 100) * MINUTES_PER_100_SQFT[field];
}

/** Price in cents. The rate is taken in whole cents so the arithmetic stays in exact integers. */
export function priceInCents(totalMinutes: number, hourlyRate: number): number {
  return divideHalfUp(totalMinutes * Math.round(hourlyRate * 100), 60);
}

/**
 * Computes the quote for valid inputs (whole, non-negative counts and areas; see
 * core/schemas/calculator.ts for the bounds). Only non-zero items appear in the breakdown.
 */
export function calculateQuote(inputs: CalculatorInputs, texts: CalculatorTexts = calculatorText): QuoteCalculation {
  const breakdown: BreakdownItem[] = [];
  const add = (key: BreakdownKey, quantity: number, minutes: number) => {
    if (minutes > 0) breakdown.push({ key, quantity, item: describeItem(key, quantity, texts), minutes });
  };
  for (const field of COUNT_FIELDS) add(field, inputs[field], inputs[field] * MINUTES_PER_UNIT[field]);
  for (const field of AREA_FIELDS) add(field, inputs[field], areaMinutes(field, inputs[field]));
  if (inputs.petAllowance) add('petAllowance', 1, PET_MINUTES);

  const totalMinutes = breakdown.reduce((sum, line) => sum + line.minutes, 0);
  return {
    totalMinutes,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    totalHours: divideHalfUp(totalMinutes * 100, 60) / 100,
    totalPrice: priceInCents(totalMinutes, inputs.hourlyRate) / 100,
    hourlyRate: inputs.hourlyRate,
    breakdown,
  };
}

// Issue 41: numbers and amounts in the reader's language (English by default).
const formatsOf = (locale: Locale) => ({
  plural: new Intl.PluralRules(INTL_TAGS[locale]),
  wholeNumber: new Intl.NumberFormat(INTL_TAGS[locale], { maximumFractionDigits: 0 }),
  dollars: new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }),
  wholeDollars: new Intl.NumberFormat(INTL_TAGS[locale], {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }),
});
const formats = Object.fromEntries(LOCALES.map((l) => [l, formatsOf(l)])) as Record<
  Locale,
  ReturnType<typeof formatsOf>
>;

/** The breakdown text of one item: "3 beds", "Carpet, 1,200 sq ft", "Pets allowed". */
export function describeItem(
  key: BreakdownKey,
  quantity: number,
  texts: CalculatorTexts = calculatorText,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const forms = texts.items[key];
  const form = formats[locale].plural.select(quantity) === 'one' ? forms.one : forms.other;
  return format(form, { count: formatNumber(quantity, locale) });
}

/** "2 hr 35 min", "2 hr", "35 min" (and "0 min" for nothing). */
export function formatDuration(
  totalMinutes: number,
  texts: Pick<CalculatorTexts, 'duration'> = calculatorText,
): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return format(texts.duration.minutes, { minutes });
  if (minutes === 0) return format(texts.duration.hours, { hours });
  return format(texts.duration.hoursMinutes, { hours, minutes });
}

/** "$103.33": prices always show 2 decimals (spec §2). */
export const formatPrice = (amount: number, locale: Locale = DEFAULT_LOCALE) => formats[locale].dollars.format(amount);
/** "$40" for a whole-dollar rate, "$42.50" otherwise. */
export const formatRate = (rate: number, locale: Locale = DEFAULT_LOCALE) =>
  Number.isInteger(rate) ? formats[locale].wholeDollars.format(rate) : formats[locale].dollars.format(rate);
/** "1,200" */
export const formatNumber = (n: number, locale: Locale = DEFAULT_LOCALE) => formats[locale].wholeNumber.format(n);
