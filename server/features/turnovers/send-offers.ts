// The end of a hold on a job's offers (issue 37, hold.ts): the host's 'Send offers', or the grace
// run out with no further change (scheduled work 'team-offers'). Either lifts the hold and settles
// every upcoming turnover of the job at once, so each is offered to the team in its final order.
import { eq } from 'drizzle-orm';
import { offersHeld } from '@core/team';
import type { Tx } from '../../db/client';
import { job } from '../../db/schema';
import { cancelWork, scheduleWork, type WorkItem } from '../../work/schedule';
import { settleJob } from './chain';
import type { TurnoverMailDeps } from './messages';
import type { CoverOutcome } from './reads';

/** Lifts the job's hold and settles its upcoming turnovers, telling each cleaner once. The caller holds the job's lock. */
export async function sendHeldOffers(
  tx: Tx,
  jobId: string,
  now: Date,
  deps: TurnoverMailDeps,
): Promise<CoverOutcome[]> {
  await tx.update(job).set({ offersHeldUntil: null }).where(eq(job.id, jobId));
  await cancelWork(tx, 'team-offers', jobId);
  return settleJob(tx, jobId, now, deps);
}

/**
 * Scheduled work 'team-offers' (subject: the job): the grace after the last team change has passed
 * without 'Send offers'. A run that finds the hold lifted (sent by hand), the job deleted, or the hold
 * moved later (a change raced this run) does nothing, or waits for the new time.
 */
export async function runTeamOffers(tx: Tx, item: WorkItem, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const [j] = await tx
    .select({ status: job.status, heldUntil: job.offersHeldUntil })
    .from(job)
    .where(eq(job.id, item.subjectId))
    .for('update');
  if (!j || j.status === 'deleted' || !j.heldUntil) return;
  if (offersHeld(j.heldUntil, now)) {
    await scheduleWork(tx, { kind: 'team-offers', subjectId: item.subjectId, dueAt: j.heldUntil });
    return;
  }
  await sendHeldOffers(tx, item.subjectId, now, deps);
}
