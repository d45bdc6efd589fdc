// POST /api/billing/resume: undo a cancellation before the period ends; the plan renews again.
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, SubscriptionKind } from '@core/schemas/billing';
import { apiPost } from '@web/lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useResumeSubscription() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (kind: SubscriptionKind) => apiPost<BillingStatus>('/billing/resume', { kind }),
    // Writes billingStatusKey with the answer and invalidates entitlementKeys (get-subscription.ts).
    onSuccess: (status) => refresh(status),
  });
}
