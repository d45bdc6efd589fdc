// /host/billing (spec §2 'Billing & Subscription'): the current plan with its status badge and
// renewal or end date, change / cancel / resume, the provider's payment page when it has one, the
// plan comparison, and the return from a checkout (?success / ?canceled).
import { CalendarClock, CreditCard, RotateCcw } from 'lucide-react';
import { JOB_LIMITS, APPLICANT_PREVIEW_CAP } from '@core/plans';
import type { BillingStatus } from '@core/schemas/billing';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner, Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import { billingMessages } from '@web/lib/messages/billing';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostPage } from '@web/features/host';
import { useBillingStatus } from '../api/get-subscription';
import { useOpenPortal } from '../api/open-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { HostBillingOnly } from '../components/billing-guards';
import { useHostPlanActions } from '../components/host-plan-actions';
import { PlanGrid } from '../components/plan-grid';
import { StatusBadge } from '../components/status-badge';
import { notifyBillingError } from '../errors';
import { badgeKind, formatDate, formatPrice, planName, planPrice } from '../format';
import { useCheckoutReturn } from '../use-checkout-return';

export default function HostBillingPage() {
  const m = useMessages(billingMessages).billing.hostBilling;
  usePageTitle(m.pageTitle);
  return (
    <HostBillingOnly>
      <HostBilling />
    </HostBillingOnly>
  );
}

function HostBilling() {
  const m = useMessages(billingMessages).billing.hostBilling;
  const { awaitingConfirmation } = useCheckoutReturn();
  // Until the provider's event has landed, keep asking (for a bounded time).
  const billing = useBillingStatus({
    pollWhile: (status) => awaitingConfirmation && status?.subscriptionTier === 'free',
  });
  const waiting = awaitingConfirmation && billing.data?.subscriptionTier === 'free';
  const actions = useHostPlanActions(billing.data);

  return (
    <HostPage title={m.title} subtitle={m.subtitle}>
      {actions.dialogs}
      {billing.isPending ? (
        <PageSpinner label={m.loading} />
      ) : billing.isError ? (
        <Card className="p-6 text-center">
          <p className="text-slate-700">{m.loadFailed}</p>
          <Button className="mt-4" variant="secondary" onClick={() => void billing.refetch()}>
            {m.retry}
          </Button>
        </Card>
      ) : (
        <div className="space-y-10">
          <CurrentPlan
            status={billing.data}
            waiting={waiting}
            onCancel={actions.openCancel}
            canCancel={actions.canCancel}
          />
          <section aria-labelledby="compare-plans-title">
            <h2
              id="compare-plans-title"
              tabIndex={-1}
              className="mb-4 scroll-mt-24 text-xl font-semibold text-slate-900 outline-none"
            >
              {m.compareTitle}
            </h2>
            <PlanGrid current={billing.data.subscriptionTier} action={actions.action} headingLevel="h3" />
          </section>
        </div>
      )}
    </HostPage>
  );
}

/** Scrolls to the plan cards and moves focus there, so keyboards and screen readers follow. */
function showComparison() {
  const heading = document.getElementById('compare-plans-title');
  heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  heading?.focus({ preventScroll: true });
}

function CurrentPlan({
  status,
  waiting,
  onCancel,
  canCancel,
}: {
  status: BillingStatus;
  waiting: boolean;
  onCancel: () => void;
  canCancel: boolean;
}) {
  const messages = useMessages(billingMessages, jobsMessages);
  const m = messages.billing.hostBilling;
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const tier = status.subscriptionTier;
  const subscription = status.subscription?.kind === 'host_plan' ? status.subscription : null;
  const kind = badgeKind(subscription);
  const name = planName(tier, messages);
  const date = formatDate(subscription?.currentPeriodEnd);
  const subscriptionName = subscription ? planName(subscription.plan, messages) : name;
  const jobs = JOB_LIMITS[tier];

  const note = waiting ? (
    <span className="inline-flex items-center gap-2">
      <Spinner label={m.confirming} />
      {m.confirming}
    </span>
  ) : kind === 'canceling' && date ? (
    format(m.endsOn, { plan: subscriptionName, date })
  ) : kind === 'past_due' || kind === 'unpaid' ? (
    format(m.pastDue, { plan: subscriptionName })
  ) : kind === 'incomplete' ? (
    m.incomplete
  ) : (kind === 'active' || kind === 'trialing') && date ? (
    format(m.renewsOn, { date })
  ) : kind === 'ended' && date ? (
    format(m.endedOn, { plan: subscriptionName, date })
  ) : tier === 'free' ? (
    m.freeNote
  ) : null;

  const doResume = () =>
    resume.mutate('host_plan', {
      onSuccess: () =>
        notify.success({
          title: m.resumedTitle,
          description: format(m.resumedDescription, { plan: subscriptionName }),
        }),
      onError: (err) => notifyBillingError(err, messages.billing.errors),
    });

  return (
    <Card className="p-5 sm:p-6" aria-labelledby="current-plan-title" role="region">
      <p className="text-sm font-medium text-slate-600">{m.currentPlan}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <h2 id="current-plan-title" className="text-2xl font-bold text-slate-900">
          {name}
        </h2>
        <StatusBadge subscription={subscription} />
      </div>
      <p className="mt-1 text-slate-700">
        <span className="text-lg font-semibold text-slate-900">{formatPrice(planPrice(tier))}</span>
        {tier === 'free' ? ` ${messages.billing.pricing.forever}` : messages.billing.pricing.perMonth}
        <span className="mx-2 text-slate-400" aria-hidden="true">
          ·
        </span>
        {jobs === 1 ? m.jobLimitOne : format(m.jobLimit, { count: jobs })}
        <span className="mx-2 text-slate-400" aria-hidden="true">
          ·
        </span>
        {tier === 'free'
          ? format(messages.billing.pricing.previewApplicants, { count: APPLICANT_PREVIEW_CAP })
          : messages.billing.pricing.allApplicants}
      </p>
      {note && (
        <p
          className="mt-4 flex items-start gap-2 rounded-lg bg-slate-50 px-3 py-2.5 text-sm text-slate-700"
          aria-live="polite"
        >
          {!waiting && <CalendarClock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />}
          <span>{note}</span>
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button variant={tier === 'free' ? 'primary' : 'secondary'} onClick={showComparison}>
          {tier === 'free' ? m.upgrade : m.changePlan}
        </Button>
        {kind === 'canceling' && (
          <Button onClick={doResume} disabled={resume.isPending}>
            <RotateCcw className="size-4" aria-hidden="true" />
            {resume.isPending ? m.resuming : m.resume}
          </Button>
        )}
        {status.portalAvailable && (
          <Button
            variant="secondary"
            onClick={() =>
              portal.mutate(undefined, {
                onError: (err) =>
                  notifyBillingError(err, messages.billing.errors, messages.billing.errors.portalFailed),
              })
            }
            disabled={portal.isPending || portal.isSuccess}
          >
            <CreditCard className="size-4" aria-hidden="true" />
            {portal.isPending || portal.isSuccess ? m.openingPortal : m.managePayment}
          </Button>
        )}
        {canCancel && (
          <Button variant="ghost" className="text-red-700 hover:bg-red-50 sm:ml-auto" onClick={onCancel}>
            {m.cancelPlan}
          </Button>
        )}
      </div>
    </Card>
  );
}
