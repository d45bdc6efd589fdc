import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TestClient, type TestApp } from '../test/app';
import { application, cleanerProfile, hostProfile, job, notification, user } from './schema';
import { DEMO_PASSWORD, seedDemoData } from '../seed';

let t: TestApp;
let logins: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  t = await createTestApp();
  logins = await seedDemoData(t.database.db);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('prints one host and three cleaner logins with the demo password', () => {
    expect(logins.password).toBe(DEMO_PASSWORD);
    expect(logins.accounts.filter((a) => a.role === 'host')).toHaveLength(1);
    expect(logins.accounts.filter((a) => a.role === 'cleaner')).toHaveLength(3);
    expect(new Set(logins.accounts.map((a) => a.email)).size).toBe(4);
  });

  it('gives the host active jobs, and every cleaner applications to them', async () => {
    const db = t.database.db;
    const hostEmail = logins.accounts.find((a) => a.role === 'host')!.email;
    const [host] = await db.select().from(hostProfile).where(eq(hostProfile.email, hostEmail));
    expect(host).toBeDefined();
    const jobs = await db.select().from(job).where(eq(job.hostUserId, host!.userId));
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const j of jobs) expect(j.status).toBe('active');
    const jobIds = new Set(jobs.map((j) => j.id));

    const cleaners = await db.select().from(cleanerProfile);
    expect(cleaners.map((c) => c.email).sort()).toEqual(
      logins.accounts
        .filter((a) => a.role === 'cleaner')
        .map((a) => a.email)
        .sort(),
    );
    for (const c of cleaners) {
      const applied = await db.select().from(application).where(eq(application.cleanerUserId, c.userId));
      expect(applied.length, c.email).toBeGreaterThan(0);
      for (const a of applied) expect(jobIds.has(a.jobId)).toBe(true);
    }
    // Each application has its notification in the host's bell.
    const [{ total }] = [...(await db.select({ total: count() }).from(application))] as [{ total: number }];
    const bell = await db.select().from(notification).where(eq(notification.userId, host!.userId));
    expect(bell).toHaveLength(Number(total));
    for (const n of bell) expect(jobIds.has(n.data.job_id!)).toBe(true);
  });

  it('creates only verified accounts', async () => {
    const [row] = await t.database.db.select({ unverified: count() }).from(user).where(eq(user.emailVerified, false));
    expect(row!.unverified).toBe(0);
  });

  it('lets every printed account sign in with the demo password, with its role', async () => {
    for (const account of logins.accounts) {
      const res = await new TestClient(t.app).post('/api/session', { email: account.email, password: logins.password });
      expect(res.status, account.email).toBe(200);
      expect(res.body).toMatchObject({ user: { email: account.email }, role: account.role });
    }
  });
});
