// The turnovers wing's shared reads, named once: the job as a turnover change needs it, the team in
// order and its primary, a turnover under lock, a cleaner's name, the host's own job and the
// cleaner's assigned turnover. Every verb of the wing (and the features beside it) reads through here.
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { errors as apiErrors } from '@core/messages/en/errors';
import { fullName } from '@core/names';
import { primaryOf as firstOf } from '@core/team';
import type { Queryable, Tx } from '../../db/client';
import { cleanerProfile, job, jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnActiveJob, ownJobNotFound } from '../../policies/job-ownership';
import { assignedTo, type Viewer } from './policy';

export type TurnoverRecord = typeof turnover.$inferSelect;

/** The job as turnover changes need it. */
export type TurnoverJob = {
  id: string;
  hostUserId: string;
  propertyAddress: string | null;
  city: string;
  state: string;
  paymentPerTurnover: number;
  timeZone: string;
};

const jobColumns = {
  id: job.id,
  hostUserId: job.hostUserId,
  propertyAddress: job.propertyAddress,
  city: job.city,
  state: job.state,
  paymentPerTurnover: job.paymentPerTurnover,
  timeZone: job.timeZone,
};

export async function loadTurnoverJob(q: Queryable, jobId: string): Promise<TurnoverJob | undefined> {
  const [row] = await q.select(jobColumns).from(job).where(eq(job.id, jobId)).limit(1);
  return row;
}

/** An offer settling made: to whom, which, and until when. */
export type NewOffer = { cleanerUserId: string; offerId: string; deadlineAt: Date };

/** What settling a turnover's cover did (chain.ts settleCover). */
export type CoverOutcome = {
  turnover: TurnoverRecord;
  /** The member it is now offered to (a new offer), or null; the first of `offers` when asked together. */
  offerId: string | null;
  offeredTo: string | null;
  deadlineAt: Date | null;
  /** Every new offer (issue 37: several when the rest of the team is asked together). */
  offers?: NewOffer[];
  /** Issue 37: the new offers went to everyone left on the team at once, the first to confirm takes it. */
  askedTogether?: boolean;
  /** The cleaner whose open offer was withdrawn because someone else comes first now. */
  passedFrom: string | null;
  /** The chain ran out just now. */
  becameUnfilled: boolean;
};

/** The new offers of an outcome (one, several asked together, or none). */
export function newOffers(o: CoverOutcome): NewOffer[] {
  if (o.offers) return o.offers;
  return o.offeredTo && o.offerId && o.deadlineAt
    ? [{ cleanerUserId: o.offeredTo, offerId: o.offerId, deadlineAt: o.deadlineAt }]
    : [];
}

/** The job's live team members' ids in order (the primary first). */
export async function teamOrder(q: Queryable, jobId: string): Promise<string[]> {
  const rows = await q
    .select({ id: jobTeamMember.cleanerUserId })
    .from(jobTeamMember)
    .where(and(eq(jobTeamMember.jobId, jobId), isNull(jobTeamMember.removedAt)))
    .orderBy(asc(jobTeamMember.position));
  return rows.map((r) => r.id);
}

/** The team's primary's id (core/team.ts primaryOf: the first live member), or null while the team is empty. */
export async function primaryOf(q: Queryable, jobId: string): Promise<string | null> {
  return firstOf(await teamOrder(q, jobId));
}

/**
 * The cleaner a job's turnovers go to: the team's primary (issue 17; new hires join the end, so the
 * first hired until the host reorders), with their name. Null while the team is empty.
 */
export async function hiredCleanerOf(
  q: Queryable,
  jobId: string,
): Promise<{ userId: string; firstName: string; lastName: string } | null> {
  const userId = await primaryOf(q, jobId);
  if (!userId) return null;
  const [c] = await q
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return c ? { userId, ...c } : null;
}

/** Removed from the job's team and not back on it. (A nearby cleaner who took an open turnover never was on it.) */
export async function removedFromTeam(q: Queryable, jobId: string, cleanerUserId: string): Promise<boolean> {
  const rows = await q
    .select({ removedAt: jobTeamMember.removedAt })
    .from(jobTeamMember)
    .where(and(eq(jobTeamMember.jobId, jobId), eq(jobTeamMember.cleanerUserId, cleanerUserId)));
  return rows.length > 0 && rows.every((r) => r.removedAt !== null);
}

/** A turnover locked for a change (null when it is gone). */
export async function lockTurnover(tx: Tx, turnoverId: string): Promise<TurnoverRecord | null> {
  const [row] = await tx.select().from(turnover).where(eq(turnover.id, turnoverId)).limit(1).for('update');
  return row ?? null;
}

/** "Ana Alvarez", or '' for nobody. */
export async function cleanerName(q: Queryable, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [c] = await q
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return c ? fullName(c.firstName, c.lastName) : '';
}

/** The host's own active job, locked when asked; one they deleted is 410 JOB_DELETED, anything else 404. */
export async function ownJob(q: Queryable, hostUserId: string, jobId: string, lock = false) {
  const row = await findOwnActiveJob(q, hostUserId, jobId, { lock });
  if (row) return row;
  await assertOwnJobNotDeleted(q, hostUserId, jobId);
  throw ownJobNotFound();
}

/**
 * The turnover assigned to the cleaner, of an active job (policy.ts assignedTo), locked when asked;
 * undefined when there is none.
 */
export async function assignedTurnover(
  q: Queryable,
  cleanerUserId: string,
  turnoverId: string,
  lock: boolean,
): Promise<TurnoverRecord | undefined> {
  const query = q
    .select({ t: turnover })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(assignedTo(cleanerUserId, turnoverId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: turnover }) : await query;
  return row?.t;
}

export const jobDeleted = () => new AppError('JOB_DELETED', apiErrors.turnovers.jobDeleted);

/**
 * For a page or link that found no live turnover: when it is one of a deleted job that `viewer`
 * had (its host, or a cleaner it was assigned or offered to), throws 410 JOB_DELETED, so they read
 * why it is gone. Anyone else falls through to the caller's 404: ids still reveal nothing.
 */
export async function assertTurnoverJobNotDeleted(q: Queryable, turnoverId: string, viewer: Viewer): Promise<void> {
  const had =
    viewer.role === 'host'
      ? eq(job.hostUserId, viewer.userId)
      : or(
          eq(turnover.assignedCleanerUserId, viewer.userId),
          inArray(
            turnover.id,
            q
              .select({ id: turnoverOffer.turnoverId })
              .from(turnoverOffer)
              .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.cleanerUserId, viewer.userId))),
          ),
        );
  const [row] = await q
    .select({ id: turnover.id })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(and(eq(turnover.id, turnoverId), eq(job.status, 'deleted'), had))
    .limit(1);
  if (row) throw jobDeleted();
}

/** The same for the host's pages about one job's turnovers (the list, the calendar feed link). */
export async function assertOwnJobNotDeleted(q: Queryable, hostUserId: string, jobId: string): Promise<void> {
  const [row] = await q
    .select({ id: job.id })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.hostUserId, hostUserId), eq(job.status, 'deleted')))
    .limit(1);
  if (row) throw new AppError('JOB_DELETED', apiErrors.turnovers.jobDeletedTurnovers);
}
