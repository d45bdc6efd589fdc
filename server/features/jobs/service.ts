// A host's own jobs (spec §3, §4, §6): list, read, post within the plan's limit, edit, soft delete.
// Every query filters by host_user_id, so another host's job is simply not found.
import { userLocale } from '../../i18n/locale';
import { and, asc, count, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { errors as errorText } from '@core/messages/en/errors';
import { jobs as text } from '@core/messages/en/jobs';
import { notifications as notificationText } from '@core/messages/en/notifications';
import { placeName } from '@core/places';
import { jobLimits, type JobLimits } from '@core/plans';
import { earliestUsToday, type JobInput } from '@core/schemas/jobs';
import { defaultTimeZone, timeZonesFor } from '@core/time-zones';
import type { Queryable, Tx } from '../../db/client';
import { application, hostProfile, job, jobCalendar, photo, playbook, playbookItem, user } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { postingsPausedEmail } from '../../email/templates';
import { AppError } from '../../errors';
import { placeZip } from '../areas';
import { createNotification } from '../notifications';
import { endJobTurnovers, type TurnoverMailDeps } from '../turnovers';
import { hostOwnsJob, hostOwnsJobs, ownJobNotFound } from '../../policies/job-ownership';

/** Open: active and not paused. Only open jobs count towards the plan's limit and show in browse. */
const ownOpen = (hostUserId: string) => and(hostOwnsJobs(hostUserId), isNull(job.pausedAt));

/** The host's open jobs: the number the plan limit is about (paused jobs do not count). */
export async function countActiveJobs(q: Queryable, hostUserId: string): Promise<number> {
  const [row] = await q.select({ n: count() }).from(job).where(ownOpen(hostUserId));
  return Number(row?.n ?? 0);
}

/**
 * Locks the host's profile row for the rest of the transaction and reads their tier. Every change
 * to the number of open jobs (posting, reopening, pausing after a plan change) takes this lock
 * first, so they queue up and each counts what the previous one committed (decision 005).
 */
async function lockHostTier(tx: Queryable, hostUserId: string) {
  const [profile] = await tx
    .select({ tier: hostProfile.subscriptionTier })
    .from(hostProfile)
    .where(eq(hostProfile.userId, hostUserId))
    .for('update')
    .limit(1);
  return profile;
}

export async function getJobLimits(q: Queryable, hostUserId: string): Promise<JobLimits> {
  const [profile] = await q
    .select({ tier: hostProfile.subscriptionTier })
    .from(hostProfile)
    .where(eq(hostProfile.userId, hostUserId))
    .limit(1);
  return jobLimits(profile?.tier, await countActiveJobs(q, hostUserId));
}

/** The host's active jobs, newest first, each with its number of applications. */
export async function listHostJobs(q: Queryable, hostUserId: string) {
  const rows = await q
    .select({ ...getTableColumns(job), applicationCount: count(application.id) })
    .from(job)
    .leftJoin(application, eq(application.jobId, job.id))
    .where(hostOwnsJobs(hostUserId))
    .groupBy(job.id)
    .orderBy(desc(job.createdAt), desc(job.id));
  return rows.map(({ applicationCount, ...row }) => ({ row, applicationCount: Number(applicationCount) }));
}

/** One of the host's active jobs; anyone else's (or a deleted one) is "not found". */
export async function getHostJob(q: Queryable, hostUserId: string, jobId: string) {
  const [row] = await q.select().from(job).where(hostOwnsJob(hostUserId, jobId)).limit(1);
  if (!row) throw ownJobNotFound();
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
  const profile = await lockHostTier(tx, hostUserId);
  if (!profile) throw new AppError('FORBIDDEN', errorText.hostsOnly);
  const limits = jobLimits(profile.tier, await countActiveJobs(tx, hostUserId));
  if (!limits.canPostNewJob) throw limitReached(limits);
  // Issue 43: the ZIP must exist and lie in the job's state; its centroid places the property. (A
  // sign-up stored before ZIP codes and verified after has none: the host is asked on the next edit.)
  const place = input.zip ? await placeZip(tx, input.zip, input.state, 'zip') : {};
  const [row] = await tx
    .insert(job)
    .values({
      hostUserId,
      propertyAddress: input.propertyAddress ?? null,
      ...jobValues(input),
      ...place,
      timeZone: defaultTimeZone(input.state)!,
    })
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
  const place = await placeZip(q, input.zip, input.state, 'zip');
  const [row] = await q
    .update(job)
    .set({
      propertyAddress: input.propertyAddress ?? null,
      ...jobValues(input),
      ...place,
      timeZone: zoneForState(input.state),
      updatedAt: new Date(),
    })
    .where(and(hostOwnsJob(hostUserId, jobId), dateAllowed))
    .returning();
  if (row) return row;
  const [exists] = await q.select({ id: job.id }).from(job).where(hostOwnsJob(hostUserId, jobId)).limit(1);
  if (!exists) throw ownJobNotFound();
  throw new AppError('VALIDATION_FAILED', text.validation.startDateInPast, {
    startDate: text.validation.startDateInPast,
  });
}

/**
 * The zone a job keeps when its state is edited: the one the host chose while it belongs to the
 * new state (a move within Texas keeps Mountain Time), otherwise the new state's default.
 */
function zoneForState(state: string) {
  const zones = timeZonesFor(state).map((z) => z.id);
  return sql`case when ${job.timeZone} in (${sql.join(
    zones.map((z) => sql`${z}`),
    sql`, `,
  )}) then ${job.timeZone} else ${zones[0]!} end`;
}

/**
 * Soft delete: the job leaves every list; its applications stay for history. Its turnovers end
 * with it (decision 033): the live ones are cancelled, their offers, requests and scheduled work
 * dropped, and each cleaner who had one to come is told once. Its property's data goes (issue 18):
 * every photo (the files follow through the deletion queue), the checklist, the access
 * instructions, which nobody may read any more, and its calendars (no sync may plan turnovers for
 * it again; a sync already fetching finds its calendar gone under the job's lock).
 */
export async function deleteJob(tx: Tx, hostUserId: string, jobId: string, deps: TurnoverMailDeps, now = new Date()) {
  const rows = await tx
    .update(job)
    .set({ status: 'deleted', updatedAt: new Date() })
    .where(hostOwnsJob(hostUserId, jobId))
    .returning({ id: job.id });
  if (rows.length === 0) throw ownJobNotFound();
  await endJobTurnovers(tx, jobId, now, deps);
  await tx.delete(jobCalendar).where(eq(jobCalendar.jobId, jobId));
  await tx.delete(photo).where(eq(photo.jobId, jobId));
  await tx.delete(playbookItem).where(eq(playbookItem.jobId, jobId));
  await tx.delete(playbook).where(eq(playbook.jobId, jobId));
}

/**
 * Pauses one of the host's jobs: hidden from browse, closed to new applications; its applicants
 * stay, and so do its team and turnovers (decision 033: a paused posting still gets cleaned).
 */
export async function pauseJob(tx: Tx, hostUserId: string, jobId: string) {
  const [row] = await tx
    .update(job)
    .set({ pausedAt: sql`coalesce(${job.pausedAt}, now())`, updatedAt: new Date() })
    .where(hostOwnsJob(hostUserId, jobId))
    .returning();
  if (!row) throw ownJobNotFound();
  return row;
}

/** Reopens a paused job if the plan allows one more open job (the same limit as posting one). */
export async function reopenJob(tx: Tx, hostUserId: string, jobId: string) {
  const profile = await lockHostTier(tx, hostUserId);
  if (!profile) throw new AppError('FORBIDDEN', errorText.hostsOnly);
  const [current] = await tx.select().from(job).where(hostOwnsJob(hostUserId, jobId)).limit(1);
  if (!current) throw ownJobNotFound();
  if (current.pausedAt === null) return current;
  const limits = jobLimits(profile.tier, await countActiveJobs(tx, hostUserId));
  if (!limits.canPostNewJob) throw limitReached(limits);
  const [row] = await tx
    .update(job)
    .set({ pausedAt: null, updatedAt: new Date() })
    .where(eq(job.id, jobId))
    .returning();
  return row!;
}

export type PauseDeps = { mailer: Mailer; appUrl: string };

/**
 * After the host's plan changed (billing, in the same transaction): when they have more open jobs
 * than the plan allows, the newest extra ones are paused, and the host is told in the bell and by
 * email. Paused jobs are never reopened here; the host chooses on the dashboard. Returns how many
 * jobs were paused (0 for anyone who is not a host or is within the limit).
 */
export async function pauseExtraPostings(tx: Queryable, hostUserId: string, deps: PauseDeps): Promise<number> {
  const profile = await lockHostTier(tx, hostUserId);
  if (!profile) return 0;
  const open = await tx
    .select({ id: job.id, city: job.city, state: job.state, propertyAddress: job.propertyAddress })
    .from(job)
    .where(ownOpen(hostUserId))
    .orderBy(asc(job.createdAt), asc(job.id));
  const { maxJobs, subscriptionTier } = jobLimits(profile.tier, open.length);
  const extra = open.slice(maxJobs);
  if (extra.length === 0) return 0;
  await tx
    .update(job)
    .set({ pausedAt: new Date(), updatedAt: new Date() })
    .where(
      inArray(
        job.id,
        extra.map((j) => j.id),
      ),
    );

  const places = extra.map(placeName);
  const m = notificationText.postingsPaused;
  await createNotification(tx, {
    userId: hostUserId,
    type: 'postings_paused',
    title: m.title,
    message: format(m.message, { max: maxJobs, count: extra.length, jobs: places.join('; ') }),
  });
  const [host] = await tx
    .select({ email: user.email, firstName: hostProfile.firstName })
    .from(hostProfile)
    .innerJoin(user, eq(user.id, hostProfile.userId))
    .where(eq(hostProfile.userId, hostUserId))
    .limit(1);
  if (host) {
    const content = postingsPausedEmail({
      locale: await userLocale(tx, hostUserId),
      appUrl: deps.appUrl,
      name: host.firstName,
      planName: text.tiers[subscriptionTier],
      max: maxJobs,
      places,
    });
    await deps.mailer.enqueue(tx, { to: host.email, kind: 'postings-paused', ...content });
  }
  return extra.length;
}
