// Shown on /browse-jobs to a cleaner who is not highlighted: one click starts the Highlight checkout
// (the same one as 'Upgrade to Highlight' on /cleaner/billing).
import { Sparkles } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { billingMessages } from '@web/lib/messages/billing';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { useStartCheckout } from '../api/start-checkout';
import { notifyBillingError } from '../errors';

export function HighlightBanner() {
  const messages = useMessages(billingMessages, cleanerMessages);
  const m = messages.cleaner.browse;
  const checkout = useStartCheckout();
  // On success the browser leaves for the checkout: stay busy until it has.
  const busy = checkout.isPending || checkout.isSuccess;
  const start = () =>
    checkout.mutate('highlight', {
      onError: (err) => notifyBillingError(err, messages.billing.errors, messages.billing.errors.checkoutFailed),
    });
  return (
    <section
      aria-labelledby="highlight-title"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-gradient-to-r from-brand-800 to-brand-700 px-5 py-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div className="flex gap-3">
        <Sparkles className="mt-0.5 size-6 shrink-0 text-accent-400" aria-hidden="true" />
        <div>
          <h2 id="highlight-title" className="font-semibold">
            {m.highlightTitle}
          </h2>
          <p className="mt-1 text-sm text-brand-50">{m.highlightBody}</p>
        </div>
      </div>
      <Button variant="accent" className="shrink-0" onClick={start} disabled={busy}>
        {busy ? messages.billing.cleanerBilling.opening : m.highlightCta}
      </Button>
    </section>
  );
}
