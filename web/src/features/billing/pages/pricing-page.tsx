// /host/pricing (spec §2 'Choose Your Plan'): Free, Pro and Premium with the viewer's current plan
// marked. A host starts a checkout (new tab) or switches plan; a visitor is sent to sign up or log
// in; a cleaner sees the plans without buy buttons and a pointer to the Highlight plan.
import { CalendarDays, ExternalLink, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { JOB_LIMITS, type PlanTier } from '@core/plans';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { format, useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import { billingMessages } from '@web/lib/messages/billing';
import { usePublicConfig } from '@web/lib/public-config';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '@web/features/auth';
import { SIGN_UP_HOST_PATH } from '@web/features/auth';
import { useBillingStatus } from '../api/get-subscription';
import { useHostPlanActions } from '../components/host-plan-actions';
import { PlanGrid } from '../components/plan-grid';
import { planName } from '../format';

const linkClass = 'font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900';

export default function PricingPage() {
  const messages = useMessages(billingMessages, jobsMessages);
  const m = messages.billing.pricing;
  usePageTitle(m.pageTitle);
  const session = useSession();
  const isHost = session.role === 'host';
  const billing = useBillingStatus({ enabled: isHost });
  const host = useHostPlanActions(billing.data);

  const linkAction = (to: string, label: string, primary: boolean) => (
    <Button asChild className="w-full" variant={primary ? 'primary' : 'secondary'}>
      <Link to={to}>{label}</Link>
    </Button>
  );
  const skeleton = <div className="h-11 animate-pulse rounded-lg bg-slate-100" aria-hidden="true" />;

  let current: PlanTier | null = null;
  let action: (tier: PlanTier) => ReactNode;
  let note: ReactNode = null;
  if (session.loading) {
    action = () => skeleton;
  } else if (isHost) {
    current = billing.data?.subscriptionTier ?? null;
    action = host.action;
    if (billing.isError) {
      note = (
        <>
          {messages.billing.hostBilling.loadFailed}{' '}
          <button type="button" className={linkClass} onClick={() => void billing.refetch()}>
            {messages.billing.hostBilling.retry}
          </button>
        </>
      );
    } else if (host.openedInNewTab) {
      note = m.checkoutNewTab;
    }
  } else if (session.role === 'cleaner') {
    action = () => null;
    note = (
      <>
        {m.cleanerNote}{' '}
        <Link to="/cleaner/billing" className={linkClass}>
          {m.cleanerBilling}
        </Link>
      </>
    );
  } else if (session.user) {
    // Signed in without a profile yet: the plans belong to a host profile.
    action = (tier) => linkAction('/host/setup-profile', m.setupProfile, tier === 'pro');
    note = m.noProfileNote;
  } else {
    action = (tier) =>
      linkAction(
        SIGN_UP_HOST_PATH,
        tier === 'free' ? m.startFree : format(m.choose, { plan: planName(tier, messages) }),
        tier === 'pro',
      );
    note = (
      <>
        {m.signedOutNote}{' '}
        <Link to="/auth" className={linkClass}>
          {m.signIn}
        </Link>
      </>
    );
  }

  return (
    <>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{m.title}</h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">{m.subtitle}</p>
          {isHost && (
            <p className="mt-4">
              <Link to="/host/billing" className={linkClass}>
                {m.manageBilling}
              </Link>
            </p>
          )}
        </div>
      </div>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        {host.dialogs}
        <p
          className="rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-inset ring-brand-100 empty:hidden"
          aria-live="polite"
        >
          {note}
        </p>
        <PlanGrid current={current} action={action} />
        <SalesCard />
      </div>
    </>
  );
}

/** For portfolios beyond Premium: Contact Us, and the booking page when this deployment has one. */
function SalesCard() {
  const m = useMessages(billingMessages).billing.pricing;
  // Set only when this deployment has a booking page (SALES_BOOKING_URL).
  const bookingUrl = usePublicConfig().data?.salesBookingUrl;
  return (
    <Card
      role="region"
      aria-labelledby="sales-title"
      className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="sales-title" className="text-lg font-semibold text-slate-900">
          {format(m.moreTitle, { count: JOB_LIMITS.premium })}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.moreDescription}</p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        <Button asChild variant="secondary">
          <Link to="/contact-us">
            <Mail className="size-4" aria-hidden="true" />
            {m.contactUs}
          </Link>
        </Button>
        {bookingUrl && (
          <Button asChild>
            <a href={bookingUrl} target="_blank" rel="noopener noreferrer">
              <CalendarDays className="size-4" aria-hidden="true" />
              {m.bookCall}
              <ExternalLink className="size-4" aria-hidden="true" />
              <span className="sr-only">{m.opensInNewTab}</span>
            </a>
          </Button>
        )}
      </div>
    </Card>
  );
}
