// The cleaning-fee calculator's contract (spec §3 calculator inputs, §5 quote validation), shared by
// the form and the server: same bounds, same messages. Totals are not part of the request: unknown
// keys (a client's totalPrice, say) are stripped, and the server recomputes everything.
import { z } from 'zod';
import {
  AREA_SLIDER,
  COUNT_FIELDS,
  COUNT_MAX,
  DEFAULT_HOURLY_RATE,
  RATE_SLIDER,
  type BreakdownKey,
} from '../calculator';
import { calculator as text } from '../messages/en/calculator';
import { format } from '../messages/format';
import { NAME_MAX } from '../calculator-fields';
import { Email } from './common';
import { personName } from './person-name';

const v = text.validation;
export { NAME_MAX };
/** Quote emails one address receives in any 24 hours, from any number of senders (issue 13). */
export const QUOTES_PER_RECIPIENT_PER_DAY = 3;

/**
 * A whole number from a number or from what a text input holds. Empty (or absent) counts as 0
 * (spec §5). Strings must be plain digits: "-1", "2.5", "1e3" or "0x10" are refused, not coerced.
 */
const wholeNumberInput = (value: unknown) => {
  if (value === undefined || value === null) return 0;
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
};

const bounded = (max: number, invalid: string, tooLarge = invalid) =>
  // The default is what the preprocessing gives too; it also tells the API docs the field is optional.
  z
    .preprocess(wholeNumberInput, z.number({ error: invalid }).int(invalid).min(0, invalid).max(max, tooLarge))
    .default(0);

export const CountInput = bounded(COUNT_MAX, v.wholeNumber, format(v.countTooLarge, { max: COUNT_MAX }));
export const AreaInput = bounded(AREA_SLIDER.max, format(v.area, { max: AREA_SLIDER.max.toLocaleString('en-US') }));

const rateMessage = format(v.rate, { min: RATE_SLIDER.min, max: RATE_SLIDER.max });
/** Whole dollars within the slider's range; the slider steps by 5 but any whole rate in range is fine. Absent: the default 40. */
export const RateInput = z
  .preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: rateMessage })
      .int(rateMessage)
      .min(RATE_SLIDER.min, rateMessage)
      .max(RATE_SLIDER.max, rateMessage),
  )
  .default(DEFAULT_HOURLY_RATE);

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Required, then a valid address (the spec's two toasts, in that order). */
export const QuoteEmail = z
  .preprocess(blankToUndefined, z.string({ error: text.emailRequiredDescription }))
  .pipe(Email);

export const CalculatorInputsSchema = z.object({
  beds: CountInput,
  bedrooms: CountInput,
  halfBathrooms: CountInput,
  fullBathrooms: CountInput,
  livingRooms: CountInput,
  kitchens: CountInput,
  exteriorFeatures: CountInput,
  extraSpaces: CountInput,
  carpetSqFt: AreaInput,
  hardFloorsSqFt: AreaInput,
  petAllowance: z.boolean().default(false),
  hourlyRate: RateInput,
});

export const SendQuoteInput = CalculatorInputsSchema.extend({
  email: QuoteEmail,
  name: z.preprocess(
    blankToUndefined,
    personName(
      z
        .string()
        .trim()
        .max(NAME_MAX, format(v.nameTooLong, { max: NAME_MAX })),
    ).optional(),
  ),
  subscribeToTips: z.boolean().default(false),
});
export type SendQuoteInput = z.input<typeof SendQuoteInput>;
export type SendQuoteData = z.output<typeof SendQuoteInput>;

const BREAKDOWN_KEYS = [
  ...COUNT_FIELDS,
  'carpetSqFt',
  'hardFloorsSqFt',
  'petAllowance',
] as const satisfies readonly BreakdownKey[];

export const QuoteBreakdownItem = z.object({
  key: z.enum(BREAKDOWN_KEYS),
  quantity: z.number(),
  item: z.string(),
  minutes: z.number().int(),
});

export const QuoteCalculationSchema = z.object({
  totalMinutes: z.number().int(),
  hours: z.number().int(),
  minutes: z.number().int(),
  totalHours: z.number(),
  totalPrice: z.number(),
  hourlyRate: z.number(),
  breakdown: z.array(QuoteBreakdownItem),
});

export const SendQuoteResponse = z.object({
  id: z.string(),
  email: z.string(),
  quote: QuoteCalculationSchema,
});
export type SendQuoteResponse = z.infer<typeof SendQuoteResponse>;
