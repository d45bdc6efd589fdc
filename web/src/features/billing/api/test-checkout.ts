// The built-in test-mode checkout (no Stripe keys): GET /api/billing/test-checkout/:id for the page,
// POST .../pay or .../cancel to finish it; both answer with where the browser goes next.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TestCheckout, TestCheckoutResult } from '@core/schemas/billing';
import { apiGet, apiPost } from '@web/lib/api';

const path = (sessionId: string) => `/billing/test-checkout/${encodeURIComponent(sessionId)}`;

export const testCheckoutKey = (sessionId: string) => ['billing', 'test-checkout', sessionId] as const;

export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: testCheckoutKey(sessionId),
    queryFn: () => apiGet<TestCheckout>(path(sessionId)),
    staleTime: 0,
  });

export const useTestCheckout = (sessionId: string) => useQuery(testCheckoutQuery(sessionId));

export function useFinishTestCheckout(sessionId: string) {
  return useMutation({
    mutationFn: (action: 'pay' | 'cancel') =>
      apiPost<z.infer<typeof TestCheckoutResult>>(`${path(sessionId)}/${action}`),
    // Invalidates nothing: a full load follows, and the return page starts fresh, reading the
    // subscription the events just wrote.
    onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
  });
}
