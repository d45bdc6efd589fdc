// POST /api/billing/checkout: a subscription checkout for a host plan or the cleaner Highlight. The
// server picks the provider and the return URLs; this file only decides where the checkout opens.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { CheckoutResponse, PaidPlan } from '@core/schemas/billing';
import { apiPost } from '@web/lib/api';

export const startCheckout = (plan: PaidPlan) =>
  apiPost<z.infer<typeof CheckoutResponse>>('/billing/checkout', { plan });

/**
 * Spec §7: a host plan's checkout opens in a new tab (the pricing page stays where it was); the
 * Highlight checkout replaces the page. A blocked pop-up falls back to the same tab, so the click
 * never does nothing.
 */
export function openCheckout(plan: PaidPlan, url: string): 'new-tab' | 'same-tab' {
  if (plan !== 'highlight') {
    const tab = window.open(url, '_blank');
    if (tab) {
      // The checkout page has no business with this tab; cut the link back (noopener would hide
      // whether the pop-up was blocked, since window.open then always returns null).
      try {
        tab.opener = null;
      } catch {
        // Already navigated cross-origin: the provider's page cannot reach us either way.
      }
      return 'new-tab';
    }
  }
  window.location.assign(url);
  return 'same-tab';
}

/**
 * Resolves to where the checkout opened, so the page can say "finish in the other tab". Invalidates
 * nothing: only the provider's event changes the plan, and billingStatusQuery refetches when the
 * tab is shown again (and the return page refreshes the entitlements).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (plan: PaidPlan) => openCheckout(plan, (await startCheckout(plan)).url),
  });
}
