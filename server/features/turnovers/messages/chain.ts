// What the chain tells the host and the team (issue 17, 35, 37): a confirmation, a "no" passed on,
// a run of lapsed offers, a round asked together taken by one, and the urgent alert when nobody is
// left to take a turnover.
import { userLocale } from '../../../i18n/locale';
import { clock, day, days, ref } from '../../../i18n/text-ref';
import { eq } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { offerEmails as offerText } from '@core/messages/en/offer-emails';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { listedDays, turnoverDay, turnoverWindow } from '@core/turnover-text';
import type { Tx } from '../../../db/client';
import { hostProfile } from '../../../db/schema';
import { turnoverNoticeEmail, turnoverUnfilledEmail } from '../../../email/templates';
import { createNotification } from '../../notifications';
import { cleanerName, newOffers, type CoverOutcome, type TurnoverJob, type TurnoverRecord } from '../reads';
import {
  cleanerContact,
  tellCleaners,
  tellOffered,
  turnoverChange,
  type CleanerChange,
  type TurnoverMailDeps,
} from './changes';

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
    for (const offer of newOffers(o)) changes.push(turnoverChange(o.turnover, 'created', offer.cleanerUserId));
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
    locale: await userLocale(tx, j.hostUserId),
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
  const next: string[] = [];
  for (const offer of newOffers(outcome)) next.push(await cleanerName(tx, offer.cleanerUserId));
  const params = {
    cleaner: await cleanerName(tx, input.fromCleanerUserId),
    next: next.join(', '),
    date: turnoverDay(t.date),
    place: placeName(j),
    reason: input.reason ?? '',
  };
  const what = {
    declined: input.reason ? text.answered.declinedMessageWithReason : text.answered.declinedMessage,
    cancelled: input.late ? m.cancelledLateMessage : m.cancelledMessage,
  }[input.why];
  const then = outcome.offeredTo
    ? outcome.askedTogether && next.length > 1
      ? offerText.host.offeredTogether
      : m.offeredNext
    : outcome.becameUnfilled || t.unfilledAt
      ? m.nobodyLeft
      : '';
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
 * Tells everyone of one run's lapsed offers, once each: each cleaner who let offers lapse (bell and
 * email, issue 37), each next cleaner (one offer on its own, with whom it backs up; several in one
 * email; a round asked together each on its own), and the host: who they went to, and one urgent
 * alert for those nobody is left to take.
 */
export async function tellLapsed(
  tx: Tx,
  j: TurnoverJob,
  settled: { from: string[]; outcome: CoverOutcome }[],
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

  const lapses = settled.flatMap((s) => s.from.map((from) => ({ from, outcome: s.outcome })));
  for (const [cleaner, list] of groupBy(lapses, (s) => s.from)) await tellLapsedCleaner(tx, j, cleaner, list, deps);

  const offered = settled.filter((s) => s.outcome.offeredTo);
  const together: CoverOutcome[] = [];
  for (const s of offered.filter((s) => s.outcome.askedTogether))
    await tellOffered(tx, j, s.outcome, await namesOf(s.from), deps);
  const oneByOne = offered.filter((s) => !s.outcome.askedTogether);
  for (const list of groupBy(oneByOne, (s) => s.outcome.offeredTo!).values()) {
    if (list.length === 1) await tellOffered(tx, j, list[0]!.outcome, await namesOf(list[0]!.from), deps);
    else together.push(...list.map((s) => s.outcome));
  }
  if (offered.length) {
    const a = about(offered);
    const cleaner = await namesOf(offered.flatMap((s) => s.from));
    const what = a.only
      ? format(m.expiredHostMessage, { cleaner, date: turnoverDay(a.only.date), place })
      : format(m.expiredHostManyMessage, { count: a.count, dates: a.dates, cleaner, place });
    const next = await namesOf(offered.flatMap((s) => newOffers(s.outcome).map((o) => o.cleanerUserId)));
    const then = offered.some((s) => s.outcome.askedTogether) ? offerText.host.offeredTogether : m.offeredNext;
    await createNotification(tx, {
      userId: j.hostUserId,
      type: 'turnover_expired',
      title: m.expiredHostTitle,
      message: `${what} ${format(then, { next })}`,
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

/** Issue 37: a cleaner whose offers lapsed hears it, in the bell and by email, once for all of them. */
async function tellLapsedCleaner(
  tx: Tx,
  j: TurnoverJob,
  cleanerUserId: string,
  list: { outcome: CoverOutcome }[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const m = offerText.lapsed;
  const place = placeName(j);
  const rows = list.map((s) => s.outcome.turnover);
  const only = rows.length === 1 ? rows[0] : undefined;
  await createNotification(tx, {
    userId: cleanerUserId,
    type: 'turnovers_changed',
    // Issue 41: kept as keys and values, so each reader sees it in their language.
    title: ref('offerEmails.lapsed.title'),
    message: only
      ? ref('offerEmails.lapsed.message', { date: day(only.date), place })
      : ref('offerEmails.lapsed.messageMany', { count: rows.length, dates: days(rows.map((r) => r.date)), place }),
    data: { job_id: j.id, ...(only ? { turnover_id: only.id } : {}) },
  });
  const cleaner = await cleanerContact(tx, cleanerUserId);
  if (!cleaner) return;
  const content = turnoverNoticeEmail({
    locale: cleaner.locale,
    appUrl: deps.appUrl,
    name: cleaner.firstName,
    place,
    timeZone: j.timeZone,
    texts: m.email,
    ...(only ? {} : { subject: m.email.subjectMany }),
    turnovers: rows,
  });
  await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnover-offer-lapsed', ...content });
}

/**
 * Issue 37: a round asked together is taken by whoever confirmed first; the others hear "This
 * turnover was given to another cleaner." in the bell and by email.
 */
export async function tellGivenToAnother(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  cleanerUserIds: readonly string[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const m = offerText.givenToAnother;
  const place = placeName(j);
  for (const cleanerUserId of new Set(cleanerUserIds)) {
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      title: ref('offerEmails.givenToAnother.title'),
      message: ref('offerEmails.givenToAnother.message', {
        place,
        date: day(t.date),
        start: clock(t.startsAt, j.timeZone),
        end: clock(t.endsAt, j.timeZone),
      }),
      data: { job_id: j.id, turnover_id: t.id },
    });
    const cleaner = await cleanerContact(tx, cleanerUserId);
    if (!cleaner) continue;
    const content = turnoverNoticeEmail({
      locale: cleaner.locale,
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      texts: m.email,
      turnovers: [t],
    });
    await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnover-given-to-another', ...content });
  }
}

/** Anything due within this long gets an email, not only a bell notice (issue 37). */
const SOON_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 37: a turnover a cleaner asked for, assigned to them within 24 hours of its window, is
 * also told by email (the bell alone went unseen on a same-day turnover).
 */
export async function tellAssignedSoon(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  cleanerUserId: string,
  deps: TurnoverMailDeps,
  now: Date,
): Promise<void> {
  if (t.startsAt.getTime() - now.getTime() >= SOON_MS) return;
  const cleaner = await cleanerContact(tx, cleanerUserId);
  if (!cleaner) return;
  const content = turnoverNoticeEmail({
    locale: cleaner.locale,
    appUrl: deps.appUrl,
    name: cleaner.firstName,
    place: placeName(j),
    timeZone: j.timeZone,
    texts: offerText.assigned.email,
    turnovers: [t],
  });
  await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnover-assigned-soon', ...content });
}
