// POST /api/billing/change-plan: a subscribed host switches between Pro and Premium (prorated).
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, HostPaidTier } from '../../../../../core/schemas/billing';
import { apiPost } from '../../../lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useChangePlan() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (plan: HostPaidTier) => apiPost<BillingStatus>('/billing/change-plan', { plan }),
    onSuccess: (status) => refresh(status),
  });
}
