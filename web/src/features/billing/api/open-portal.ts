// POST /api/billing/portal: the provider's page for cards and invoices (Stripe's Billing Portal),
// offered only when BillingStatus.portalAvailable. It returns to the billing page by itself.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PortalResponse } from '@core/schemas/billing';
import { apiPost } from '@web/lib/api';

export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiPost<z.infer<typeof PortalResponse>>('/billing/portal'),
    // Invalidates nothing: the browser leaves, and the billing page loads afresh on the way back.
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
