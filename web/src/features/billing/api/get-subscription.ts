// GET /api/billing/subscription: the signed-in user's plan (host plan or cleaner Highlight), and the
// one place that refreshes every screen whose limits or badges depend on it.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { BillingStatus } from '@core/schemas/billing';
import { apiGet } from '@web/lib/api';
import { cleanerProfileKey, hostKey } from '@web/lib/query-keys';

export const billingStatusKey = ['billing', 'subscription'] as const;

/**
 * What a plan decides besides the billing status itself: all the host's data (profile badge, job
 * limits, applicant visibility, every key under ['host']) and the cleaner's highlight flag.
 */
export const entitlementKeys = [hostKey, cleanerProfileKey] as const;

export const getBillingStatus = () => apiGet<BillingStatus>('/billing/subscription');

export const billingStatusQuery = () =>
  queryOptions({
    queryKey: billingStatusKey,
    queryFn: getBillingStatus,
    // A checkout finishes in another tab (host plans) or on the provider's site: coming back to this
    // tab must show what the server knows now.
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

const POLL_MS = 2000;

type Options = {
  enabled?: boolean;
  /** Poll while this holds, e.g. while waiting for a checkout's event to land. */
  pollWhile?: (status: BillingStatus | undefined) => boolean;
};

export function useBillingStatus({ enabled = true, pollWhile }: Options = {}) {
  return useQuery({
    ...billingStatusQuery(),
    enabled,
    refetchInterval: (query) => (pollWhile?.(query.state.data) ? POLL_MS : false),
  });
}

/**
 * Refreshes everything derived from a subscription: writes billingStatusKey with a known status (or
 * invalidates it when there is none) and invalidates entitlementKeys.
 */
export function useRefreshEntitlements() {
  const qc = useQueryClient();
  return useCallback(
    (status?: BillingStatus) => {
      if (status) qc.setQueryData(billingStatusKey, status);
      return Promise.all([
        status ? undefined : qc.invalidateQueries({ queryKey: billingStatusKey }),
        ...entitlementKeys.map((queryKey) => qc.invalidateQueries({ queryKey })),
      ]);
    },
    [qc],
  );
}
