// Inputs that the fuzz suites once found a bug with, kept as fixed cases: they run on every
// `npm test` whatever seed the property tests draw. Each records where it was found (suite, seed,
// path) so it can be traced; add new ones here when test:stress prints a failing seed.
import { count } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebhookSecret } from '../../billing/test-mode/secret';
import { billingEvent } from '../../db/schema';
import { hasErrorShape, send } from '../authz/world';
import { createTestApp, type TestApp } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** A billing event as the test-mode provider signs it, exactly over the bytes sent. */
function signedWebhook(event: object, secret = testWebhookSecret(t.app.ctx.env.authSecret)) {
  const payload = JSON.stringify(event);
  return send(t.app, {
    method: 'POST',
    url: '/api/billing/webhook',
    rawBody: payload,
    contentType: 'application/json',
    headers: { 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }) },
  });
}

const event = (id: string) => ({
  id,
  object: 'event',
  api_version: '2025-08-27.basil',
  created: Math.floor(Date.now() / 1000),
  type: 'customer.subscription.updated',
  data: { object: { id: 'sub_found1', object: 'subscription' } },
  livemode: false,
});

const storedEvents = async () => (await t.database.db.select({ n: count() }).from(billingEvent))[0]!.n;

describe('found by the fuzz suites, kept as fixed cases', () => {
  // server/test/fuzz/api-fuzz.test.ts > POST /api/billing/webhook, fast-check seed 1689367194,
  // path 8:0:0:0:0:0:0:1:1:1:1:1:0:0:0:1 (issue 13): a correctly signed event whose id holds a
  // NUL character answered 500 (PostgreSQL text cannot store it).
  it('a correctly signed webhook event whose id holds a NUL character is refused with 400, storing nothing', async () => {
    const before = await storedEvents();
    const res = await signedWebhook(event('<script>alert(1)</script>\u0000'));
    expect(res.status).toBe(400);
    expect(hasErrorShape(res.json)).toBe(true);
    expect(await storedEvents()).toBe(before);
  });

  it('the same with an unpaired surrogate, and unsigned: 400 with the error shape', async () => {
    const surrogate = await signedWebhook(event('evt_\ud83d'));
    expect(surrogate.status).toBe(400);
    expect(hasErrorShape(surrogate.json)).toBe(true);
    const unsigned = await signedWebhook(event('evt_found\u0000'), 'whsec_not_ours');
    expect(unsigned.status).toBe(400);
    expect(hasErrorShape(unsigned.json)).toBe(true);
  });

  it('a signed event with ordinary text is still handled (the check refuses only unstorable text)', async () => {
    const res = await signedWebhook(event(`evt_found_${Date.now()}`));
    expect(res.status).toBe(200);
  });
});
