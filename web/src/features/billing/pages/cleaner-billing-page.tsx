// /cleaner/billing (spec §2): a highlighted cleaner sees the banner, the Highlight plan and
// Downgrade (cancel at the end of the paid period, with a mail to support as the fallback the spec
// names); anyone else the free plan and 'Upgrade to Highlight', which starts the checkout.
import { CalendarClock, Check, Mail, RotateCcw, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_PRICE } from '@core/plans';
import type { BillingStatus } from '@core/schemas/billing';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { billingMessages } from '@web/lib/messages/billing';
import { usePublicConfig } from '@web/lib/public-config';
import { usePageTitle } from '@web/lib/use-page-title';
import { PageHeading } from '@web/components/ui/page-heading';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useBillingStatus } from '../api/get-subscription';
import { useResumeSubscription } from '../api/resume-subscription';
import { useStartCheckout } from '../api/start-checkout';
import { CleanerBillingOnly } from '../components/billing-guards';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { StatusBadge } from '../components/status-badge';
import { notifyBillingError } from '../errors';
import { badgeKind, formatDate, formatPrice } from '../format';
import { useCheckoutReturn } from '../use-checkout-return';

export default function CleanerBillingPage() {
  const m = useMessages(billingMessages).billing.cleanerBilling;
  usePageTitle(m.pageTitle);
  return (
    <CleanerBillingOnly>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading title={m.title} subtitle={m.subtitle} />
        <CleanerBilling />
      </div>
    </CleanerBillingOnly>
  );
}

function CleanerBilling() {
  const messages = useMessages(billingMessages);
  const m = messages.billing.cleanerBilling;
  // The Highlight checkout cancels back here; a success lands on /highlight/success.
  const { awaitingConfirmation } = useCheckoutReturn();
  const billing = useBillingStatus({ pollWhile: (status) => awaitingConfirmation && !status?.isHighlighted });

  if (billing.isPending) {
    return <PageSpinner label={m.loading} />;
  }
  if (billing.isError) {
    // FORBIDDEN: signed in without a profile (gone, or never made; spec §2 'Profile not found').
    if (billing.error instanceof ApiRequestError && billing.error.code === 'FORBIDDEN') {
      return (
        <Card className="mt-6 p-6 text-center">
          <p className="font-semibold text-slate-900">{m.profileNotFound}</p>
          <Button asChild className="mt-4">
            <Link to="/cleaner/signup">{m.completeProfile}</Link>
          </Button>
        </Card>
      );
    }
    return (
      <Card className="mt-6 p-6 text-center">
        <p className="text-slate-700">{messages.billing.hostBilling.loadFailed}</p>
        <Button className="mt-4" variant="secondary" onClick={() => void billing.refetch()}>
          {messages.billing.hostBilling.retry}
        </Button>
      </Card>
    );
  }
  return <PlanDetails status={billing.data} />;
}

function PlanDetails({ status }: { status: BillingStatus }) {
  const messages = useMessages(billingMessages);
  const m = messages.billing.cleanerBilling;
  const subscription = status.subscription?.kind === 'highlight' ? status.subscription : null;
  const kind = badgeKind(subscription);
  const date = formatDate(subscription?.currentPeriodEnd);
  const highlighted = status.isHighlighted;

  return (
    <div className="mt-6 space-y-4">
      {highlighted && (
        <p
          role="status"
          className="flex items-start gap-3 rounded-[var(--radius-card)] bg-gradient-to-r from-brand-800 to-brand-700 px-5 py-4 font-medium text-white shadow-sm"
        >
          <Sparkles className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden="true" />
          {m.highlightedBanner}
        </p>
      )}
      <Card className="p-5 sm:p-6" role="region" aria-labelledby="billing-details-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="billing-details-title" className="text-lg font-semibold text-slate-900">
            {m.detailsTitle}
          </h2>
          {highlighted && <StatusBadge subscription={subscription} />}
        </div>
        <p className="mt-3 text-slate-700">{highlighted ? m.highlighted : m.free}</p>
        {highlighted ? <Highlighted kind={kind} date={date} /> : <Upgrade />}
      </Card>
    </div>
  );
}

function Highlighted({ kind, date }: { kind: ReturnType<typeof badgeKind>; date: string | null }) {
  const messages = useMessages(billingMessages);
  const m = messages.billing.cleanerBilling;
  const d = messages.billing.downgradeDialog;
  const [open, setOpen] = useState(false);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const canceling = kind === 'canceling';

  const note =
    canceling && date
      ? format(m.endsOn, { date })
      : kind === 'past_due' || kind === 'unpaid'
        ? m.pastDue
        : date
          ? format(m.renewsOn, { date })
          : null;

  const downgrade = () =>
    cancel.mutate('highlight', {
      onSuccess: (next) => {
        setOpen(false);
        const end = formatDate(next.subscription?.currentPeriodEnd);
        notify.success({
          title: d.doneTitle,
          description: end ? format(d.doneDescription, { date: end }) : d.doneDescriptionNoDate,
        });
      },
      onError: (err) => notifyBillingError(err, messages.billing.errors),
    });
  const keep = () =>
    resume.mutate('highlight', {
      onSuccess: () => notify.success({ title: m.resumedTitle, description: m.resumedDescription }),
      onError: (err) => notifyBillingError(err, messages.billing.errors),
    });

  return (
    <>
      {note && (
        <p
          className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700"
          aria-live="polite"
        >
          <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {note}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        {canceling ? (
          <Button onClick={keep} disabled={resume.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {m.resume}
          </Button>
        ) : (
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {m.downgrade}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={d.title}
        description={date ? format(d.description, { date }) : d.descriptionNoDate}
        cancelLabel={d.keep}
        confirmLabel={d.confirm}
        busyLabel={d.downgrading}
        busy={cancel.isPending}
        onConfirm={downgrade}
      >
        <SupportMailFallback />
      </ConfirmDialog>
    </>
  );
}

/** Spec §7: Downgrade mails support with the subject 'Cancel Highlight Subscription'. */
function SupportMailFallback() {
  const m = useMessages(billingMessages).billing;
  const email = usePublicConfig().data?.supportEmail;
  if (!email) return null;
  return (
    <p className="mt-4 text-sm text-slate-600">
      <a
        href={`mailto:${email}?subject=${encodeURIComponent(m.cleanerBilling.downgradeMailSubject)}`}
        className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        <Mail className="size-4" aria-hidden="true" />
        {m.downgradeDialog.mailFallback}
      </a>
    </p>
  );
}

function Upgrade() {
  const messages = useMessages(billingMessages);
  const m = messages.billing.cleanerBilling;
  const checkout = useStartCheckout();
  const start = () =>
    checkout.mutate('highlight', {
      onError: (err) => notifyBillingError(err, messages.billing.errors, messages.billing.errors.checkoutFailed),
    });
  // The browser leaves for the checkout on success: keep the button busy until it has.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-3xl font-bold tracking-tight text-slate-900">{formatPrice(HIGHLIGHT_PRICE)}</span>
        <span className="text-sm font-medium text-slate-600">{messages.billing.pricing.perMonth}</span>
      </p>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {m.highlightPerks.map((perk) => (
          <li key={perk} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            {perk}
          </li>
        ))}
      </ul>
      <Button className="mt-5 w-full sm:w-auto" variant="accent" size="lg" onClick={start} disabled={busy}>
        <Sparkles className="size-4" aria-hidden="true" />
        {busy ? m.opening : m.upgrade}
      </Button>
    </>
  );
}
