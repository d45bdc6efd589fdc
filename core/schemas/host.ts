// Contracts of the host endpoints (spec §2 host routes, §5 host validation): the host profile and a
// host's own jobs. Shared by the server (validation, OpenAPI) and the web forms (same messages).
import { z } from 'zod';
import { host as text } from '../messages/en/host';
import { PHONE_DIGITS } from '../phone';
import { isStateCode } from '../us-state-names';
import { Job } from './jobs';
import { personName } from './person-name';
import { NextTurnover } from './turnovers';

const v = text.validation;
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredName = (message: string) =>
  z.preprocess(blankToUndefined, z.string({ error: message }).trim().min(1, message).max(80));
/** A first or last name: required, and no links or email addresses (person-name.ts). */
const requiredPersonName = (message: string) =>
  z.preprocess(blankToUndefined, personName(z.string({ error: message }).trim().min(1, message).max(80)));
const phoneDigits = z.string().regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`), v.phoneInvalid);

/** /host/profile: first and last name required, phone optional but 10 digits when given. */
export const UpdateHostProfileInput = z.object({
  firstName: requiredPersonName(v.firstNameRequired),
  lastName: requiredPersonName(v.lastNameRequired),
  phone: z.preprocess(blankToUndefined, phoneDigits.optional()),
});
export type UpdateHostProfileInput = z.output<typeof UpdateHostProfileInput>;

/** /host/setup-profile: every field required; the email is the account's. */
export const SetupHostProfileInput = z.object({
  firstName: requiredPersonName(v.firstNameRequired),
  lastName: requiredPersonName(v.lastNameRequired),
  phone: z.preprocess(blankToUndefined, z.string({ error: v.phoneRequired }).pipe(phoneDigits)),
  state: z.preprocess(blankToUndefined, z.string({ error: v.stateRequired }).refine(isStateCode, v.stateRequired)),
  city: requiredName(v.cityRequired),
});
export type SetupHostProfileInput = z.output<typeof SetupHostProfileInput>;

export const HostProfile = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  hasActiveSubscription: z.boolean(),
  subscriptionTier: z.enum(['free', 'pro', 'premium']),
});
export type HostProfile = z.infer<typeof HostProfile>;

/** A job as its host sees it in lists: with how many cleaners applied. */
/** pausedAt: set while the job is paused because the plan allows fewer open jobs (hidden from browse). */
export const HostJob = Job.extend({
  applicationCount: z.number(),
  pausedAt: z.string().nullable(),
  /** Issue 16: on the job list (the job card), the next live turnover, null when none is coming. */
  nextTurnover: NextTurnover.nullable().optional(),
});
export type HostJob = z.infer<typeof HostJob>;
export const HostJobList = z.object({ jobs: z.array(HostJob) });
