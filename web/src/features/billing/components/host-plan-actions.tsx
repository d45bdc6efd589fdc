// What a host can do from a plan card, shared by /host/pricing and /host/billing: a free host starts
// a checkout (new tab), a subscribed host switches plan (prorated, after confirming) or cancels at
// the end of the period.
import { useState } from 'react';
import type { PlanTier } from '@core/plans';
import type { BillingStatus, HostPaidTier } from '@core/schemas/billing';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import { billingMessages } from '@web/lib/messages/billing';
import { useCancelSubscription } from '../api/cancel-subscription';
import { useChangePlan } from '../api/change-plan';
import { useRefreshEntitlements } from '../api/get-subscription';
import { useStartCheckout } from '../api/start-checkout';
import { notifyBillingError } from '../errors';
import { formatDate, formatPrice, planName, planPrice } from '../format';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

export function useHostPlanActions(status: BillingStatus | undefined) {
  const messages = useMessages(billingMessages, jobsMessages);
  const m = messages.billing;
  const checkout = useStartCheckout();
  const change = useChangePlan();
  const cancel = useCancelSubscription();
  const refresh = useRefreshEntitlements();
  const [switchTo, setSwitchTo] = useState<HostPaidTier | null>(null);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [openedInNewTab, setOpenedInNewTab] = useState(false);

  const current: PlanTier = status?.subscriptionTier ?? 'free';
  const subscription = status?.subscription?.kind === 'host_plan' ? status.subscription : null;
  const canceling = !!subscription?.cancelAtPeriodEnd;
  const endDate = formatDate(subscription?.currentPeriodEnd);
  const currentName = planName(current, messages);

  const startCheckout = (plan: HostPaidTier) =>
    checkout.mutate(plan, {
      onSuccess: (where) => setOpenedInNewTab(where === 'new-tab'),
      onError: (err) => {
        notifyBillingError(err, m.errors, m.errors.checkoutFailed);
        // A 409 means the server knows a subscription this page does not show yet.
        void refresh();
      },
    });

  const confirmSwitch = () => {
    if (!switchTo) return;
    change.mutate(switchTo, {
      onSuccess: (next) => {
        setSwitchTo(null);
        notify.success({
          title: m.changeDialog.doneTitle,
          description: format(m.changeDialog.doneDescription, { plan: planName(next.subscriptionTier, messages) }),
        });
      },
      onError: (err) => notifyBillingError(err, m.errors),
    });
  };

  const confirmCancel = () =>
    cancel.mutate('host_plan', {
      onSuccess: (next) => {
        setCancelOpen(false);
        const date = formatDate(next.subscription?.currentPeriodEnd);
        notify.success({
          title: m.cancelDialog.doneTitle,
          description: date
            ? format(m.cancelDialog.doneDescription, { plan: currentName, date })
            : format(m.cancelDialog.doneDescriptionNoDate, { plan: currentName }),
        });
      },
      onError: (err) => notifyBillingError(err, m.errors),
    });

  const action = (tier: PlanTier) => {
    const name = planName(tier, messages);
    if (!status) return <div className="h-11 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;
    // The card itself says 'Current plan'.
    if (tier === current) return null;
    if (current === 'free') {
      if (tier === 'free') return null;
      const busy = checkout.isPending && checkout.variables === tier;
      return (
        <Button
          className="w-full"
          variant={tier === 'pro' ? 'primary' : 'secondary'}
          onClick={() => startCheckout(tier)}
          disabled={checkout.isPending}
        >
          {busy ? m.pricing.opening : format(m.pricing.upgradeTo, { plan: name })}
        </Button>
      );
    }
    if (tier === 'free') {
      if (canceling)
        return endDate ? (
          <p className="text-center text-sm text-slate-600">
            {format(m.pricing.canceling, { plan: currentName, date: endDate })}
          </p>
        ) : null;
      return (
        <Button className="w-full" variant="secondary" onClick={() => setCancelOpen(true)}>
          {m.pricing.downgradeToFree}
        </Button>
      );
    }
    return (
      <Button
        className="w-full"
        variant={tier === 'premium' ? 'primary' : 'secondary'}
        onClick={() => setSwitchTo(tier)}
      >
        {format(m.pricing.switchTo, { plan: name })}
      </Button>
    );
  };

  const switchName = switchTo ? planName(switchTo, messages) : '';
  const dialogs = (
    <>
      <ConfirmDialog
        open={switchTo !== null}
        onOpenChange={(open) => !open && setSwitchTo(null)}
        title={format(m.changeDialog.title, { plan: switchName })}
        description={format(m.changeDialog.description, {
          plan: switchName,
          price: switchTo ? formatPrice(planPrice(switchTo)) : '',
        })}
        cancelLabel={m.changeDialog.keep}
        confirmLabel={format(m.changeDialog.confirm, { plan: switchName })}
        busyLabel={m.changeDialog.switching}
        busy={change.isPending}
        confirmVariant="primary"
        onConfirm={confirmSwitch}
      />
      <ConfirmDialog
        open={cancelOpen}
        onOpenChange={setCancelOpen}
        title={format(m.cancelDialog.title, { plan: currentName })}
        description={
          endDate
            ? format(m.cancelDialog.description, { plan: currentName, date: endDate })
            : format(m.cancelDialog.descriptionNoDate, { plan: currentName })
        }
        cancelLabel={m.cancelDialog.keep}
        confirmLabel={m.cancelDialog.confirm}
        busyLabel={m.cancelDialog.canceling}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
      />
    </>
  );

  return {
    action,
    dialogs,
    openCancel: () => setCancelOpen(true),
    canCancel: current !== 'free' && !!subscription && !canceling,
    openedInNewTab,
  };
}
