// POST /api/billing/resume: undo a cancellation before the period ends; the plan renews again.
import { useMutation } from '@tanstack/react-query';
import type { BillingStatus, SubscriptionKind } from '../../../../../core/schemas/billing';
import { apiPost } from '../../../lib/api';
import { useRefreshEntitlements } from './get-subscription';

export function useResumeSubscription() {
  const refresh = useRefreshEntitlements();
  return useMutation({
    mutationFn: (kind: SubscriptionKind) => apiPost<BillingStatus>('/billing/resume', { kind }),
    onSuccess: (status) => refresh(status),
  });
}
