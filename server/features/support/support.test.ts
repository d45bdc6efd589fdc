// The support queue (issue 39) through the API: only SUPPORT_ADMIN_EMAILS reach it; a reported
// conversation becomes a case support reads as plain text and decides with a required reason (every
// action logged with who and when); a kind registered by another feature plugs in the same way; a
// suspended account's sessions end at once, on every server, and it cannot sign in until reinstated.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspension, outboxEmail, supportAction, supportCase } from '../../db/schema';
import { createTestApp, startSecondProcess, TestClient, type TestApp } from '../../test/app';
import {
  createApplicant,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  TEST_PASSWORD,
} from '../../test/factories';
import { sessionCookie, signedInClient } from '../../test/sessions';
import { fileSupportCase, type SupportSubject } from '.';

const ADMIN_EMAIL = 'desk@support.turnready.test';

/** A kind of case of the tests' own: items that can be hidden, kept in memory. */
const items = new Map<string, { text: string; hidden: boolean; hiddenBy?: string; why?: string }>();
const testSubject: SupportSubject = {
  async describe(_q, id) {
    const item = items.get(id);
    return item ? { title: `Item ${id}`, body: item.text, people: [] } : null;
  },
  actions: [
    { id: 'hide', label: 'Hide the item' },
    { id: 'keep', label: 'Keep it' },
  ],
  async act(_q, id, actionId, actorId, reason) {
    const item = items.get(id);
    if (item && actionId === 'hide') Object.assign(item, { hidden: true, hiddenBy: actorId, why: reason });
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPORT_ADMIN_EMAILS: ` Other@Example.com, ${ADMIN_EMAIL.toUpperCase()} ` },
    supportSubjects: { test_item: testSubject },
  });
});
afterAll(async () => t?.close());

const db = () => t.database.db;
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);
let adminAccount: { userId: string } | undefined;
const admin = async () => {
  adminAccount ??= await createBareUser(db(), ADMIN_EMAIL);
  return { userId: adminAccount.userId, client: await signedIn(adminAccount) };
};

/** A host and a cleaner in a conversation, the cleaner having written to the host. */
async function conversationPair() {
  const host = await createHost(db(), { firstName: 'Hana', lastName: 'Host' });
  const job = await createJob(db(), host.userId, { city: 'Austin', state: 'TX', propertyAddress: '12 Elm St' });
  const { cleaner } = await createApplicant(db(), job.id, { firstName: 'Maria', lastName: 'Vega' });
  const hostClient = await signedIn(host);
  const cleanerClient = await signedIn(cleaner);
  const opened = await hostClient.post('/api/conversations', { jobId: job.id, cleanerId: cleaner.userId });
  const id = opened.body.conversation.id as string;
  const sent = await hostClient.post(`/api/conversations/${id}/messages`, {
    clientKey: crypto.randomUUID(),
    text: 'You will regret not taking this job',
  });
  expect(sent.status).toBe(201);
  return { host, cleaner, hostClient, cleanerClient, id };
}

describe('who reaches the support queue', () => {
  it('only the accounts in SUPPORT_ADMIN_EMAILS; the session says so for the header link', async () => {
    const { client } = await admin();
    expect((await client.get('/api/support/cases')).status).toBe(200);
    expect((await client.get('/api/session')).body.supportAdmin).toBe(true);
    const host = await signedIn(await createHost(db()));
    const cleaner = await signedIn(await createCleaner(db()));
    for (const other of [host, cleaner]) {
      expect((await other.get('/api/support/cases')).status).toBe(404);
      expect((await other.get('/api/session')).body.supportAdmin).toBeUndefined();
    }
    expect((await new TestClient(t.app).get('/api/support/cases')).status).toBe(401);
  });
});

describe('a reported conversation', () => {
  it('is a case support reads as plain text and decides with a required reason; the reported host is suspended', async () => {
    const { client, userId: adminId } = await admin();
    const p = await conversationPair();
    const report = await p.cleanerClient.post(`/api/conversations/${p.id}/report`, {
      reason: 'harassment',
      details: 'Threatening me',
    });
    expect(report.status).toBe(204);
    // Support admins are configured: the queue has it, no email goes to SUPPORT_EMAIL.
    expect(await db().select().from(outboxEmail).where(eq(outboxEmail.kind, 'conversation-report'))).toHaveLength(0);

    const open = (await client.get('/api/support/cases')).body.cases as {
      id: string;
      kind: string;
      reporterName: string;
      subject: { title: string; body: string; people: { id: string; role: string }[] };
      actions: { id: string }[];
    }[];
    const c = open.find((x) => x.kind === 'conversation' && x.subject?.body.includes('regret'))!;
    expect(c).toMatchObject({ reason: 'harassment', details: 'Threatening me', reporterName: 'Maria Vega' });
    expect(c.subject.title).toBe('Conversation between Hana H. (host) and Maria V. (cleaner)');
    expect(c.subject.body).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC Hana H\.: You will regret not taking this job$/m);
    expect(c.subject.people[0]).toMatchObject({ id: p.host.userId, role: 'host' });
    expect(c.actions.map((a) => a.id)).toEqual(['close', 'suspend']);

    // A reason is required; an action of another kind is refused.
    const decide = (body: { actionId: string; reason: string }) =>
      client.post(`/api/support/cases/${c.id}/decision`, body);
    expect((await decide({ actionId: 'suspend', reason: '  ' })).status).toBe(400);
    expect((await decide({ actionId: 'hide', reason: 'x' })).status).toBe(400);
    expect((await decide({ actionId: 'suspend', reason: 'Threats in messages' })).status).toBe(204);
    expect((await decide({ actionId: 'close', reason: 'again' })).status).toBe(409);

    // The host's session ended and they cannot sign in.
    expect((await p.hostClient.get('/api/conversations')).status).toBe(401);
    const signIn = await new TestClient(t.app).post('/api/session', { email: p.host.email, password: TEST_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.body.error).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
    expect(signIn.body.error.message).toMatch(/^This account has been suspended\. Contact support@/);
    // The reporter is untouched.
    expect((await p.cleanerClient.get('/api/conversations')).status).toBe(200);

    // Closed, with who, when and why; the log has the decision and the suspension.
    const closed = (await client.get('/api/support/cases?status=closed')).body.cases as {
      id: string;
      decision: { label: string; byEmail: string; reason: string; at: string };
    }[];
    expect(closed.find((x) => x.id === c.id)!.decision).toMatchObject({
      label: 'Suspend the reported account',
      byEmail: ADMIN_EMAIL,
      reason: 'Threats in messages',
    });
    const log = await db().select().from(supportAction).where(eq(supportAction.actorUserId, adminId));
    expect(log.filter((l) => l.caseId === c.id).map((l) => l.action)).toEqual(['decide']);
    expect(log.find((l) => l.action === 'suspend' && l.targetUserId === p.host.userId)).toMatchObject({
      reason: 'Threats in messages',
      actorEmail: ADMIN_EMAIL,
    });
  });

  it('emails SUPPORT_EMAIL as before while no support admin is configured', async () => {
    const plain = await createTestApp();
    try {
      const host = await createHost(plain.database.db);
      const job = await createJob(plain.database.db, host.userId, { city: 'Austin', state: 'TX' });
      const { cleaner } = await createApplicant(plain.database.db, job.id);
      const opened = await (
        await signedInClient(plain.app, host)
      ).post('/api/conversations', { jobId: job.id, cleanerId: cleaner.userId });
      const report = await (
        await signedInClient(plain.app, cleaner)
      ).post(`/api/conversations/${opened.body.conversation.id}/report`, { reason: 'spam' });
      expect(report.status).toBe(204);
      const mails = await plain.database.db
        .select()
        .from(outboxEmail)
        .where(eq(outboxEmail.kind, 'conversation-report'));
      expect(mails).toHaveLength(1);
      expect(await plain.database.db.select().from(supportCase)).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});

describe('a kind of case from another feature', () => {
  it('plugs in: its description, its decisions, and a gone subject', async () => {
    const { client, userId } = await admin();
    items.set('item-1', { text: 'Call me on 555 0100', hidden: false });
    const reporter = await createCleaner(db());
    const id = await fileSupportCase(db(), {
      kind: 'test_item',
      subjectId: 'item-1',
      reporterId: reporter.userId,
      reason: 'contact_details',
    });
    const gone = await fileSupportCase(db(), {
      kind: 'test_item',
      subjectId: 'item-gone',
      reporterId: null,
      reason: 'x',
    });
    const cases = (await client.get('/api/support/cases')).body.cases as {
      id: string;
      subject: unknown;
      actions: unknown[];
    }[];
    expect(cases.find((c) => c.id === id)).toMatchObject({
      subject: { title: 'Item item-1', body: 'Call me on 555 0100' },
      actions: [
        { id: 'hide', label: 'Hide the item' },
        { id: 'keep', label: 'Keep it' },
      ],
    });
    expect(cases.find((c) => c.id === gone)).toMatchObject({ subject: null, reporterName: null });
    expect(
      (await client.post(`/api/support/cases/${id}/decision`, { actionId: 'hide', reason: 'Phone number' })).status,
    ).toBe(204);
    expect(items.get('item-1')).toMatchObject({ hidden: true, hiddenBy: userId, why: 'Phone number' });
    expect(
      (await client.post(`/api/support/cases/${gone}/decision`, { actionId: 'keep', reason: 'Gone' })).status,
    ).toBe(204);
    expect(
      (await client.post(`/api/support/cases/${crypto.randomUUID()}/decision`, { actionId: 'keep', reason: 'x' }))
        .status,
    ).toBe(404);
  });
});

describe("an account's view", () => {
  it('finds an account by email, suspends it (sessions end, no sign-in), reinstates it; never yourself', async () => {
    const { client, userId } = await admin();
    const cleaner = await createCleaner(db());
    const cleanerClient = await signedIn(cleaner);
    const found = await client.get(`/api/support/accounts?email=${encodeURIComponent(cleaner.email.toUpperCase())}`);
    expect(found.status).toBe(200);
    expect(found.body.account).toMatchObject({ id: cleaner.userId, role: 'cleaner', suspension: null, log: [] });
    expect((await client.get('/api/support/accounts?email=nobody%40example.com')).status).toBe(404);

    const suspend = (id: string, reason: string) => client.post(`/api/support/accounts/${id}/suspend`, { reason });
    expect((await suspend(cleaner.userId, '')).status).toBe(400);
    const done = await suspend(cleaner.userId, 'Fake profile');
    expect(done.status).toBe(200);
    expect(done.body.account.suspension).toMatchObject({ reason: 'Fake profile' });
    expect(done.body.account.log).toMatchObject([{ action: 'suspend', reason: 'Fake profile', byEmail: ADMIN_EMAIL }]);
    expect((await suspend(cleaner.userId, 'Again')).status).toBe(409);
    expect((await suspend(userId, 'Myself')).status).toBe(409);
    expect((await cleanerClient.get('/api/cleaner/profile')).status).toBe(401);
    const refused = await new TestClient(t.app).post('/api/session', { email: cleaner.email, password: TEST_PASSWORD });
    expect(refused.body.error.code).toBe('ACCOUNT_SUSPENDED');
    // A wrong password is told nothing about the suspension.
    const wrong = await new TestClient(t.app).post('/api/session', { email: cleaner.email, password: 'not-it-at-all' });
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');

    const back = await client.post(`/api/support/accounts/${cleaner.userId}/reinstate`, {
      reason: 'Verified by phone',
    });
    expect(back.status).toBe(200);
    expect(back.body.account.suspension).toBeNull();
    expect(back.body.account.log.map((l: { action: string }) => l.action)).toEqual(['reinstate', 'suspend']);
    expect(
      await db().select().from(accountSuspension).where(eq(accountSuspension.userId, cleaner.userId)),
    ).toHaveLength(0);
    const again = await new TestClient(t.app).post('/api/session', { email: cleaner.email, password: TEST_PASSWORD });
    expect(again.status).toBe(200);
    expect((await client.post(`/api/support/accounts/${cleaner.userId}/reinstate`, { reason: 'x' })).status).toBe(409);
  });

  // Two servers on one database: PostgreSQL only (PGlite is one process's).
  it.runIf(process.env.TEST_DB === 'postgres')(
    'a suspension ends the session on another server at once, though that server had it cached',
    async () => {
      const { client } = await admin();
      const second = await startSecondProcess(t, { env: { SUPPORT_ADMIN_EMAILS: ADMIN_EMAIL } });
      try {
        const cleaner = await createCleaner(db());
        const header = await sessionCookie(t.app, cleaner.userId);
        const onSecond = () => fetch(`${second.url}/api/cleaner/profile`, { headers: { cookie: header } });
        expect((await onSecond()).status).toBe(200);
        expect(second.app.ctx.sessionCache.size()).toBeGreaterThan(0);
        expect((await client.post(`/api/support/accounts/${cleaner.userId}/suspend`, { reason: 'Spam' })).status).toBe(
          200,
        );
        await expect.poll(async () => (await onSecond()).status, { timeout: 5000 }).toBe(401);
      } finally {
        await second.close();
      }
    },
  );
});
