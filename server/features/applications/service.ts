// A cleaner applies to a job, once, and reads back their own applications.
import { userLocale } from '../../i18n/locale';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { cleaner as text } from '@core/messages/en/cleaner';
import { notifications as notificationText } from '@core/messages/en/notifications';
import { format } from '@core/messages/format';
import { firstNameLastInitial } from '@core/names';
import { fullAddress } from '@core/places';
import { UserIdField } from '@core/schemas/applications';
import { pgErrorCode, type Queryable } from '../../db/client';
import { application, cleanerProfile, hostProfile, job, notification } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import { newApplicantEmail } from '../../email/templates';
import { AppError } from '../../errors';
import { createNotification } from '../notifications';
import { presentMyApplication } from './presenter';

const v = text.applicationValidation;

/** What telling the host needs: every caller passes them (a benchmark or test builds its own mailer). */
export type ApplyDeps = { mailer: Mailer; appUrl: string };

/**
 * Inserts the application in one statement that only finds the job while it is open (active and not
 * paused by a plan's limit, which answers its own error). The unique
 * index on (job_id, cleaner_user_id) is what guarantees one application per cleaner and job, even
 * for many concurrent requests: the losers get 23505 and answer 409.
 * In the same transaction the host gets a notification and an outbox email (spec §7
 * notify-host-new-applicant): the outbox delivers later, so a mail failure never fails an application.
 */
export async function applyToJob(q: Queryable, input: { cleanerUserId: string; jobId: string }, deps: ApplyDeps) {
  const userId = UserIdField.safeParse(input.cleanerUserId);
  if (!userId.success)
    throw new AppError('VALIDATION_FAILED', userId.error.issues[0]!.message, {
      userId: userId.error.issues[0]!.message,
    });
  try {
    const result = await q.transaction(async (tx) => {
      const inserted = await tx
        .insert(application)
        .select(
          tx
            .select({
              id: sql`gen_random_uuid()`.as('id'),
              jobId: job.id,
              cleanerUserId: sql`${userId.data}::uuid`.as('cleaner_user_id'),
              status: sql`'pending'`.as('status'),
              appliedAt: sql`now()`.as('applied_at'),
              updatedAt: sql`now()`.as('updated_at'),
            })
            .from(job)
            .where(and(eq(job.id, input.jobId), eq(job.status, 'active'), isNull(job.pausedAt))),
        )
        .returning();
      const row = inserted[0];
      if (!row) {
        const [paused] = await tx
          .select({ id: job.id })
          .from(job)
          .where(and(eq(job.id, input.jobId), eq(job.status, 'active')))
          .limit(1);
        throw paused
          ? new AppError('JOB_PAUSED', text.apply.jobPaused)
          : new AppError('JOB_NOT_AVAILABLE', text.apply.jobNotFound);
      }
      await tellHost(tx, deps, { applicationId: row.id, jobId: row.jobId, cleanerUserId: userId.data });
      return { id: row.id, jobId: row.jobId, status: row.status, appliedAt: row.appliedAt.toISOString() };
    });
    void deps.mailer.kick();
    return result;
  } catch (err) {
    switch (pgErrorCode(err)) {
      case '23505':
        throw new AppError('ALREADY_APPLIED', text.apply.alreadyAppliedDescription);
      case '23503': // the cleaner profile vanished under us
        throw new AppError('JOB_NOT_AVAILABLE', text.apply.jobNotFound);
      case '22P02':
        throw new AppError('VALIDATION_FAILED', v.jobIdDbFormat, { jobId: v.jobIdDbFormat });
      default:
        throw err;
    }
  }
}

async function tellHost(
  tx: Queryable,
  deps: ApplyDeps,
  a: { applicationId: string; jobId: string; cleanerUserId: string },
) {
  const [found] = await tx
    .select({
      hostUserId: job.hostUserId,
      city: job.city,
      state: job.state,
      propertyAddress: job.propertyAddress,
      hostEmail: hostProfile.email,
      hostFirstName: hostProfile.firstName,
      cleanerFirstName: cleanerProfile.firstName,
      cleanerLastName: cleanerProfile.lastName,
    })
    .from(job)
    .leftJoin(hostProfile, eq(hostProfile.userId, job.hostUserId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, a.cleanerUserId))
    .where(eq(job.id, a.jobId))
    .limit(1);
  if (!found) return;
  // The host sees a display name only: the plan decides later whether they see more.
  const cleanerName = firstNameLastInitial(
    found.cleanerFirstName,
    found.cleanerLastName,
    notificationText.newApplication.someCleaner,
  );
  const params = { cleaner: cleanerName, city: found.city, state: found.state };
  await createNotification(tx, {
    userId: found.hostUserId,
    type: 'job_application',
    title: notificationText.newApplication.title,
    message: format(notificationText.newApplication.message, params),
    data: { job_id: a.jobId, application_id: a.applicationId },
  });
  if (found.hostEmail) {
    const place = fullAddress(found);
    const content = newApplicantEmail({
      locale: await userLocale(tx, found.hostUserId),
      appUrl: deps.appUrl,
      hostFirstName: found.hostFirstName ?? '',
      cleanerName,
      place,
      city: found.city,
      state: found.state,
      jobId: a.jobId,
    });
    await deps.mailer.enqueue(tx, { to: found.hostEmail, kind: 'new-applicant', ...content });
  }
}

/** The cleaner's own applications, newest first, with the job and the host as the cleaner may see them. */
export async function listMyApplications(q: Queryable, cleanerUserId: string) {
  const rows = await q
    .select({
      id: application.id,
      status: application.status,
      appliedAt: application.appliedAt,
      job: {
        id: job.id,
        propertyAddress: job.propertyAddress,
        city: job.city,
        state: job.state,
        bedrooms: job.bedrooms,
        bathrooms: job.bathrooms,
        squareFootage: job.squareFootage,
        paymentPerTurnover: job.paymentPerTurnover,
      },
      hostFirstName: hostProfile.firstName,
      hostLastName: hostProfile.lastName,
      hostTier: hostProfile.subscriptionTier,
      rejectionHeld: sql<boolean>`exists (select 1 from ${notification} n where n.user_id = ${application.cleanerUserId} and n.publish_at is not null and n.data->>'application_id' = ${application.id}::text and n.data->>'kind' = 'not_selected')`,
    })
    .from(application)
    .innerJoin(job, eq(job.id, application.jobId))
    .leftJoin(hostProfile, eq(hostProfile.userId, job.hostUserId))
    .where(eq(application.cleanerUserId, cleanerUserId))
    .orderBy(desc(application.appliedAt), desc(application.id));
  return rows.map((r) =>
    presentMyApplication({
      id: r.id,
      status: r.status,
      rejectionHeld: r.rejectionHeld,
      appliedAt: r.appliedAt,
      job: r.job,
      host:
        r.hostFirstName !== null && r.hostLastName !== null
          ? { firstName: r.hostFirstName, lastName: r.hostLastName, subscriptionTier: r.hostTier ?? 'free' }
          : null,
    }),
  );
}
