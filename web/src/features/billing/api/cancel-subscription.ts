// POST /api/billing/cancel: cancel at the end of the paid period (access stays until then).
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, SubscriptionKind } from '../../../../../core/schemas/billing';
import { apiPost } from '../../../lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useCancelSubscription() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (kind: SubscriptionKind) => apiPost<BillingStatus>('/billing/cancel', { kind }),
    onSuccess: (status) => refresh(status),
  });
}
