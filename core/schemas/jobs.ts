// The job form's contract (spec §5), shared by the form and the server: same rules, same messages.
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { AMENITIES } from '../amenities';
import { jobs as text } from '../messages/en/jobs';
import { isStateCode } from '../us-state-names';
import { ZipCode } from './areas';

const v = text.validation;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const toNumber = (value: unknown) => {
  const v2 = blankToUndefined(value);
  return typeof v2 === 'string' ? Number(v2) : v2;
};

/** A whole number above zero, from a number or the string an input gives. */
const positiveInt = (required: string, invalid: string) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .positive(invalid)
      .max(1_000_000, invalid),
  );

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

/** YYYY-MM-DD of "today" where the person is; the server allows for the earliest US time zone. */
export { isoDate } from '../local-date';

/**
 * Which past start dates are accepted anyway. A date is checked for 'not in the past' only when it
 * is set or changed: editing a job that has already started keeps its date (the edit form passes
 * the job's own date; the server's edit contract accepts any and the service compares with the row).
 */
export type JobDateRule = { pastDateAllowed?: (date: string) => boolean };

/**
 * Builds the job schema against a given "today" (the form passes the local date; the server the
 * earliest date any US user can have, so a host in Hawaii can still pick their today). A function
 * is asked at each parse, so a long-running server never works with a stale date.
 */
export function makeJobInput(today: string | (() => string), opts: JobDateRule = {}) {
  const todayNow = typeof today === 'function' ? today : () => today;
  const allowed = opts.pastDateAllowed ?? (() => false);
  return z.object({
    propertyAddress: optionalText(200),
    state: z.preprocess(blankToUndefined, z.string({ error: v.stateRequired }).refine(isStateCode, v.stateRequired)),
    city: z.preprocess(blankToUndefined, z.string({ error: v.cityRequired }).trim().min(1, v.cityRequired).max(80)),
    /** Issue 43: the property's ZIP code (the server checks it exists in the chosen state). */
    zip: ZipCode,
    bedrooms: positiveInt(v.bedroomsRequired, v.bedroomsInvalid),
    bathrooms: positiveInt(v.bathroomsRequired, v.bathroomsInvalid),
    squareFootage: positiveInt(v.squareFootageRequired, v.squareFootageInvalid),
    propertyNotes: optionalText(2000),
    amenities: z
      .array(z.enum(AMENITIES))
      .max(AMENITIES.length)
      .default([])
      .transform((a) => [...new Set(a)]),
    paymentPerTurnover: z.preprocess(
      toNumber,
      z
        .number({ error: (issue) => (issue.input === undefined ? v.paymentRequired : v.paymentInvalid) })
        .min(0.01, v.paymentInvalid)
        .max(100_000, v.paymentInvalid)
        .transform((n) => Math.round(n * 100) / 100),
    ),
    startDate: z.preprocess(
      blankToUndefined,
      z
        .string({ error: v.startDateRequired })
        .regex(/^\d{4}-\d{2}-\d{2}$/, v.startDateRequired)
        .refine((d) => d >= todayNow() || allowed(d), v.startDateInPast),
    ),
    isRecurring: z.boolean().default(false),
  });
}

/** The server's schema: "today" is the earliest current date in any US state or territory. */
export const JobInput = makeJobInput(() => earliestUsToday());
export type JobInput = z.output<typeof JobInput>;
/** The edit contract: a past start date passes here; updateJob refuses it unless it is the job's current date. */
export const JobEditInput = makeJobInput(() => earliestUsToday(), { pastDateAllowed: () => true });
/** What a form holds before parsing (strings from inputs). */
export type JobFormValues = z.input<ReturnType<typeof makeJobInput>>;

/** American Samoa (UTC-11) is the last place in the US to reach a new date. */
export function earliestUsToday(now = new Date()): string {
  const d = new Date(now.getTime() - 11 * 3600_000);
  return d.toISOString().slice(0, 10);
}

export const JobId = z.object({ jobId: z.uuid({ message: errorText.schema.jobIdInvalid }) });

export const Job = z.object({
  id: z.string(),
  propertyAddress: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** The property's ZIP code: for its host; null where a cleaner reads the job, or not yet given. */
  zip: z.string().nullable(),
  /** Browse: whole miles from the cleaner's home ZIP (null without one of the two ZIP codes). */
  distanceMiles: z.number().int().nullable().optional(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  squareFootage: z.number(),
  propertyNotes: z.string().nullable(),
  amenities: z.array(z.string()),
  paymentPerTurnover: z.number(),
  startDate: z.string(),
  isRecurring: z.boolean(),
  status: z.enum(['active', 'deleted']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof Job>;

export const JobLimitsResponse = z.object({
  currentJobCount: z.number(),
  maxJobs: z.number(),
  canPostNewJob: z.boolean(),
  subscriptionTier: z.enum(['free', 'pro', 'premium']),
});
