// /billing/test-checkout/:sessionId: the built-in checkout used when no Stripe keys are set (tests,
// demos). Clearly marked as test mode; Pay makes the server deliver the same signed events Stripe
// would, then the browser goes where the server says (the success or cancel URL).
import { CheckCircle2, CreditCard, FlaskConical, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { TEST_CHECKOUT_SESSION_ID } from '@core/plans';
import type { TestCheckout } from '@core/schemas/billing';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import { billingMessages } from '@web/lib/messages/billing';
import { usePageTitle } from '@web/lib/use-page-title';
import { useFinishTestCheckout, useTestCheckout } from '../api/test-checkout';
import { notifyBillingError } from '../errors';
import { formatPrice, planName } from '../format';

export default function TestCheckoutPage() {
  const m = useMessages(billingMessages).billing.testCheckout;
  usePageTitle(m.pageTitle);
  const { sessionId = '' } = useParams();
  const valid = TEST_CHECKOUT_SESSION_ID.test(sessionId);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8 sm:py-12">
      <div
        role="note"
        className="mb-6 flex items-start gap-3 rounded-[var(--radius-card)] border-2 border-dashed border-accent-500 bg-accent-100 px-4 py-3 text-amber-950"
      >
        <FlaskConical className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        <p className="text-sm">
          <strong className="block text-base font-bold tracking-wide">{m.banner}</strong>
          {m.bannerDescription}
        </p>
      </div>
      {valid ? (
        <Checkout sessionId={sessionId} />
      ) : (
        <Outcome
          icon="error"
          title={m.notFoundTitle}
          description={m.notFoundDescription}
          back={{ to: '/', label: m.backHome }}
        />
      )}
    </div>
  );
}

function Checkout({ sessionId }: { sessionId: string }) {
  const m = useMessages(billingMessages).billing.testCheckout;
  const checkout = useTestCheckout(sessionId);

  if (checkout.isPending) {
    return <PageSpinner label={m.loading} />;
  }
  if (checkout.isError) {
    const code = checkout.error instanceof ApiRequestError ? checkout.error.code : null;
    if (code === 'UNAUTHORIZED')
      return (
        <Outcome
          icon="error"
          title={m.signInTitle}
          description={m.signInDescription}
          back={{ to: '/login', label: m.logIn }}
        />
      );
    // Someone else's checkout reads the same as a missing one: it is none of this account's business.
    if (code === 'VALIDATION_FAILED' || code === 'FORBIDDEN' || code === 'NOT_FOUND')
      return (
        <Outcome
          icon="error"
          title={m.notFoundTitle}
          description={m.notFoundDescription}
          back={{ to: '/', label: m.backHome }}
        />
      );
    return (
      <Card className="p-6 text-center">
        <p className="text-slate-700">{m.loadFailed}</p>
        <Button className="mt-4" variant="secondary" onClick={() => void checkout.refetch()}>
          {m.retry}
        </Button>
      </Card>
    );
  }

  const session = checkout.data;
  const isHighlight = session.plan === 'highlight';
  if (session.status === 'complete') {
    return (
      <Outcome
        icon="done"
        title={m.completeTitle}
        description={m.completeDescription}
        back={
          isHighlight
            ? { to: '/cleaner/billing', label: m.backToBilling }
            : { to: '/host/billing', label: m.backToBilling }
        }
      />
    );
  }
  if (session.status === 'canceled') {
    return (
      <Outcome
        icon="error"
        title={m.canceledTitle}
        description={m.canceledDescription}
        back={
          isHighlight
            ? { to: '/cleaner/billing', label: m.backToBilling }
            : { to: '/host/pricing', label: m.backToPricing }
        }
      />
    );
  }
  if (session.status === 'expired') {
    return (
      <Outcome
        icon="error"
        title={m.supersededTitle}
        description={m.supersededDescription}
        back={
          isHighlight
            ? { to: '/cleaner/billing', label: m.backToBilling }
            : { to: '/host/billing', label: m.backToBilling }
        }
      />
    );
  }
  return <OpenCheckout session={session} onStale={() => void checkout.refetch()} />;
}

function OpenCheckout({ session, onStale }: { session: TestCheckout; onStale: () => void }) {
  const messages = useMessages(billingMessages, jobsMessages);
  const m = messages.billing.testCheckout;
  const finish = useFinishTestCheckout(session.id);
  const price = formatPrice(session.price);
  // The browser is leaving on success: the buttons stay busy until it has.
  const busy = finish.isPending || finish.isSuccess;
  const run = (action: 'pay' | 'cancel') =>
    finish.mutate(action, {
      onError: (err) => {
        notifyBillingError(err, messages.billing.errors, messages.billing.errors.paymentFailed);
        // Finished meanwhile (another tab, a double click): show what the session is now.
        if (err instanceof ApiRequestError && err.code === 'CHECKOUT_CLOSED') onStale();
      },
    });

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="text-2xl font-bold tracking-tight text-slate-900">
        {m.title}
      </h1>
      <dl className="mt-5 divide-y divide-slate-100 rounded-lg border border-slate-200">
        <Row label={m.plan}>{planName(session.plan, messages)}</Row>
        <Row label={m.price}>{format(m.perMonth, { price })}</Row>
        <Row label={m.account}>
          <span className="[overflow-wrap:anywhere]">{session.customerEmail}</span>
        </Row>
      </dl>
      <p className="mt-3 text-sm text-slate-600">{m.billedMonthly}</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => run('pay')} disabled={busy}>
          <CreditCard className="size-5" aria-hidden="true" />
          {busy && finish.variables === 'pay' ? m.processing : format(m.pay, { price })}
        </Button>
        <Button variant="secondary" onClick={() => run('cancel')} disabled={busy}>
          {busy && finish.variables === 'cancel' ? m.canceling : m.cancel}
        </Button>
      </div>
    </Card>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 px-4 py-3 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-right font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

function Outcome({
  icon,
  title,
  description,
  back,
}: {
  icon: 'done' | 'error';
  title: string;
  description: string;
  back: { to: string; label: string };
}) {
  const Icon = icon === 'done' ? CheckCircle2 : XCircle;
  return (
    <Card className="p-6 text-center sm:p-8">
      <Icon
        className={icon === 'done' ? 'mx-auto size-10 text-green-700' : 'mx-auto size-10 text-slate-500'}
        aria-hidden="true"
      />
      <h1 className="mt-3 text-xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <Button asChild className="mt-6">
        <Link to={back.to}>{back.label}</Link>
      </Button>
    </Card>
  );
}
