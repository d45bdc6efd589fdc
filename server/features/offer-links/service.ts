// Answering an offer through an emailed link (issue 17). The token is the credential: it names the
// offer and the action, so the answer goes to exactly that offer (a later offer of the same
// turnover to the same cleaner has its own links). Each outcome the page shows is its own answer:
// the answer given, or OFFER_LINK_USED (saying what the answer was), OFFER_LINK_EXPIRED, OFFER_LINK_INVALID,
// or JOB_DELETED (the host deleted the job: whatever the answer was, the turnover is cancelled).
import { eq } from 'drizzle-orm';
import { offerAnswers as text } from '@core/messages/en/offer-answers';
import type { OfferAnswerResponse } from '@core/schemas/offer-answers';
import type { Db, Tx } from '../../db/client';
import { job, turnover, turnoverOffer } from '../../db/schema';
import { AppError } from '../../errors';
import { answerTurnover, jobDeleted, type TurnoverMailDeps, verifyOfferToken } from '../turnovers';

const invalid = () => new AppError('OFFER_LINK_INVALID', text.errors.invalid);
const expired = () => new AppError('OFFER_LINK_EXPIRED', text.errors.expired);

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
      cleanerUserId: turnoverOffer.cleanerUserId,
      turnoverId: turnover.id,
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
 * Confirms or declines the offer a link names. An answered offer (by this link, its twin, or the
 * schedule) says what its answer is; a link past its expiry, or an offer that lapsed, was passed
 * on or withdrawn, or whose turnover is cancelled or begun, is expired; one of a deleted job says
 * so; anything else is invalid.
 */
export async function answerOfferByLink(
  db: Db,
  deps: TurnoverMailDeps & { authSecret: string; previousAuthSecrets?: readonly string[] },
  token: string,
  now = new Date(),
): Promise<OfferAnswerResponse> {
  const link = verifyOfferToken([deps.authSecret, ...(deps.previousAuthSecrets ?? [])], token);
  if (!link) throw invalid();
  return db.transaction(async (tx) => {
    const offer = await loadOffer(tx, link.offerId);
    // A signed link whose offer is gone (its host's account deleted, rows and all) points at nothing.
    if (!offer) throw invalid();
    if (offer.jobStatus === 'deleted') throw jobDeleted();
    const used = usedError(offer.status);
    if (used) throw used;
    if (offer.status !== 'offered' || link.expiresAt.getTime() <= now.getTime()) throw expired();
    try {
      await answerTurnover(
        tx,
        {
          cleanerUserId: offer.cleanerUserId,
          turnoverId: offer.turnoverId,
          answer: link.action,
          offerId: offer.offerId,
        },
        deps,
        now,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      // Answered between our read and the turnover's lock (the other button, the schedule): say how.
      if (err.code === 'TURNOVER_ALREADY_ANSWERED')
        throw usedError((await loadOffer(tx, offer.offerId))?.status ?? '') ?? expired();
      if (err.code === 'TURNOVER_NOT_OPEN' || err.code === 'NOT_FOUND') throw expired();
      throw err;
    }
    return {
      answer: link.action === 'confirm' ? 'confirmed' : 'declined',
      turnover: {
        date: offer.date,
        startsAt: offer.startsAt.toISOString(),
        endsAt: offer.endsAt.toISOString(),
        timeZone: offer.timeZone,
        sameDay: offer.sameDay,
        payment: Number(offer.payment),
        place: { city: offer.city, state: offer.state },
      },
    };
  });
}
