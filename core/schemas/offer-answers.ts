// Answering a turnover offer straight from its email (issue 17): the signed link's token is the
// only credential, so the answer carries no more than the email itself showed.
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { LOCALES } from '../locale';
import { turnovers as turnoverTexts } from '../messages/en/turnovers';
import { OFFER_REASON_MAX } from '../offers';
import { turnoverWhen } from './turnover-when';

/** What an emailed button does; a link for one can never do the other. */
export const OFFER_ACTIONS = ['confirm', 'decline'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The longest token the server ever makes is well under this; anything longer is not one. */
export const OFFER_TOKEN_MAX = 300;

const token = z
  .string()
  .trim()
  .min(1, { message: errorText.schema.linkIncomplete })
  .max(OFFER_TOKEN_MAX, { message: errorText.schema.linkInvalid });

/**
 * POST /api/offer-answers: the token from the link's fragment; with "Can't make it", the optional
 * reason the page asked for (issue 37: the page asks before it declines).
 */
export const OfferAnswerInput = z.object({
  token,
  reason: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string().trim().max(OFFER_REASON_MAX, { message: turnoverTexts.validation.reasonTooLong }).optional(),
  ),
});
export type OfferAnswerInput = z.infer<typeof OfferAnswerInput>;

/** POST /api/offer-answers/preview: what a link would answer, before anything is answered. */
export const OfferPreviewInput = z.object({ token });
export type OfferPreviewInput = z.infer<typeof OfferPreviewInput>;

const offeredTurnover = z.object({
  ...turnoverWhen,
  place: z.object({ city: z.string(), state: z.string() }),
});

/**
 * An open offer a link names: its action, until when it can be answered, and the turnover as the
 * email named it. A link that can no longer answer gets the same errors as answering would.
 */
export const OfferPreviewResponse = z.object({
  action: z.enum(OFFER_ACTIONS),
  /** Issue 41: the language stored for the offer's cleaner; the page, reached signed out, shows itself in it. */
  locale: z.enum(LOCALES),
  deadlineAt: z.string().nullable(),
  turnover: offeredTurnover,
});
export type OfferPreviewResponse = z.infer<typeof OfferPreviewResponse>;

/**
 * The answer given and the turnover as the email named it: its day, window (in the property's
 * zone) and pay, and the city and state. No address, names or notes: whoever holds the link sees
 * this, and the schedule (behind sign-in) has the rest.
 */
export const OfferAnswerResponse = z.object({
  answer: z.enum(['confirmed', 'declined']),
  /** Issue 41: the offer's cleaner's stored language, as in the preview. */
  locale: z.enum(LOCALES),
  turnover: offeredTurnover,
});
export type OfferAnswerResponse = z.infer<typeof OfferAnswerResponse>;
