// The return from a checkout (spec §2, §4, §8): ?success=true → 'Success!', ?canceled=true →
// 'Canceled', shown once; the query is then removed so a reload or Back does not repeat it, and the
// subscription is refetched after 1 second. Returning grants nothing: only the provider's verified
// event does, so after a success the page keeps polling for a while until that event has landed.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { billingMessages } from '@web/lib/messages/billing';
import { useRefreshEntitlements } from './api/get-subscription';

const RETURN_PARAMS = ['success', 'canceled', 'session_id'] as const;
/** Spec §9: post-payment refetch 1 s. */
export const REFETCH_AFTER_MS = 1000;
/** How long to keep asking when the provider's event is slower than the browser. */
const CONFIRM_WINDOW_MS = 30_000;

export function useCheckoutReturn() {
  const m = useMessages(billingMessages).billing.hostBilling;
  const [params, setParams] = useSearchParams();
  const refresh = useRefreshEntitlements();
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);
  const handled = useRef(false);
  const success = params.get('success') === 'true';
  const canceled = params.get('canceled') === 'true';

  useEffect(() => {
    if (!success && !canceled) return;
    if (!handled.current) {
      handled.current = true;
      if (success) notify.success({ title: m.successTitle, description: m.successDescription });
      else notify.info({ title: m.canceledTitle, description: m.canceledDescription });
      // Not cleared on unmount: a refetch after leaving the page is harmless, and StrictMode's
      // rehearsal unmount would otherwise cancel it.
      setTimeout(() => {
        void refresh();
        if (success) {
          setAwaitingConfirmation(true);
          setTimeout(() => setAwaitingConfirmation(false), CONFIRM_WINDOW_MS);
        }
      }, REFETCH_AFTER_MS);
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const p of RETURN_PARAMS) next.delete(p);
        return next;
      },
      { replace: true },
    );
  }, [success, canceled, setParams, refresh, m]);

  return { awaitingConfirmation };
}
