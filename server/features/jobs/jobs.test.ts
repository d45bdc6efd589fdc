// A host's jobs through the API: the first job posted with the registration, posting, reading,
// editing and (softly) deleting one's own jobs, another host's and a cleaner's 404 and 403, the job
// form's messages, and the plan's job limit. Many posts at once:
// server/test/concurrency/job-limits.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errors as errorText } from '@core/messages/en/errors';
import { jobs as text } from '@core/messages/en/jobs';
import { JOB_LIMITS, PLAN_TIERS } from '@core/plans';
import { application, hostProfile, job, user } from '../../db/schema';
import { TEST_APP_URL, TestClient } from '../../test/app';
import { signedInHost } from '../../test/jobs';
import { useAppWithSmtp } from '../../test/with-app';
import {
  buildHostRegistration,
  buildJobInput,
  createApplication,
  createBareUser,
  createCleaner,
  createJob,
  futureDate,
} from '../../test/factories';
import { extractLink } from '../../test/smtp';
import { signedInClient } from '../../test/sessions';

const env = useAppWithSmtp();

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(env.t.app, account);

const put = (client: TestClient, url: string, body: Record<string, unknown>) => client.request('PUT', url, body);

describe('registration with the first job', () => {
  it('creates the account, the host profile and the job together when the emailed link is clicked', async () => {
    const client = new TestClient(env.t.app);
    const data = buildHostRegistration({
      job: buildJobInput({ city: 'Key West', state: 'FL', propertyAddress: undefined, paymentPerTurnover: 120 }),
    });
    const started = await client.post('/api/registrations', { userType: 'host', registrationData: data });
    expect(started.status).toBe(201);
    // Nothing but the pending registration exists until the link is clicked.
    expect(await env.t.database.db.select().from(user).where(eq(user.email, data.email))).toHaveLength(0);

    const mail = await env.smtp.waitForMail(data.email, /Verify your email/);
    const link = extractLink(mail, `${TEST_APP_URL}/api/registrations/verify?token=`);
    const verified = await client.get(link.replace(TEST_APP_URL, ''));
    expect(verified.headers.location).toBe('/auth?verified=true');

    const [profile] = await env.t.database.db.select().from(hostProfile).where(eq(hostProfile.email, data.email));
    expect(profile).toMatchObject({
      firstName: 'Hal',
      lastName: 'Hostly',
      phone: '5559876543',
      city: 'Key West',
      state: 'FL',
      subscriptionTier: 'free',
    });

    // Signed in with the password chosen at registration.
    const host = new TestClient(env.t.app);
    expect((await host.post('/api/session', { email: data.email, password: data.password })).status).toBe(200);
    const list = await host.get('/api/host/jobs');
    expect(list.status).toBe(200);
    expect(list.body.jobs).toHaveLength(1);
    expect(list.body.jobs[0]).toMatchObject({
      city: 'Key West',
      state: 'FL',
      propertyAddress: null,
      paymentPerTurnover: 120,
      status: 'active',
      applicationCount: 0,
    });
    expect((await host.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 1,
      maxJobs: 1,
      canPostNewJob: false,
      subscriptionTier: 'free',
    });
  });

  it('refuses a registration whose job is invalid, with the job form messages', async () => {
    const data = buildHostRegistration({ job: { ...buildJobInput(), bedrooms: 0, city: '' } as never });
    const res = await new TestClient(env.t.app).post('/api/registrations', {
      userType: 'host',
      registrationData: data,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      'registrationData.job.bedrooms': text.validation.bedroomsInvalid,
      'registrationData.job.city': text.validation.cityRequired,
    });
  });

  it('requires the job in a host registration', async () => {
    const { job: _job, ...withoutJob } = buildHostRegistration();
    const res = await new TestClient(env.t.app).post('/api/registrations', {
      userType: 'host',
      registrationData: withoutJob,
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toContain('registrationData.job');
  });
});

describe('posting, reading, editing and deleting own jobs', () => {
  it('posts a job and lists it newest first with its application count', async () => {
    const { host, client } = await signedInHost(env.t, { subscriptionTier: 'pro' });
    const older = await createJob(env.t.database.db, host.userId, {
      city: 'Austin',
      createdAt: new Date(Date.now() - 60_000),
    });
    const cleaner = await createCleaner(env.t.database.db);
    await createApplication(env.t.database.db, older.id, cleaner.userId);

    const posted = await client.post(
      '/api/host/jobs',
      buildJobInput({ propertyAddress: '  ', amenities: ['hot_tub', 'hot_tub'] }),
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      propertyAddress: null,
      city: 'Miami',
      state: 'FL',
      bedrooms: 3,
      bathrooms: 2,
      squareFootage: 1400,
      amenities: ['hot_tub'],
      paymentPerTurnover: 95.5,
      isRecurring: true,
      status: 'active',
    });

    const list = (await client.get('/api/host/jobs')).body.jobs;
    expect(list.map((j: { id: string }) => j.id)).toEqual([posted.body.id, older.id]);
    expect(list.map((j: { applicationCount: number }) => j.applicationCount)).toEqual([0, 1]);

    const one = await client.get(`/api/host/jobs/${older.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: older.id, city: 'Austin', applicationCount: 1 });
  });

  it('edits a job; a blank address stays blank (not "City, ST", which the card would show twice)', async () => {
    const { host, client } = await signedInHost(env.t);
    const existing = await createJob(env.t.database.db, host.userId);
    const edited = await put(
      client,
      `/api/host/jobs/${existing.id}`,
      buildJobInput({ propertyAddress: '', city: 'Sedona', state: 'AZ', bedrooms: 4, paymentPerTurnover: 150 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      propertyAddress: null,
      city: 'Sedona',
      state: 'AZ',
      bedrooms: 4,
      paymentPerTurnover: 150,
    });
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(existing.updatedAt).getTime());
    const [row] = await env.t.database.db.select().from(job).where(eq(job.id, existing.id));
    expect(row!.propertyAddress).toBeNull();
  });

  it('edits a job whose start date has passed: the unchanged date is kept, a changed one must not be past', async () => {
    const { host, client } = await signedInHost(env.t);
    const pastDate = futureDate(-10);
    const existing = await createJob(env.t.database.db, host.userId, { startDate: pastDate });

    const kept = await put(
      client,
      `/api/host/jobs/${existing.id}`,
      buildJobInput({ startDate: pastDate, paymentPerTurnover: 99.5 }),
    );
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ startDate: pastDate, paymentPerTurnover: 99.5 });

    const movedToPast = await put(
      client,
      `/api/host/jobs/${existing.id}`,
      buildJobInput({ startDate: futureDate(-3), paymentPerTurnover: 20 }),
    );
    expect(movedToPast.status).toBe(400);
    expect(movedToPast.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { startDate: text.validation.startDateInPast },
    });
    const [row] = await env.t.database.db.select().from(job).where(eq(job.id, existing.id));
    expect(row).toMatchObject({ startDate: pastDate, paymentPerTurnover: 99.5 });

    const movedAhead = await put(client, `/api/host/jobs/${existing.id}`, buildJobInput({ startDate: futureDate(2) }));
    expect(movedAhead.status).toBe(200);
    expect(movedAhead.body.startDate).toBe(futureDate(2));
    // Once moved to the future, going back to the old past date is a change like any other.
    expect((await put(client, `/api/host/jobs/${existing.id}`, buildJobInput({ startDate: pastDate }))).status).toBe(
      400,
    );
  });

  it("a past date on another host's job is still a plain 404", async () => {
    const a = await signedInHost(env.t);
    const b = await signedInHost(env.t);
    const aJob = await createJob(env.t.database.db, a.host.userId, { startDate: futureDate(-10) });
    expect(
      (await put(b.client, `/api/host/jobs/${aJob.id}`, buildJobInput({ startDate: futureDate(-10) }))).status,
    ).toBe(404);
  });

  it('deletes softly: the job leaves the list and the count, its applications stay', async () => {
    const { host, client } = await signedInHost(env.t);
    const existing = await createJob(env.t.database.db, host.userId);
    const cleaner = await createCleaner(env.t.database.db);
    await createApplication(env.t.database.db, existing.id, cleaner.userId);

    const res = await client.delete(`/api/host/jobs/${existing.id}`);
    expect(res.status).toBe(200);
    expect((await client.get('/api/host/jobs')).body.jobs).toEqual([]);
    expect((await client.get(`/api/host/jobs/${existing.id}`)).status).toBe(404);
    expect((await client.get('/api/host/job-limits')).body).toMatchObject({ currentJobCount: 0, canPostNewJob: true });
    const [row] = await env.t.database.db.select().from(job).where(eq(job.id, existing.id));
    expect(row!.status).toBe('deleted');
    expect(await env.t.database.db.select().from(application).where(eq(application.jobId, existing.id))).toHaveLength(
      1,
    );
    // Deleting again, or editing a deleted job, finds nothing.
    expect((await client.delete(`/api/host/jobs/${existing.id}`)).status).toBe(404);
    expect((await put(client, `/api/host/jobs/${existing.id}`, buildJobInput())).status).toBe(404);
  });
});

describe('ownership and roles', () => {
  it("gives host B a plain 404 for host A's job: no read, edit or delete", async () => {
    const a = await signedInHost(env.t);
    const b = await signedInHost(env.t);
    const aJob = await createJob(env.t.database.db, a.host.userId, { city: 'Austin' });
    const notFound = { error: { code: 'NOT_FOUND', message: text.errors.notFoundDescription } };

    const read = await b.client.get(`/api/host/jobs/${aJob.id}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual(notFound);
    const edit = await put(b.client, `/api/host/jobs/${aJob.id}`, buildJobInput({ city: 'Hacked' }));
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(notFound);
    const del = await b.client.delete(`/api/host/jobs/${aJob.id}`);
    expect(del.status).toBe(404);
    // A job that does not exist looks exactly the same.
    expect((await b.client.get('/api/host/jobs/00000000-0000-4000-8000-000000000000')).body).toEqual(notFound);
    expect((await b.client.get('/api/host/jobs')).body.jobs).toEqual([]);

    const [row] = await env.t.database.db.select().from(job).where(eq(job.id, aJob.id));
    expect(row).toMatchObject({ city: 'Austin', status: 'active' });
  });

  it('refuses cleaners and accounts without a host profile with 403, and visitors with 401', async () => {
    const cleaner = await createCleaner(env.t.database.db);
    const cleanerClient = await signedIn(cleaner);
    const posted = await cleanerClient.post('/api/host/jobs', buildJobInput());
    expect(posted.status).toBe(403);
    expect(posted.body.error.message).toBe(errorText.hostsOnly);
    expect((await cleanerClient.get('/api/host/jobs')).status).toBe(403);
    expect((await cleanerClient.get('/api/host/job-limits')).status).toBe(403);

    const bare = await signedIn(await createBareUser(env.t.database.db));
    expect((await bare.post('/api/host/jobs', buildJobInput())).status).toBe(403);

    const visitor = new TestClient(env.t.app);
    expect((await visitor.post('/api/host/jobs', buildJobInput())).status).toBe(401);
    expect((await visitor.get('/api/host/jobs')).status).toBe(401);
    expect(await env.t.database.db.select().from(job).where(eq(job.hostUserId, cleaner.userId))).toHaveLength(0);
  });
});

describe('validation', () => {
  it('answers bad input with 400 and the job form messages per field, never a 500', async () => {
    const { client } = await signedInHost(env.t);
    const res = await client.post('/api/host/jobs', {
      state: 'ZZ',
      city: ' ',
      bedrooms: 0,
      bathrooms: 'two',
      squareFootage: -5,
      paymentPerTurnover: 0,
      startDate: '2000-01-01',
      amenities: ['sauna'],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields).toMatchObject({
      state: text.validation.stateRequired,
      city: text.validation.cityRequired,
      bedrooms: text.validation.bedroomsInvalid,
      bathrooms: text.validation.bathroomsInvalid,
      squareFootage: text.validation.squareFootageInvalid,
      paymentPerTurnover: text.validation.paymentInvalid,
      startDate: text.validation.startDateInPast,
    });
    expect(Object.keys(res.body.error.fields).some((k) => k.startsWith('amenities'))).toBe(true);

    const empty = await client.post('/api/host/jobs', {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({
      state: text.validation.stateRequired,
      city: text.validation.cityRequired,
      bedrooms: text.validation.bedroomsRequired,
      bathrooms: text.validation.bathroomsRequired,
      squareFootage: text.validation.squareFootageRequired,
      paymentPerTurnover: text.validation.paymentRequired,
      startDate: text.validation.startDateRequired,
    });
  });

  it('answers malformed ids, JSON and non-object bodies with 400', async () => {
    const { client } = await signedInHost(env.t);
    expect((await client.get('/api/host/jobs/not-a-uuid')).status).toBe(400);
    expect((await client.delete('/api/host/jobs/not-a-uuid')).status).toBe(400);
    const broken = await env.t.app.inject({
      method: 'POST',
      url: '/api/host/jobs',
      payload: '{"state":',
      headers: { 'content-type': 'application/json', origin: TEST_APP_URL },
    });
    expect(broken.statusCode).toBe(400);
    expect((await client.request('POST', '/api/host/jobs', [1, 2] as never)).status).toBe(400);
    expect((await client.post('/api/host/jobs', buildJobInput({ bedrooms: 1.5 }))).status).toBe(400);
    expect(
      (await client.post('/api/host/jobs', buildJobInput({ startDate: futureDate(0).replace(/-/g, '/') }))).status,
    ).toBe(400);
  });
});

describe('plan limits', () => {
  it.each(PLAN_TIERS)('lets a %s host post up to the plan maximum and no more', async (tier) => {
    const { host, client } = await signedInHost(env.t, { subscriptionTier: tier });
    const max = JOB_LIMITS[tier];
    for (let i = 0; i < max - 1; i++) await createJob(env.t.database.db, host.userId);
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: max - 1,
      maxJobs: max,
      canPostNewJob: true,
      subscriptionTier: tier,
    });

    expect((await client.post('/api/host/jobs', buildJobInput())).status).toBe(201);
    const refused = await client.post('/api/host/jobs', buildJobInput());
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('JOB_LIMIT_REACHED');
    expect(refused.body.error.message).toBe(
      tier === 'premium'
        ? text.limit.reachedPremium
        : `You've reached the maximum of ${max} job posts for your ${text.tiers[tier]} plan. Upgrade to post more jobs.`,
    );
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: max,
      maxJobs: max,
      canPostNewJob: false,
      subscriptionTier: tier,
    });
  });

  it('counts only active jobs: deleting one frees a place', async () => {
    const { host, client } = await signedInHost(env.t);
    await createJob(env.t.database.db, host.userId, { status: 'deleted' });
    const first = await client.post('/api/host/jobs', buildJobInput());
    expect(first.status).toBe(201);
    expect((await client.post('/api/host/jobs', buildJobInput())).status).toBe(403);
    await client.delete(`/api/host/jobs/${first.body.id}`);
    expect((await client.post('/api/host/jobs', buildJobInput())).status).toBe(201);
  });
});
