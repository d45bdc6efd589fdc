// A host's own jobs (spec §3, §4, §6): list, read, post within the plan's limit, edit, soft delete.
// Every query filters by host_user_id, so another host's job is simply not found.
import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { format } from '../../../core/messages/format';
import { jobs as text } from '../../../core/messages/en/jobs';
import { jobLimits, type JobLimits } from '../../../core/plans';
import { earliestUsToday, type JobInput } from '../../../core/schemas/jobs';
import type { Queryable, Tx } from '../../db/client';
import { application, hostProfile, job } from '../../db/schema';
import { AppError, notFound } from '../../errors';

const jobNotFound = () => notFound(text.errors.notFoundTitle);

const ownActive = (hostUserId: string) => and(eq(job.hostUserId, hostUserId), eq(job.status, 'active'));

export async function countActiveJobs(q: Queryable, hostUserId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(job).where(ownActive(hostUserId));
  return Number(row?.n ?? 0);
}

export async function getJobLimits(q: Queryable, hostUserId: string): Promise<JobLimits> {
  const [profile] = await q.select({ tier: hostProfile.subscriptionTier }).from(hostProfile).where(eq(hostProfile.userId, hostUserId)).limit(1);
  return jobLimits(profile?.tier, await countActiveJobs(q, hostUserId));
}

/** The host's active jobs, newest first, each with its number of applications. */
export async function listHostJobs(q: Queryable, hostUserId: string) {
  const rows = await q
    .select({ ...getTableColumns(job), applicationCount: count(application.id) })
    .from(job)
    .leftJoin(application, eq(application.jobId, job.id))
    .where(ownActive(hostUserId))
    .groupBy(job.id)
    .orderBy(desc(job.createdAt), desc(job.id));
  return rows.map(({ applicationCount, ...row }) => ({ row, applicationCount: Number(applicationCount) }));
}

/** One of the host's active jobs; anyone else's (or a deleted one) is "not found". */
export async function getHostJob(q: Queryable, hostUserId: string, jobId: string) {
  const [row] = await q.select().from(job).where(and(eq(job.id, jobId), ownActive(hostUserId))).limit(1);
  if (!row) throw jobNotFound();
  const [apps] = await q.select({ n: count() }).from(application).where(eq(application.jobId, jobId));
  return { row, applicationCount: Number(apps?.n ?? 0) };
}

const jobValues = (input: JobInput) => ({
  city: input.city,
  state: input.state,
  bedrooms: input.bedrooms,
  bathrooms: input.bathrooms,
  squareFootage: input.squareFootage,
  propertyNotes: input.propertyNotes ?? null,
  amenities: input.amenities,
  paymentPerTurnover: input.paymentPerTurnover,
  startDate: input.startDate,
  isRecurring: input.isRecurring,
});

export function limitReached(limits: JobLimits): AppError {
  const message =
    limits.subscriptionTier === 'premium'
      ? text.limit.reachedPremium
      : format(text.limit.reachedDescription, { max: limits.maxJobs, tier: text.tiers[limits.subscriptionTier] });
  return new AppError('JOB_LIMIT_REACHED', message);
}

/**
 * Posts a job if the plan allows one more. The host's profile row is locked first, so concurrent
 * posts by one host queue up behind each other: each counts the jobs the previous one committed,
 * and no interleaving can exceed the limit.
 */
export async function createJob(tx: Tx, hostUserId: string, input: JobInput) {
  const [profile] = await tx
    .select({ tier: hostProfile.subscriptionTier })
    .from(hostProfile)
    .where(eq(hostProfile.userId, hostUserId))
    .for('update')
    .limit(1);
  if (!profile) throw new AppError('FORBIDDEN', text.errors.onlyHosts);
  const limits = jobLimits(profile.tier, await countActiveJobs(tx, hostUserId));
  if (!limits.canPostNewJob) throw limitReached(limits);
  const [row] = await tx
    .insert(job)
    .values({ hostUserId, propertyAddress: input.propertyAddress ?? null, ...jobValues(input) })
    .returning();
  return row!;
}

/**
 * Edits a job. A blank address stays blank (the card shows city and state once, not twice). The
 * start date is checked for 'not in the past' only when it changes: a job that has started can
 * still get a new pay or description. The update is conditional on the stored date, so a date
 * changed meanwhile cannot slip a past date through.
 */
export async function updateJob(q: Queryable, hostUserId: string, jobId: string, input: JobInput) {
  const dateAllowed = input.startDate >= earliestUsToday() ? sql`true` : eq(job.startDate, input.startDate);
  const [row] = await q
    .update(job)
    .set({ propertyAddress: input.propertyAddress ?? null, ...jobValues(input), updatedAt: new Date() })
    .where(and(eq(job.id, jobId), ownActive(hostUserId), dateAllowed))
    .returning();
  if (row) return row;
  const [exists] = await q.select({ id: job.id }).from(job).where(and(eq(job.id, jobId), ownActive(hostUserId))).limit(1);
  if (!exists) throw jobNotFound();
  throw new AppError('VALIDATION_FAILED', text.validation.startDateInPast, { startDate: text.validation.startDateInPast });
}

/** Soft delete: the job leaves every list; its applications stay for history. */
export async function deleteJob(q: Queryable, hostUserId: string, jobId: string) {
  const rows = await q
    .update(job)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(and(eq(job.id, jobId), ownActive(hostUserId)))
    .returning({ id: job.id });
  if (rows.length === 0) throw jobNotFound();
}
