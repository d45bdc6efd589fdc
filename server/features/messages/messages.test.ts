// Messages through the API (issue 40): who may open a conversation, paging, sending (idempotent,
// contact details before a hire, a door code's warning, blocking), 'Seen' and unread counts, photos
// seen only by the two, the away email once per conversation (the clock moved), the push through
// the local Web Push stand-in, live delivery to open streams, and reporting to support.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGE_EMAIL_AFTER_MS } from '@core/message-rules';
import type { PushPayload } from '@core/schemas/push';
import { application, message, photo } from '../../db/schema';
import { listenOnLoopback, TEST_VAPID, TestClient } from '../../test/app';
import { openEventStream } from '../../test/event-stream';
import { createApplicant, createBareUser, createCleaner, createHost, createJob } from '../../test/factories';
import { phoneJpeg } from '../../test/photos';
import { startPushService } from '../../test/push-service';
import { signedInClient } from '../../test/sessions';
import { useAppWithSmtp } from '../../test/with-app';
import { UNREAD_COUNT_CAP } from './reads';

const env = useAppWithSmtp();
const db = () => env.t.database.db;
const signedIn = (account: { userId: string }) => signedInClient(env.t.app, account);

/** A host with a job in Austin and a cleaner who applied to it (not hired), both signed in. */
async function pair(options: { hired?: boolean } = {}) {
  const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
  const job = await createJob(db(), host.userId, { city: 'Austin', state: 'TX', propertyAddress: '12 Elm St' });
  const { cleaner, application: app } = await createApplicant(db(), job.id, {
    firstName: 'Maria',
    lastName: 'Vega',
    ...(options.hired ? { status: 'accepted' as const } : {}),
  });
  const hostClient = await signedIn(host);
  const cleanerClient = await signedIn(cleaner);
  const opened = await hostClient.post('/api/conversations', { jobId: job.id, cleanerId: cleaner.userId });
  expect(opened.status).toBe(200);
  return { host, job, cleaner, application: app, hostClient, cleanerClient, id: opened.body.conversation.id as string };
}

const send = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`/api/conversations/${id}/messages`, { clientKey: randomUUID(), ...body });

describe('opening a conversation', () => {
  it('is one per host and cleaner, from either side, for a job that ties them; anyone else gets 404 or 403', async () => {
    const p = await pair();
    const again = await p.hostClient.post('/api/conversations', { jobId: p.job.id, cleanerId: p.cleaner.userId });
    expect(again.body.conversation.id).toBe(p.id);
    const fromCleaner = await p.cleanerClient.post('/api/conversations', { jobId: p.job.id });
    expect(fromCleaner.status).toBe(200);
    expect(fromCleaner.body.conversation).toMatchObject({
      id: p.id,
      other: { id: p.host.userId, role: 'host', name: 'Hana H.', photoUrl: null },
      last: null,
      unreadCount: 0,
      hired: false,
      blockedByMe: false,
      blockedByOther: false,
      emailWhenAway: true,
    });
    expect(again.body.conversation.other).toMatchObject({ role: 'cleaner', name: 'Maria V.' });

    // A cleaner who never applied, another host, a job that does not exist: not found, whatever exists.
    const stranger = await signedIn(await createCleaner(db()));
    expect((await stranger.post('/api/conversations', { jobId: p.job.id })).status).toBe(404);
    const otherHost = await signedIn(await createHost(db()));
    expect((await otherHost.post('/api/conversations', { jobId: p.job.id, cleanerId: p.cleaner.userId })).status).toBe(
      404,
    );
    expect(
      (await p.hostClient.post('/api/conversations', { jobId: randomUUID(), cleanerId: p.cleaner.userId })).status,
    ).toBe(404);
    const strangerCleaner = await createCleaner(db());
    expect(
      (await p.hostClient.post('/api/conversations', { jobId: p.job.id, cleanerId: strangerCleaner.userId })).status,
    ).toBe(404);
    // A host must name the cleaner; someone with no profile may not open any.
    expect((await p.hostClient.post('/api/conversations', { jobId: p.job.id })).status).toBe(400);
    const bare = await signedIn(await createBareUser(db()));
    expect((await bare.post('/api/conversations', { jobId: p.job.id })).status).toBe(403);
    expect((await new TestClient(env.t.app).post('/api/conversations', { jobId: p.job.id })).status).toBe(401);
    // Only the two see it.
    expect((await stranger.get(`/api/conversations/${p.id}/messages`)).status).toBe(404);
    expect((await otherHost.get('/api/conversations')).body.conversations).toEqual([]);
  });
});

describe('sending', () => {
  it('stores plain text trimmed, once per clientKey, and pages newest first with a keyset', async () => {
    const p = await pair();
    const clientKey = randomUUID();
    const first = await p.cleanerClient.post(`/api/conversations/${p.id}/messages`, {
      clientKey,
      text: '  <b>Hello</b> & welcome  ',
      about: { jobId: p.job.id },
    });
    expect(first.status).toBe(201);
    expect(first.body.message).toMatchObject({
      kind: 'text',
      fromMe: true,
      text: '<b>Hello</b> & welcome',
      quickReply: null,
      event: null,
      photos: [],
      about: { jobId: p.job.id, jobTitle: '12 Elm St', turnoverId: null, turnoverDate: null },
      seenAt: null,
    });
    const retry = await p.cleanerClient.post(`/api/conversations/${p.id}/messages`, { clientKey, text: 'Hello' });
    expect(retry.status).toBe(200);
    expect(retry.body.message.id).toBe(first.body.message.id);
    const quick = await send(p.cleanerClient, p.id, { quickReply: 'running_late' });
    expect(quick.body.message).toMatchObject({ text: '', quickReply: 'running_late' });
    // Nothing to send, too long, or not text: refused with a message.
    for (const body of [{ text: '   ' }, { text: 'x'.repeat(2001) }, { text: 12 }, { quickReply: 'call_me' }]) {
      const bad = await send(p.cleanerClient, p.id, body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.message).toBeTruthy();
    }

    // 118 more (written directly): pages of 50, oldest first within each.
    const otherJob = await createJob(db(), p.host.userId, {
      city: 'Dallas',
      state: 'TX',
      propertyAddress: '9 Oak Ave',
    });
    await db()
      .insert(message)
      .values(
        Array.from({ length: 118 }, (_, i) => ({
          conversationId: p.id,
          senderUserId: i % 2 ? p.host.userId : p.cleaner.userId,
          kind: 'text' as const,
          text: `m${i}`,
          jobId: i % 3 === 0 ? otherJob.id : null,
        })),
      );
    const page1 = await p.hostClient.get(`/api/conversations/${p.id}/messages`);
    expect(page1.status).toBe(200);
    expect(page1.body.messages).toHaveLength(50);
    expect(page1.body.messages.at(-1).text).toBe('m117');
    expect(page1.body.messages[0].text).toBe('m68');
    const page2 = await p.hostClient.get(`/api/conversations/${p.id}/messages?before=${page1.body.before}`);
    expect(page2.body.messages.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: 50 }, (_, i) => `m${18 + i}`),
    );
    const page3 = await p.hostClient.get(`/api/conversations/${p.id}/messages?before=${page2.body.before}`);
    expect(page3.body.messages).toHaveLength(20);
    expect(page3.body.before).toBeNull();
    expect(page3.body.messages[0].text).toBe('<b>Hello</b> & welcome');
    const filtered = await p.hostClient.get(`/api/conversations/${p.id}/messages?jobId=${otherJob.id}`);
    expect(filtered.body.messages).toHaveLength(40);
    expect(filtered.body.messages.every((m: { about: { jobId: string } }) => m.about.jobId === otherJob.id)).toBe(true);
    expect(filtered.body.conversation.jobs.map((j: { title: string }) => j.title)).toEqual(['9 Oak Ave', '12 Elm St']);
    // A `before` from another conversation is not a page of this one.
    const elsewhere = await pair();
    const foreign = await send(elsewhere.hostClient, elsewhere.id, { text: 'hi' });
    expect(
      (await p.hostClient.get(`/api/conversations/${p.id}/messages?before=${foreign.body.message.id}`)).status,
    ).toBe(404);
  });

  it('refuses contact details before a hire (nothing sent) and takes them after; warns of a door code until confirmed', async () => {
    const p = await pair();
    for (const text of [
      'Call me at (512) 555-0134',
      'text me five one two five five five zero one three four',
      'maria.vega@example.com',
      'wa.me/15125550134',
      'find me on insta @maria_cleans',
      'see https://example.com/me',
    ]) {
      const refused = await send(p.hostClient, p.id, { text });
      expect(refused.status, text).toBe(422);
      expect(refused.body.error.code).toBe('contact_before_hire');
      expect(refused.body.error.fields.text).toBeTruthy();
    }
    expect(await db().select().from(message).where(eq(message.conversationId, p.id))).toEqual([]);
    // Prices, rooms, times and dates are not contact details.
    expect((await send(p.hostClient, p.id, { text: '$120 for 3 bedrooms, 10:30 on 11/27/2026' })).status).toBe(201);

    // Hired: contact details are fine.
    await db().update(application).set({ status: 'accepted' }).where(eq(application.id, p.application.id));
    const hired = await send(p.hostClient, p.id, { text: 'Call me at (512) 555-0134' });
    expect(hired.status).toBe(201);
    expect((await p.hostClient.get('/api/conversations')).body.conversations[0].hired).toBe(true);

    const code = await send(p.hostClient, p.id, { text: 'The lockbox code is 4821' });
    expect(code.status).toBe(409);
    expect(code.body.error.code).toBe('looks_like_access_code');
    const anyway = await send(p.hostClient, p.id, { text: 'The lockbox code is 4821', sendAccessCode: true });
    expect(anyway.status).toBe(201);
  });

  it('stops when either side blocks the other, and goes on once unblocked', async () => {
    const p = await pair();
    const blocked = await p.hostClient.post(`/api/conversations/${p.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.conversation).toMatchObject({ blockedByMe: true, blockedByOther: false });
    const fromCleaner = await send(p.cleanerClient, p.id, { text: 'Hello?' });
    expect(fromCleaner.status).toBe(403);
    expect(fromCleaner.body.error.code).toBe('blocked');
    expect((await send(p.hostClient, p.id, { text: 'Hi' })).body.error.code).toBe('blocked');
    expect(
      (await p.cleanerClient.get('/api/conversations')).body.conversations.find((c: { id: string }) => c.id === p.id),
    ).toMatchObject({ blockedByMe: false, blockedByOther: true });
    // A stranger cannot block it.
    const stranger = await signedIn(await createCleaner(db()));
    expect((await stranger.post(`/api/conversations/${p.id}/block`)).status).toBe(404);
    expect((await p.hostClient.delete(`/api/conversations/${p.id}/block`)).body.conversation.blockedByMe).toBe(false);
    expect((await send(p.cleanerClient, p.id, { text: 'Hello?' })).status).toBe(201);
  });
});

describe('seen and unread', () => {
  it('counts the other side’s unseen messages, and shows ‘Seen’ to the sender once read', async () => {
    const p = await pair();
    await send(p.cleanerClient, p.id, { text: 'one' });
    const two = await send(p.cleanerClient, p.id, { text: 'two' });
    await send(p.hostClient, p.id, { text: 'mine' });
    expect((await p.hostClient.get('/api/messages/unread')).body).toEqual({ unreadTotal: 2 });
    expect((await p.cleanerClient.get('/api/messages/unread')).body).toEqual({ unreadTotal: 1 });
    const list = await p.hostClient.get('/api/conversations');
    expect(list.body.unreadTotal).toBe(2);
    expect(list.body.conversations[0]).toMatchObject({ id: p.id, unreadCount: 2, last: { text: 'mine' } });

    const read = await p.hostClient.post(`/api/conversations/${p.id}/read`, { upTo: two.body.message.id });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unreadTotal: 0 });
    const seen = (await p.cleanerClient.get(`/api/conversations/${p.id}/messages`)).body.messages as {
      text: string;
      seenAt: string | null;
    }[];
    expect(seen.find((m) => m.text === 'two')!.seenAt).not.toBeNull();
    expect(seen.find((m) => m.text === 'mine')!.seenAt).toBeNull();
    // Someone else's message id, or someone else's conversation: not found.
    const stranger = await signedIn(await createCleaner(db()));
    expect((await stranger.post(`/api/conversations/${p.id}/read`, { upTo: two.body.message.id })).status).toBe(404);
  });

  it('stops counting at 100 (shown as 99+), wherever the count is read', async () => {
    const p = await pair();
    await db()
      .insert(message)
      .values(
        Array.from({ length: 130 }, (_, i) => ({
          conversationId: p.id,
          senderUserId: p.cleaner.userId,
          kind: 'text' as const,
          text: `line ${i}`,
          clientKey: randomUUID(),
        })),
      );
    const page = await p.hostClient.get(`/api/conversations/${p.id}/messages`);
    expect(page.body.conversation).toMatchObject({ unreadCount: UNREAD_COUNT_CAP, last: { text: 'line 129' } });
    expect(page.body.messages).toHaveLength(50);
    expect((await p.hostClient.get('/api/conversations')).body).toMatchObject({
      unreadTotal: UNREAD_COUNT_CAP,
      conversations: [{ id: p.id, unreadCount: UNREAD_COUNT_CAP }],
    });
    // An older page's summary still names the newest message.
    const older = await p.hostClient.get(`/api/conversations/${p.id}/messages?before=${page.body.before}`);
    expect(older.body.conversation.last.text).toBe('line 129');
    expect(older.body.messages.at(-1).text).toBe('line 79');
    expect((await p.cleanerClient.get(`/api/conversations/${p.id}/messages`)).body.conversation.unreadCount).toBe(0);
  });
});

describe('photos in messages', () => {
  it('are re-encoded, kept for the sender until sent, then seen by the two only', async () => {
    const p = await pair();
    const jpeg = await phoneJpeg({ width: 1200, height: 900 });
    const up = await p.cleanerClient.upload(`/api/conversations/${p.id}/photos`, [{ data: jpeg }]);
    expect(up.status).toBe(201);
    const photoId = up.body.photo.id as string;
    const get = (client: TestClient) =>
      env.t.app.inject({ method: 'GET', url: `/api/photos/${photoId}`, headers: { cookie: client.cookieHeader() } });
    expect((await get(p.cleanerClient)).statusCode).toBe(200);
    // Not sent yet: only its sender sees it, and only its sender may send it.
    expect((await get(p.hostClient)).statusCode).toBe(404);
    const notMine = await send(p.hostClient, p.id, { photoIds: [photoId] });
    expect(notMine.status).toBe(400);
    const sent = await send(p.cleanerClient, p.id, { photoIds: [photoId] });
    expect(sent.status).toBe(201);
    expect(sent.body.message.photos.map((x: { id: string }) => x.id)).toEqual([photoId]);
    expect((await get(p.hostClient)).statusCode).toBe(200);
    const stranger = await signedIn(await createHost(db()));
    expect((await get(stranger)).statusCode).toBe(404);
    // Once sent, it cannot be sent again; more than five at once is refused.
    expect((await send(p.cleanerClient, p.id, { photoIds: [photoId] })).status).toBe(400);
    const six = Array.from({ length: 6 }, () => randomUUID());
    expect((await send(p.cleanerClient, p.id, { photoIds: six })).status).toBe(400);
    // A stranger cannot upload into it.
    expect((await stranger.upload(`/api/conversations/${p.id}/photos`, [{ data: jpeg }])).status).toBe(404);
    const [row] = await db().select().from(photo).where(eq(photo.id, photoId));
    expect(row).toMatchObject({ purpose: 'message', conversationId: p.id, jobId: null });

    // A photo left unsent for a day is deleted, its files too; a sent one stays.
    const left = await p.cleanerClient.upload(`/api/conversations/${p.id}/photos`, [{ data: jpeg }]);
    const leftId = left.body.photo.id as string;
    const [leftRow] = await db().select().from(photo).where(eq(photo.id, leftId));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    await db()
      .update(photo)
      .set({ createdAt: twoDaysAgo })
      .where(inArray(photo.id, [leftId, photoId]));
    await env.t.app.ctx.photoJanitor.kick();
    expect(await db().select().from(photo).where(eq(photo.id, leftId))).toEqual([]);
    expect(await env.t.app.ctx.files.get(leftRow!.storageKey)).toBeNull();
    expect(await db().select().from(photo).where(eq(photo.id, photoId))).toHaveLength(1);
  });
});

describe('email when away', () => {
  it('sends one email per conversation after 15 minutes unread, the next only after a read; off per conversation', async () => {
    const p = await pair();
    const clock = env.t.app.ctx.clock;
    const mailTo = (to: string) => env.smtp.messages.filter((m) => m.to.includes(to.toLowerCase()));
    try {
      await send(p.cleanerClient, p.id, { text: 'Is the <garage> open? & the gate?' });
      await send(p.cleanerClient, p.id, { text: 'Second question' });
      await clock.advance(MESSAGE_EMAIL_AFTER_MS - 60_000);
      await env.t.app.ctx.work.runDue();
      await clock.advance(2 * 60_000);
      await env.t.app.ctx.work.runDue();
      const mail = await env.smtp.waitForMail(p.host.email, /New message from Maria V\./);
      expect(mail.text).toContain('Is the <garage> open? & the gate?');
      expect(mail.html).toContain('Is the &lt;garage&gt; open? &amp; the gate?');
      expect(mail.html).not.toContain('<garage>');
      expect(mail.text).toContain(`/messages/${p.id}`);

      // More unread messages: no second email until the host reads.
      const third = await send(p.cleanerClient, p.id, { text: 'Third' });
      await clock.advance(MESSAGE_EMAIL_AFTER_MS + 60_000);
      await env.t.app.ctx.work.runDue();
      await env.t.app.ctx.mailer.worker.runOnce();
      expect(mailTo(p.host.email)).toHaveLength(1);

      await p.hostClient.post(`/api/conversations/${p.id}/read`, { upTo: third.body.message.id });
      await send(p.cleanerClient, p.id, { text: 'Fourth' });
      await clock.advance(MESSAGE_EMAIL_AFTER_MS + 60_000);
      await env.t.app.ctx.work.runDue();
      await env.smtp.waitForMail(p.host.email, /New message/);
      await expect.poll(() => mailTo(p.host.email).length).toBe(2);

      // Turned off for this conversation: nothing more.
      const off = await p.hostClient.request('PUT', `/api/conversations/${p.id}/settings`, { emailWhenAway: false });
      expect(off.body.conversation.emailWhenAway).toBe(false);
      const last = await send(p.cleanerClient, p.id, { text: 'Fifth' });
      await p.hostClient.post(`/api/conversations/${p.id}/read`, { upTo: last.body.message.id });
      await send(p.cleanerClient, p.id, { text: 'Sixth' });
      await clock.advance(MESSAGE_EMAIL_AFTER_MS + 60_000);
      await env.t.app.ctx.work.runDue();
      await env.t.app.ctx.mailer.worker.runOnce();
      expect(mailTo(p.host.email)).toHaveLength(2);
    } finally {
      await clock.reset();
    }
  });

  it('is off for every conversation when the profile says so', async () => {
    const p = await pair();
    expect((await p.hostClient.get('/api/messages/preferences')).body).toEqual({ emailWhenAway: true });
    const saved = await p.hostClient.request('PUT', '/api/messages/preferences', { emailWhenAway: false });
    expect(saved.body).toEqual({ emailWhenAway: false });
    expect((await p.hostClient.request('PUT', '/api/messages/preferences', { emailWhenAway: 'no' })).status).toBe(400);
    const clock = env.t.app.ctx.clock;
    try {
      await send(p.cleanerClient, p.id, { text: 'Anyone there?' });
      await clock.advance(MESSAGE_EMAIL_AFTER_MS + 60_000);
      await env.t.app.ctx.work.runDue();
      await env.t.app.ctx.mailer.worker.runOnce();
      expect(env.smtp.messages.filter((m) => m.to.includes(p.host.email.toLowerCase()))).toEqual([]);
    } finally {
      await clock.reset();
    }
  });
});

describe('a new message as a push', () => {
  it('reaches the other side’s device with the sender’s name and a short preview, not urgent, tagged per conversation', async () => {
    const pushService = await startPushService({ appPublicKey: TEST_VAPID.publicKey });
    try {
      const p = await pair({ hired: true });
      const sub = pushService.subscribe();
      expect((await p.hostClient.post('/api/push/devices', sub)).status).toBe(200);
      const long = `Running late, ${'very '.repeat(40)}sorry`;
      await send(p.cleanerClient, p.id, { text: long });
      await send(p.cleanerClient, p.id, { text: 'The lockbox code is 4821', sendAccessCode: true });
      await env.t.app.ctx.pushSender.runOnce();
      const pushes = pushService.received.filter((x) => x.subscriptionId === sub.id);
      expect(pushes).toHaveLength(2);
      // The sender delivers them in any order.
      for (const push of pushes) {
        expect(push.urgency).toBe('normal');
        expect(push.payload).toMatchObject({ title: 'Maria V.', url: `/messages/${p.id}`, tag: `message:${p.id}` });
        // A door code never shows on a locked screen.
        expect(JSON.stringify(push.payload)).not.toContain('4821');
      }
      const preview = pushes.map((x) => (x.payload as PushPayload).body).find((b) => b.startsWith('Running late'));
      expect(preview!.length).toBeLessThanOrEqual(80);
      expect(preview!.endsWith('…')).toBe(true);
    } finally {
      await pushService.close();
    }
  });
});

describe('live', () => {
  it('a sent message reaches the other side’s open stream and the sender’s other devices; a read reaches the sender as seen', async () => {
    const url = await listenOnLoopback(env.t.app);
    const p = await pair();
    const hostStream = await openEventStream(`${url}/api/notifications/stream`, {
      cookie: p.hostClient.cookieHeader(),
    });
    const otherDevice = await signedIn(p.cleaner);
    const cleanerStream = await openEventStream(`${url}/api/notifications/stream`, {
      cookie: otherDevice.cookieHeader(),
    });
    try {
      await hostStream.waitFor((e) => e.event === 'ready');
      await cleanerStream.waitFor((e) => e.event === 'ready');
      const sent = await send(p.cleanerClient, p.id, { text: 'On the way' });
      const toHost = await hostStream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(toHost.data)).toMatchObject({
        conversationId: p.id,
        message: { id: sent.body.message.id, text: 'On the way', fromMe: false },
        unreadTotal: 1,
      });
      const toSender = await cleanerStream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(toSender.data)).toMatchObject({ message: { fromMe: true }, unreadTotal: 0 });

      await p.hostClient.post(`/api/conversations/${p.id}/read`, { upTo: sent.body.message.id });
      const seen = await cleanerStream.waitFor((e) => e.event === 'message_seen');
      expect(JSON.parse(seen.data)).toMatchObject({ conversationId: p.id, upTo: sent.body.message.id });
      // A stranger's stream hears nothing of it.
      expect(hostStream.events.filter((e) => e.event === 'message_seen')).toEqual([]);
    } finally {
      await hostStream.close();
      await cleanerStream.close();
    }
  });
});

describe('reporting', () => {
  it('emails the support address with the conversation and the reason; only a member may report', async () => {
    const p = await pair();
    const res = await p.cleanerClient.post(`/api/conversations/${p.id}/report`, {
      reason: 'harassment',
      details: 'Rude messages',
    });
    expect(res.status).toBe(204);
    const mail = await env.smtp.waitForMail(env.t.app.ctx.env.supportEmail, /reported: harassment/);
    expect(mail.text).toContain(p.id);
    expect(mail.text).toContain('Rude messages');
    expect((await p.cleanerClient.post(`/api/conversations/${p.id}/report`, { reason: 'because' })).status).toBe(400);
    const stranger = await signedIn(await createCleaner(db()));
    expect((await stranger.post(`/api/conversations/${p.id}/report`, { reason: 'spam' })).status).toBe(404);
  });
});

describe('stored text', () => {
  it('keeps a message as written: no HTML is interpreted or stripped', async () => {
    const p = await pair();
    await send(p.hostClient, p.id, { text: '<img src=x onerror=alert(1)>' });
    const [row] = await db()
      .select({ text: message.text })
      .from(message)
      .where(and(eq(message.conversationId, p.id), eq(message.senderUserId, p.host.userId)));
    expect(row!.text).toBe('<img src=x onerror=alert(1)>');
  });
});
