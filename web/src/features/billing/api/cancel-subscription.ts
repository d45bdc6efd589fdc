// POST /api/billing/cancel: cancel at the end of the paid period (access stays until then).
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, SubscriptionKind } from '@core/schemas/billing';
import { apiPost } from '@web/lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useCancelSubscription() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (kind: SubscriptionKind) => apiPost<BillingStatus>('/billing/cancel', { kind }),
    // Writes billingStatusKey with the answer and invalidates entitlementKeys (get-subscription.ts).
    onSuccess: (status) => refresh(status),
  });
}
