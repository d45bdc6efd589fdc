// POST /api/billing/change-plan: a subscribed host switches between Pro and Premium (prorated).
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, HostPaidTier } from '@core/schemas/billing';
import { apiPost } from '@web/lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useChangePlan() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (plan: HostPaidTier) => apiPost<BillingStatus>('/billing/change-plan', { plan }),
    // Writes billingStatusKey with the answer and invalidates entitlementKeys (get-subscription.ts).
    onSuccess: (status) => refresh(status),
  });
}
