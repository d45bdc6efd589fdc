// The cleaner's answers to a turnover (issues 16, 17): 'Confirm', "Can't make it" and, once
// confirmed, 'Cancel'. Each locks the turnover, records the answer, and hands a "no" to the chain
// (chain.ts), which tells everyone through messages.ts.
import { and, desc, eq } from 'drizzle-orm';
import { errors as apiErrors } from '@core/messages/en/errors';
import { isLateCancellation } from '@core/offers';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { isLive } from '@core/turnovers';
import type { Tx } from '../../db/client';
import { turnover, turnoverOffer } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { cancelWork } from '../../work/schedule';
import { appendSystemLine } from '../messages';
import { countReliabilityEvent, countReliabilityEvents } from '../reliability';
import { passOn } from './chain';
import { tellConfirmed, tellGivenToAnother, type TurnoverMailDeps } from './messages';
import { assignedTurnover, loadTurnoverJob } from './reads';
import { setTurnoverStatus } from './status';
import { presentAnswered, presentOne } from './views';

const e = apiErrors.turnovers;

const turnoverNotFound = () => notFound(e.turnoverNotFound);

/**
 * A turnover assigned to the cleaner, or one once offered to them (a second tab answering after
 * the first declined it away: that gets "already answered", not "not found"), locked for their
 * answer; anything else is not found.
 */
async function lockAssigned(tx: Tx, cleanerUserId: string, turnoverId: string) {
  const found = await assignedTurnover(tx, cleanerUserId, turnoverId, true);
  if (found) return found;
  const [offered] = await tx
    .select({ id: turnoverOffer.turnoverId })
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.cleanerUserId, cleanerUserId)))
    .limit(1);
  if (!offered) throw turnoverNotFound();
  const [t] = await tx.select().from(turnover).where(eq(turnover.id, offered.id)).limit(1).for('update');
  if (!t) throw turnoverNotFound();
  return t;
}

/**
 * 'Confirm' or "Can't make it" on a turnover offered to the cleaner. The turnover row is locked, so
 * concurrent answers (and a deadline passing) give one outcome; a second answer, or one to a
 * cancelled or past turnover, is a 409 with its own code. A confirmation assigns it (and, when the
 * team was asked together, withdraws the others' offers: they are told it went to another cleaner); a decline
 * passes it to the next team member or leaves it unfilled (chain.ts), and the host is told either way.
 */
export async function answerTurnover(
  tx: Tx,
  /** `offerId`: answering one particular offer (an email's button); a later offer of the turnover is another question. */
  input: {
    cleanerUserId: string;
    turnoverId: string;
    answer: 'confirm' | 'decline';
    reason?: string;
    offerId?: string;
  },
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const t = await lockAssigned(tx, input.cleanerUserId, input.turnoverId);
  if (!isLive(t.status) || t.startsAt <= now) throw new AppError('TURNOVER_NOT_OPEN', e.notOpen);
  const [latest] = await tx
    .select()
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, t.id), eq(turnoverOffer.cleanerUserId, input.cleanerUserId)))
    .orderBy(desc(turnoverOffer.createdAt), desc(turnoverOffer.id))
    .limit(1);
  // Asked together and another cleaner confirmed first (issue 37): say so, not "not offered".
  if (latest?.status === 'withdrawn' && latest.askedTogether && t.status === 'confirmed')
    throw new AppError('TURNOVER_NOT_OPEN', e.givenToAnother);
  if (
    !latest ||
    latest.status === 'withdrawn' ||
    latest.status === 'expired' ||
    (input.offerId && latest.id !== input.offerId)
  )
    throw new AppError('TURNOVER_NOT_OPEN', e.notOffered);
  if (latest.status !== 'offered') throw new AppError('TURNOVER_ALREADY_ANSWERED', e.alreadyAnswered);
  // The deadline may have passed with the runner not there yet: a late answer is refused the same way.
  if (latest.deadlineAt && latest.deadlineAt <= now) throw new AppError('TURNOVER_NOT_OPEN', e.offerExpired);

  const confirm = input.answer === 'confirm';
  const [answered] = await tx
    .update(turnoverOffer)
    .set({
      status: confirm ? 'confirmed' : 'declined',
      answeredAt: now,
      reason: confirm ? null : (input.reason ?? null),
    })
    .where(and(eq(turnoverOffer.id, latest.id), eq(turnoverOffer.status, 'offered')))
    .returning();
  if (!answered) throw new AppError('TURNOVER_ALREADY_ANSWERED', e.alreadyAnswered);
  // Issue 39: an answer before the deadline, on the cleaner's record.
  await countReliabilityEvent(tx, {
    userId: input.cleanerUserId,
    event: confirm ? 'offer_confirmed' : 'offer_declined',
    at: now,
  });
  if (!confirm) {
    await passOn(
      tx,
      { turnover: t, fromCleanerUserId: input.cleanerUserId, why: 'declined', reason: input.reason ?? null },
      now,
      deps,
    );
    // No longer theirs: they see what they answered, not the turnover's new cleaner.
    return presentAnswered(tx, t.id, input.cleanerUserId);
  }
  if (t.status === 'scheduled')
    await setTurnoverStatus(tx, t, 'confirmed', { unfilledAt: null, assignedCleanerUserId: input.cleanerUserId });
  // Asked together (issue 37): the first to confirm takes it; the others' offers are withdrawn, under this lock.
  const others = await tx
    .update(turnoverOffer)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(turnoverOffer.turnoverId, t.id), eq(turnoverOffer.status, 'offered')))
    .returning({ cleanerUserId: turnoverOffer.cleanerUserId });
  await cancelWork(tx, 'offer-deadline', t.id);
  await appendSystemLine(tx, {
    jobId: t.jobId,
    turnoverId: t.id,
    cleanerUserId: input.cleanerUserId,
    event: 'confirmed',
  });
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  await tellConfirmed(tx, tj, t, input.cleanerUserId);
  if (others.length)
    await tellGivenToAnother(
      tx,
      tj,
      t,
      others.map((o) => o.cleanerUserId),
      deps,
    );
  return presentOne(tx, t.id, { userId: input.cleanerUserId, role: 'cleaner' });
}

/**
 * 'Cancel' by the confirmed cleaner: the turnover goes back into the chain from the next member (or
 * is unfilled) and the host is told; less than 24 hours ahead it is recorded as a late cancellation.
 */
export async function cancelByCleaner(
  tx: Tx,
  input: { cleanerUserId: string; turnoverId: string; reason?: string },
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const t = await lockAssigned(tx, input.cleanerUserId, input.turnoverId);
  if (t.status !== 'confirmed' || t.startsAt <= now) throw new AppError('TURNOVER_NOT_OPEN', e.notConfirmed);
  const late = isLateCancellation(t.startsAt, now);
  const cancelled = await tx
    .update(turnoverOffer)
    .set({ status: 'cancelled', late, answeredAt: now, reason: input.reason ?? null })
    .where(
      and(
        eq(turnoverOffer.turnoverId, t.id),
        eq(turnoverOffer.cleanerUserId, input.cleanerUserId),
        eq(turnoverOffer.status, 'confirmed'),
      ),
    )
    .returning({ id: turnoverOffer.id });
  // Issue 39: confirmed, then cancelled (and under 24 hours), on the cleaner's record.
  if (cancelled.length)
    await countReliabilityEvents(tx, [
      { userId: input.cleanerUserId, event: 'confirmed_cancelled', at: now },
      ...(late ? [{ userId: input.cleanerUserId, event: 'confirmed_cancelled_late' as const, at: now }] : []),
    ]);
  const [reopened] = await setTurnoverStatus(tx, t, 'scheduled');
  await passOn(
    tx,
    {
      turnover: reopened!,
      fromCleanerUserId: input.cleanerUserId,
      why: 'cancelled',
      late,
      reason: input.reason ?? null,
    },
    now,
    deps,
  );
  return presentAnswered(tx, t.id, input.cleanerUserId);
}
