// Offers whose deadline passed (issue 17), as scheduled work 'offer-deadline' runs them (several
// of one turnover when its remaining team was asked together, issue 37). Offers made
// together (one import's hundreds) lapse together, so the run of one lapses every other offer of the
// same job that is due, and each person hears once (issue 35): the cleaners who let them lapse, the
// next cleaners offered them, and the host (who they went to, or the urgent alert for the unfilled).
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { turnover, turnoverOffer } from '../../db/schema';
import { scheduleWork, takeWork, type WorkItem } from '../../work/schedule';
import { appendSystemLines } from '../messages';
import { countReliabilityEvents } from '../reliability';
import { settleCover } from './chain';
import { tellCoverChanges, tellLapsed, type TurnoverMailDeps } from './messages';
import { loadTurnoverJob, lockTurnover, type CoverOutcome, type TurnoverRecord } from './reads';
/** A lapsed offer: its turnover (locked) and the cleaner who did not answer. */
type Lapse = { turnover: TurnoverRecord; offerId: string; cleanerUserId: string };

/** The most lapsed offers one run handles besides its own; the rest keep their items and run next. */
const LAPSES_PER_RUN = 500;

/**
 * Scheduled work 'offer-deadline' (subject: the turnover): the open offers whose deadline has come
 * lapse (several at once for a round asked together, issue 37) and the turnover passes on, with
 * every other lapsed offer of its job. Runs once per due item on whichever server claims it; a late
 * or repeated run finds the offers answered, moved, already lapsed with the others, or still in
 * time, and does nothing.
 */
export async function runOfferDeadline(tx: Tx, item: WorkItem, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const t = await lockTurnover(tx, item.subjectId);
  if (!t || t.status !== 'scheduled') return;
  const open = await openOffersOf(tx, t.id);
  if (open.length === 0) {
    // No open offer (an older model's declined turnover, or a lost race): settle it.
    const outcome = await settleCover(tx, t, now);
    const tj = await loadTurnoverJob(tx, t.jobId);
    if (tj) await tellCoverChanges(tx, tj, [outcome], deps);
    return;
  }
  const due = open.filter((o) => !o.deadlineAt || o.deadlineAt <= now);
  if (due.length === 0) {
    // Answered-and-reoffered in the meantime: this run is for an older deadline.
    await scheduleWork(tx, { kind: 'offer-deadline', subjectId: t.id, dueAt: open[0]!.deadlineAt! });
    return;
  }
  const lapses: Lapse[] = [
    ...due.map((o) => ({ turnover: t, offerId: o.id, cleanerUserId: o.cleanerUserId })),
    ...(await lapsedBeside(tx, t, now)),
  ];
  const expired = await tx
    .update(turnoverOffer)
    .set({ status: 'expired', answeredAt: now })
    .where(
      and(
        inArray(
          turnoverOffer.id,
          lapses.map((l) => l.offerId),
        ),
        eq(turnoverOffer.status, 'offered'),
      ),
    )
    .returning({ cleanerUserId: turnoverOffer.cleanerUserId });
  // Issue 39: each offer left without an answer, on its cleaner's record.
  await countReliabilityEvents(
    tx,
    expired.map((o) => ({ userId: o.cleanerUserId, event: 'offer_lapsed' as const, at: now })),
  );
  // Issue 40: each lapse is told in its cleaner's conversation with the host.
  await appendSystemLines(
    tx,
    lapses.map((l) => ({
      jobId: l.turnover.jobId,
      turnoverId: l.turnover.id,
      cleanerUserId: l.cleanerUserId,
      event: 'lapsed' as const,
    })),
  );
  // Each turnover settles once, however many of its offers lapsed (a round asked together).
  const byTurnover = new Map<string, { turnover: TurnoverRecord; from: string[] }>();
  for (const l of lapses) {
    const entry = byTurnover.get(l.turnover.id);
    if (entry) entry.from.push(l.cleanerUserId);
    else byTurnover.set(l.turnover.id, { turnover: l.turnover, from: [l.cleanerUserId] });
  }
  const settled: { from: string[]; outcome: CoverOutcome }[] = [];
  for (const { turnover: lapsed, from } of byTurnover.values()) {
    // One that has begun has nobody left to pass to.
    if (lapsed.startsAt <= now) continue;
    // A lapse moves on at once, even while the host is setting the team (as a "no" does, chain.ts passOn).
    settled.push({ from, outcome: await settleCover(tx, lapsed, now, { evenIfHeld: true }) });
    // Offers of a round asked together that are still in time: their deadline runs next.
    const still = await openOffersOf(tx, lapsed.id);
    const next = still.find((o) => o.deadlineAt);
    if (next) await scheduleWork(tx, { kind: 'offer-deadline', subjectId: lapsed.id, dueAt: next.deadlineAt! });
  }
  const tj = await loadTurnoverJob(tx, t.jobId);
  if (tj && settled.length) await tellLapsed(tx, tj, settled, deps);
}

/** A turnover's open offers, soonest deadline first. */
function openOffersOf(tx: Tx, turnoverId: string) {
  return tx
    .select({ id: turnoverOffer.id, cleanerUserId: turnoverOffer.cleanerUserId, deadlineAt: turnoverOffer.deadlineAt })
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.status, 'offered')))
    .orderBy(asc(turnoverOffer.deadlineAt));
}

/**
 * The job's other offers lapsed by `now`, their turnovers locked and their deadline items taken off
 * the runner's list. Turnovers another transaction holds (an answer arriving, a runner on its own
 * item) are skipped, so this run waits for nobody; they pass on in their own runs.
 */
async function lapsedBeside(tx: Tx, t: TurnoverRecord, now: Date): Promise<Lapse[]> {
  const rows = await tx
    .select({ turnover, offerId: turnoverOffer.id, cleanerUserId: turnoverOffer.cleanerUserId })
    .from(turnoverOffer)
    .innerJoin(turnover, eq(turnover.id, turnoverOffer.turnoverId))
    .where(
      and(
        eq(turnover.jobId, t.jobId),
        ne(turnover.id, t.id),
        eq(turnover.status, 'scheduled'),
        eq(turnoverOffer.status, 'offered'),
        lte(turnoverOffer.deadlineAt, now),
      ),
    )
    .orderBy(asc(turnover.startsAt))
    .limit(LAPSES_PER_RUN)
    .for('update', { of: turnover, skipLocked: true });
  const mine = new Set(
    await takeWork(
      tx,
      'offer-deadline',
      rows.map((r) => r.turnover.id),
    ),
  );
  return rows.filter((r) => mine.has(r.turnover.id));
}
