// Contracts of a cleaner's applications (spec §3 applications, §5 application validation).
import { z } from 'zod';
import { Job } from './jobs';
import { cleaner as text } from '../messages/en/cleaner';

const v = text.applicationValidation;

export const APPLICATION_STATUSES = ['pending', 'favorite', 'rejected', 'accepted', 'contacting'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A UUID-shaped id with the spec's messages: missing, not a string, not a UUID. */
const idWithMessages = (invalid: string, notUuid: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? v.missingFields : invalid) })
    .trim()
    .min(1, v.missingFields)
    .pipe(z.uuid({ message: notUuid }));

export const JobIdField = idWithMessages(v.invalidJobId, v.jobIdNotUuid);
export const UserIdField = idWithMessages(v.invalidUserId, v.userIdNotUuid);

export const ApplyInput = z.object({ jobId: JobIdField });
export type ApplyInput = z.infer<typeof ApplyInput>;

export const ApplyResponse = z.object({
  id: z.string(),
  jobId: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
});

export const MyApplication = z.object({
  id: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  appliedAt: z.string(),
  job: Job.pick({
    id: true,
    propertyAddress: true,
    city: true,
    state: true,
    bedrooms: true,
    bathrooms: true,
    squareFootage: true,
    paymentPerTurnover: true,
  }),
  /** Shaped on the server: a display name only, never contact details. Null without a host profile. */
  host: z.object({ name: z.string() }).nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;

export const MyApplicationsResponse = z.object({ applications: z.array(MyApplication) });
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponse>;
