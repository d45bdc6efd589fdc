// Issue 38: scheduled work 'offer-reminder' (subject: the offer), made with each offer in offers.ts
// at half its answer time (core/offers.ts offerReminderAt): the cleaner of an offer still waiting on
// their answer gets a push that it is about to lapse. One item per offer, not per turnover: a new or
// re-sent offer is a new row with its own item, and an older offer's item finds it answered,
// withdrawn or lapsed and does nothing (nothing to cancel, as with the turnover watch, decision 039).
// Offers made together (an import's hundreds, issue 35) come due together: the first of their items
// to run takes the others of the same cleaner and job, so the cleaner gets one push, not hundreds,
// and a clock moved past them all runs one transaction, not one per offer.
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { scheduledWork, turnover, turnoverOffer } from '../../db/schema';
import type { WorkItem } from '../../work/schedule';
import { remindOffers, type TurnoverMailDeps } from './messages';
import { loadTurnoverJob, lockTurnover, type TurnoverRecord } from './reads';
import { unlessJobDeleted } from './withdraw';

/** The most reminders one run takes besides its own; the rest keep their items and run next. */
const REMINDERS_PER_RUN = 500;

const offerColumns = {
  id: turnoverOffer.id,
  cleanerUserId: turnoverOffer.cleanerUserId,
  status: turnoverOffer.status,
  deadlineAt: turnoverOffer.deadlineAt,
};
type OfferRow = { id: string; cleanerUserId: string; status: string; deadlineAt: Date | null };

/** Still waiting on its cleaner: open, its deadline ahead, its turnover scheduled and not begun. */
const waiting = (o: OfferRow, t: TurnoverRecord, now: Date): o is OfferRow & { deadlineAt: Date } =>
  o.status === 'offered' && !!o.deadlineAt && o.deadlineAt > now && t.status === 'scheduled' && t.startsAt > now;

/**
 * Reminds the offer's cleaner, with every other reminder of theirs at this job that is due, of the
 * offers still waiting on them; the job not deleted. Read under the turnovers' locks, so an answer
 * committing meanwhile is seen (the offer's own turnover waited for; the others' skipped when
 * another transaction holds them, keeping their items). A clock moved past the deadline (a server
 * down, the development clock) finds the time up or the offer lapsed and sends nothing.
 */
export async function runOfferReminder(
  tx: Tx,
  item: WorkItem,
  now: Date,
  deps: Pick<TurnoverMailDeps, 'appUrl' | 'authSecret'>,
): Promise<void> {
  const [made] = await tx
    .select({ turnoverId: turnoverOffer.turnoverId, cleanerUserId: turnoverOffer.cleanerUserId, jobId: turnover.jobId })
    .from(turnoverOffer)
    .innerJoin(turnover, eq(turnover.id, turnoverOffer.turnoverId))
    .where(eq(turnoverOffer.id, item.subjectId))
    .limit(1);
  if (!made) return;
  await unlessJobDeleted(tx, made.turnoverId, async () => {
    const t = await lockTurnover(tx, made.turnoverId);
    const [offer] = await tx.select(offerColumns).from(turnoverOffer).where(eq(turnoverOffer.id, item.subjectId));
    const due = [
      ...(t && offer ? [{ offer, turnover: t }] : []),
      ...(await dueBeside(tx, { offerId: item.subjectId, cleanerUserId: made.cleanerUserId, jobId: made.jobId }, now)),
    ];
    const still = due.flatMap(({ offer: o, turnover: of }) =>
      waiting(o, of, now) ? [{ offer: o, turnover: of }] : [],
    );
    if (still.length === 0) return;
    const j = await loadTurnoverJob(tx, made.jobId);
    if (j) await remindOffers(tx, j, made.cleanerUserId, still, now, deps);
  });
}

/**
 * The cleaner's other reminders at the job that are due by `now`, their items taken (marked done,
 * as the runner marks the one it runs) and their turnovers locked. Items or turnovers another
 * transaction holds are skipped: they run on their own.
 */
async function dueBeside(tx: Tx, of: { offerId: string; cleanerUserId: string; jobId: string }, now: Date) {
  const rows = await tx
    .select({ workId: scheduledWork.id, offer: offerColumns, turnover })
    .from(scheduledWork)
    .innerJoin(turnoverOffer, eq(turnoverOffer.id, scheduledWork.subjectId))
    .innerJoin(turnover, eq(turnover.id, turnoverOffer.turnoverId))
    .where(
      and(
        eq(scheduledWork.kind, 'offer-reminder'),
        isNull(scheduledWork.doneAt),
        lte(scheduledWork.dueAt, now),
        ne(scheduledWork.subjectId, of.offerId),
        eq(turnoverOffer.cleanerUserId, of.cleanerUserId),
        eq(turnover.jobId, of.jobId),
      ),
    )
    .limit(REMINDERS_PER_RUN)
    .for('update', { of: [scheduledWork, turnover], skipLocked: true });
  if (rows.length)
    await tx
      .update(scheduledWork)
      .set({ doneAt: sql`now()`, leaseUntil: null })
      .where(
        inArray(
          scheduledWork.id,
          rows.map((r) => r.workId),
        ),
      );
  return rows;
}
