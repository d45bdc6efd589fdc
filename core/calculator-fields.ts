// The calculator form's fields read without zod, exactly as its contract reads them
// (core/schemas/calculator.ts: CountInput, AreaInput, RateInput, with the same messages): the home
// page checks every field as the visitor types, and zod (23 KB gzip) stays off its first visit
// (issue 19). core/schemas/calculator.test.ts checks that both give the same value or the same
// message for the same input; the server keeps parsing with the contract.
import {
  AREA_FIELDS,
  AREA_SLIDER,
  COUNT_MAX,
  DEFAULT_HOURLY_RATE,
  RATE_SLIDER,
  type AreaField,
  type CountField,
} from './calculator';
import { calculator as text } from './messages/en/calculator';
import { format } from './messages/format';

/** The longest name a quote request takes. */
export const NAME_MAX = 100;

export type FieldReading = { value: number; error?: undefined } | { value?: undefined; error: string };

const v = text.validation;
const countMessages = { invalid: v.wholeNumber, tooLarge: format(v.countTooLarge, { max: COUNT_MAX }) };
const areaMessage = format(v.area, { max: AREA_SLIDER.max.toLocaleString('en-US') });
const rateMessage = format(v.rate, { min: RATE_SLIDER.min, max: RATE_SLIDER.max });

/** A whole number in [min, max] (zod's number().int().min().max() order: a fraction or unsafe integer is `invalid`). */
function bounded(value: unknown, min: number, max: number, invalid: string, tooLarge: string): FieldReading {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min) return { error: invalid };
  return value > max ? { error: tooLarge } : { value };
}

/**
 * A count or an area from what a text input holds (or a number). Empty (or absent) counts as 0
 * (spec §5). Strings must be plain digits: "-1", "2.5", "1e3" or "0x10" are refused, not coerced.
 */
function wholeNumber(value: unknown, max: number, invalid: string, tooLarge = invalid): FieldReading {
  if (value === undefined || value === null) return { value: 0 };
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return { value: 0 };
    if (!/^\d+$/.test(trimmed)) return { error: invalid };
    value = Number(trimmed);
  }
  return bounded(value, 0, max, invalid, tooLarge);
}

export const readCount = (value: unknown) =>
  wholeNumber(value, COUNT_MAX, countMessages.invalid, countMessages.tooLarge);
export const readArea = (value: unknown) => wholeNumber(value, AREA_SLIDER.max, areaMessage);

/** Whole dollars within the slider's range; absent, the default. An empty rate is wrong (there is no 0 rate). */
export function readRate(value: unknown): FieldReading {
  if (value === undefined) return { value: DEFAULT_HOURLY_RATE };
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return bounded(n, RATE_SLIDER.min, RATE_SLIDER.max, rateMessage, rateMessage);
}

/** Reads one number field of the calculator. */
export function readCalculatorField(field: CountField | AreaField | 'hourlyRate', value: unknown): FieldReading {
  if (field === 'hourlyRate') return readRate(value);
  return (AREA_FIELDS as readonly string[]).includes(field) ? readArea(value) : readCount(value);
}
