// Stored text stays text: names, bios, availability and job notes full of markup are stored and
// returned verbatim as JSON strings by every route that shows them, and the emails that carry them
// (delivered to a real SMTP server) show them escaped, never as markup. The web app renders JSON
// strings as text (React escapes; eslint.config.js bans dangerouslySetInnerHTML).
import { describe, expect, it } from 'vitest';
import { TEST_APP_URL, TestClient } from '../app';
import {
  buildCleanerRegistration,
  buildJobInput,
  createCleaner,
  createHost,
  TEST_PASSWORD,
  uniqueEmail,
} from '../factories';
import { extractLink, type CapturedMail } from '../smtp';
import { useAppWithSmtp } from '../with-app';

const env = useAppWithSmtp();

const EVIL = {
  first: '<script>alert("first")</script>',
  last: '"><img src=x onerror=alert(1)>',
  bio: "<svg onload=alert('bio')>I clean & <b>shine</b>",
  availability: '</textarea><script>document.cookie</script>',
  address: '<a href="javascript:alert(1)">12 Ocean Drive</a>',
  notes: '<iframe src="https://evil.example"></iframe>{{constructor.constructor("alert(1)")()}}',
  quoteName: "<img src=x onerror=alert('quote')>",
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The HTML part shows `value` escaped and contains no markup that could run. */
function expectShownAsText(mail: CapturedMail, value: string) {
  expect(mail.html).toContain(escapeHtml(value));
  expect(mail.html).not.toMatch(/<script|<img|<svg|<iframe|<textarea|href="javascript:/i);
  expect(mail.text).toContain(value);
}

async function signedIn(email: string, password = TEST_PASSWORD) {
  const client = new TestClient(env.t.app);
  expect((await client.post('/api/session', { email, password })).status).toBe(200);
  return client;
}

describe('hostile text in stored fields', () => {
  it('a cleaner sign-up keeps names, bio and availability verbatim; the verification email shows the name as text', async () => {
    const data = buildCleanerRegistration({
      firstName: EVIL.first,
      lastName: EVIL.last,
      bio: EVIL.bio,
      availability: EVIL.availability,
    });
    const visitor = new TestClient(env.t.app);
    expect((await visitor.post('/api/registrations', { userType: 'cleaner', registrationData: data })).status).toBe(
      201,
    );

    const mail = await env.smtp.waitForMail(data.email);
    expectShownAsText(mail, EVIL.first);
    const verify = await visitor.get(
      extractLink(mail, `${TEST_APP_URL}/api/registrations/verify`).slice(TEST_APP_URL.length),
    );
    expect(verify.status).toBe(303);

    const cleaner = await signedIn(data.email, data.password);
    const profile = await cleaner.get('/api/cleaner/profile');
    expect(profile.headers['content-type']).toMatch(/^application\/json/);
    expect(profile.body).toMatchObject({
      firstName: EVIL.first,
      lastName: EVIL.last,
      bio: EVIL.bio,
      availability: EVIL.availability,
    });

    // Edited through the profile form: still verbatim.
    const { firstName, lastName, phone, state, city, homeZip, serviceRadiusMiles, experienceYears, availability } =
      profile.body;
    const edited = await cleaner.request('PUT', '/api/cleaner/profile', {
      firstName,
      lastName,
      phone,
      state,
      city,
      homeZip,
      serviceRadiusMiles,
      experienceYears,
      availability,
      bio: `${EVIL.notes} ${EVIL.bio}`,
    });
    expect(edited.status).toBe(200);
    expect((await cleaner.get('/api/cleaner/profile')).body.bio).toBe(`${EVIL.notes} ${EVIL.bio}`);
  });

  it("a job's address and notes and the people's names come back verbatim on every page; the new-applicant email shows them as text", async () => {
    const db = env.t.database.db;
    const host = await createHost(db, { firstName: EVIL.first, lastName: EVIL.last, subscriptionTier: 'pro' });
    const hostClient = await signedIn(host.email);
    const posted = await hostClient.post(
      '/api/host/jobs',
      buildJobInput({ propertyAddress: EVIL.address, propertyNotes: EVIL.notes }),
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ propertyAddress: EVIL.address, propertyNotes: EVIL.notes });
    const jobId = posted.body.id as string;

    const applicant = await createCleaner(db, { firstName: EVIL.first, lastName: EVIL.last, bio: EVIL.bio });
    const cleanerClient = await signedIn(applicant.email);
    const browse = await cleanerClient.get('/api/jobs');
    expect(browse.body.jobs.find((j: { id: string }) => j.id === jobId)).toMatchObject({
      propertyAddress: EVIL.address,
      propertyNotes: EVIL.notes,
    });
    expect((await cleanerClient.post('/api/applications', { jobId })).status).toBe(201);

    // The host's email names the cleaner (first name and initial) and the place.
    const mail = await env.smtp.waitForMail(host.email);
    expectShownAsText(mail, EVIL.first);
    expectShownAsText(mail, EVIL.address);

    const applicants = await hostClient.get(`/api/host/jobs/${jobId}/applicants`);
    expect(applicants.body.jobs[0].applicants[0]).toMatchObject({ firstName: EVIL.first, lastName: EVIL.last });
    const bell = await hostClient.get('/api/notifications');
    expect(bell.body.notifications[0].message).toContain(EVIL.first);

    const applicationId = applicants.body.jobs[0].applicants[0].id as string;
    // A hire is what the cleaner hears of at once (issue 14: starring tells no one).
    expect(
      (await hostClient.request('PATCH', `/api/host/applications/${applicationId}`, { action: 'hire' })).status,
    ).toBe(200);
    const cleanerBell = await cleanerClient.get('/api/notifications');
    expect(cleanerBell.body.notifications[0].message).toContain(EVIL.address);
    const mine = await cleanerClient.get('/api/applications/mine');
    // A paid host is named in full to the cleaners who applied.
    expect(mine.body.applications[0]).toMatchObject({
      job: { propertyAddress: EVIL.address },
      host: { name: `${EVIL.first} ${EVIL.last}` },
    });
  });

  it('the password reset and quote emails show hostile names as text', async () => {
    const host = await createHost(env.t.database.db, { firstName: EVIL.first, lastName: EVIL.last });
    const visitor = new TestClient(env.t.app);
    expect((await visitor.post('/api/password/forgot', { email: host.email })).status).toBe(200);
    expectShownAsText(await env.smtp.waitForMail(host.email, /password/i), `${EVIL.first} ${EVIL.last}`);

    const email = uniqueEmail('quote');
    const quote = await visitor.post('/api/calculator/quotes', {
      bedrooms: 2,
      fullBathrooms: 1,
      email,
      name: EVIL.quoteName,
    });
    expect(quote.status).toBe(201);
    expectShownAsText(await env.smtp.waitForMail(email), EVIL.quoteName);
  });

  it('a line break in a name adds no email header and no recipient', async () => {
    const db = env.t.database.db;
    const host = await createHost(db);
    const hostClient = await signedIn(host.email);
    const jobId = (await hostClient.post('/api/host/jobs', buildJobInput())).body.id as string;
    const attacker = uniqueEmail('attacker');
    const applicant = await createCleaner(db, { firstName: `Eve\r\nBcc: ${attacker}\r\nX-Evil: 1`, lastName: 'Smith' });
    expect((await (await signedIn(applicant.email)).post('/api/applications', { jobId })).status).toBe(201);

    const mail = await env.smtp.waitForMail(host.email);
    expect(mail.to).toEqual([host.email.toLowerCase()]);
    expect(env.smtp.messages.some((m) => m.to.includes(attacker))).toBe(false);
    expect(mail.html).toContain('Eve');
  });
  it("issue 16: a turnover's notes, the address and a decline reason come back verbatim; the cleaner's email and the .ics feed carry them as text", async () => {
    const db = env.t.database.db;
    const host = await createHost(db, { subscriptionTier: 'pro' });
    const hostClient = await signedIn(host.email);
    const jobId = (await hostClient.post('/api/host/jobs', buildJobInput({ propertyAddress: EVIL.address }))).body
      .id as string;
    const cleaner = await createCleaner(db, { firstName: EVIL.first, lastName: EVIL.last });
    const cleanerClient = await signedIn(cleaner.email);
    expect((await cleanerClient.post('/api/applications', { jobId })).status).toBe(201);
    const applicationId = (await hostClient.get(`/api/host/jobs/${jobId}/applicants`)).body.jobs[0].applicants[0]
      .id as string;
    expect(
      (await hostClient.request('PATCH', `/api/host/applications/${applicationId}`, { action: 'hire' })).status,
    ).toBe(200);
    // The hire's email names the place as text; the offers it held go out at once.
    expectShownAsText(await env.smtp.waitForMail(cleaner.email, /You're hired/), EVIL.address);
    expect((await hostClient.post(`/api/host/jobs/${jobId}/team/send-offers`, {})).status).toBe(200);

    const date = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const added = await hostClient.post(`/api/host/jobs/${jobId}/turnovers`, {
      date,
      checkoutTime: '11:00',
      checkinTime: '16:00',
      notes: EVIL.notes,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      notes: EVIL.notes,
      place: { propertyAddress: EVIL.address },
      assignedCleaner: { name: `${EVIL.first} ${EVIL.last}` },
    });
    expectShownAsText(await env.smtp.waitForMail(cleaner.email, /Turnovers changed/), EVIL.address);

    const schedule = await cleanerClient.get('/api/cleaner/schedule');
    expect(schedule.body.upcoming[0]).toMatchObject({ notes: EVIL.notes, place: { propertyAddress: EVIL.address } });
    // The cleaner's feed (while the turnover is theirs): iCalendar escapes backslashes, semicolons and commas and folds long lines; read back unfolded and unescaped.
    const feed = await env.t.app.inject({
      method: 'GET',
      url: new URL((await cleanerClient.get('/api/cleaner/schedule/feed')).body.url).pathname,
    });
    const unfolded = feed.body
      .replace(/\r\n[ \t]/g, '')
      .replace(/\\([\\;,])/g, '$1')
      .replace(/\\n/gi, '\n');
    expect(unfolded).toContain(`LOCATION:${EVIL.address}`);
    expect(unfolded).toContain(EVIL.notes);

    expect(
      (await cleanerClient.post(`/api/cleaner/turnovers/${added.body.id}/decline`, { reason: EVIL.bio })).status,
    ).toBe(200);
    const page = await hostClient.get(`/api/host/jobs/${jobId}/turnovers`);
    expect(page.body.turnovers[0].offer).toMatchObject({
      status: 'declined',
      reason: EVIL.bio,
      cleanerName: `${EVIL.first} ${EVIL.last}`,
    });
    const told = (await hostClient.get('/api/notifications')).body.notifications.find(
      (n: { type: string }) => n.type === 'turnover_answered',
    );
    expect(told.message).toContain(EVIL.bio);
  });
});
