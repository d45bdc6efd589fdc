// Paying several open checkouts of one account at once (two tabs, a double submit, a script):
// exactly one is paid, every other is refused before anything is charged, and the account ends
// with one paid plan of the kind. The test provider pays one customer's checkouts one at a time
// (a per-customer lock), and a partial unique index on its subscriptions is the backstop.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import type { PaidPlan } from '@core/schemas/billing';
import { subscription, testSubscription } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createCleaner, createHost } from '../factories';
import { REPS, signedIn, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`paying several checkouts of one account at once (${REPS} runs each)`, () => {
  it.each([
    ['host', ['pro', 'premium', 'pro', 'premium']],
    ['cleaner', ['highlight', 'highlight', 'highlight']],
  ] as [string, PaidPlan[]][])(
    'a %s ends with exactly one paid plan; the other payments are refused',
    async (role, plans) => {
      for (let rep = 0; rep < REPS; rep++) {
        const account = role === 'host' ? await createHost(t.database.db) : await createCleaner(t.database.db);
        const client = await signedIn(t.app, account.email);
        const sessions: string[] = [];
        for (const plan of plans) {
          const res = await client.post('/api/billing/checkout', { plan });
          expect(res.status).toBe(200);
          sessions.push(new URL(res.body.url).pathname.split('/').pop()!);
        }

        const answers = await Promise.all(sessions.map((id) => client.post(`/api/billing/test-checkout/${id}/pay`)));
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: plans.length - 1 });
        for (const a of answers.filter((x) => x.status === 409))
          expect(a.body.error).toMatchObject({ code: 'CHECKOUT_CLOSED', message: errors.billing.checkoutSuperseded });

        const charged = await t.database.db
          .select()
          .from(testSubscription)
          .where(eq(testSubscription.userId, account.userId));
        expect(charged).toHaveLength(1);
        const ours = await t.database.db.select().from(subscription).where(eq(subscription.userId, account.userId));
        expect(ours.map((s) => [s.plan, s.status])).toEqual([[charged[0]!.plan, 'active']]);
        const paid = sessions[answers.findIndex((a) => a.status === 200)]!;
        for (const id of sessions.filter((s) => s !== paid))
          expect((await client.get(`/api/billing/test-checkout/${id}`)).body.status).toBe('expired');
      }
    },
    (REPS + 2) * 15_000,
  );

  it('the database itself refuses a second running test-mode plan of a kind for one customer', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(t.app, host.email);
    const res = await client.post('/api/billing/checkout', { plan: 'pro' });
    expect(
      (await client.post(`/api/billing/test-checkout/${new URL(res.body.url).pathname.split('/').pop()}/pay`)).status,
    ).toBe(200);
    const [first] = await t.database.db.select().from(testSubscription).where(eq(testSubscription.userId, host.userId));
    const second = {
      ...first!,
      id: `${first!.id}x`,
      itemId: `${first!.itemId}x`,
      plan: 'premium' as const,
      priceId: 'price_test_premium',
    };
    await expect(t.database.db.insert(testSubscription).values(second)).rejects.toMatchObject({
      cause: { code: '23505' },
    });
    // An ended plan does not count.
    await t.database.db.insert(testSubscription).values({ ...second, status: 'canceled' });
  });
});
