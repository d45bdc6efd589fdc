// Applying to a job (POST /api/applications) and a cleaner's own applications (GET
// /api/applications/mine): one application per cleaner and job, the spec's messages, and who may
// apply and see what. Many applications at once: server/test/concurrency/applications.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors as errorText } from '@core/messages/en/errors';
import { cleaner as text } from '@core/messages/en/cleaner';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { applicationsFor, cleanerAndJob } from '../../test/applications';
import { createApplication, createCleaner, createHost, createJob } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

describe('POST /api/applications', () => {
  it('applies once: 201 and a pending application', async () => {
    const { job, cleaner, client } = await cleanerAndJob(t);
    const res = await client.post('/api/applications', { jobId: job.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ jobId: job.id, status: 'pending', appliedAt: expect.any(String) });
    const rows = await applicationsFor(t, job.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cleanerUserId: cleaner.userId, status: 'pending' });
  });

  it('answers a repeat with 409 ALREADY_APPLIED and the spec text', async () => {
    const { job, client } = await cleanerAndJob(t);
    expect((await client.post('/api/applications', { jobId: job.id })).status).toBe(201);
    const again = await client.post('/api/applications', { jobId: job.id });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ALREADY_APPLIED', message: text.apply.alreadyAppliedDescription });
    expect(await applicationsFor(t, job.id)).toHaveLength(1);
  });

  it('refuses a deleted or missing job with 404 and the spec text', async () => {
    const { host, client } = await cleanerAndJob(t);
    const deleted = await createJob(t.database.db, host.userId, { status: 'deleted' });
    for (const jobId of [deleted.id, '0b8e6c4a-3f7d-4c1e-9a2b-5d6e7f8a9b0c']) {
      const res = await client.post('/api/applications', { jobId });
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'JOB_NOT_AVAILABLE', message: text.apply.jobNotFound });
    }
    expect(await applicationsFor(t, deleted.id)).toHaveLength(0);
  });

  it.each([
    ['missing', {}, text.applicationValidation.missingFields],
    ['null', { jobId: null }, text.applicationValidation.missingFields],
    ['empty', { jobId: '' }, text.applicationValidation.missingFields],
    ['a number', { jobId: 42 }, text.applicationValidation.invalidJobId],
    ['not a UUID', { jobId: 'job-1' }, text.applicationValidation.jobIdNotUuid],
    ['SQL in the id', { jobId: "1'; drop table applications; --" }, text.applicationValidation.jobIdNotUuid],
  ])('validates the job id (%s) with the spec messages', async (_name, body, message) => {
    const { client } = await cleanerAndJob(t);
    const res = await client.post('/api/applications', body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.jobId).toBe(message);
  });

  it('only cleaners apply: 401 for a visitor, 403 for a host (even to their own job)', async () => {
    const { host, job } = await cleanerAndJob(t);
    expect((await new TestClient(t.app).post('/api/applications', { jobId: job.id })).status).toBe(401);
    const res = await (await signedIn(host)).post('/api/applications', { jobId: job.id });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(errorText.cleanersOnly);
    expect(await applicationsFor(t, job.id)).toHaveLength(0);
  });
});

describe('GET /api/applications/mine', () => {
  it("lists the cleaner's own applications, newest first, with the job and a shaped host name", async () => {
    const freeHost = await createHost(t.database.db, { firstName: 'Frida', lastName: 'Freeman' });
    const paidHost = await createHost(t.database.db, {
      firstName: 'Paula',
      lastName: 'Premium',
      subscriptionTier: 'pro',
    });
    const freeJob = await createJob(t.database.db, freeHost.userId, {
      city: 'Boise',
      state: 'ID',
      propertyAddress: '1 Elm St',
      paymentPerTurnover: 120.5,
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1500,
    });
    const paidJob = await createJob(t.database.db, paidHost.userId, { city: 'Reno', state: 'NV' });
    const cleaner = await createCleaner(t.database.db);
    const other = await createCleaner(t.database.db);
    await createApplication(t.database.db, freeJob.id, cleaner.userId, {
      appliedAt: new Date(Date.now() - 60_000),
      status: 'accepted',
    });
    await createApplication(t.database.db, paidJob.id, cleaner.userId, { appliedAt: new Date() });
    await createApplication(t.database.db, paidJob.id, other.userId);

    const res = await (await signedIn(cleaner)).get('/api/applications/mine');
    expect(res.status).toBe(200);
    const apps = res.body.applications;
    expect(apps.map((a: { job: { id: string } }) => a.job.id)).toEqual([paidJob.id, freeJob.id]);
    expect(apps[0]).toMatchObject({
      status: 'pending',
      host: { name: 'Paula Premium' },
      job: { city: 'Reno', state: 'NV' },
    });
    expect(apps[1]).toMatchObject({
      status: 'accepted',
      host: { name: 'Frida F.' },
      job: {
        id: freeJob.id,
        propertyAddress: '1 Elm St',
        city: 'Boise',
        state: 'ID',
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1500,
        paymentPerTurnover: 120.5,
      },
    });
    // No host contact details, and not the free host's surname.
    expect(JSON.stringify(res.body)).not.toContain(freeHost.email);
    expect(JSON.stringify(res.body)).not.toContain(paidHost.email);
    expect(JSON.stringify(res.body)).not.toContain('Freeman');
    expect(JSON.stringify(res.body)).not.toMatch(/phone|5559876543/);
  });

  it("never shows another cleaner's applications", async () => {
    const { job } = await cleanerAndJob(t);
    const other = await createCleaner(t.database.db);
    await createApplication(t.database.db, job.id, other.userId);
    const me = await createCleaner(t.database.db);
    expect((await (await signedIn(me)).get('/api/applications/mine')).body).toEqual({ applications: [] });
    const theirs = (await (await signedIn(other)).get('/api/applications/mine')).body.applications;
    expect(theirs).toHaveLength(1);
  });

  it('keeps an application whose job was deleted (the cleaner applied to it)', async () => {
    const { job, client } = await cleanerAndJob(t);
    await client.post('/api/applications', { jobId: job.id });
    await t.database.db.execute(sql`update jobs set status = 'deleted' where id = ${job.id}`);
    expect((await client.get('/api/applications/mine')).body.applications).toHaveLength(1);
  });

  it('answers 401 to a visitor and 403 to a host', async () => {
    expect((await new TestClient(t.app).get('/api/applications/mine')).status).toBe(401);
    const host = await createHost(t.database.db);
    expect((await (await signedIn(host)).get('/api/applications/mine')).status).toBe(403);
  });
});
