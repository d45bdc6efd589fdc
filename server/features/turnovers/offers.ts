// Making and withdrawing offers (issue 17), below the verbs that change turnovers (host.ts,
// sync-writer.ts) and the chain (chain.ts): an offer always carries its deadline, and the deadline is scheduled work made
// in the same transaction, as is the push reminding its cleaner at half its answer time (issue 38, reminder.ts).
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_RESPONSE_HOURS, offerDeadline, offerReminderAt } from '@core/offers';
import type { Queryable, Tx } from '../../db/client';
import { job, turnover, turnoverOffer } from '../../db/schema';
import { cancelWork, scheduleWorks, type WorkToSchedule } from '../../work/schedule';
import { appendSystemLines } from '../messages';
import { primaryOf, removedFromTeam, type TurnoverRecord } from './reads';

/** Issue 38: each new offer's reminder, at half its answer time (none for an offer with no time to answer). */
function remindersOf(offers: readonly { offerId: string; deadlineAt: Date }[], madeAt: Date): WorkToSchedule[] {
  return offers.flatMap((o) => {
    const dueAt = offerReminderAt(madeAt, o.deadlineAt);
    return dueAt ? [{ kind: 'offer-reminder' as const, subjectId: o.offerId, dueAt }] : [];
  });
}

async function responseHoursOf(q: Queryable, jobId: string): Promise<number> {
  const [row] = await q.select({ hours: job.offerResponseHours }).from(job).where(eq(job.id, jobId)).limit(1);
  return row?.hours ?? DEFAULT_RESPONSE_HOURS;
}

/**
 * Offers a turnover to `cleanerUserId` with a deadline by the job's response time, withdrawing any
 * open offer first; the turnover is theirs to answer (and no longer unfilled). The deadline is
 * scheduled work in the same transaction.
 */
export async function makeOffer(
  tx: Tx,
  t: Pick<TurnoverRecord, 'id' | 'jobId' | 'startsAt'>,
  cleanerUserId: string,
  now: Date,
): Promise<{ offerId: string; deadlineAt: Date }> {
  const [offer] = await makeOffers(tx, [t], cleanerUserId, now);
  return offer!;
}

/**
 * makeOffer for several turnovers of one job, in a handful of statements however many there are
 * (issue 35: a round trip per turnover held a large import's transaction for seconds).
 */
async function makeOffers(
  tx: Tx,
  rows: readonly Pick<TurnoverRecord, 'id' | 'jobId' | 'startsAt'>[],
  cleanerUserId: string,
  now: Date,
): Promise<{ offerId: string; deadlineAt: Date }[]> {
  if (rows.length === 0) return [];
  const hours = await responseHoursOf(tx, rows[0]!.jobId);
  const ids = rows.map((t) => t.id);
  await withdrawOffers(tx, ids, now);
  const offers = await tx
    .insert(turnoverOffer)
    .values(
      rows.map((t) => ({
        turnoverId: t.id,
        cleanerUserId,
        deadlineAt: offerDeadline(now, t.startsAt, hours),
        createdAt: now,
      })),
    )
    .returning({
      offerId: turnoverOffer.id,
      turnoverId: turnoverOffer.turnoverId,
      deadlineAt: turnoverOffer.deadlineAt,
    });
  await tx
    .update(turnover)
    .set({ assignedCleanerUserId: cleanerUserId, unfilledAt: null, openedAt: null })
    .where(inArray(turnover.id, ids));
  const made = offers.map((o) => ({ offerId: o.offerId, deadlineAt: o.deadlineAt! }));
  await scheduleWorks(tx, [
    ...offers.map((o) => ({ kind: 'offer-deadline' as const, subjectId: o.turnoverId, dueAt: o.deadlineAt! })),
    ...remindersOf(made, now),
  ]);
  await cancelWork(tx, 'unfilled-realert', ids);
  // Issue 40: each offer is told in the host's and the cleaner's conversation.
  await appendSystemLines(
    tx,
    rows.map((t) => ({ jobId: t.jobId, turnoverId: t.id, cleanerUserId, event: 'offered' as const })),
  );
  return made;
}

/**
 * Issue 37: offers a turnover to several team members at once (asked together), each with the same
 * deadline; offers already open stay. Nobody holds the turnover until one confirms, so it is
 * assigned to nobody meanwhile. `keptDeadlines`: those of the offers left open, so the deadline
 * work runs at the soonest of them all.
 */
export async function offerTogether(
  tx: Tx,
  t: Pick<TurnoverRecord, 'id' | 'jobId' | 'startsAt'>,
  cleanerUserIds: readonly string[],
  now: Date,
  keptDeadlines: readonly Date[] = [],
): Promise<{ cleanerUserId: string; offerId: string; deadlineAt: Date }[]> {
  if (cleanerUserIds.length === 0) return [];
  const deadlineAt = offerDeadline(now, t.startsAt, await responseHoursOf(tx, t.jobId));
  const offers = await tx
    .insert(turnoverOffer)
    .values(
      cleanerUserIds.map((cleanerUserId) => ({
        turnoverId: t.id,
        cleanerUserId,
        deadlineAt,
        askedTogether: true,
        createdAt: now,
      })),
    )
    .returning({ offerId: turnoverOffer.id, cleanerUserId: turnoverOffer.cleanerUserId });
  await tx
    .update(turnover)
    .set({ assignedCleanerUserId: null, unfilledAt: null, openedAt: null })
    .where(eq(turnover.id, t.id));
  const soonest = [deadlineAt, ...keptDeadlines].reduce((a, b) => (b < a ? b : a));
  await scheduleWorks(tx, [
    { kind: 'offer-deadline', subjectId: t.id, dueAt: soonest },
    ...remindersOf(
      offers.map((o) => ({ offerId: o.offerId, deadlineAt })),
      now,
    ),
  ]);
  await cancelWork(tx, 'unfilled-realert', t.id);
  await appendSystemLines(
    tx,
    cleanerUserIds.map((cleanerUserId) => ({
      jobId: t.jobId,
      turnoverId: t.id,
      cleanerUserId,
      event: 'offered' as const,
    })),
  );
  return offers.map((o) => ({ ...o, deadlineAt }));
}

/** Withdraws particular open offers (a round asked together, once someone has it). */
export async function withdrawOffersById(tx: Tx, offerIds: readonly string[], now: Date): Promise<void> {
  if (offerIds.length === 0) return;
  await tx
    .update(turnoverOffer)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(inArray(turnoverOffer.id, [...offerIds]), eq(turnoverOffer.status, 'offered')));
}

export async function withdrawOpenOffer(tx: Tx, turnoverId: string, now: Date): Promise<void> {
  await tx
    .update(turnoverOffer)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.status, 'offered')));
}

/** Offers several turnovers of one job to one cleaner (a sync's new turnovers, a hand-made one). */
export async function offerTurnovers(tx: Tx, turnoverIds: string[], cleanerUserId: string, now: Date): Promise<void> {
  if (turnoverIds.length === 0) return;
  const rows = await tx
    .select({ id: turnover.id, jobId: turnover.jobId, startsAt: turnover.startsAt })
    .from(turnover)
    .where(inArray(turnover.id, turnoverIds));
  await makeOffers(tx, rows, cleanerUserId, now);
}

/** Withdraws the open offers of turnovers (cancelled, or left with nobody to offer them to). */
export async function withdrawOffers(tx: Tx, turnoverIds: string[], now: Date): Promise<void> {
  if (turnoverIds.length === 0) return;
  await tx
    .update(turnoverOffer)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(inArray(turnoverOffer.turnoverId, turnoverIds), eq(turnoverOffer.status, 'offered')));
}

/** What a move to another date sets: a new round of offers (answers about the old date no longer count), not unfilled. */
export const newRound = (now: Date) => ({ chainStartedAt: now, unfilledAt: null, unfilledAlertedAt: null });

/**
 * A turnover moved to another date needs a new answer: it is offered again to the cleaner it was
 * with; one that had nobody (unfilled), or whose cleaner the host removed from the team (decision
 * 033), is offered from the primary, as a new round.
 */
export async function reofferMoved(
  tx: Tx,
  t: Pick<TurnoverRecord, 'id' | 'jobId' | 'startsAt' | 'assignedCleanerUserId'>,
  now: Date,
): Promise<string | null> {
  const kept =
    t.assignedCleanerUserId && !(await removedFromTeam(tx, t.jobId, t.assignedCleanerUserId))
      ? t.assignedCleanerUserId
      : null;
  const cleaner = kept ?? (await primaryOf(tx, t.jobId));
  if (cleaner) await makeOffer(tx, t, cleaner, now);
  return cleaner;
}
