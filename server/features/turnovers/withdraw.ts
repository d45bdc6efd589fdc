// When a job or a team member is gone, their turnovers go too (issue 35, decision 033). Deleting a
// job cancels its live turnovers, their offers, requests and scheduled work, and tells each cleaner
// once; removing a member takes the turnovers they held (offered or confirmed, not begun) and passes
// them down the team through the chain's one decision point (chain.ts settleCover). Afterwards the
// pages and links about a deleted job's turnovers say it was deleted rather than "not found".
import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { turnoverDay } from '@core/turnover-text';
import { LIVE_TURNOVER_STATUSES } from '@core/turnovers';
import type { Queryable, Tx } from '../../db/client';
import { cleanerProfile, job, turnover, turnoverOffer, turnoverRequest } from '../../db/schema';
import { jobDeletedEmail } from '../../email/templates';
import { AppError } from '../../errors';
import { cancelWork } from '../../work/schedule';
import { createNotification } from '../notifications/service';
import { cleanerName, lockTurnover, settleCover, tellCoverChanges, type CoverOutcome } from './chain';
import { loadTurnoverJob, type TurnoverMailDeps } from './changes';
import { withdrawOffers } from './offers';
import type { Viewer } from './policy';

type TurnoverRecord = typeof turnover.$inferSelect;

/**
 * A deleted job's turnovers: every live one is cancelled (so the job keeps no live turnover), its
 * open offer withdrawn, its nearby cleaners' requests withdrawn, its deadline and re-alert dropped.
 * Each cleaner who had one still to come (confirmed or offered) gets one notification and one
 * email listing them. The caller has locked the job row (by marking it deleted).
 */
export async function endJobTurnovers(tx: Tx, jobId: string, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const rows = await tx
    .select()
    .from(turnover)
    .where(and(eq(turnover.jobId, jobId), inArray(turnover.status, LIVE_TURNOVER_STATUSES)))
    .orderBy(asc(turnover.startsAt))
    .for('update');
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  await tx
    .update(turnover)
    .set({ status: 'cancelled', cancelledAt: now, openedAt: null, autoAccept: false })
    .where(inArray(turnover.id, ids));
  await withdrawOffers(tx, ids, now);
  await tx
    .update(turnoverRequest)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(inArray(turnoverRequest.turnoverId, ids), eq(turnoverRequest.status, 'requested')));
  for (const id of ids) {
    await cancelWork(tx, 'offer-deadline', id);
    await cancelWork(tx, 'unfilled-realert', id);
  }
  // A past one nobody completed is cancelled silently: there is nothing left to go to.
  const byCleaner = new Map<string, TurnoverRecord[]>();
  for (const r of rows)
    if (r.assignedCleanerUserId && r.endsAt > now)
      byCleaner.set(r.assignedCleanerUserId, [...(byCleaner.get(r.assignedCleanerUserId) ?? []), r]);
  const j = await loadTurnoverJob(tx, jobId);
  if (!j || byCleaner.size === 0) return;
  const place = placeName(j);
  const m = text.ended;
  for (const [cleanerUserId, list] of byCleaner) {
    const [cleaner] = await tx
      .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, cleanerUserId))
      .limit(1);
    if (!cleaner) continue;
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      title: m.jobDeletedTitle,
      message: format(m.jobDeletedMessage, { place, dates: list.map((r) => turnoverDay(r.date)).join(', ') }),
      data: { job_id: jobId },
    });
    const content = jobDeletedEmail({
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      turnovers: list,
    });
    await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnovers-job-deleted', ...content });
  }
}

/**
 * 'Remove from team': the turnovers the removed cleaner held (offered or confirmed) and has not
 * begun are taken from them and settled again, so each goes to the next member who has not said no
 * (or is unfilled, and the host alerted, as any exhausted chain). Their offer or confirmation is
 * withdrawn: the host's choice counts against nobody (decision 015). A run already begun stays
 * theirs to finish. The cleaner hears once, listing them ("no longer yours"), the members who get
 * them as new offers, and the host once in the bell. Call after the member is marked removed.
 */
export async function takeTurnoversFrom(
  tx: Tx,
  input: { jobId: string; cleanerUserId: string },
  now: Date,
  deps: TurnoverMailDeps,
): Promise<CoverOutcome[]> {
  const held = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .where(
      and(
        eq(turnover.jobId, input.jobId),
        eq(turnover.assignedCleanerUserId, input.cleanerUserId),
        inArray(turnover.status, LIVE_TURNOVER_STATUSES),
        isNull(turnover.startedAt),
        gt(turnover.endsAt, now),
      ),
    )
    .orderBy(asc(turnover.startsAt));
  const outcomes: CoverOutcome[] = [];
  for (const { id } of held) {
    const t = await lockTurnover(tx, id);
    if (
      !t ||
      t.assignedCleanerUserId !== input.cleanerUserId ||
      t.startedAt ||
      !(LIVE_TURNOVER_STATUSES as readonly string[]).includes(t.status)
    )
      continue;
    await tx
      .update(turnoverOffer)
      .set({ status: 'withdrawn', answeredAt: now })
      .where(
        and(
          eq(turnoverOffer.turnoverId, t.id),
          eq(turnoverOffer.cleanerUserId, input.cleanerUserId),
          inArray(turnoverOffer.status, ['offered', 'confirmed']),
        ),
      );
    await cancelWork(tx, 'offer-deadline', t.id);
    // Unassigned first: settleCover gives it to the next member, or (inside its window already,
    // too late to ask anyone) leaves it with nobody rather than with the removed cleaner.
    const [reopened] = await tx
      .update(turnover)
      .set({ status: 'scheduled', assignedCleanerUserId: null })
      .where(eq(turnover.id, t.id))
      .returning();
    outcomes.push({ ...(await settleCover(tx, reopened!, now)), passedFrom: input.cleanerUserId });
  }
  if (outcomes.length === 0) return outcomes;
  const tj = (await loadTurnoverJob(tx, input.jobId))!;
  await tellCoverChanges(tx, tj, outcomes, deps);
  const m = text.ended;
  await createNotification(tx, {
    userId: tj.hostUserId,
    type: 'turnover_answered',
    title: m.memberRemovedTitle,
    message: format(m.memberRemovedMessage, {
      cleaner: await cleanerName(tx, input.cleanerUserId),
      place: placeName(tj),
      dates: outcomes.map((o) => turnoverDay(o.turnover.date)).join(', '),
    }),
    data: { job_id: tj.id, ...(outcomes.length === 1 ? { turnover_id: outcomes[0]!.turnover.id } : {}) },
  });
  return outcomes;
}

/**
 * Scheduled work about a turnover (an offer's deadline, an unfilled re-alert) runs only while its
 * job is live. Deleting the job drops that work, but a run may already hold its item: the job row
 * is locked (shared) before the handler locks the turnover, in the order deleting takes them, so
 * the run waits for a deletion in progress and then sees it. A turnover that is gone runs as before
 * (the handler finds nothing to do).
 */
export async function unlessJobDeleted(tx: Tx, turnoverId: string, run: () => Promise<void>): Promise<void> {
  const [of] = await tx.select({ jobId: turnover.jobId }).from(turnover).where(eq(turnover.id, turnoverId)).limit(1);
  if (of) {
    const [j] = await tx.select({ status: job.status }).from(job).where(eq(job.id, of.jobId)).for('share');
    if (j?.status !== 'active') return;
  }
  await run();
}

export const jobDeleted = () => new AppError('JOB_DELETED', text.errors.jobDeleted);

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
  if (row) throw new AppError('JOB_DELETED', text.errors.jobDeletedTurnovers);
}
