// Offers whose deadline passed (issue 17), as scheduled work 'offer-deadline' runs them. Offers made
// together (one import's hundreds) lapse together, so the run of one lapses every other offer of the
// same job that is due, and each person hears once (issue 35): the cleaners who let them lapse, the
// next cleaners offered them, and the host (who they went to, or the urgent alert for the unfilled).
import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { listedDays, turnoverDay } from '@core/turnover-text';
import type { Tx } from '../../db/client';
import { turnover, turnoverOffer } from '../../db/schema';
import { scheduleWork, takeWork, type WorkItem } from '../../work/schedule';
import { createNotification } from '../notifications/service';
import { loadTurnoverJob, type TurnoverJob, type TurnoverMailDeps } from './changes';
import { cleanerName, lockTurnover, settleCover, tellCoverChanges, tellOffered, type CoverOutcome } from './chain';

type TurnoverRecord = typeof turnover.$inferSelect;
/** A lapsed offer: its turnover (locked) and the cleaner who did not answer. */
type Lapse = { turnover: TurnoverRecord; offerId: string; cleanerUserId: string };

/** The most lapsed offers one run handles besides its own; the rest keep their items and run next. */
const LAPSES_PER_RUN = 500;

/**
 * Scheduled work 'offer-deadline' (subject: the turnover): an open offer whose deadline has come
 * lapses and the turnover passes on, with every other lapsed offer of its job. Runs once per due
 * item on whichever server claims it; a late or repeated run finds the offer answered, moved,
 * already lapsed with the others, or still in time, and does nothing.
 */
export async function runOfferDeadline(tx: Tx, item: WorkItem, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const t = await lockTurnover(tx, item.subjectId);
  if (!t || t.status !== 'scheduled') return;
  const [open] = await tx
    .select()
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, t.id), eq(turnoverOffer.status, 'offered')))
    .limit(1);
  if (open?.deadlineAt && open.deadlineAt > now) {
    // Answered-and-reoffered in the meantime: this run is for an older deadline.
    await scheduleWork(tx, { kind: 'offer-deadline', subjectId: t.id, dueAt: open.deadlineAt });
    return;
  }
  if (!open) {
    // No open offer (an older model's declined turnover, or a lost race): settle it.
    const outcome = await settleCover(tx, t, now);
    const tj = await loadTurnoverJob(tx, t.jobId);
    if (tj) await tellCoverChanges(tx, tj, [outcome], deps);
    return;
  }
  const lapses = [
    { turnover: t, offerId: open.id, cleanerUserId: open.cleanerUserId },
    ...(await lapsedBeside(tx, t, now)),
  ];
  await tx
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
    );
  const settled: { from: string; outcome: CoverOutcome }[] = [];
  // One that has begun has nobody left to pass to.
  for (const l of lapses)
    if (l.turnover.startsAt > now)
      settled.push({ from: l.cleanerUserId, outcome: await settleCover(tx, l.turnover, now) });
  const tj = await loadTurnoverJob(tx, t.jobId);
  if (tj && settled.length) await tellLapsed(tx, tj, settled, deps);
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

/** Groups `items` by `key`, in their order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/**
 * Tells everyone of one run's lapsed offers, once each: each cleaner who let offers lapse (in the
 * bell), each next cleaner (one offer on its own, with whom it backs up; several in one email),
 * and the host: who they went to, and one urgent alert for those nobody is left to take.
 */
async function tellLapsed(
  tx: Tx,
  j: TurnoverJob,
  settled: { from: string; outcome: CoverOutcome }[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const m = text.chain;
  const place = placeName(j);
  const names = new Map<string, string>();
  const nameOf = async (userId: string) => {
    if (!names.has(userId)) names.set(userId, await cleanerName(tx, userId));
    return names.get(userId)!;
  };
  const namesOf = async (ids: Iterable<string>) => {
    const list = [];
    for (const id of new Set(ids)) list.push(await nameOf(id));
    return list.join(', ');
  };
  const about = (list: { outcome: CoverOutcome }[]) => {
    const only = list.length === 1 ? list[0]!.outcome.turnover : undefined;
    return {
      only,
      count: list.length,
      dates: listedDays(list.map((s) => s.outcome.turnover.date)),
      data: { job_id: j.id, ...(only ? { turnover_id: only.id } : {}) },
    };
  };

  for (const [cleaner, list] of groupBy(settled, (s) => s.from)) {
    const a = about(list);
    await createNotification(tx, {
      userId: cleaner,
      type: 'turnovers_changed',
      title: m.expiredCleanerTitle,
      message: a.only
        ? format(m.expiredCleanerMessage, { date: turnoverDay(a.only.date), place })
        : format(m.expiredCleanerManyMessage, { count: a.count, dates: a.dates, place }),
      data: a.data,
    });
  }

  const offered = settled.filter((s) => s.outcome.offeredTo);
  const together: CoverOutcome[] = [];
  for (const list of groupBy(offered, (s) => s.outcome.offeredTo!).values()) {
    if (list.length === 1) await tellOffered(tx, j, list[0]!.outcome, await nameOf(list[0]!.from), deps);
    else together.push(...list.map((s) => s.outcome));
  }
  if (offered.length) {
    const a = about(offered);
    const cleaner = await namesOf(offered.map((s) => s.from));
    const what = a.only
      ? format(m.expiredHostMessage, { cleaner, date: turnoverDay(a.only.date), place })
      : format(m.expiredHostManyMessage, { count: a.count, dates: a.dates, cleaner, place });
    await createNotification(tx, {
      userId: j.hostUserId,
      type: 'turnover_expired',
      title: m.expiredHostTitle,
      message: `${what} ${format(m.offeredNext, { next: await namesOf(offered.map((s) => s.outcome.offeredTo!)) })}`,
      data: a.data,
    });
  }
  // Several offers to one cleaner in one email; the unfilled in one urgent alert to the host.
  await tellCoverChanges(
    tx,
    j,
    [...together, ...settled.filter((s) => s.outcome.becameUnfilled).map((s) => s.outcome)],
    deps,
  );
}
