// Answering an offer through an emailed link (issue 17). The token is the credential: it names the
// offer and the action, so the answer goes to exactly that offer (a later offer of the same
// turnover to the same cleaner has its own links). Each outcome the page shows is its own answer:
// the answer given, or OFFER_LINK_USED (saying what the answer was), OFFER_LINK_WITHDRAWN (given to
// another cleaner), OFFER_LINK_EXPIRED, OFFER_LINK_INVALID, or JOB_DELETED (the host deleted the job: whatever the answer was, the turnover is cancelled).
import { userLocale } from '../../i18n/locale';
import { and, desc, eq } from 'drizzle-orm';
import { offerAnswers as text } from '@core/messages/en/offer-answers';
import type { OfferAnswerResponse, OfferPreviewResponse } from '@core/schemas/offer-answers';
import type { Db, Tx } from '../../db/client';
import { job, turnover, turnoverOffer } from '../../db/schema';
import { AppError } from '../../errors';
import { answerTurnover, jobDeleted, type OfferLink, type TurnoverMailDeps, verifyOfferToken } from '../turnovers';

const invalid = () => new AppError('OFFER_LINK_INVALID', text.errors.invalid);
const expired = () => new AppError('OFFER_LINK_EXPIRED', text.errors.expired);
const withdrawn = () => new AppError('OFFER_LINK_WITHDRAWN', text.errors.withdrawn);

/** The answer an offer already has, in words, or null while it has none (or lapsed unanswered). */
function usedError(status: string): AppError | null {
  if (status === 'confirmed') return new AppError('OFFER_LINK_USED', text.errors.usedConfirmed);
  if (status === 'declined') return new AppError('OFFER_LINK_USED', text.errors.usedDeclined);
  if (status === 'cancelled') return new AppError('OFFER_LINK_USED', text.errors.usedCancelled);
  return null;
}

async function loadOffer(tx: Tx, offerId: string) {
  const [row] = await tx
    .select({
      offerId: turnoverOffer.id,
      status: turnoverOffer.status,
      deadlineAt: turnoverOffer.deadlineAt,
      cleanerUserId: turnoverOffer.cleanerUserId,
      turnoverId: turnover.id,
      turnoverStatus: turnover.status,
      date: turnover.date,
      startsAt: turnover.startsAt,
      endsAt: turnover.endsAt,
      sameDay: turnover.sameDay,
      payment: turnover.payment,
      city: job.city,
      state: job.state,
      timeZone: job.timeZone,
      jobStatus: job.status,
    })
    .from(turnoverOffer)
    .innerJoin(turnover, eq(turnover.id, turnoverOffer.turnoverId))
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(eq(turnoverOffer.id, offerId))
    .limit(1);
  return row;
}

/**
 * Whether a withdrawn offer went to another cleaner: the turnover is still on and this is the
 * cleaner's latest offer of it (a cancelled turnover, or one moved and offered to them again, is
 * not "given to another cleaner").
 */
async function passedToAnother(
  tx: Tx,
  offer: { offerId: string; turnoverId: string; cleanerUserId: string; turnoverStatus: string },
): Promise<boolean> {
  if (offer.turnoverStatus === 'cancelled') return false;
  const [latest] = await tx
    .select({ id: turnoverOffer.id })
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, offer.turnoverId), eq(turnoverOffer.cleanerUserId, offer.cleanerUserId)))
    .orderBy(desc(turnoverOffer.createdAt), desc(turnoverOffer.id))
    .limit(1);
  return latest?.id === offer.offerId;
}

/** The offer a verified link names, checked to be open and in time; otherwise the error that says why. */
async function openOffer(tx: Tx, link: OfferLink, now: Date) {
  const offer = await loadOffer(tx, link.offerId);
  // A signed link whose offer is gone (its host's account deleted, rows and all) points at nothing.
  if (!offer) throw invalid();
  if (offer.jobStatus === 'deleted') throw jobDeleted();
  const used = usedError(offer.status);
  if (used) throw used;
  // Issue 37: another cleaner took it (or the team changed): say so, not "expired".
  if (offer.status === 'withdrawn' && (await passedToAnother(tx, offer))) throw withdrawn();
  if (offer.status !== 'offered' || link.expiresAt.getTime() <= now.getTime()) throw expired();
  return offer;
}

const verify = (deps: { authSecret: string; previousAuthSecrets?: readonly string[] }, token: string) => {
  const link = verifyOfferToken([deps.authSecret, ...(deps.previousAuthSecrets ?? [])], token);
  if (!link) throw invalid();
  return link;
};

const presentTurnover = (offer: NonNullable<Awaited<ReturnType<typeof loadOffer>>>) => ({
  date: offer.date,
  startsAt: offer.startsAt.toISOString(),
  endsAt: offer.endsAt.toISOString(),
  timeZone: offer.timeZone,
  sameDay: offer.sameDay,
  payment: Number(offer.payment),
  place: { city: offer.city, state: offer.state },
});

/**
 * What a link would answer, answering nothing (issue 37): the page shows it and, for "Can't make
 * it", asks before declining, so opening an email's link (or a mail scanner fetching it) never
 * declines by itself. A link that can no longer answer gets the error answering would give.
 */
export async function previewOfferLink(
  db: Db,
  deps: { authSecret: string; previousAuthSecrets?: readonly string[] },
  token: string,
  now = new Date(),
): Promise<OfferPreviewResponse> {
  const link = verify(deps, token);
  const offer = await db.transaction((tx) => openOffer(tx, link, now));
  return {
    action: link.action,
    locale: await userLocale(db, offer.cleanerUserId),
    deadlineAt: offer.deadlineAt?.toISOString() ?? null,
    turnover: presentTurnover(offer),
  };
}

/**
 * Confirms or declines the offer a link names (a decline with the reason the page asked for). An
 * answered offer (by this link, its twin, or the schedule) says what its answer is; a withdrawn
 * one that it went to another cleaner; a link past its expiry, or an offer that lapsed, or whose
 * turnover is cancelled or begun, is expired; one of a deleted job says so; anything else is invalid.
 */
export async function answerOfferByLink(
  db: Db,
  deps: TurnoverMailDeps & { authSecret: string; previousAuthSecrets?: readonly string[] },
  token: string,
  now = new Date(),
  reason?: string,
): Promise<OfferAnswerResponse> {
  const link = verify(deps, token);
  return db.transaction(async (tx) => {
    const offer = await openOffer(tx, link, now);
    try {
      await answerTurnover(
        tx,
        {
          cleanerUserId: offer.cleanerUserId,
          turnoverId: offer.turnoverId,
          answer: link.action,
          offerId: offer.offerId,
          ...(link.action === 'decline' && reason ? { reason } : {}),
        },
        deps,
        now,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Answered between our read and the turnover's lock (the other button, the schedule, another
      // cleaner asked at the same time): say how.
      if (err.code === 'TURNOVER_ALREADY_ANSWERED')
        throw usedError((await loadOffer(tx, offer.offerId))?.status ?? '') ?? expired();
      if (err.code === 'TURNOVER_NOT_OPEN' || err.code === 'NOT_FOUND') {
        const after = await loadOffer(tx, offer.offerId);
        throw after?.status === 'withdrawn' && (await passedToAnother(tx, after)) ? withdrawn() : expired();
      }
      throw err;
    }
    return {
      answer: link.action === 'confirm' ? 'confirmed' : 'declined',
      locale: await userLocale(tx, offer.cleanerUserId),
      turnover: presentTurnover(offer),
    };
  });
}
