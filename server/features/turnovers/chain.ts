// The backup chain (issue 17): every upcoming scheduled turnover is either offered to one team
// member (with a deadline) or unfilled, and the host knows which. One function, settleCover,
// decides it for a locked turnover from the team's order and the turnover's offer history
// (core/offers.ts nextInChain); every event that can change the answer calls it: a decline, a
// lapsed deadline, a cleaner cancelling, a team change, a hire. Deadlines and the second alert run
// as scheduled work (server/work), so they fire once whichever server is up.
import { and, asc, eq, gt, gte, isNull } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { nextInChain, unfilledRealertAt, type PastOffer } from '@core/offers';
import { placeName } from '@core/places';
import { listedDays, turnoverDay, turnoverDeadline, turnoverWindow, type TurnoverChange } from '@core/turnover-text';
import type { Queryable, Tx } from '../../db/client';
import { cleanerProfile, hostProfile, jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { turnoverOfferedEmail, turnoverUnfilledEmail } from '../../email/templates';
import { offerActionUrls } from '../offer-links/tokens';
import { cancelWork, scheduleWork, type WorkItem } from '../../work/schedule';
import { makeOffer, withdrawOpenOffer } from './offers';
import { createNotification } from '../notifications/service';
import { loadTurnoverJob, tellCleaners, type TurnoverJob, type TurnoverMailDeps } from './changes';
import { displayName } from './presenter';

type TurnoverRecord = typeof turnover.$inferSelect;

/** The job's live team members' ids in order (the primary first). */
export async function teamOrder(q: Queryable, jobId: string): Promise<string[]> {
  const rows = await q
    .select({ id: jobTeamMember.cleanerUserId })
    .from(jobTeamMember)
    .where(and(eq(jobTeamMember.jobId, jobId), isNull(jobTeamMember.removedAt)))
    .orderBy(asc(jobTeamMember.position));
  return rows.map((r) => r.id);
}

/** A turnover locked for a chain decision (null when it is gone). */
export async function lockTurnover(tx: Tx, turnoverId: string): Promise<TurnoverRecord | null> {
  const [row] = await tx.select().from(turnover).where(eq(turnover.id, turnoverId)).limit(1).for('update');
  return row ?? null;
}

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

/** What settling a turnover's cover did. */
export type CoverOutcome = {
  turnover: TurnoverRecord;
  /** The member it is now offered to (a new offer), or null. */
  offeredTo: string | null;
  offerId: string | null;
  deadlineAt: Date | null;
  /** The cleaner whose open offer was withdrawn because someone else comes first now. */
  passedFrom: string | null;
  /** The chain ran out just now. */
  becameUnfilled: boolean;
};

/**
 * Decides who a locked, upcoming, scheduled turnover is offered to: the first team member who has
 * not declined it, let it lapse or cancelled it. An open offer to that member stays; an open offer
 * to anyone else is withdrawn and a new one made; with nobody left the turnover is unfilled (its
 * host is alerted by the caller, and again 24 hours ahead). Anything else (confirmed, past,
 * cancelled) is left as it is. Idempotent: settling twice changes nothing the second time.
 */
export async function settleCover(tx: Tx, t: TurnoverRecord, now: Date): Promise<CoverOutcome> {
  const outcome: CoverOutcome = {
    turnover: t,
    offeredTo: null,
    offerId: null,
    deadlineAt: null,
    passedFrom: null,
    becameUnfilled: false,
  };
  if (t.status !== 'scheduled' || t.startsAt <= now) return outcome;
  const history = await offerHistory(tx, t);
  const open = history.find((o) => o.status === 'offered');
  const target = nextInChain(await teamOrder(tx, t.jobId), history as PastOffer[]);
  if (open && open.cleanerUserId === target) return outcome;
  if (open) outcome.passedFrom = open.cleanerUserId;
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

const changeOf = (t: TurnoverRecord, kind: TurnoverChange['kind']): TurnoverChange => ({
  kind,
  turnoverId: t.id,
  date: t.date,
  startsAt: t.startsAt,
  endsAt: t.endsAt,
  sameDay: t.sameDay,
  payment: t.payment,
  urgent: false,
});

/** "Ana Alvarez", or '' for nobody. */
export async function cleanerName(q: Queryable, userId: string | null): Promise<string> {
  if (!userId) return '';
  const [c] = await q
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return c ? displayName(c.firstName, c.lastName) : '';
}

/**
 * Tells the cleaners of settled turnovers: those it is newly offered to (as new turnovers, with
 * their answer-by time) and those it passed from, one notification and email per cleaner.
 */
export async function tellCoverChanges(
  tx: Tx,
  j: TurnoverJob,
  outcomes: readonly CoverOutcome[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const changes: (TurnoverChange & { cleanerUserId: string | null })[] = [];
  for (const o of outcomes) {
    if (o.passedFrom) changes.push({ ...changeOf(o.turnover, 'reassigned'), cleanerUserId: o.passedFrom });
    if (o.offeredTo) changes.push({ ...changeOf(o.turnover, 'created'), cleanerUserId: o.offeredTo });
  }
  await tellCleaners(tx, j, changes, deps);
  const unfilled = outcomes.filter((o) => o.becameUnfilled).map((o) => o.turnover);
  if (unfilled.length) await alertUnfilled(tx, j, unfilled, deps, 'first');
}

/**
 * The host's urgent alert: nobody on the team can take these turnovers (bell, live, and an email
 * marked urgent), or, 24 hours ahead, they are still unfilled.
 */
export async function alertUnfilled(
  tx: Tx,
  j: TurnoverJob,
  rows: readonly TurnoverRecord[],
  deps: TurnoverMailDeps,
  which: 'first' | 'again',
): Promise<void> {
  if (rows.length === 0) return;
  const m = text.chain;
  const place = placeName(j);
  const sorted = [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const first = sorted[0]!;
  const params = { place, dates: listedDays(sorted.map((r) => r.date)), count: sorted.length };
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_unfilled',
    title: which === 'first' ? m.unfilledTitle : m.realertTitle,
    message: format(which === 'first' ? m.unfilledMessage : m.realertMessage, params),
    data: { job_id: j.id, ...(sorted.length === 1 ? { turnover_id: first.id } : {}) },
  });
  const [host] = await tx
    .select({ email: hostProfile.email, firstName: hostProfile.firstName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, j.hostUserId))
    .limit(1);
  if (!host) return;
  const content = turnoverUnfilledEmail({
    appUrl: deps.appUrl,
    name: host.firstName,
    place,
    jobId: j.id,
    timeZone: j.timeZone,
    again: which === 'again',
    turnovers: sorted.map((r) => ({ date: r.date, ...turnoverWindow(r, j.timeZone) })),
  });
  await deps.mailer.enqueue(tx, { to: host.email, kind: 'turnover-unfilled-urgent', ...content });
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
  const outcome = await settleCover(tx, t, now);
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  const m = text.chain;
  const params = {
    cleaner: await cleanerName(tx, input.fromCleanerUserId),
    next: await cleanerName(tx, outcome.offeredTo),
    date: turnoverDay(t.date),
    place: placeName(tj),
    reason: input.reason ?? '',
  };
  const what = {
    declined: input.reason ? text.answered.declinedMessageWithReason : text.answered.declinedMessage,
    cancelled: input.late ? m.cancelledLateMessage : m.cancelledMessage,
  }[input.why];
  const then = outcome.offeredTo ? m.offeredNext : outcome.becameUnfilled || t.unfilledAt ? m.nobodyLeft : '';
  await createNotification(tx, {
    userId: tj.hostUserId,
    type: 'turnover_answered',
    title: { declined: text.answered.declinedTitle, cancelled: input.late ? m.cancelledLateTitle : m.cancelledTitle }[
      input.why
    ],
    message: [format(what, params), format(then, params)].filter(Boolean).join(' '),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
  if (outcome.offeredTo) await tellOffered(tx, tj, outcome, params.cleaner, deps);
  // The host already heard "nobody left" in the message above; the urgent alert still goes (email).
  else await tellCoverChanges(tx, tj, [{ ...outcome, passedFrom: null }], deps);
  return outcome;
}

/**
 * The next member in the chain hears of their offer on its own: "Can you take this turnover?" as
 * the backup for whoever said no, with the answer-by time, in the bell and by email with buttons
 * that answer straight from the email (signed links, server/features/offer-links).
 */
export async function tellOffered(
  tx: Tx,
  j: TurnoverJob,
  o: CoverOutcome,
  backupFor: string,
  deps: TurnoverMailDeps,
): Promise<void> {
  const t = o.turnover;
  const [cleaner] = await tx
    .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, o.offeredTo!))
    .limit(1);
  if (!cleaner) return;
  const place = placeName(j);
  const deadline = turnoverDeadline(o.deadlineAt!, j.timeZone);
  await createNotification(tx, {
    userId: o.offeredTo!,
    type: 'turnover_offered',
    title: text.offered.heading,
    message: format(text.chain.offeredMessage, {
      place,
      date: turnoverDay(t.date),
      ...turnoverWindow(t, j.timeZone),
      deadline,
    }),
    data: { job_id: j.id, turnover_id: t.id },
  });
  const links = offerActionUrls(deps.appUrl, deps.authSecret, { offerId: o.offerId!, deadlineAt: o.deadlineAt });
  const content = turnoverOfferedEmail({
    appUrl: deps.appUrl,
    name: cleaner.firstName,
    place,
    timeZone: j.timeZone,
    turnover: t,
    deadlineAt: o.deadlineAt!,
    ...links,
    backupFor: backupFor || undefined,
  });
  await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnover-offered', ...content });
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
