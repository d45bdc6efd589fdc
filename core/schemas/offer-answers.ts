// Answering a turnover offer straight from its email (issue 17): the signed link's token is the
// only credential, so the answer carries no more than the email itself showed.
import { z } from 'zod';
import { turnoverWhen } from './turnover-when';

/** What an emailed button does; a link for one can never do the other. */
export const OFFER_ACTIONS = ['confirm', 'decline'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** The longest token the server ever makes is well under this; anything longer is not one. */
export const OFFER_TOKEN_MAX = 300;

/** POST /api/offer-answers: the token from the link's fragment. */
export const OfferAnswerInput = z.object({
  token: z
    .string()
    .trim()
    .min(1, { message: 'The link is incomplete.' })
    .max(OFFER_TOKEN_MAX, { message: 'The link is not valid.' }),
});
export type OfferAnswerInput = z.infer<typeof OfferAnswerInput>;

/**
 * The answer given and the turnover as the email named it: its day, window (in the property's
 * zone) and pay, and the city and state. No address, names or notes: whoever holds the link sees
 * this, and the schedule (behind sign-in) has the rest.
 */
export const OfferAnswerResponse = z.object({
  answer: z.enum(['confirmed', 'declined']),
  turnover: z.object({
    ...turnoverWhen,
    place: z.object({ city: z.string(), state: z.string() }),
  }),
});
export type OfferAnswerResponse = z.infer<typeof OfferAnswerResponse>;
