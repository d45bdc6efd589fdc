// Push preferences through the API (issue 38): each person's own, validated; a kind turned off
// queues nothing; a non-urgent push in quiet hours waits in the outbox for their end and the sender
// delivers it once the clock passes it; an urgent push goes at once.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushOutbox, pushSubscription } from '../../db/schema';
import { createTestApp, TEST_VAPID, TestClient, type TestApp } from '../../test/app';
import { createCleaner, createHost } from '../../test/factories';
import { startPushService } from '../../test/push-service';
import { signedInClient } from '../../test/sessions';
import { enqueuePush } from './service';

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
const db = () => t.database.db;

async function subscribedCleaner() {
  const cleaner = await createCleaner(db());
  const client = await signedInClient(t.app, cleaner);
  const sub = pushService.subscribe();
  const res = await client.post('/api/push/devices', { ...sub, timeZone: 'America/Chicago' });
  expect(res.status).toBe(200);
  const [row] = await db().select().from(pushSubscription).where(eq(pushSubscription.endpoint, sub.endpoint));
  return { cleaner, client, sub, subscriptionId: row!.id };
}
const outboxOf = (subscriptionId: string) =>
  db().select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, subscriptionId));
const payload = (title: string) => ({ title, body: 'Open TurnReady to see what changed.', url: '/cleaner/schedule' });
/** 'HH:MM' in UTC, minutes from now. */
const utcClock = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString().slice(11, 16);

describe('push preferences', () => {
  it('start with every kind on and quiet hours 22:00–07:00 in the zone of the browser that turned push on', async () => {
    const { client } = await subscribedCleaner();
    const res = await client.get('/api/push/preferences');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      disabledKinds: [],
      quietHours: { start: '22:00', end: '07:00' },
      timeZone: 'America/Chicago',
    });
  });

  it('are saved for oneself only, and bad input is refused with a message', async () => {
    const host = await signedInClient(t.app, await createHost(db()));
    const other = await signedInClient(t.app, await createCleaner(db()));
    const saved = await host.request('PUT', '/api/push/preferences', {
      disabledKinds: ['changes', 'reports'],
      quietHours: null,
      timeZone: 'America/Denver',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ disabledKinds: ['changes', 'reports'], quietHours: null, timeZone: 'America/Denver' });
    expect((await host.get('/api/push/preferences')).body.quietHours).toBeNull();
    // Someone else still has the defaults.
    expect((await other.get('/api/push/preferences')).body).toMatchObject({
      disabledKinds: [],
      quietHours: { start: '22:00', end: '07:00' },
    });

    for (const body of [
      { disabledKinds: ['everything'], quietHours: null, timeZone: 'America/Denver' },
      { disabledKinds: [], quietHours: { start: '25:00', end: '07:00' }, timeZone: 'America/Denver' },
      { disabledKinds: [], quietHours: { start: '07:00', end: '07:00' }, timeZone: 'America/Denver' },
      { disabledKinds: [], quietHours: null, timeZone: 'Mars/Olympus_Mons' },
    ]) {
      const bad = await host.request('PUT', '/api/push/preferences', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBeTruthy();
    }
    expect((await new TestClient(t.app).get('/api/push/preferences')).status).toBe(401);
  });
});

describe('queuing by the preferences', () => {
  it('queues nothing of a kind turned off, and the other kinds as before', async () => {
    const { cleaner, client, subscriptionId } = await subscribedCleaner();
    await client.request('PUT', '/api/push/preferences', {
      disabledKinds: ['changes'],
      quietHours: null,
      timeZone: 'UTC',
    });
    await enqueuePush(db(), { userId: cleaner.userId, payload: payload('Changed'), kind: 'changes' });
    expect(await outboxOf(subscriptionId)).toEqual([]);
    await enqueuePush(db(), { userId: cleaner.userId, payload: payload('Done'), kind: 'reports' });
    expect(await outboxOf(subscriptionId)).toHaveLength(1);
  });

  it('holds a non-urgent push in quiet hours until their end, then the sender delivers it; an urgent one goes now', async () => {
    const { cleaner, client, sub, subscriptionId } = await subscribedCleaner();
    // Quiet hours around this very minute, in UTC: an hour before to two hours after.
    const quietHours = { start: utcClock(-60), end: utcClock(120) };
    await client.request('PUT', '/api/push/preferences', { disabledKinds: [], quietHours, timeZone: 'UTC' });

    await enqueuePush(db(), { userId: cleaner.userId, payload: payload('Held'), kind: 'changes' });
    await enqueuePush(db(), { userId: cleaner.userId, payload: payload('Urgent'), urgency: 'high', kind: 'urgent' });
    const rows = await outboxOf(subscriptionId);
    const held = rows.find((r) => (r.payload as { title: string }).title === 'Held')!;
    const waitMinutes = (held.nextAttemptAt.getTime() - Date.now()) / 60_000;
    expect(waitMinutes).toBeGreaterThan(118);
    expect(waitMinutes).toBeLessThanOrEqual(120);
    expect(held.nextAttemptAt.toISOString().slice(11, 16)).toBe(quietHours.end);

    await t.app.ctx.pushSender.runOnce();
    const titles = () =>
      pushService.received
        .filter((p) => p.subscriptionId === sub.id)
        .map((p) => (p.payload as { title: string }).title);
    expect(titles()).toEqual(['Urgent']);

    // The morning comes: the held push is due and goes.
    await db()
      .update(pushOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(inArray(pushOutbox.id, [held.id]));
    await t.app.ctx.pushSender.runOnce();
    expect(titles()).toEqual(['Urgent', 'Held']);
    expect(await outboxOf(subscriptionId)).toEqual([]);
  });
});
