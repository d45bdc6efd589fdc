// Billing's front door: chooses the payment provider once (Stripe with STRIPE_SECRET_KEY, else the
// built-in test mode), wraps its calls so a failure is logged with context and answered as a 502,
// owns the webhook handler, and runs the sweep that ends cancelled plans as their periods pass.
import type { FastifyBaseLogger } from 'fastify';
import { errors } from '@core/messages/en/errors';
import type { HostPaidTier } from '@core/schemas/billing';
import type { Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { Env } from '../env';
import { AppError } from '../errors';
import { createWorker, type Worker } from '../lib/worker';
import type { AppClock } from '../clock';
import { findCustomerId } from './customers';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { subscription } from '../db/schema';
import {
  ENTITLED_STATUSES,
  hasLapsedCancellation,
  lockBillingUser,
  recomputeEntitlements,
  usersWithLapsedCancellations,
  type PlanChanged,
} from './entitlements';
import type { CheckoutRequest, PaymentProvider, WebhookHandler } from './provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider, type TestModeControls } from './test-mode/provider';
import { createWebhookHandler } from './webhook';

const SWEEP_INTERVAL_MS = 60_000;

export type Billing = {
  /** The app clock billing decides by (server/clock.ts). */
  clock: AppClock;
  /** The provider has a hosted page for this user's cards and invoices (they are a customer there). */
  portalAvailableFor(userId: string): Promise<boolean>;
  createCheckout(request: CheckoutRequest, log?: FastifyBaseLogger): Promise<{ url: string }>;
  changePlan(subscriptionId: string, plan: HostPaidTier, log?: FastifyBaseLogger): Promise<void>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean, log?: FastifyBaseLogger): Promise<void>;
  /** null when there is no portal for this user (no provider portal, or never a customer). */
  openPortal(userId: string, returnUrl: string, log?: FastifyBaseLogger): Promise<{ url: string } | null>;
  handleWebhook: WebhookHandler;
  /** Derives the user's entitlements again if a cancelled plan of theirs has reached its end. */
  syncLapsed(userId: string): Promise<void>;
  /** One pass of the periodic work (exposed for tests). */
  sweep(): Promise<void>;
  /** Only in test mode: the checkout page's actions and the development clock. */
  testMode: TestModeControls | undefined;
  /** The sweep's worker (server/lib/worker.ts): a sweep a minute while the app runs. */
  worker: Worker;
  start(): void;
  stop(): Promise<void>;
};

export function createBilling(options: {
  env: Env;
  db: Db;
  mailer: Mailer;
  clock: AppClock;
  log: FastifyBaseLogger;
  /** What follows a plan change (server/app.ts: the jobs feature pauses extra postings). */
  planChanged: PlanChanged;
}): Billing {
  const { env, db, mailer, clock } = options;
  const log = options.log.child({ module: 'billing' });

  let provider: PaymentProvider;
  let testMode: TestModeControls | undefined;
  let attach: ((handler: WebhookHandler) => void) | undefined;
  if (env.stripe) {
    provider = createStripeProvider({ config: env.stripe, db });
  } else {
    const test = createTestProvider({ db, clock, appUrl: env.appUrl, authSecret: env.authSecret, log });
    provider = test.provider;
    // Its deliveries can fail like any provider call: logged, and answered as a 502.
    testMode = {
      ...test.controls,
      payCheckout: (sessionId, userId) =>
        call('payCheckout', { sessionId, userId }, undefined, () => test.controls.payCheckout(sessionId, userId)),
      advanceClock: (days, opts) =>
        call('advanceClock', { days, ...opts }, undefined, () => test.controls.advanceClock(days, opts)),
    };
    attach = test.attach;
    if (env.isProduction)
      log.warn('billing runs in TEST MODE (no STRIPE_SECRET_KEY): anyone can subscribe without paying');
  }
  const handleWebhook = createWebhookHandler({
    db,
    provider,
    mailer,
    clock,
    appUrl: env.appUrl,
    log,
    planChanged: options.planChanged,
  });
  attach?.(handleWebhook);

  /** Provider calls: our own refusals pass through; anything else is logged and becomes a 502. */
  async function call<T>(
    operation: string,
    context: Record<string, unknown>,
    requestLog: FastifyBaseLogger | undefined,
    fn: () => Promise<T>,
  ): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      (requestLog ?? log).error(
        { err, operation, provider: provider.name, ...context },
        'payment provider call failed',
      );
      throw new AppError('PAYMENT_PROVIDER_FAILED', errors.billing.providerFailed);
    }
  }

  async function resync(userId: string) {
    await db.transaction(async (tx) => {
      await lockBillingUser(tx, userId);
      await recomputeEntitlements(tx, userId, clock.now(), options.planChanged);
    });
  }

  async function sweep() {
    if (testMode) {
      await testMode.processDue();
      await testMode.redeliverPending();
    }
    for (const userId of await usersWithLapsedCancellations(db, clock.now())) await resync(userId);
    await cancelSupersededPlans();
  }

  /** A second paid plan whose cancellation failed when its event arrived is asked for again. */
  async function cancelSupersededPlans() {
    const rows = await db
      .select({ id: subscription.id })
      .from(subscription)
      .where(
        and(
          isNotNull(subscription.supersededAt),
          eq(subscription.provider, provider.name),
          inArray(subscription.status, [...ENTITLED_STATUSES]),
        ),
      )
      .limit(100);
    for (const row of rows) {
      await provider
        .cancelNow(row.id)
        .catch((err: unknown) =>
          log.error({ err, subscriptionId: row.id }, 'canceling a second paid plan failed; the next sweep retries'),
        );
    }
  }

  // A tick that comes while a sweep runs is dropped: the next minute's sweep does what it would have.
  const worker = createWorker({
    name: 'billingSweep',
    pass: sweep,
    onError: (err) => log.error({ err }, 'billing sweep failed'),
    pollMs: SWEEP_INTERVAL_MS,
    skipPollsWhileRunning: true,
    passOnStart: false,
  });

  return {
    clock,
    async portalAvailableFor(userId) {
      return provider.hasPortal && (await findCustomerId(db, userId, provider.name)) !== null;
    },
    createCheckout: (request, requestLog) =>
      call('createCheckout', { userId: request.userId, plan: request.plan }, requestLog, () =>
        provider.createCheckout(request),
      ),
    changePlan: (subscriptionId, plan, requestLog) =>
      call('changePlan', { subscriptionId, plan }, requestLog, () => provider.changePlan(subscriptionId, plan)),
    setCancelAtPeriodEnd: (subscriptionId, cancel, requestLog) =>
      call('setCancelAtPeriodEnd', { subscriptionId, cancel }, requestLog, () =>
        provider.setCancelAtPeriodEnd(subscriptionId, cancel),
      ),
    async openPortal(userId, returnUrl, requestLog) {
      if (!provider.hasPortal) return null;
      const customerId = await findCustomerId(db, userId, provider.name);
      if (!customerId) return null;
      return call('createPortalSession', { userId, customerId }, requestLog, () =>
        provider.createPortalSession(customerId, returnUrl),
      );
    },
    handleWebhook,
    async syncLapsed(userId) {
      if (await hasLapsedCancellation(db, userId, clock.now())) await resync(userId);
    },
    sweep,
    testMode,
    worker,
    start: worker.start,
    stop: worker.stop,
  };
}
