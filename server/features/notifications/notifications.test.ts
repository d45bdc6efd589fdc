import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications as text } from '@core/messages/en/notifications';
import { application, notification, outboxEmail } from '../../db/schema';
import { createTestApp, TEST_APP_URL, TestClient, type TestApp } from '../../test/app';
import { useAppWithSmtp } from '../../test/with-app';
import { createCleaner, createHost, createJob } from '../../test/factories';
import { createNotification } from './service';
import { signedInClient } from '../../test/sessions';

const env = useAppWithSmtp();

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (app: TestApp['app'], account: { userId: string }) => signedInClient(app, account);

async function hostWithJob(db = env.t.database.db) {
  const host = await createHost(db);
  const job = await createJob(db, host.userId, { city: 'Austin', state: 'TX', propertyAddress: '4 Elm St' });
  return { host, job };
}

describe('a new application tells the host', () => {
  it('creates a job_application notification and emails the host through SMTP', async () => {
    const { host, job } = await hostWithJob();
    const cleaner = await createCleaner(env.t.database.db, { firstName: 'Rosa', lastName: 'Diaz' });
    const res = await (await signedIn(env.t.app, cleaner)).post('/api/applications', { jobId: job.id });
    expect(res.status).toBe(201);

    const rows = await env.t.database.db.select().from(notification).where(eq(notification.userId, host.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      type: 'job_application',
      title: text.newApplication.title,
      message: 'Rosa D. applied to your job in Austin, TX.',
      read: false,
      data: { job_id: job.id, application_id: res.body.id },
    });

    const mail = await env.smtp.waitForMail(host.email, /New applicant for your job in Austin, TX/);
    expect(mail.text).toContain(`${TEST_APP_URL}/host/applicants?job_id=${job.id}`);
    expect(mail.text).toContain('Rosa D. applied to your job at 4 Elm St, Austin, TX.');
    expect(mail.text).not.toContain(cleaner.email);

    const list = await (await signedIn(env.t.app, host)).get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.body.unreadCount).toBe(1);
    expect(list.body.notifications[0]).toMatchObject({
      type: 'job_application',
      data: { job_id: job.id },
      read: false,
      createdAt: expect.any(String),
    });
  });

  it('a refused application (a repeat) creates no second notification or email', async () => {
    const { host, job } = await hostWithJob();
    const cleaner = await createCleaner(env.t.database.db);
    const client = await signedIn(env.t.app, cleaner);
    expect((await client.post('/api/applications', { jobId: job.id })).status).toBe(201);
    expect((await client.post('/api/applications', { jobId: job.id })).status).toBe(409);
    expect(
      await env.t.database.db.select().from(notification).where(eq(notification.userId, host.userId)),
    ).toHaveLength(1);
    expect(
      await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, host.email)),
    ).toHaveLength(1);
  });
});

describe('the mail server being down', () => {
  it('never fails the application: it is saved, notified, and the email waits in the outbox', async () => {
    // An SMTP URL where nothing listens.
    const down = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      const { host, job } = await hostWithJob(down.database.db);
      const cleaner = await createCleaner(down.database.db);
      const res = await (await signedIn(down.app, cleaner)).post('/api/applications', { jobId: job.id });
      expect(res.status).toBe(201);
      expect(await down.database.db.select().from(application).where(eq(application.jobId, job.id))).toHaveLength(1);
      expect(
        await down.database.db.select().from(notification).where(eq(notification.userId, host.userId)),
      ).toHaveLength(1);
      await down.app.ctx.mailer.kick();
      const [mail] = await down.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, host.email));
      expect(mail).toMatchObject({ kind: 'new-applicant' });
      expect(mail!.status).not.toBe('sent');
    } finally {
      await down.close();
    }
  });
});

describe('listing and reading', () => {
  async function userWithNotifications(n: number) {
    const host = await createHost(env.t.database.db);
    const ids: string[] = [];
    for (let i = 0; i < n; i++) {
      ids.push(
        await createNotification(env.t.database.db, {
          userId: host.userId,
          type: 'job_application',
          title: `T${i}`,
          message: `M${i}`,
          data: { job_id: host.userId },
        }),
      );
    }
    return { host, ids, client: await signedIn(env.t.app, host) };
  }

  it('needs a session', async () => {
    const anon = new TestClient(env.t.app);
    expect((await anon.get('/api/notifications')).status).toBe(401);
    expect((await anon.post('/api/notifications/read-all')).status).toBe(401);
    expect((await anon.get('/api/notifications/stream')).status).toBe(401);
  });

  it('lists only your own, newest first, at most 50, with the unread count of all', async () => {
    const { ids, client } = await userWithNotifications(52);
    await userWithNotifications(2); // someone else's
    const res = await client.get('/api/notifications');
    expect(res.status).toBe(200);
    expect(res.body.notifications).toHaveLength(50);
    expect(res.body.unreadCount).toBe(52);
    expect(res.body.notifications[0].id).toBe(ids[51]);
    expect(res.body.notifications[49].id).toBe(ids[2]);
  });

  it('marks one of your own read; anyone else gets 404 and changes nothing', async () => {
    const a = await userWithNotifications(2);
    const b = await userWithNotifications(1);
    const other = await b.client.post(`/api/notifications/${a.ids[0]}/read`);
    expect(other.status).toBe(404);
    expect((await b.client.post('/api/notifications/0b8e6c4a-3f7d-4c1e-9a2b-5d6e7f8a9b0c/read')).status).toBe(404);
    expect((await b.client.post('/api/notifications/not-a-uuid/read')).status).toBe(400);
    expect((await a.client.get('/api/notifications')).body.unreadCount).toBe(2);

    const own = await a.client.post(`/api/notifications/${a.ids[0]}/read`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual({ unreadCount: 1 });
    const list = await a.client.get('/api/notifications');
    expect(list.body.notifications.find((n: { id: string }) => n.id === a.ids[0]).read).toBe(true);
  });

  it('read-all marks all of your unread and nobody else’s', async () => {
    const a = await userWithNotifications(3);
    const b = await userWithNotifications(2);
    const res = await a.client.post('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unreadCount: 0 });
    expect((await a.client.get('/api/notifications')).body.unreadCount).toBe(0);
    expect((await b.client.get('/api/notifications')).body.unreadCount).toBe(2);
  });
});
