// Push notifications through the API (issue 38): a person subscribes this browser, lists and removes
// their own devices; a new offer reaches the cleaner's device as a Web Push that a stand-in push
// service checks (VAPID) and decrypts (RFC 8291), with Confirm / Can't make it answering through the
// email buttons' signed links; a 410 removes the subscription; failures retry with backoff.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { push as text } from '@core/messages/en/push';
import type { PushPayload } from '@core/schemas/push';
import { pushOutbox, pushSubscription, turnover } from '../../db/schema';
import { createTestApp, TEST_APP_URL, TEST_VAPID, TestClient, type TestApp } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { createCleaner, createHost } from '../../test/factories';
import { startPushService } from '../../test/push-service';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  pushService = await startPushService({ appPublicKey: TEST_VAPID.publicKey });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const { world, addTurnover } = backupChainHelpers(() => t);
const db = () => t.database.db;
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function subscribeDevice(client: TestClient) {
  const sub = pushService.subscribe();
  const res = await client.request('POST', '/api/push/devices', sub as never, { 'user-agent': PHONE_UA });
  expect(res.status).toBe(200);
  return sub;
}
const outboxOf = (subscriptionId: string) =>
  db().select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));
const subscriptionRow = async (endpoint: string) =>
  (await db().select().from(pushSubscription).where(eq(pushSubscription.endpoint, endpoint)))[0];

describe('devices', () => {
  it('gives the public key, subscribes this browser, lists and removes only your own devices', async () => {
    const key = await new TestClient(t.app).get('/api/push/key');
    expect(key.body).toEqual({ publicKey: TEST_VAPID.publicKey });

    const cleaner = await createCleaner(db());
    const other = await createHost(db());
    const mine = await signedInClient(t.app, cleaner);
    const theirs = await signedInClient(t.app, other);
    const sub = pushService.subscribe();
    const added = await mine.request('POST', '/api/push/devices', sub as never, { 'user-agent': PHONE_UA });
    expect(added.status).toBe(200);
    expect(added.body.devices).toEqual([
      expect.objectContaining({ label: 'Chrome on Android', current: true, lastSuccessAt: null }),
    ]);
    // Subscribing the same browser again keeps one device.
    await mine.request('POST', '/api/push/devices', sub as never, { 'user-agent': PHONE_UA });
    const list = await mine.get(`/api/push/devices?endpoint=${encodeURIComponent(sub.endpoint)}`);
    expect(list.body.devices).toHaveLength(1);
    const id = list.body.devices[0].id as string;

    expect((await theirs.get('/api/push/devices')).body.devices).toEqual([]);
    const stranger = await theirs.request('DELETE', `/api/push/devices/${id}`);
    expect(stranger.status).toBe(404);
    expect((await mine.get('/api/push/devices')).body.devices).toHaveLength(1);

    expect((await mine.request('DELETE', `/api/push/devices/${id}`)).status).toBe(204);
    expect((await mine.get('/api/push/devices')).body.devices).toEqual([]);
  });

  it('refuses a subscription that is not one, and anyone signed out', async () => {
    const client = await signedInClient(t.app, await createCleaner(db()));
    const bad = await client.post('/api/push/devices', {
      endpoint: 'ftp://push.example/1',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.status).toBe(400);
    const noKeys = await client.post('/api/push/devices', { endpoint: 'https://push.example/1' });
    expect(noKeys.status).toBe(400);
    const signedOut = await new TestClient(t.app).post('/api/push/devices', pushService.subscribe());
    expect(signedOut.status).toBe(401);
  });
});

describe('a new offer as a push', () => {
  it('reaches the cleaner’s device, signed and encrypted, and its Confirm answers the offer', async () => {
    const w = await world();
    const sub = await subscribeDevice(w.ana.client);
    const added = await addTurnover(w.hostClient, w.job.id, 2);

    // Nothing is sent in the request: the push waits in the outbox for the sender.
    expect(pushService.received.filter((p) => p.subscriptionId === sub.id)).toHaveLength(0);
    await t.app.ctx.pushSender.runOnce();
    expect(pushService.refused).toEqual([]);
    const pushes = pushService.received.filter((p) => p.subscriptionId === sub.id);
    expect(pushes).toHaveLength(1);
    const push = pushes[0];
    expect(push).toBeDefined();
    expect(push!.urgency).toBe('high');
    expect(push!.claims.sub).toMatch(/^mailto:/);
    const payload = push!.payload as PushPayload;
    expect(payload).toMatchObject({ title: 'Your turnovers changed', body: text.offeredInChanges });
    expect(payload.url).toBe('/cleaner/schedule');
    expect(payload.actions?.map((a) => a.title)).toEqual([text.actions.confirm, text.actions.decline]);
    for (const a of payload.actions!) expect(a.url).toMatch(new RegExp(`^${TEST_APP_URL}/offer-answer#token=`));
    // No address before confirmation.
    expect(JSON.stringify(payload)).not.toContain('12 Elm St');
    // Delivered: the row is gone (it held working answer links) and the device shows its last success.
    expect(await outboxOf((await subscriptionRow(sub.endpoint))!.id)).toEqual([]);
    expect((await subscriptionRow(sub.endpoint))!.lastSuccessAt).not.toBeNull();

    // The service worker posts the Confirm link's token, as the email button's page does.
    const token = payload.actions![0]!.url.split('#token=')[1]!;
    const answer = await new TestClient(t.app).post('/api/offer-answers', { token });
    expect(answer.status).toBe(200);
    const [row] = await db().select().from(turnover).where(eq(turnover.id, added.id));
    expect(row!.status).toBe('confirmed');
  });

  it('tells the backup with Confirm / Can’t make it and no address, and the host when nobody is left, urgently', async () => {
    const w = await world();
    const ben = await subscribeDevice(w.ben.client);
    const host = await subscribeDevice(w.hostClient);
    const tv = await addTurnover(w.hostClient, w.job.id, 2);
    for (const cleaner of [w.ana, w.ben, w.cy]) {
      const res = await cleaner.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, { reason: 'Away' });
      expect(res.status).toBe(200);
    }
    await t.app.ctx.pushSender.runOnce();
    expect(pushService.refused).toEqual([]);
    const toBen = pushService.received.filter((p) => p.subscriptionId === ben.id).map((p) => p.payload as PushPayload);
    const offered = toBen.find((p) => p.actions);
    expect(offered).toMatchObject({ title: 'Can you take this turnover?', url: '/cleaner/schedule' });
    expect(offered!.body).toMatch(/^.*, 11:00 AM–4:00 PM\. Please answer by .*\.$/);
    for (const p of toBen) expect(JSON.stringify(p)).not.toContain('12 Elm St');

    const toHost = pushService.received.filter((p) => p.subscriptionId === host.id);
    const unfilled = toHost.find(
      (p) => (p.payload as PushPayload).url === `/host/jobs/${w.job.id}/turnovers` && p.urgency === 'high',
    );
    expect(unfilled).toBeDefined();
  });

  it('removes a subscription the push service says is gone (410)', async () => {
    const w = await world();
    const sub = await subscribeDevice(w.ana.client);
    pushService.answer(sub.id, 410);
    await addTurnover(w.hostClient, w.job.id, 2);
    await t.app.ctx.pushSender.runOnce();
    expect(await subscriptionRow(sub.endpoint)).toBeUndefined();
    expect((await w.ana.client.get('/api/push/devices')).body.devices).toEqual([]);
  });

  it('retries a failed push with a growing wait, then delivers it', async () => {
    const w = await world();
    const sub = await subscribeDevice(w.ana.client);
    const subscriptionId = (await subscriptionRow(sub.endpoint))!.id;
    pushService.answer(sub.id, 500, 503);
    await addTurnover(w.hostClient, w.job.id, 2);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 2; attempt++) {
      await t.app.ctx.pushSender.runOnce();
      const [row] = await outboxOf(subscriptionId);
      expect(row).toMatchObject({ status: 'pending', attempts: attempt });
      expect(row!.lastError).toMatch(/50[03]/);
      waits.push(Math.round((row!.nextAttemptAt.getTime() - Date.now()) / 1000));
      // Not due yet: another pass leaves it alone.
      await t.app.ctx.pushSender.runOnce();
      expect((await outboxOf(subscriptionId))[0]!.attempts).toBe(attempt);
      // Its wait has passed.
      await db()
        .update(pushOutbox)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(pushOutbox.id, row!.id));
    }
    expect(waits[0]).toBeGreaterThanOrEqual(8);
    expect(waits[0]).toBeLessThanOrEqual(11);
    expect(waits[1]).toBeGreaterThanOrEqual(18);
    expect(waits[1]).toBeLessThanOrEqual(21);

    await t.app.ctx.pushSender.runOnce();
    expect(await outboxOf(subscriptionId)).toEqual([]);
    expect(pushService.received.filter((p) => p.subscriptionId === sub.id)).toHaveLength(1);
  });
});
