// Answering an offer with an emailed link's token (POST /api/offer-answers), once per token.
// Issue 37: a preview first (POST /api/offer-answers/preview answers nothing), so "Can't make it"
// asks before it declines.
import type {
  OfferAnswerInput,
  OfferAnswerResponse,
  OfferPreviewInput,
  OfferPreviewResponse,
} from '@core/schemas/offer-answers';
import { apiPost } from '@web/lib/api';

export const answerOffer = (input: OfferAnswerInput) => apiPost<OfferAnswerResponse>('/offer-answers', input);

export const previewOffer = (input: OfferPreviewInput) =>
  apiPost<OfferPreviewResponse>('/offer-answers/preview', input);

const previews = new Map<string, Promise<OfferPreviewResponse>>();

/** What a token would answer, asked at most once while the page is open (StrictMode mounts twice). */
export function previewOfferOnce(token: string): Promise<OfferPreviewResponse> {
  let preview = previews.get(token);
  if (!preview) {
    preview = previewOffer({ token });
    previews.set(token, preview);
  }
  return preview;
}

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
