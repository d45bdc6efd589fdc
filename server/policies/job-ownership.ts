// Which jobs are the host's own (spec §6: hosts manage only their own jobs, every query filters by
// host_user_id), the one rule every feature of a host's job uses: the turnovers, team, playbook,
// calendars, applicants and the job itself. A paused posting is still the host's to manage (status
// stays 'active'); a deleted one is gone. Another host's job, a deleted one and an unknown id all
// answer the same "not found", so ids reveal nothing.
import { and, eq } from 'drizzle-orm';
import { jobs as text } from '@core/messages/en/jobs';
import type { Queryable } from '../db/client';
import { job } from '../db/schema';
import { notFound } from '../errors';

type Job = typeof job.$inferSelect;

/** The host's own jobs, paused or not, never deleted (a where-clause on `job`). */
export const hostOwnsJobs = (hostUserId: string) => and(eq(job.hostUserId, hostUserId), eq(job.status, 'active'));

/** One of the host's own jobs (a where-clause on `job`). */
export const hostOwnsJob = (hostUserId: string, jobId: string) => and(eq(job.id, jobId), hostOwnsJobs(hostUserId));

/** The one refusal for a job that is not the host's own (spec §8 'Job not found'). */
export const ownJobNotFound = () => notFound(text.errors.notFoundDescription);

/** The host's own job, or null; `lock` takes its row lock for the rest of the transaction. */
export async function findOwnActiveJob(
  q: Queryable,
  hostUserId: string,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<Job | null> {
  const query = q.select().from(job).where(hostOwnsJob(hostUserId, jobId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The host's own job, else 404 with the one text; `lock` takes its row lock. */
export async function requireOwnActiveJob(
  q: Queryable,
  hostUserId: string,
  jobId: string,
  options: { lock?: boolean } = {},
): Promise<Job> {
  const row = await findOwnActiveJob(q, hostUserId, jobId, options);
  if (!row) throw ownJobNotFound();
  return row;
}
