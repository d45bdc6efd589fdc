// GET /api/billing/subscription: the signed-in user's plan (host plan or cleaner Highlight), and the
// one place that refreshes every screen whose limits or badges depend on it.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BillingStatus } from '../../../../../core/schemas/billing';
import { apiGet } from '../../../lib/api';
import { cleanerProfileKey } from '../../../lib/query-keys';

export const billingStatusKey = ['billing', 'subscription'] as const;

export const getBillingStatus = () => apiGet<BillingStatus>('/billing/subscription');

const POLL_MS = 2000;

type Options = {
  enabled?: boolean;
  /** Poll while this holds, e.g. while waiting for a checkout's event to land. */
  pollWhile?: (status: BillingStatus | undefined) => boolean;
};

export function useBillingStatus({ enabled = true, pollWhile }: Options = {}) {
  return useQuery({
    queryKey: billingStatusKey,
    queryFn: getBillingStatus,
    enabled,
    refetchInterval: (query) => (pollWhile?.(query.state.data) ? POLL_MS : false),
    // A checkout finishes in another tab (host plans) or on the provider's site: coming back to this
    // tab must show what the server knows now.
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}

/**
 * Everything derived from a subscription: the billing status itself, the host's profile badge,
 * job limits and applicant visibility (all under ['host']), and the cleaner's highlight flag.
 */
export function useRefreshEntitlements() {
  const qc = useQueryClient();
  return useCallback(
    (status?: BillingStatus) => {
      if (status) qc.setQueryData(billingStatusKey, status);
      return Promise.all([
        status ? undefined : qc.invalidateQueries({ queryKey: billingStatusKey }),
        qc.invalidateQueries({ queryKey: ['host'] }),
        qc.invalidateQueries({ queryKey: cleanerProfileKey }),
      ]);
    },
    [qc],
  );
}
