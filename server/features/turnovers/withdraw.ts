// When a job or a team member is gone, their turnovers go too (issue 35, decision 033). Deleting a
// job cancels its live turnovers, their offers, requests and scheduled work, and tells each cleaner
// once; removing a member takes the turnovers they held (offered or confirmed, not begun) and passes
// them down the team through the chain's one decision point (chain.ts settleCover). (The pages and
// links about a deleted job's turnovers then say it was deleted: reads.ts assert...NotDeleted.)
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { isLive, LIVE_TURNOVER_STATUSES } from '@core/turnovers';
import type { Tx } from '../../db/client';
import { job, turnover, turnoverOffer, turnoverRequest } from '../../db/schema';
import { cancelWork } from '../../work/schedule';
import { settleCover } from './chain';
import { countHostCancellations } from './host-record';
import { tellJobDeleted, tellMemberRemoved, type TurnoverMailDeps } from './messages';
import { withdrawOffers } from './offers';
import { loadTurnoverJob, lockTurnover, type CoverOutcome, type TurnoverRecord } from './reads';
import { setTurnoverStatus } from './status';

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
  await setTurnoverStatus(tx, rows, 'cancelled', { cancelledAt: now, openedAt: null, autoAccept: false });
  const [owner] = await tx.select({ hostUserId: job.hostUserId }).from(job).where(eq(job.id, jobId)).limit(1);
  if (owner) await countHostCancellations(tx, owner.hostUserId, rows, now);
  await withdrawOffers(tx, ids, now);
  await tx
    .update(turnoverRequest)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(inArray(turnoverRequest.turnoverId, ids), eq(turnoverRequest.status, 'requested')));
  for (const id of ids) {
    await cancelWork(tx, 'offer-deadline', id);
    await cancelWork(tx, 'unfilled-realert', id);
    await cancelWork(tx, 'turnover-watch', id);
  }
  // A past one nobody completed is cancelled silently: there is nothing left to go to.
  const byCleaner = new Map<string, TurnoverRecord[]>();
  for (const r of rows)
    if (r.assignedCleanerUserId && r.endsAt > now)
      byCleaner.set(r.assignedCleanerUserId, [...(byCleaner.get(r.assignedCleanerUserId) ?? []), r]);
  const j = await loadTurnoverJob(tx, jobId);
  if (!j || byCleaner.size === 0) return;
  await tellJobDeleted(tx, j, byCleaner, deps);
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
    if (!t || t.assignedCleanerUserId !== input.cleanerUserId || t.startedAt || !isLive(t.status)) continue;
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
    const [reopened] = await setTurnoverStatus(tx, t, 'scheduled', { assignedCleanerUserId: null });
    // A confirmed one passes on at once even while the job's offers wait (issue 37): the host
    // counted on it being covered. An open offer waits with the others for 'Send offers'.
    const evenIfHeld = t.status === 'confirmed';
    outcomes.push({ ...(await settleCover(tx, reopened!, now, { evenIfHeld })), passedFrom: input.cleanerUserId });
  }
  if (outcomes.length === 0) return outcomes;
  const tj = (await loadTurnoverJob(tx, input.jobId))!;
  await tellMemberRemoved(tx, tj, input.cleanerUserId, outcomes, deps);
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
