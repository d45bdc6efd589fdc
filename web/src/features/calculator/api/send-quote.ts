// POST /api/calculator/quotes: the server recomputes the quote, stores it with the lead and emails it.
import { useMutation } from '@tanstack/react-query';
import type { SendQuoteInput, SendQuoteResponse } from '@core/schemas/calculator';
import { apiPost } from '@web/lib/api';

export const sendQuote = (input: SendQuoteInput) => apiPost<SendQuoteResponse>('/calculator/quotes', input);

export function useSendQuote() {
  return useMutation({ mutationFn: sendQuote });
}
