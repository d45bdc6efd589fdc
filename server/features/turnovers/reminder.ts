// Issue 38: scheduled work 'offer-reminder' (subject: the offer), made with each offer in offers.ts
// at half its answer time (core/offers.ts offerReminderAt): the cleaner of an offer still waiting on
// their answer gets a push that it is about to lapse. One item per offer, not per turnover: a new or
// re-sent offer is a new row with its own item, and an older offer's item finds it answered,
// withdrawn or lapsed and does nothing (nothing to cancel, as with the turnover watch, decision 039).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { turnoverOffer } from '../../db/schema';
import type { WorkItem } from '../../work/schedule';
import { remindOffer, type TurnoverMailDeps } from './messages';
import { loadTurnoverJob, lockTurnover } from './reads';
import { unlessJobDeleted } from './withdraw';

const offerOf = async (tx: Tx, offerId: string) =>
  (
    await tx
      .select({
        id: turnoverOffer.id,
        turnoverId: turnoverOffer.turnoverId,
        cleanerUserId: turnoverOffer.cleanerUserId,
        status: turnoverOffer.status,
        deadlineAt: turnoverOffer.deadlineAt,
      })
      .from(turnoverOffer)
      .where(eq(turnoverOffer.id, offerId))
      .limit(1)
  )[0];

/**
 * Reminds the offer's cleaner, if it still waits on them: open, its deadline still ahead, its
 * turnover still scheduled and not begun, its job not deleted. Read under the turnover's lock, so an
 * answer committing meanwhile is seen. A clock moved past the deadline (a server down, the
 * development clock) finds the deadline passed and sends nothing: the deadline's own item lapses the offer.
 */
export async function runOfferReminder(
  tx: Tx,
  item: WorkItem,
  now: Date,
  deps: Pick<TurnoverMailDeps, 'appUrl' | 'authSecret'>,
): Promise<void> {
  const made = await offerOf(tx, item.subjectId);
  if (!made) return;
  await unlessJobDeleted(tx, made.turnoverId, async () => {
    const t = await lockTurnover(tx, made.turnoverId);
    const offer = await offerOf(tx, made.id);
    if (!t || !offer || offer.status !== 'offered' || !offer.deadlineAt) return;
    if (offer.deadlineAt <= now || t.status !== 'scheduled' || t.startsAt <= now) return;
    const j = await loadTurnoverJob(tx, t.jobId);
    if (j) await remindOffer(tx, j, t, { ...offer, deadlineAt: offer.deadlineAt }, now, deps);
  });
}
