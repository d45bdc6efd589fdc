// Billing endpoints (contracts in core/schemas/billing.ts): the subscription status, checkout, plan
// changes, the provider's portal, the provider's webhook, and, in test mode only, our own checkout
// page's actions and the development clock.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingClock,
  BillingClockInput,
  BillingStatus,
  ChangePlanInput,
  CheckoutInput,
  CheckoutResponse,
  PortalResponse,
  SubscriptionKindInput,
  TestCheckout,
  TestCheckoutResult,
  TestCheckoutSessionId,
} from '@core/schemas/billing';
import { errors } from '@core/messages/en/errors';
import { ApiError } from '@core/schemas/common';
import { notFound } from '../../errors';
import { rateLimits } from '../../http/rate-limits';
import { requireUser } from '../../http/session';
import {
  cancelSubscription,
  changePlan,
  getBillingStatus,
  openPortal,
  resumeSubscription,
  startCheckout,
} from './service';

const tags = ['billing'];
const denied = { 401: ApiError, 403: ApiError };
const WebhookReceived = z.object({ received: z.literal(true) });
/** The largest webhook body accepted (413 above it). */
export const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { billing, env } = app.ctx;
  const deps = (req: { log: typeof app.log }) => ({ db: app.ctx.db, billing, appUrl: env.appUrl, log: req.log });

  app.get('/billing/subscription', {
    config: { signedIn: true },
    schema: {
      tags,
      summary:
        "The signed-in host's plan or cleaner's Highlight (check-subscription), derived from verified provider events",
      response: { 200: BillingStatus, ...denied },
    },
    handler: async (req) => getBillingStatus(deps(req), (await requireUser(req)).id),
  });

  app.post('/billing/checkout', {
    config: { signedIn: true, rateLimit: rateLimits.checkout },
    schema: {
      tags,
      summary: 'Start a subscription checkout (hosts: pro or premium; cleaners: highlight); answers the page to open',
      body: CheckoutInput,
      response: { 200: CheckoutResponse, 400: ApiError, ...denied, 409: ApiError, 429: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      const result = await startCheckout(deps(req), user, req.body.plan);
      req.log.info({ userId: user.id, plan: req.body.plan }, 'checkout started');
      return result;
    },
  });

  app.post('/billing/change-plan', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "Switch a paid host's plan between pro and premium (prorated; undoes a scheduled cancellation)",
      body: ChangePlanInput,
      response: { 200: BillingStatus, 400: ApiError, ...denied, 409: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      await changePlan(deps(req), user.id, req.body.plan);
      return getBillingStatus(deps(req), user.id);
    },
  });

  app.post('/billing/cancel', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Cancel at the end of the paid period (access continues until then)',
      body: SubscriptionKindInput,
      response: { 200: BillingStatus, 400: ApiError, ...denied, 409: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      await cancelSubscription(deps(req), user.id, req.body.kind);
      return getBillingStatus(deps(req), user.id);
    },
  });

  app.post('/billing/resume', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Undo a scheduled cancellation',
      body: SubscriptionKindInput,
      response: { 200: BillingStatus, 400: ApiError, ...denied, 409: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      await resumeSubscription(deps(req), user.id, req.body.kind);
      return getBillingStatus(deps(req), user.id);
    },
  });

  app.post('/billing/portal', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: "The payment provider's page for cards and invoices (409 when the provider has none)",
      response: { 200: PortalResponse, ...denied, 409: ApiError, 502: ApiError },
    },
    handler: async (req) => openPortal(deps(req), (await requireUser(req)).id),
  });

  // The provider calls this, not our pages: it proves itself with a signature over the raw body,
  // so it is parsed here as bytes (the rest of the API keeps JSON) and skips the Origin check.
  await app.register(async (hook) => {
    const asBytes = (_req: unknown, body: Buffer, done: (err: null, body: Buffer) => void) => done(null, body);
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, asBytes);
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, asBytes);
    hook.post('/billing/webhook', {
      config: { skipOriginCheck: true, rateLimit: rateLimits.webhook },
      // Payment events are a few KB (Stripe's are far below 1 MB); more is not an event.
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Payment provider events (signed); each event id is applied once',
        response: { 200: WebhookReceived, 400: ApiError },
      },
      handler: async (req) => {
        const signature = req.headers['stripe-signature'];
        await billing.handleWebhook(
          Buffer.isBuffer(req.body) ? req.body : undefined,
          typeof signature === 'string' ? signature : undefined,
        );
        return { received: true as const };
      },
    });
  });

  const testMode = billing.testMode;
  if (!testMode) return;

  // Test mode: our own checkout page (web: /billing/test-checkout/:sessionId). Only the user who
  // started a checkout can see or act on it; for anyone else it does not exist.
  const checkoutNotFound = () => notFound(errors.billing.checkoutNotFound);

  app.get('/billing/test-checkout/:sessionId', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'A test-mode checkout (plan, price, status)',
      params: TestCheckoutSessionId,
      response: { 200: TestCheckout, 400: ApiError, 401: ApiError, 404: ApiError },
    },
    handler: async (req) => {
      const checkout = await testMode.getCheckout(req.params.sessionId, (await requireUser(req)).id);
      if (!checkout) throw checkoutNotFound();
      return checkout;
    },
  });

  app.post('/billing/test-checkout/:sessionId/pay', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Pay a test-mode checkout: creates the subscription and delivers the signed events Stripe would send',
      params: TestCheckoutSessionId,
      response: { 200: TestCheckoutResult, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const user = await requireUser(req);
      const result = await testMode.payCheckout(req.params.sessionId, user.id);
      req.log.info({ userId: user.id, sessionId: req.params.sessionId }, 'test-mode checkout paid');
      return result;
    },
  });

  app.post('/billing/test-checkout/:sessionId/cancel', {
    config: { signedIn: true },
    schema: {
      tags,
      summary: 'Leave a test-mode checkout without paying',
      params: TestCheckoutSessionId,
      response: { 200: TestCheckoutResult, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
    },
    handler: async (req) => testMode.cancelCheckout(req.params.sessionId, (await requireUser(req)).id),
  });

  if (env.isProduction) return;
  app.post('/dev/billing-clock', {
    schema: {
      tags: ['development'],
      summary: 'Move the billing clock forward and run renewals and period ends (test mode, not in production)',
      body: BillingClockInput,
      response: { 200: BillingClock, 400: ApiError, 502: ApiError },
    },
    handler: async (req) => {
      const now = await testMode.advanceClock(req.body.advanceDays, { failRenewals: req.body.failRenewals });
      req.log.info(
        { advanceDays: req.body.advanceDays, failRenewals: req.body.failRenewals ?? false, now },
        'billing clock advanced',
      );
      return { now: now.toISOString() };
    },
  });
};
