// Contracts of a host's applicants (spec §2 applicants pages, §4 application status, §6 plan limits).
// A locked applicant is a different shape, not a full one with blanks: what is not in the schema
// cannot leave the server, since responses are serialized through these schemas.
import { z } from 'zod';
import { APPLICATION_ACTIONS } from '../application-status';
import { applicants as text } from '../messages/en/applicants';
import { APPLICATION_STATUSES } from './applications';
import { ReliabilityRecord } from './reliability';

const ApplicantBase = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  isHighlighted: z.boolean(),
});

export const FullApplicant = ApplicantBase.extend({
  locked: z.literal(false),
  /** Issue 43: whole miles from the cleaner's home ZIP to the property; null without both ZIPs. */
  distanceMiles: z.number().int().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  city: z.string(),
  state: z.string(),
  experienceYears: z.string(),
  rating: z.number(),
  availability: z.string().nullable(),
  bio: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  /** Issue 40: the cleaner's user id, for 'Message' (POST /api/conversations { jobId, cleanerId }). */
  cleanerUserId: z.string(),
  /** Issue 39: their reliability record, from their offers and turnovers (core/reliability.ts). */
  reliability: ReliabilityRecord,
});
export type FullApplicant = z.infer<typeof FullApplicant>;

/** Beyond a free plan's preview: first name and last initial only ('Rosa D.'). */
export const LockedApplicant = ApplicantBase.extend({
  locked: z.literal(true),
  displayName: z.string(),
});
export type LockedApplicant = z.infer<typeof LockedApplicant>;

export const Applicant = z.discriminatedUnion('locked', [FullApplicant, LockedApplicant]);
export type Applicant = z.infer<typeof Applicant>;

export const ApplicantCounts = z.object({ all: z.number(), favorites: z.number(), rejected: z.number() });
export type ApplicantCounts = z.infer<typeof ApplicantCounts>;

export const JobApplicants = z.object({
  job: z.object({ id: z.string(), propertyAddress: z.string().nullable(), city: z.string(), state: z.string() }),
  /** Highlighted cleaners first, then by applied time ascending. */
  applicants: z.array(Applicant),
  counts: ApplicantCounts,
  /** How many cleaners are on the job's team now (issue 37: the Hire dialog says a hire joins at teamSize + 1). */
  teamSize: z.number().int(),
});
export type JobApplicants = z.infer<typeof JobApplicants>;

export const ApplicantsResponse = z.object({
  /** Whether the host's plan shows every applicant in full. */
  paid: z.boolean(),
  jobs: z.array(JobApplicants),
  counts: ApplicantCounts,
});
export type ApplicantsResponse = z.infer<typeof ApplicantsResponse>;

export const ApplicantsQuery = z.object({ job_id: z.uuid().optional() });
export const ApplicationIdParams = z.object({ id: z.uuid() });

export const UpdateApplicationStatusInput = z.object({
  action: z.enum(APPLICATION_ACTIONS, { error: text.errors.invalidAction }),
});
export type UpdateApplicationStatusInput = z.infer<typeof UpdateApplicationStatusInput>;

export const UpdateApplicationStatusResponse = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
});
export type UpdateApplicationStatusResponse = z.infer<typeof UpdateApplicationStatusResponse>;
