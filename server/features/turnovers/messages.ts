// Everything a turnover change tells people (issues 16, 17, 35), in one place: the cleaners' bell
// and email about changes to their turnovers (with an open offer's answer links), the next member's
// offer, the host's news of answers, lapses and removals, and the urgent alert when nobody is left.
// It reads through reads.ts and never calls back into the verbs.
import { and, eq, inArray } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import {
  listedDays,
  summarizeChanges,
  turnoverDay,
  turnoverDeadline,
  turnoverWindow,
  type TurnoverChange,
} from '@core/turnover-text';
import type { Tx } from '../../db/client';
import { cleanerProfile, hostProfile, turnoverOffer } from '../../db/schema';
import type { Mailer } from '../../email/mailer';
import {
  jobDeletedEmail,
  turnoverOfferedEmail,
  turnoversChangedEmail,
  turnoverUnfilledEmail,
} from '../../email/templates';
import { createNotification } from '../notifications/service';
import { offerActionUrls } from '../offer-links/tokens';
import { cleanerName, type CoverOutcome, type TurnoverJob, type TurnoverRecord } from './reads';

/**
 * What telling a cleaner needs: the outbox, the links' base, and the secret that signs the emails'
 * answer buttons (without it, emails carry no buttons: some tests).
 */
export type TurnoverMailDeps = { mailer: Pick<Mailer, 'enqueue'>; appUrl: string; authSecret?: string };

/** One change to tell, and the cleaner to tell it to (none: nobody to tell). */
export type CleanerChange = TurnoverChange & { cleanerUserId: string | null };

/** The one builder of a change to tell a cleaner of, from the turnover as it is now. */
export function turnoverChange(
  t: Pick<TurnoverRecord, 'id' | 'date' | 'startsAt' | 'endsAt' | 'sameDay' | 'payment'>,
  kind: TurnoverChange['kind'],
  cleanerUserId: string | null,
  more: { fromDate?: string; urgent?: boolean } = {},
): CleanerChange {
  return {
    kind,
    turnoverId: t.id,
    date: t.date,
    ...(more.fromDate !== undefined ? { fromDate: more.fromDate } : {}),
    startsAt: t.startsAt,
    endsAt: t.endsAt,
    sameDay: t.sameDay,
    payment: t.payment,
    urgent: more.urgent ?? false,
    cleanerUserId,
  };
}

async function cleanerContact(tx: Tx, cleanerUserId: string) {
  const [cleaner] = await tx
    .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, cleanerUserId))
    .limit(1);
  return cleaner;
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
 * Tells each cleaner of the changes to turnovers assigned to them: one 'turnovers_changed'
 * notification and one email per cleaner, urgent when a cancellation is less than 48 hours ahead.
 * With the app's secret (`authSecret`), a change whose turnover has an open offer to that cleaner
 * gets the offer's signed 'Confirm' and "Can't make it" links (issue 17).
 */
export async function tellCleaners(
  tx: Tx,
  j: TurnoverJob,
  changes: CleanerChange[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const secret = deps.authSecret;
  const ids = [
    ...new Set(
      changes
        .filter((c) => c.cleanerUserId && c.kind !== 'cancelled' && c.kind !== 'reassigned')
        .map((c) => c.turnoverId),
    ),
  ];
  const openOffers =
    secret && ids.length
      ? await tx
          .select({
            id: turnoverOffer.id,
            turnoverId: turnoverOffer.turnoverId,
            cleanerUserId: turnoverOffer.cleanerUserId,
            deadlineAt: turnoverOffer.deadlineAt,
          })
          .from(turnoverOffer)
          .where(and(inArray(turnoverOffer.turnoverId, ids), eq(turnoverOffer.status, 'offered')))
      : [];
  const offerOf = new Map(openOffers.map((o) => [`${o.turnoverId} ${o.cleanerUserId}`, o]));
  const byCleaner = new Map<string, TurnoverChange[]>();
  for (const { cleanerUserId, ...c } of changes) {
    if (!cleanerUserId) continue;
    const offer =
      c.kind === 'cancelled' || c.kind === 'reassigned' ? undefined : offerOf.get(`${c.turnoverId} ${cleanerUserId}`);
    const change =
      offer && secret
        ? {
            ...c,
            offerLinks: offerActionUrls(deps.appUrl, secret, { offerId: offer.id, deadlineAt: offer.deadlineAt }),
          }
        : c;
    const list = byCleaner.get(cleanerUserId);
    if (list) list.push(change);
    else byCleaner.set(cleanerUserId, [change]);
  }
  const place = placeName(j);
  const m = text.changed;
  for (const [cleanerUserId, list] of byCleaner) {
    const cleaner = await cleanerContact(tx, cleanerUserId);
    if (!cleaner) continue;
    const urgent = list.some((c) => c.kind === 'cancelled' && c.urgent);
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      title: urgent ? m.notificationTitleUrgent : m.notificationTitle,
      message: format(m.notificationMessage, { place, summary: summarizeChanges(list) }),
      data: { job_id: j.id, ...(list.length === 1 ? { turnover_id: list[0]!.turnoverId } : {}) },
    });
    const content = turnoversChangedEmail({
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      changes: list,
    });
    await deps.mailer.enqueue(tx, {
      to: cleaner.email,
      kind: urgent ? 'turnovers-changed-urgent' : 'turnovers-changed',
      ...content,
    });
  }
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
  const changes: CleanerChange[] = [];
  for (const o of outcomes) {
    if (o.passedFrom) changes.push(turnoverChange(o.turnover, 'reassigned', o.passedFrom));
    if (o.offeredTo) changes.push(turnoverChange(o.turnover, 'created', o.offeredTo));
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
  if (!deps.authSecret) return tellCleaners(tx, j, [turnoverChange(t, 'created', o.offeredTo)], deps);
  const cleaner = await cleanerContact(tx, o.offeredTo!);
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

/** The host hears their cleaner confirmed a turnover. */
export async function tellConfirmed(tx: Tx, j: TurnoverJob, t: TurnoverRecord, cleanerUserId: string): Promise<void> {
  const m = text.answered;
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_answered',
    title: m.confirmedTitle,
    message: format(m.confirmedMessage, {
      cleaner: await cleanerName(tx, cleanerUserId),
      date: turnoverDay(t.date),
      place: placeName(j),
    }),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
}

/**
 * After a cleaner's "no" (a decline, or cancelling a confirmed turnover): the host hears one thing,
 * who it went to next or that nobody is left; the next member hears of their offer, and the urgent
 * alert still goes by email when the chain ran out.
 */
export async function tellPassedOn(
  tx: Tx,
  j: TurnoverJob,
  input: {
    turnover: TurnoverRecord;
    fromCleanerUserId: string;
    why: 'declined' | 'cancelled';
    late?: boolean;
    reason?: string | null;
  },
  outcome: CoverOutcome,
  deps: TurnoverMailDeps,
): Promise<void> {
  const t = input.turnover;
  const m = text.chain;
  const params = {
    cleaner: await cleanerName(tx, input.fromCleanerUserId),
    next: await cleanerName(tx, outcome.offeredTo),
    date: turnoverDay(t.date),
    place: placeName(j),
    reason: input.reason ?? '',
  };
  const what = {
    declined: input.reason ? text.answered.declinedMessageWithReason : text.answered.declinedMessage,
    cancelled: input.late ? m.cancelledLateMessage : m.cancelledMessage,
  }[input.why];
  const then = outcome.offeredTo ? m.offeredNext : outcome.becameUnfilled || t.unfilledAt ? m.nobodyLeft : '';
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_answered',
    title: { declined: text.answered.declinedTitle, cancelled: input.late ? m.cancelledLateTitle : m.cancelledTitle }[
      input.why
    ],
    message: [format(what, params), format(then, params)].filter(Boolean).join(' '),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
  if (outcome.offeredTo) await tellOffered(tx, j, outcome, params.cleaner, deps);
  // The host already heard "nobody left" in the message above; the urgent alert still goes (email).
  else await tellCoverChanges(tx, j, [{ ...outcome, passedFrom: null }], deps);
}

/**
 * Tells everyone of one run's lapsed offers, once each: each cleaner who let offers lapse (in the
 * bell), each next cleaner (one offer on its own, with whom it backs up; several in one email),
 * and the host: who they went to, and one urgent alert for those nobody is left to take.
 */
export async function tellLapsed(
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

/** A deleted job: each cleaner who had turnovers still to come hears once, listing them. */
export async function tellJobDeleted(
  tx: Tx,
  j: TurnoverJob,
  byCleaner: Map<string, TurnoverRecord[]>,
  deps: TurnoverMailDeps,
): Promise<void> {
  const place = placeName(j);
  const m = text.ended;
  for (const [cleanerUserId, list] of byCleaner) {
    const cleaner = await cleanerContact(tx, cleanerUserId);
    if (!cleaner) continue;
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      title: m.jobDeletedTitle,
      message: format(m.jobDeletedMessage, { place, dates: list.map((r) => turnoverDay(r.date)).join(', ') }),
      data: { job_id: j.id },
    });
    const content = jobDeletedEmail({
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      turnovers: list,
    });
    await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnovers-job-deleted', ...content });
  }
}

/** 'Remove from team': the cleaners hear of their turnovers' new hands, the host once in the bell. */
export async function tellMemberRemoved(
  tx: Tx,
  j: TurnoverJob,
  cleanerUserId: string,
  outcomes: readonly CoverOutcome[],
  deps: TurnoverMailDeps,
): Promise<void> {
  await tellCoverChanges(tx, j, outcomes, deps);
  const m = text.ended;
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_answered',
    title: m.memberRemovedTitle,
    message: format(m.memberRemovedMessage, {
      cleaner: await cleanerName(tx, cleanerUserId),
      place: placeName(j),
      dates: outcomes.map((o) => turnoverDay(o.turnover.date)).join(', '),
    }),
    data: { job_id: j.id, ...(outcomes.length === 1 ? { turnover_id: outcomes[0]!.turnover.id } : {}) },
  });
}
