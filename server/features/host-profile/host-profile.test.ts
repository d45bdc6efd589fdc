import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { host as text } from '@core/messages/en/host';
import { errors as errorText } from '@core/messages/en/errors';
import { hostProfile } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createBareUser, createCleaner, createHost } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);
const put = (client: TestClient, body: Record<string, unknown>) => client.request('PUT', '/api/host/profile', body);

describe('GET/PUT /api/host/profile', () => {
  it("returns the host's own profile", async () => {
    const host = await createHost(t.database.db, { subscriptionTier: 'pro' });
    const res = await (await signedIn(host)).get('/api/host/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Hal',
      lastName: 'Hostly',
      email: host.email,
      phone: '5559876543',
      hasActiveSubscription: true,
      subscriptionTier: 'pro',
    });
  });

  it('edits first name, last name and an optional phone; the email stays', async () => {
    const host = await createHost(t.database.db);
    const client = await signedIn(host);
    const res = await put(client, { firstName: ' Ada ', lastName: 'Lovelace', phone: '', email: 'other@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', phone: null, email: host.email });
    expect((await put(client, { firstName: 'Ada', lastName: 'Lovelace', phone: '5551112222' })).body.phone).toBe(
      '5551112222',
    );
  });

  it('requires first and last name and a 10-digit phone when given', async () => {
    const client = await signedIn(await createHost(t.database.db));
    const res = await put(client, { firstName: '', lastName: '  ', phone: '555' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: text.validation.firstNameRequired,
      lastName: text.validation.lastNameRequired,
      phone: text.validation.phoneInvalid,
    });
  });

  it('refuses visitors (401) and cleaners (403)', async () => {
    expect((await new TestClient(t.app).get('/api/host/profile')).status).toBe(401);
    const cleaner = await signedIn(await createCleaner(t.database.db));
    const res = await cleaner.get('/api/host/profile');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(errorText.hostsOnly);
    expect((await put(cleaner, { firstName: 'A', lastName: 'B' })).status).toBe(403);
  });
});

describe('POST /api/host/profile (Complete Your Host Profile)', () => {
  it('creates the profile of a signed-in account without one, with the account email', async () => {
    const bare = await createBareUser(t.database.db);
    const client = await signedIn(bare);
    const res = await client.post('/api/host/profile', {
      firstName: 'Bea',
      lastName: 'Bare',
      phone: '5553334444',
      state: 'CO',
      city: 'Aspen',
      email: 'ignored@example.com',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      firstName: 'Bea',
      email: bare.email,
      phone: '5553334444',
      state: 'CO',
      city: 'Aspen',
      subscriptionTier: 'free',
    });
    expect((await client.get('/api/session')).body.role).toBe('host');
    expect((await client.get('/api/host/job-limits')).body).toEqual({
      currentJobCount: 0,
      maxJobs: 1,
      canPostNewJob: true,
      subscriptionTier: 'free',
    });

    const again = await client.post('/api/host/profile', {
      firstName: 'Bea',
      lastName: 'Bare',
      phone: '5553334444',
      state: 'CO',
      city: 'Aspen',
    });
    expect(again.status).toBe(409);
    expect(await t.database.db.select().from(hostProfile).where(eq(hostProfile.userId, bare.userId))).toHaveLength(1);
  });

  it('requires every field, with per-field messages', async () => {
    const client = await signedIn(await createBareUser(t.database.db));
    const res = await client.post('/api/host/profile', { firstName: '', phone: '12', state: 'XX' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      firstName: text.validation.firstNameRequired,
      lastName: text.validation.lastNameRequired,
      phone: text.validation.phoneInvalid,
      state: text.validation.stateRequired,
      city: text.validation.cityRequired,
    });
  });

  it('keeps a cleaner account a cleaner: no host profile is added to it', async () => {
    const cleaner = await createCleaner(t.database.db);
    const client = await signedIn(cleaner);
    const res = await client.post('/api/host/profile', {
      firstName: 'Rosa',
      lastName: 'Diaz',
      phone: '5553334444',
      state: 'CO',
      city: 'Aspen',
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(text.validation.cleanerAccount);
    expect(await t.database.db.select().from(hostProfile).where(eq(hostProfile.userId, cleaner.userId))).toHaveLength(
      0,
    );
    expect((await client.get('/api/session')).body.role).toBe('cleaner');
  });

  it('refuses a visitor', async () => {
    const res = await new TestClient(t.app).post('/api/host/profile', {
      firstName: 'A',
      lastName: 'B',
      phone: '5553334444',
      state: 'CO',
      city: 'Aspen',
    });
    expect(res.status).toBe(401);
  });
});
