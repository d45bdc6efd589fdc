// The cleaners' notices of changes to their turnovers (issue 16, 17): the one builder of a change,
// one bell notification and email per cleaner however many turnovers a change touched, and the
// next member's offer on its own with its answer links.
import { and, eq, inArray } from 'drizzle-orm';
import { placeName } from '@core/places';
import type { TurnoverChange } from '@core/turnover-text';
import type { Tx } from '../../../db/client';
import { cleanerProfile, turnoverOffer, user } from '../../../db/schema';
import type { Mailer } from '../../../email/mailer';
import { turnoverOfferedEmail, turnoversChangedEmail } from '../../../email/templates';
import { createNotification, type PushExtras } from '../../notifications';
import { clock, day, join, moment, ref, timeLeft, type TextArg } from '../../../i18n/text-ref';
import { push as pushText } from '@core/messages/en/push';
import { offerActionUrls } from '../offer-tokens';
import { newOffers, type CoverOutcome, type NewOffer, type TurnoverJob, type TurnoverRecord } from '../reads';

/**
 * What telling a cleaner needs: the outbox, the links' base, and the secret that signs the emails'
 * answer buttons.
 */
export type TurnoverMailDeps = { mailer: Pick<Mailer, 'enqueue'>; appUrl: string; authSecret: string };

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

export async function cleanerContact(tx: Tx, cleanerUserId: string) {
  const [cleaner] = await tx
    .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName, locale: user.locale })
    .from(cleanerProfile)
    .innerJoin(user, eq(user.id, cleanerProfile.userId))
    .where(eq(cleanerProfile.userId, cleanerUserId))
    .limit(1);
  return cleaner;
}

/**
 * Tells each cleaner of the changes to turnovers assigned to them: one 'turnovers_changed'
 * notification and one email per cleaner, urgent when a cancellation is less than 48 hours ahead.
 * A change whose turnover has an open offer to that cleaner gets the offer's signed 'Confirm' and
 * "Can't make it" links (issue 17).
 */
export async function tellCleaners(
  tx: Tx,
  j: TurnoverJob,
  changes: CleanerChange[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const ids = [
    ...new Set(
      changes
        .filter((c) => c.cleanerUserId && c.kind !== 'cancelled' && c.kind !== 'reassigned')
        .map((c) => c.turnoverId),
    ),
  ];
  const openOffers = ids.length
    ? await tx
        .select({
          id: turnoverOffer.id,
          turnoverId: turnoverOffer.turnoverId,
          cleanerUserId: turnoverOffer.cleanerUserId,
          deadlineAt: turnoverOffer.deadlineAt,
          createdAt: turnoverOffer.createdAt,
        })
        .from(turnoverOffer)
        .where(and(inArray(turnoverOffer.turnoverId, ids), eq(turnoverOffer.status, 'offered')))
    : [];
  const offerOf = new Map(openOffers.map((o) => [`${o.turnoverId} ${o.cleanerUserId}`, o]));
  // The offers were made just now, in this transaction: their time left counts from then.
  let madeAt: Date | undefined;
  const byCleaner = new Map<string, TurnoverChange[]>();
  for (const { cleanerUserId, ...c } of changes) {
    if (!cleanerUserId) continue;
    const offer =
      c.kind === 'cancelled' || c.kind === 'reassigned' ? undefined : offerOf.get(`${c.turnoverId} ${cleanerUserId}`);
    const change = offer
      ? {
          ...c,
          offerLinks: {
            ...offerActionUrls(deps.appUrl, deps.authSecret, { offerId: offer.id, deadlineAt: offer.deadlineAt }),
            deadlineAt: offer.deadlineAt,
          },
        }
      : c;
    if (offer && (!madeAt || offer.createdAt > madeAt)) madeAt = offer.createdAt;
    const list = byCleaner.get(cleanerUserId);
    if (list) list.push(change);
    else byCleaner.set(cleanerUserId, [change]);
  }
  const place = placeName(j);
  for (const [cleanerUserId, list] of byCleaner) {
    const cleaner = await cleanerContact(tx, cleanerUserId);
    if (!cleaner) continue;
    const urgent = list.some((c) => c.kind === 'cancelled' && c.urgent);
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      // Issue 41: kept as keys and values, so each reader sees it in their language.
      title: ref(`turnoverEmails.changed.${urgent ? 'notificationTitleUrgent' : 'notificationTitle'}`),
      message: ref('turnoverEmails.changed.notificationMessage', { place, summary: summaryOf(list) }),
      data: { job_id: j.id, ...(list.length === 1 ? { turnover_id: list[0]!.turnoverId } : {}) },
      push: changesPush(list),
    });
    const content = turnoversChangedEmail({
      locale: cleaner.locale,
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      changes: list,
      ...(madeAt ? { now: madeAt } : {}),
    });
    await deps.mailer.enqueue(tx, {
      to: cleaner.email,
      kind: urgent ? 'turnovers-changed-urgent' : 'turnovers-changed',
      ...content,
    });
  }
}

/**
 * Issue 38: the push of a change list says no place (a push shows on a locked screen before the
 * cleaner has confirmed); a list that is one new offer carries its Confirm / Can't make it.
 */
function changesPush(list: TurnoverChange[]): PushExtras {
  const offers = list.flatMap((c) => (c.offerLinks ? [c.offerLinks] : []));
  if (list.length === 1 && offers.length === 1)
    return {
      answerLinks: { confirmUrl: offers[0]!.confirmUrl, declineUrl: offers[0]!.declineUrl },
      body: pushText.offeredInChanges,
      urgency: 'high',
    };
  return { body: pushText.changedBody };
}

/**
 * The next member in the chain hears of their offer on its own: "Can you take this turnover?" as
 * the backup for whoever said no, with the answer-by time (and the time left, issue 37), in the
 * bell and by email with buttons that answer straight from the email (signed links,
 * server/features/offer-links). Asked together, each member hears how many were asked at once.
 */
export async function tellOffered(
  tx: Tx,
  j: TurnoverJob,
  o: CoverOutcome,
  backupFor: string,
  deps: TurnoverMailDeps,
): Promise<void> {
  const offers = newOffers(o);
  for (const offer of offers) await tellOneOffer(tx, j, o.turnover, offer, backupFor, deps, offers.length);
}

async function tellOneOffer(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  offer: NewOffer,
  backupFor: string,
  deps: TurnoverMailDeps,
  together: number,
): Promise<void> {
  const cleaner = await cleanerContact(tx, offer.cleanerUserId);
  if (!cleaner) return;
  const [made] = await tx
    .select({ createdAt: turnoverOffer.createdAt })
    .from(turnoverOffer)
    .where(eq(turnoverOffer.id, offer.offerId))
    .limit(1);
  const now = made?.createdAt ?? new Date();
  const place = placeName(j);
  const params = {
    place,
    date: day(t.date),
    start: clock(t.startsAt, j.timeZone),
    end: clock(t.endsAt, j.timeZone),
    deadline: moment(offer.deadlineAt, j.timeZone),
    left: timeLeft(offer.deadlineAt, now),
    count: together,
  };
  const links = offerActionUrls(deps.appUrl, deps.authSecret, { offerId: offer.offerId, deadlineAt: offer.deadlineAt });
  await createNotification(tx, {
    userId: offer.cleanerUserId,
    type: 'turnover_offered',
    title: ref('turnoverEmails.offered.heading'),
    message: ref(`offerEmails.offered.${together > 1 ? 'messageTogether' : 'message'}`, params),
    data: { job_id: j.id, turnover_id: t.id },
    // Issue 38: the push's Confirm / Can't make it answer through the email buttons' signed links.
    push: { answerLinks: links, body: ref('push.offeredBody', params) },
  });
  const content = turnoverOfferedEmail({
    locale: cleaner.locale,
    appUrl: deps.appUrl,
    name: cleaner.firstName,
    place,
    timeZone: j.timeZone,
    turnover: t,
    deadlineAt: offer.deadlineAt,
    now,
    ...links,
    backupFor: backupFor || undefined,
    together,
  });
  await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnover-offered', ...content });
}

/** "2 new, 1 cancelled" as keys and values (core/turnover-text.ts summarizeChanges, for the bell). */
function summaryOf(changes: readonly TurnoverChange[]): TextArg {
  const keys: [TurnoverChange['kind'], string][] = [
    ['created', 'summaryNew'],
    ['moved', 'summaryMoved'],
    ['retimed', 'summaryRetimed'],
    ['cancelled', 'summaryCancelled'],
    ['reassigned', 'summaryReassigned'],
  ];
  return join(
    keys
      .map(([kind, key]) => [changes.filter((c) => c.kind === kind).length, key] as const)
      .filter(([n]) => n > 0)
      .map(([count, key]) => ref(`turnoverEmails.changed.${key}`, { count })),
  );
}
