// Contracts of job browsing for cleaners (spec §5 browse filter): active jobs, newest first,
// filtered and paged on the server with a keyset cursor.
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { WithinQuery } from './areas';
import { Job } from './jobs';

export const BROWSE_PAGE_SIZE = 20;
export const BROWSE_MAX_PAGE_SIZE = 50;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const BrowseJobsQuery = z.object({
  /** "City contains", case-insensitive. */
  city: z.preprocess(blankToUndefined, z.string().trim().max(80).optional()),
  /** Exact two-letter code; absent means all states. */
  state: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Z]{2}$/, { message: errorText.schema.chooseState })
      .optional(),
  ),
  /**
   * Issue 43: 10, 25, 50 or 100 miles from the cleaner's home ZIP, or 'any'; absent means the
   * cleaner's own service radius. With a home ZIP the jobs come nearest first.
   */
  within: z.preprocess(blankToUndefined, WithinQuery.optional()),
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(BROWSE_MAX_PAGE_SIZE).default(BROWSE_PAGE_SIZE),
});
export type BrowseJobsQuery = z.input<typeof BrowseJobsQuery>;

export const BrowseJobsResponse = z.object({
  jobs: z.array(Job),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
  /** Which jobs of this page the cleaner has already applied to. */
  appliedJobIds: z.array(z.string()),
  /** The cleaner's home ZIP and radius, and the distance limit applied; null without a home ZIP. */
  area: z
    .object({
      homeZip: z.string(),
      radiusMiles: z.number(),
      within: z.union([z.number(), z.literal('any')]),
    })
    .nullable(),
});
export type BrowseJobsResponse = z.infer<typeof BrowseJobsResponse>;

export const JobStatesResponse = z.object({ states: z.array(z.string()) });
export type JobStatesResponse = z.infer<typeof JobStatesResponse>;
