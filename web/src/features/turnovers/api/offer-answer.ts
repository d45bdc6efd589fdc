// Answering an offer with an emailed link's token (POST /api/offer-answers), once per token.
import type { OfferAnswerInput, OfferAnswerResponse } from '@core/schemas/offer-answers';
import { apiPost } from '@web/lib/api';

export const answerOffer = (input: OfferAnswerInput) => apiPost<OfferAnswerResponse>('/offer-answers', input);

const sent = new Map<string, Promise<OfferAnswerResponse>>();

/**
 * The answer for a token, posted at most once while the page is open: React's StrictMode runs a
 * mounting effect twice, and a second post would come back "already used" over the real outcome.
 */
export function answerOfferOnce(token: string): Promise<OfferAnswerResponse> {
  let answer = sent.get(token);
  if (!answer) {
    answer = answerOffer({ token });
    sent.set(token, answer);
  }
  return answer;
}
