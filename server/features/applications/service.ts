// A cleaner applies to a job, once, and reads back their own applications.
import { and, desc, eq, sql } from 'drizzle-orm';
import { cleaner as text } from '../../../core/messages/en/cleaner';
import { UserIdField } from '../../../core/schemas/applications';
import { pgErrorCode, type Queryable } from '../../db/client';
import { application, hostProfile, job } from '../../db/schema';
import { AppError } from '../../errors';
import { presentMyApplication } from './presenter';

const v = text.applicationValidation;

/**
 * Inserts the application in one statement that only finds the job while it is active. The unique
 * index on (job_id, cleaner_user_id) is what guarantees one application per cleaner and job, even
 * for many concurrent requests: the losers get 23505 and answer 409.
 */
export async function applyToJob(q: Queryable, input: { cleanerUserId: string; jobId: string }) {
  const userId = UserIdField.safeParse(input.cleanerUserId);
  if (!userId.success) throw new AppError('VALIDATION_FAILED', userId.error.issues[0]!.message, { userId: userId.error.issues[0]!.message });
  try {
    const inserted = await q
      .insert(application)
      .select(
        q
          .select({
            id: sql`gen_random_uuid()`.as('id'),
            jobId: job.id,
            cleanerUserId: sql`${userId.data}::uuid`.as('cleaner_user_id'),
            status: sql`'pending'`.as('status'),
            appliedAt: sql`now()`.as('applied_at'),
            updatedAt: sql`now()`.as('updated_at'),
          })
          .from(job)
          .where(and(eq(job.id, input.jobId), eq(job.status, 'active'))),
      )
      .returning();
    const row = inserted[0];
    if (!row) throw new AppError('JOB_NOT_AVAILABLE', text.apply.jobNotFound);
    return { id: row.id, jobId: row.jobId, status: row.status, appliedAt: row.appliedAt.toISOString() };
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
      hostPaid: hostProfile.hasActiveSubscription,
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
      appliedAt: r.appliedAt,
      job: r.job,
      host: r.hostFirstName !== null && r.hostLastName !== null ? { firstName: r.hostFirstName, lastName: r.hostLastName, hasActiveSubscription: r.hostPaid ?? false } : null,
    }),
  );
}
