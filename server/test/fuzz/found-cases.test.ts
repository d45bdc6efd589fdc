// Inputs that the fuzz suites once found a bug with, kept as fixed cases: they run on every
// `npm test` whatever seed the property tests draw. Each records where it was found (suite, seed,
// path) so it can be traced; add new ones here when test:stress prints a failing seed.
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebhookSecret } from '../../billing/test-mode/secret';
import { billingEvent, photo, turnoverTask } from '../../db/schema';
import { startRun } from '../../features/turnover-runs/service';
import { hasErrorShape, send } from '../authz/world';
import { createTestApp, multipartBody, type TestApp } from '../app';
import { smallJpeg } from '../authz/runs';
import { sessionCookie } from '../sessions';
import { createConfirmedTurnover } from '../turnover-runs';

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

describe('photo uploads found by the fuzz suites (issue 18), kept as fixed cases', () => {
  // server/test/fuzz/api-fuzz.test.ts > multipart bodies to the upload routes, seed 20261123: a
  // multipart body without a (usable) boundary, or cut off inside a part, answered 500; and photos
  // stored before such a break (or before the parts limit) were kept while the request was refused.

  /** A started turnover's checklist task, and its cleaner's session. */
  async function startedTask() {
    const made = await createConfirmedTurnover(t.database.db);
    await t.database.db.transaction((tx) =>
      startRun(tx, made.cleaner.userId, made.turnover.id, t.app.ctx.clock.now(), true),
    );
    const [task] = await t.database.db
      .select({ id: turnoverTask.id })
      .from(turnoverTask)
      .where(eq(turnoverTask.turnoverId, made.turnover.id));
    // createConfirmedTurnover's job has no checklist: a task added by hand, as 'Start' would copy one.
    const taskId =
      task?.id ??
      (
        await t.database.db
          .insert(turnoverTask)
          .values({ turnoverId: made.turnover.id, area: '', label: 'Wipe counters', photoRequired: false, position: 1 })
          .returning()
      )[0]!.id;
    return {
      url: `/api/cleaner/turnovers/${made.turnover.id}/tasks/${taskId}/photos`,
      cookie: await sessionCookie(t.app, made.cleaner.userId),
      taskId,
    };
  }
  const photosOf = async (taskId: string) =>
    (await t.database.db.select({ n: count() }).from(photo).where(eq(photo.taskId, taskId)))[0]!.n;

  it('a body without a boundary, or with an empty one, is refused with 400 and the error shape, storing nothing', async () => {
    const task = await startedTask();
    const { body } = multipartBody([{ data: await smallJpeg() }], 'photo', { boundary: 'b' });
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=']) {
      const res = await send(t.app, { method: 'POST', url: task.url, cookie: task.cookie, rawBody: body, contentType });
      expect(res.status, contentType).toBe(400);
      expect(hasErrorShape(res.json)).toBe(true);
    }
    expect(await photosOf(task.taskId)).toBe(0);
  });

  it('a body cut off inside a part keeps the photos before it and names the broken one', async () => {
    const task = await startedTask();
    const jpeg = await smallJpeg();
    const { body, contentType } = multipartBody(
      [
        { data: jpeg, filename: 'first.jpg' },
        { data: jpeg, filename: 'second.jpg' },
      ],
      'photo',
      { boundary: 'cut' },
    );
    const cut = body.subarray(0, body.length - jpeg.length / 2);
    const res = await send(t.app, { method: 'POST', url: task.url, cookie: task.cookie, rawBody: cut, contentType });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      photos: [{ id: expect.any(String) }],
      rejected: [{ name: 'second.jpg', message: 'The upload did not arrive whole. Please try again.' }],
    });
    expect(await photosOf(task.taskId)).toBe(1);

    const alone = multipartBody([{ data: jpeg, filename: 'only.jpg' }], 'photo', { boundary: 'cut' });
    const refused = await send(t.app, {
      method: 'POST',
      url: task.url,
      cookie: task.cookie,
      rawBody: alone.body.subarray(0, 150),
      contentType,
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({
      error: { code: 'VALIDATION_FAILED', message: 'The upload did not arrive whole. Please try again.' },
    });
    expect(await photosOf(task.taskId)).toBe(1);
  });
});
