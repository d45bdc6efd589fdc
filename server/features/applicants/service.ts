// A host's applicants (spec §2, §4, §6): read them as the plan allows, and move an application
// along the status graph. Every query goes through the job's host_user_id, so another host's job
// or application is simply not found.
import { userLocale } from '../../i18n/locale';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { nextStatus, statusLabel, type ApplicationAction } from '@core/application-status';
import { format } from '@core/messages/format';
import { placeName } from '@core/places';
import { isPaidTier } from '@core/plans';
import { applicants as text } from '@core/messages/en/applicants';
import type { ApplicantsResponse, UpdateApplicationStatusResponse } from '@core/schemas/applicants';
import type { ApplicationStatus } from '@core/schemas/applications';
import type { Queryable, Tx } from '../../db/client';
import { application, cleanerProfile, hostProfile, job, jobTeamMember } from '../../db/schema';
import { hiredEmail } from '../../email/templates';
import { AppError, notFound } from '../../errors';
import { createNotification, hasNotificationOfKind, withdrawPendingNotifications } from '../notifications';
import { joinTeamOnHire } from '../team';
import type { TurnoverMailDeps } from '../turnovers';
import { hostOwnsJob, hostOwnsJobs, ownJobNotFound } from '../../policies/job-ownership';
import { applyApplicantVisibility } from './policy';
import { recordFields, recordRowJoin, recordsFromRows, type PackedRecord } from '../reliability';
import { countApplicants, presentJobApplicants, type ApplicantRow } from './presenter';

async function hostIsPaid(q: Queryable, hostUserId: string): Promise<boolean> {
  const [plan] = await q
    .select({ tier: hostProfile.subscriptionTier })
    .from(hostProfile)
    .where(eq(hostProfile.userId, hostUserId))
    .limit(1);
  return isPaidTier(plan?.tier);
}

/**
 * The host's active jobs (all, or the one `jobId`) with their applicants. A `jobId` that is not
 * one of the host's active jobs is 404, whoever owns it.
 */
export async function listApplicants(
  q: Queryable,
  hostUserId: string,
  /** `records: false`: the page without the reliability record (bench/applicant-records.ts compares the two). */
  options: { jobId?: string; now?: Date; records?: boolean } = {},
): Promise<ApplicantsResponse> {
  const jobs = await q
    .select({
      id: job.id,
      propertyAddress: job.propertyAddress,
      city: job.city,
      state: job.state,
      latitude: job.latitude,
      longitude: job.longitude,
    })
    .from(job)
    .where(options.jobId ? hostOwnsJob(hostUserId, options.jobId) : hostOwnsJobs(hostUserId))
    .orderBy(desc(job.createdAt), desc(job.id));
  if (options.jobId && jobs.length === 0) throw ownJobNotFound();

  const paid = await hostIsPaid(q, hostUserId);
  const profile = profileLookup(q);
  const ofJobs = inArray(
    application.jobId,
    jobs.map((j) => j.id),
  );
  // Issue 39: each applicant's reliability record row, by its primary key, in the same query (the
  // page without the records, `records: false`, is the bench's yardstick).
  const withRecords = options.records !== false;
  const rows: (ApplicantRow & { record?: Omit<PackedRecord, 'userId'> | null })[] =
    jobs.length === 0
      ? []
      : withRecords
        ? await q
            .select({ ...applicantFields(profile), record: recordFields })
            .from(application)
            .innerJoinLateral(profile, sql`true`)
            .leftJoin(recordRowJoin(application.cleanerUserId), sql`true`)
            .where(ofJobs)
            .orderBy(asc(application.appliedAt))
        : await q
            .select(applicantFields(profile))
            .from(application)
            .innerJoinLateral(profile, sql`true`)
            .where(ofJobs)
            .orderBy(asc(application.appliedAt));

  const byJob = new Map<string, ApplicantRow[]>();
  for (const r of rows) byJob.set(r.jobId, [...(byJob.get(r.jobId) ?? []), r]);
  const teams = await teamSizes(
    q,
    jobs.map((j) => j.id),
  );
  const records = withRecords
    ? await recordsFromRows(
        q,
        rows.map((r) => ({ userId: r.cleaner.userId, anchor: null, recent: null, total: null, ...r.record })),
        options.now,
      )
    : new Map();
  const perJob = jobs.map((j) => presentJobApplicants(j, byJob.get(j.id) ?? [], paid, teams.get(j.id) ?? 0, records));
  return { paid, jobs: perJob, counts: countApplicants(perJob.flatMap((j) => j.applicants)) };
}

/**
 * Each application's cleaner through a LATERAL lookup with LIMIT 1: the planner must then use the
 * primary key once per application. As a plain join it estimated 200 key lookups dearer than
 * hashing the whole cleaner_profiles table, and read all 20,000 profiles for every page view
 * (15 ms instead of 1 ms at the benchmark's size; bench/results.md).
 */
function profileLookup(q: Queryable) {
  return q
    .select({
      isHighlighted: cleanerProfile.isHighlighted,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      city: cleanerProfile.city,
      state: cleanerProfile.state,
      experienceYears: cleanerProfile.experienceYears,
      rating: cleanerProfile.rating,
      availability: cleanerProfile.availability,
      bio: cleanerProfile.bio,
      email: cleanerProfile.email,
      phone: cleanerProfile.phone,
      latitude: cleanerProfile.latitude,
      longitude: cleanerProfile.longitude,
    })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, application.cleanerUserId))
    .limit(1)
    .as('profile');
}

/** What the page reads of each application and its cleaner (`profile`: profileLookup's). */
function applicantFields(profile: ReturnType<typeof profileLookup>) {
  return {
    id: application.id,
    jobId: application.jobId,
    status: application.status,
    appliedAt: application.appliedAt,
    isHighlighted: profile.isHighlighted,
    cleaner: {
      userId: application.cleanerUserId,
      firstName: profile.firstName,
      lastName: profile.lastName,
      city: profile.city,
      state: profile.state,
      experienceYears: profile.experienceYears,
      rating: profile.rating,
      availability: profile.availability,
      bio: profile.bio,
      email: profile.email,
      phone: profile.phone,
      latitude: profile.latitude,
      longitude: profile.longitude,
    },
  };
}

/** How many cleaners are on each job's team now: the Hire dialog says where the next hire joins it. */
async function teamSizes(q: Queryable, jobIds: string[]): Promise<Map<string, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await q
    .select({ jobId: jobTeamMember.jobId, members: count() })
    .from(jobTeamMember)
    .where(and(inArray(jobTeamMember.jobId, jobIds), isNull(jobTeamMember.removedAt)))
    .groupBy(jobTeamMember.jobId);
  return new Map(rows.map((r) => [r.jobId, r.members]));
}

/**
 * Moves one application along the status graph and tells the cleaner what matters to them, in the
 * caller's transaction.
 * The update only matches while the status is still the one the transition was checked from, so two
 * concurrent changes cannot together make a move the graph forbids.
 */
export async function setApplicationStatus(
  tx: Tx,
  input: {
    hostUserId: string;
    applicationId: string;
    action: ApplicationAction;
    /** How long 'not selected' waits for an undo. */
    graceSeconds: number;
    /** To email a newly hired cleaner (issue 37). */
    turnoverMail: TurnoverMailDeps;
    /** The app's time (the development clock where there is one): the hold on offers counts from it. */
    now?: Date;
  },
): Promise<UpdateApplicationStatusResponse> {
  const [found] = await tx
    .select({
      id: application.id,
      status: application.status,
      cleanerUserId: application.cleanerUserId,
      job: { id: job.id, propertyAddress: job.propertyAddress, city: job.city, state: job.state },
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .where(and(eq(application.id, input.applicationId), hostOwnsJobs(input.hostUserId)))
    .limit(1);
  if (!found) throw notFound(text.errors.applicationNotFound);

  if (!(await hostIsPaid(tx, input.hostUserId))) {
    const ranked = await tx
      .select({ id: application.id, appliedAt: application.appliedAt, isHighlighted: cleanerProfile.isHighlighted })
      .from(application)
      .innerJoin(cleanerProfile, eq(cleanerProfile.userId, application.cleanerUserId))
      .where(eq(application.jobId, found.job.id));
    const mine = applyApplicantVisibility(ranked, false).find(({ row }) => row.id === found.id);
    if (!mine || mine.locked) throw new AppError('APPLICANT_LOCKED', text.errors.locked);
  }

  const to = nextStatus(found.status, input.action);
  if (!to) {
    throw new AppError(
      'INVALID_TRANSITION',
      format(text.errors.invalidTransition, {
        status: statusLabel(found.status),
        action: text.errors.actionPastTense[input.action],
      }),
    );
  }

  const [updated] = await tx
    .update(application)
    .set({ status: to })
    .where(and(eq(application.id, found.id), eq(application.status, found.status)))
    .returning({ id: application.id, jobId: application.jobId, status: application.status });
  if (!updated) throw new AppError('CONFLICT', text.errors.changedMeanwhile);

  await tellCleaner(tx, {
    cleanerUserId: found.cleanerUserId,
    applicationId: found.id,
    job: found.job,
    from: found.status,
    to,
    graceSeconds: input.graceSeconds,
  });
  if (to === 'accepted') {
    // Issue 17: a hire joins the end of the job's team. Issue 37: the job's offers then wait for
    // the host's 'Send offers' (or the grace), so the host can set the team's order first.
    const position = await joinTeamOnHire(tx, found.job.id, found.cleanerUserId, input.now ?? new Date());
    await emailHired(tx, { cleanerUserId: found.cleanerUserId, job: found.job, position }, input.turnoverMail);
  }
  return updated;
}

/** The "You're hired" email (issue 37): where they join the team, and their schedule to watch. */
async function emailHired(
  tx: Tx,
  hire: { cleanerUserId: string; job: PlaceOf; position: number },
  deps: Pick<TurnoverMailDeps, 'mailer' | 'appUrl'>,
) {
  const [cleaner] = await tx
    .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, hire.cleanerUserId))
    .limit(1);
  if (!cleaner) return;
  const content = hiredEmail({
    locale: await userLocale(tx, hire.cleanerUserId),
    appUrl: deps.appUrl,
    name: cleaner.firstName,
    place: placeName(hire.job),
    position: hire.position,
  });
  await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'hired', ...content });
}

type PlaceOf = { id: string; propertyAddress: string | null; city: string; state: string };

/**
 * What the cleaner hears of a status change (issue 14): a hire at once; a rejection once, as 'not
 * selected', after `graceSeconds`, and withdrawn if the host undoes it first (un-reject or star).
 * Starring, contacting and un-rejecting are the host's private triage: no notification.
 */
async function tellCleaner(
  tx: Tx,
  c: {
    cleanerUserId: string;
    applicationId: string;
    job: PlaceOf;
    from: ApplicationStatus;
    to: ApplicationStatus;
    graceSeconds: number;
  },
) {
  const n = text.cleanerNotification;
  const data = { job_id: c.job.id, application_id: c.applicationId };
  if (c.from === 'rejected') {
    await withdrawPendingNotifications(tx, {
      userId: c.cleanerUserId,
      applicationId: c.applicationId,
      kind: 'not_selected',
    });
  }
  if (c.to === 'accepted') {
    await createNotification(tx, {
      userId: c.cleanerUserId,
      type: 'application_status',
      title: n.hiredTitle,
      message: format(n.hiredMessage, { place: placeName(c.job) }),
      data: { ...data, kind: 'hired' },
    });
  } else if (c.to === 'rejected') {
    // Once per application: a second rejection after an earlier one was published says nothing new.
    if (
      await hasNotificationOfKind(tx, { userId: c.cleanerUserId, applicationId: c.applicationId, kind: 'not_selected' })
    )
      return;
    await createNotification(tx, {
      userId: c.cleanerUserId,
      type: 'application_status',
      title: n.notSelectedTitle,
      message: format(n.notSelectedMessage, { place: placeName(c.job) }),
      data: { ...data, kind: 'not_selected' },
      delayMs: c.graceSeconds * 1000,
    });
  }
}
