// The backup chain (issue 17): every upcoming scheduled turnover is either offered to one team
// member (with a deadline), to everyone left on the team at once close to its window (issue 37),
// or unfilled, and the host knows which. One function, settleCover, decides it for a locked
// turnover from the team's order and the turnover's offer history (core/offers.ts
// remainingInChain, asksTogether); every event that can change the answer calls it: a decline, a
// lapsed deadline, a cleaner cancelling, a team change, a hire. Deadlines and the second alert run
// as scheduled work (server/work), so they fire once whichever server is up.
import { and, asc, eq, gt, gte } from 'drizzle-orm';
import { asksTogether, remainingInChain, unfilledRealertAt, type PastOffer } from '@core/offers';
import type { Queryable, Tx } from '../../db/client';
import { turnover, turnoverOffer } from '../../db/schema';
import { cancelWork, scheduleWork, type WorkItem } from '../../work/schedule';
import { jobOffersHeld } from './hold';
import { appendSystemLine } from '../messages';
import { makeOffer, offerTogether, withdrawOffersById, withdrawOpenOffer } from './offers';
import { alertUnfilled, tellCoverChanges, tellPassedOn, type TurnoverMailDeps } from './messages';
import { loadTurnoverJob, lockTurnover, teamOrder, type CoverOutcome, type TurnoverRecord } from './reads';

/** The offers of the turnover's current round (since it last moved to another date, if it did). */
async function offerHistory(q: Queryable, t: Pick<TurnoverRecord, 'id' | 'chainStartedAt'>) {
  return q
    .select({
      id: turnoverOffer.id,
      cleanerUserId: turnoverOffer.cleanerUserId,
      status: turnoverOffer.status,
      deadlineAt: turnoverOffer.deadlineAt,
    })
    .from(turnoverOffer)
    .where(
      and(
        eq(turnoverOffer.turnoverId, t.id),
        t.chainStartedAt ? gte(turnoverOffer.createdAt, t.chainStartedAt) : undefined,
      ),
    )
    .orderBy(asc(turnoverOffer.createdAt), asc(turnoverOffer.id));
}

/**
 * Decides who a locked, upcoming, scheduled turnover is offered to: the first team member who has
 * not declined it, let it lapse or cancelled it. An open offer to that member stays; an open offer
 * to anyone else is withdrawn and a new one made; with nobody left the turnover is unfilled (its
 * host is alerted by the caller, and again 24 hours ahead). Close to the window (core/offers.ts
 * asksTogether) everyone left is asked at once instead, one open offer each, and the first to
 * confirm takes it (answers.ts). Anything else (confirmed, past, cancelled) is left as it is.
 * Idempotent: settling twice changes nothing the second time.
 */
export async function settleCover(
  tx: Tx,
  t: TurnoverRecord,
  now: Date,
  options: { evenIfHeld?: boolean } = {},
): Promise<CoverOutcome> {
  const outcome: CoverOutcome = {
    turnover: t,
    offeredTo: null,
    offerId: null,
    deadlineAt: null,
    passedFrom: null,
    becameUnfilled: false,
  };
  if (t.status !== 'scheduled' || t.startsAt <= now) return outcome;
  // Issue 37: while the host sets the team, nothing is offered or taken back (hold.ts).
  if (!options.evenIfHeld && (await jobOffersHeld(tx, t.jobId, now))) return outcome;
  const history = await offerHistory(tx, t);
  const open = history.filter((o) => o.status === 'offered');
  const remaining = remainingInChain(await teamOrder(tx, t.jobId), history as PastOffer[]);
  if (remaining.length > 1 && asksTogether(now, t.startsAt)) return askTogether(tx, t, outcome, open, remaining, now);
  const target = remaining[0] ?? null;
  const kept = open.find((o) => o.cleanerUserId === target);
  const others = open.filter((o) => o !== kept);
  if (kept) {
    // Down to one of a round asked together (the others said no): theirs to answer, nobody else's.
    if (others.length === 0) return outcome;
    await withdrawOffersById(
      tx,
      others.map((o) => o.id),
      now,
    );
    outcome.passedFrom = others[0]!.cleanerUserId;
    return outcome;
  }
  if (open[0]) outcome.passedFrom = open[0].cleanerUserId;
  if (target) {
    const offer = await makeOffer(tx, t, target, now);
    outcome.offeredTo = target;
    outcome.offerId = offer.offerId;
    outcome.deadlineAt = offer.deadlineAt;
    return outcome;
  }
  await withdrawOpenOffer(tx, t.id, now);
  await cancelWork(tx, 'offer-deadline', t.id);
  // An empty team is "no cleaner yet" (the page says hire one), not an exhausted chain.
  const exhausted = history.some((o) => o.status === 'declined' || o.status === 'expired' || o.status === 'cancelled');
  const becameUnfilled = exhausted && !t.unfilledAt;
  await tx
    .update(turnover)
    .set({ assignedCleanerUserId: null, ...(becameUnfilled ? { unfilledAt: now, unfilledAlertedAt: now } : {}) })
    .where(eq(turnover.id, t.id));
  if (becameUnfilled) {
    const realert = unfilledRealertAt(t.startsAt);
    if (realert > now) await scheduleWork(tx, { kind: 'unfilled-realert', subjectId: t.id, dueAt: realert });
  }
  outcome.becameUnfilled = becameUnfilled;
  return outcome;
}

/**
 * Issue 37: everyone left on the team gets an open offer of the turnover at once (those already
 * asked keep theirs); an open offer to someone no longer in the chain is withdrawn.
 */
async function askTogether(
  tx: Tx,
  t: TurnoverRecord,
  outcome: CoverOutcome,
  open: { id: string; cleanerUserId: string; deadlineAt: Date | null }[],
  remaining: string[],
  now: Date,
): Promise<CoverOutcome> {
  const stray = open.filter((o) => !remaining.includes(o.cleanerUserId));
  const missing = remaining.filter((id) => !open.some((o) => o.cleanerUserId === id));
  if (stray.length === 0 && missing.length === 0) return outcome;
  if (stray.length) {
    await withdrawOffersById(
      tx,
      stray.map((o) => o.id),
      now,
    );
    outcome.passedFrom = stray[0]!.cleanerUserId;
  }
  const kept = open.filter((o) => !stray.includes(o)).flatMap((o) => (o.deadlineAt ? [o.deadlineAt] : []));
  const made = await offerTogether(tx, t, missing, now, kept);
  outcome.offers = made;
  outcome.askedTogether = made.length > 0;
  if (made[0]) {
    outcome.offeredTo = made[0].cleanerUserId;
    outcome.offerId = made[0].offerId;
    outcome.deadlineAt = made[0].deadlineAt;
  }
  return outcome;
}

/** Settles every upcoming scheduled turnover of a job (after a team change or a hire) and tells everyone. */
export async function settleJob(tx: Tx, jobId: string, now: Date, deps: TurnoverMailDeps): Promise<CoverOutcome[]> {
  const ids = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .where(and(eq(turnover.jobId, jobId), eq(turnover.status, 'scheduled'), gt(turnover.startsAt, now)))
    .orderBy(asc(turnover.startsAt));
  const outcomes: CoverOutcome[] = [];
  for (const { id } of ids) {
    const t = await lockTurnover(tx, id);
    if (t) outcomes.push(await settleCover(tx, t, now));
  }
  const tj = await loadTurnoverJob(tx, jobId);
  if (tj) await tellCoverChanges(tx, tj, outcomes, deps);
  return outcomes;
}

/**
 * After a cleaner's "no" (a decline, or cancelling a confirmed turnover): the next member gets the
 * offer, or the turnover is unfilled. The host hears one thing: who it went to next, or the alert.
 */
export async function passOn(
  tx: Tx,
  input: {
    turnover: TurnoverRecord;
    fromCleanerUserId: string;
    why: 'declined' | 'cancelled';
    late?: boolean;
    reason?: string | null;
  },
  now: Date,
  deps: TurnoverMailDeps,
): Promise<CoverOutcome> {
  const t = (await lockTurnover(tx, input.turnover.id)) ?? input.turnover;
  // Issue 40: the "no" is told in their conversation before the next offer is.
  await appendSystemLine(tx, {
    jobId: t.jobId,
    turnoverId: t.id,
    cleanerUserId: input.fromCleanerUserId,
    event: input.why,
  });
  // A "no" moves on at once, even while the host is setting the team: the hold is there so a
  // reorder takes back nothing, not to keep a turnover nobody holds waiting.
  const outcome = await settleCover(tx, t, now, { evenIfHeld: true });
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  await tellPassedOn(tx, tj, { ...input, turnover: t }, outcome, deps);
  return outcome;
}

/** Scheduled work 'unfilled-realert': 24 hours ahead, a turnover still unfilled alerts its host again. */
export async function runUnfilledRealert(tx: Tx, item: WorkItem, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const t = await lockTurnover(tx, item.subjectId);
  if (!t || t.status !== 'scheduled' || !t.unfilledAt || t.assignedCleanerUserId || t.startsAt <= now) return;
  // Already alerted inside the last 24 hours (this run repeats one that committed): once is enough.
  if (t.unfilledAlertedAt && t.unfilledAlertedAt >= unfilledRealertAt(t.startsAt)) return;
  const tj = await loadTurnoverJob(tx, t.jobId);
  if (!tj) return;
  await tx.update(turnover).set({ unfilledAlertedAt: now }).where(eq(turnover.id, t.id));
  await alertUnfilled(tx, tj, [t], deps, 'again');
}
