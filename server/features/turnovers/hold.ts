// Offers wait for the host (issue 37): a change to a job's team holds its offers for
// OFFER_GRACE_MINUTES (core/team.ts), so the host can finish setting the team before anyone is
// offered anything. While held, the chain (chain.ts settleCover) makes no offer and takes none back,
// and turnovers made meanwhile (by hand or by a calendar sync) wait unassigned. send-offers.ts lifts it.
import { eq } from 'drizzle-orm';
import { offersHeld, offersHeldUntil } from '@core/team';
import type { Queryable, Tx } from '../../db/client';
import { job } from '../../db/schema';
import { scheduleWork } from '../../work/schedule';

/** Whether the job's offers wait at `now` for the host's 'Send offers' (or the grace to run out). */
export async function jobOffersHeld(q: Queryable, jobId: string, now: Date): Promise<boolean> {
  const [row] = await q.select({ until: job.offersHeldUntil }).from(job).where(eq(job.id, jobId)).limit(1);
  return offersHeld(row?.until ?? null, now);
}

/**
 * A team change at `now`: the job's offers wait a full grace from now (a hold already running starts
 * again), and the grace's end is scheduled work ('team-offers', one item per job, moved by each
 * change). The caller holds the job's lock.
 */
export async function holdOffers(tx: Tx, jobId: string, now: Date): Promise<Date> {
  const until = offersHeldUntil(now);
  await tx.update(job).set({ offersHeldUntil: until }).where(eq(job.id, jobId));
  await scheduleWork(tx, { kind: 'team-offers', subjectId: jobId, dueAt: until });
  return until;
}
