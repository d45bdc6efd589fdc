// Who may see and change a booking calendar (issue 16): only the host who owns its job, and only
// while the job is active. Deny by default: every query of the calendar routes goes through these
// conditions, so another host's calendar (or job) is simply not found.
import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { job, jobCalendar } from '../../db/schema';
import { hostOwnsJobs } from '../../policies/job-ownership';

/** A calendar of one of the host's own active jobs. */
export const ownCalendar = (q: Queryable, hostUserId: string, calendarId: string) =>
  and(
    eq(jobCalendar.id, calendarId),
    inArray(jobCalendar.jobId, q.select({ id: job.id }).from(job).where(hostOwnsJobs(hostUserId))),
  );
