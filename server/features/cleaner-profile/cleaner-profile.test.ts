import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cleaner as text } from '@core/messages/en/cleaner';
import { cleanerProfile } from '../../db/schema';
import { TEST_APP_URL, TestClient } from '../../test/app';
import { useAppWithSmtp } from '../../test/with-app';
import { buildCleanerRegistration, createCleaner, createHost } from '../../test/factories';
import { extractLink } from '../../test/smtp';
import { signedInClient } from '../../test/sessions';

const env = useAppWithSmtp();

/** Signed in without a password check (server/test/sessions.ts). */
const signedIn = (account: { userId: string }) => signedInClient(env.t.app, account);

const edit = {
  firstName: 'Rosalind',
  lastName: 'Diaz-Ortega',
  phone: '5127770000',
  state: 'CO',
  city: 'Denver',
  homeZip: '80202',
  serviceRadiusMiles: 40,
  experienceYears: '5+',
  availability: 'Weekends only',
  bio: 'Ten years of turnovers.',
};

describe('GET /api/cleaner/profile', () => {
  it('returns the signed-in cleaner their own profile, created by the verified sign-up (real SMTP)', async () => {
    const client = new TestClient(env.t.app);
    const data = buildCleanerRegistration({ firstName: 'Nia', availability: 'Mornings', bio: 'Fast and careful.' });
    const started = await client.post('/api/registrations', { userType: 'cleaner', registrationData: data });
    expect(started.status).toBe(201);
    const mail = await env.smtp.waitForMail(data.email, /Verify your email/);
    const link = extractLink(mail, `${TEST_APP_URL}/api/registrations/verify?token=`);
    expect((await client.get(link.replace(TEST_APP_URL, ''))).status).toBe(303);
    expect((await client.post('/api/session', { email: data.email, password: data.password })).status).toBe(200);

    const res = await client.get('/api/cleaner/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Nia',
      lastName: data.lastName,
      email: data.email,
      phone: data.phone,
      state: data.state,
      city: data.city,
      experienceYears: data.experienceYears,
      rating: data.rating,
      availability: 'Mornings',
      bio: 'Fast and careful.',
      isHighlighted: false,
    });
  });

  it('answers 401 to a visitor and 403 to a host', async () => {
    expect((await new TestClient(env.t.app).get('/api/cleaner/profile')).status).toBe(401);
    const host = await createHost(env.t.database.db);
    const res = await (await signedIn(host)).get('/api/cleaner/profile');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(text.access.deniedDescription);
  });
});

describe('PUT /api/cleaner/profile', () => {
  it('updates the editable fields and keeps the rating, highlight and email', async () => {
    const cleaner = await createCleaner(env.t.database.db, { rating: 4 });
    await env.t.database.db
      .update(cleanerProfile)
      .set({ isHighlighted: true })
      .where(eq(cleanerProfile.userId, cleaner.userId));
    const client = await signedIn(cleaner);
    const res = await client.request('PUT', '/api/cleaner/profile', edit);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...edit, email: cleaner.email, rating: 4, isHighlighted: true });
    expect((await client.get('/api/cleaner/profile')).body).toMatchObject(edit);
  });

  it('clears optional fields sent empty', async () => {
    const client = await signedIn(await createCleaner(env.t.database.db));
    const res = await client.request('PUT', '/api/cleaner/profile', { ...edit, availability: '', bio: null });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ availability: null, bio: null });
  });

  it.each([
    ['rating', { rating: 5 }],
    ['isHighlighted', { isHighlighted: true }],
    ['is_highlighted', { is_highlighted: true }],
    ['email', { email: 'someone-else@example.com' }],
  ])('refuses to set %s and changes nothing', async (_name, extra) => {
    const cleaner = await createCleaner(env.t.database.db, { rating: 3 });
    const client = await signedIn(cleaner);
    const res = await client.request('PUT', '/api/cleaner/profile', { ...edit, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    const [row] = await env.t.database.db
      .select()
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, cleaner.userId));
    expect(row).toMatchObject({ rating: 3, isHighlighted: false, firstName: cleaner.firstName, email: cleaner.email });
  });

  it('validates with the shared schema and names the fields at fault', async () => {
    const client = await signedIn(await createCleaner(env.t.database.db));
    const res = await client.request('PUT', '/api/cleaner/profile', {
      ...edit,
      phone: '555123',
      experienceYears: '10+',
      state: 'Texas',
      firstName: ' ',
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['experienceYears', 'firstName', 'phone', 'state']);
    expect(res.body.error.fields.phone).toBe('Please enter a valid 10-digit phone number.');
  });

  it('answers 401 to a visitor and 403 to a host', async () => {
    expect((await new TestClient(env.t.app).request('PUT', '/api/cleaner/profile', edit)).status).toBe(401);
    const host = await createHost(env.t.database.db);
    expect((await (await signedIn(host)).request('PUT', '/api/cleaner/profile', edit)).status).toBe(403);
  });
});
