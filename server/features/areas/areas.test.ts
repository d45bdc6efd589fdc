// Service areas through the API (issue 43): ZIP codes checked against the chosen state, browse
// within a distance nearest first, open turnovers reaching exactly the cleaners whose radius covers
// the property, and hosts seeing each applicant's and requester's distance. Both databases.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas as text } from '@core/messages/en/areas';
import { cleanerProfile, job } from '../../db/schema';
import { backfillJobZips } from '../../db/zip-codes';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { dateIn } from '../../test/dates';
import {
  buildCleanerRegistration,
  buildJobInput,
  createApplicant,
  createCleaner,
  createHost,
  createJob,
} from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signedIn = (account: { userId: string }) => signedInClient(t.app, account);
const rows = <T>(r: unknown) => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];

/** Burlington, Vermont (05401), and places at known distances from it (ZIP centroids). */
const BURLINGTON = '05401';
const PLACES = {
  winooski: { zip: '05404', state: 'VT', city: 'Winooski', miles: 2 },
  essex: { zip: '05451', state: 'VT', city: 'Essex', miles: 9 }, // 8.5: rounds up
  eastFairfield: { zip: '05448', state: 'VT', city: 'East Fairfield', miles: 24 },
  elizabethtown: { zip: '12932', state: 'NY', city: 'Elizabethtown', miles: 26 },
  stJohnsbury: { zip: '05819', state: 'VT', city: 'Saint Johnsbury', miles: 60 },
  whitefield: { zip: '03598', state: 'NH', city: 'Whitefield', miles: 80 },
  saratoga: { zip: '12866', state: 'NY', city: 'Saratoga Springs', miles: 101 },
} as const;
type PlaceKey = keyof typeof PLACES;

describe('the ZIP code table', () => {
  it('holds the package’s US ZIP codes with their state and centroid', async () => {
    const [n] = rows<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from zip_codes`));
    expect(n!.n).toBeGreaterThan(40_000);
    const [burlington] = rows<Record<string, unknown>>(
      await t.database.db.execute(sql`select state, city, latitude, longitude from zip_codes where zip = '05401'`),
    );
    expect(burlington).toMatchObject({ state: 'VT', city: 'Burlington' });
    expect(Number(burlington!.latitude)).toBeCloseTo(44.48, 1);
  });

  it('gives a job saved before ZIP codes one from its city where the city is one place, and none otherwise', async () => {
    const host = await createHost(t.database.db);
    const legacy = (city: string, state: string) =>
      createJob(t.database.db, host.userId, { city, state, zip: null, latitude: null, longitude: null });
    const burlington = await legacy('burlington ', 'VT');
    const unknown = await legacy('Nowhere Special', 'VT');
    // 'Washington' names towns far apart within Pennsylvania: not one place.
    const [spread] = rows<{ spread: number }>(
      await t.database.db.execute(
        sql`select max(latitude) - min(latitude) as spread from zip_codes where state = 'PA' and city = 'Washington'`,
      ),
    );
    const ambiguous = Number(spread?.spread ?? 0) > 0.45 ? await legacy('Washington', 'PA') : null;
    await backfillJobZips(t.database.db);
    const zipOf = async (id: string) =>
      (await t.database.db.select({ zip: job.zip, lat: job.latitude }).from(job).where(eq(job.id, id)))[0]!;
    expect((await zipOf(burlington.id)).zip).toMatch(/^054\d\d$/);
    expect((await zipOf(burlington.id)).lat).toBeCloseTo(44.48, 0);
    expect((await zipOf(unknown.id)).zip).toBeNull();
    if (ambiguous) expect((await zipOf(ambiguous.id)).zip).toBeNull();
  });
});

describe('ZIP codes on jobs', () => {
  let host: TestClient;
  beforeAll(async () => {
    host = await signedIn(await createHost(t.database.db, { subscriptionTier: 'premium' }));
  });

  it('requires a ZIP of the chosen state on a new job, with clear messages', async () => {
    const post = (zip: unknown) =>
      host.post('/api/host/jobs', { ...buildJobInput({ state: 'VT', city: 'Burlington' }), zip });
    const cases: [unknown, string][] = [
      [undefined, text.zip.required],
      ['', text.zip.required],
      ['5401', text.zip.invalid],
      ['ABCDE', text.zip.invalid],
      ['00000', text.zip.unknown],
      ['03598', 'This ZIP code is not in Vermont'],
    ];
    for (const [zip, message] of cases) {
      const res = await post(zip);
      expect(res.status, String(zip)).toBe(400);
      expect(res.body.error.fields.zip, String(zip)).toBe(message);
    }
    const made = await post(' 05401-1234 ');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ zip: '05401', city: 'Burlington', state: 'VT' });
  });

  it('asks for the ZIP when a job saved without one is next edited, then keeps it', async () => {
    const owner = await createHost(t.database.db);
    const client = await signedIn(owner);
    const legacy = await createJob(t.database.db, owner.userId, {
      city: 'Nowhere Special',
      state: 'VT',
      zip: null,
      latitude: null,
      longitude: null,
    });
    const got = await client.get(`/api/host/jobs/${legacy.id}`);
    expect(got.body.zip).toBeNull();
    const body = { ...buildJobInput({ state: 'VT', city: 'Nowhere Special' }), zip: undefined };
    const refused = await client.request('PUT', `/api/host/jobs/${legacy.id}`, body);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.zip).toBe(text.zip.required);
    const saved = await client.request('PUT', `/api/host/jobs/${legacy.id}`, { ...body, zip: '05602' });
    expect(saved.status).toBe(200);
    expect(saved.body.zip).toBe('05602');
    const [row] = await t.database.db.select().from(job).where(eq(job.id, legacy.id));
    expect(row!.latitude).toBeCloseTo(44.26, 1);
  });
});

describe('home ZIP and service radius on the cleaner', () => {
  it('refuses a sign-up whose ZIP is unknown or of another state, and a radius outside 5–100', async () => {
    const client = new TestClient(t.app);
    const start = (overrides: Record<string, unknown>) =>
      client.post('/api/registrations', {
        userType: 'cleaner',
        registrationData: { ...buildCleanerRegistration({ state: 'VT', city: 'Burlington' }), ...overrides },
      });
    const foreign = await start({ homeZip: '10001' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields['registrationData.homeZip']).toBe('This ZIP code is not in Vermont');
    const unknown = await start({ homeZip: '00000' });
    expect(unknown.body.error.fields['registrationData.homeZip']).toBe(text.zip.unknown);
    for (const radius of [4, 101, 12.5, 'far']) {
      const res = await start({ homeZip: BURLINGTON, serviceRadiusMiles: radius });
      expect(res.status, String(radius)).toBe(400);
      expect(res.body.error.fields['registrationData.serviceRadiusMiles']).toBe(text.radius.invalid);
    }
    expect((await start({ homeZip: BURLINGTON, serviceRadiusMiles: 40 })).status).toBe(201);
  });

  it('saves the home ZIP and radius on the profile (default 25) and refuses a ZIP of another state', async () => {
    const cleaner = await createCleaner(t.database.db, { state: 'VT', city: 'Burlington' });
    const client = await signedIn(cleaner);
    const before = await client.get('/api/cleaner/profile');
    expect(before.body).toMatchObject({ homeZip: null, serviceRadiusMiles: 25 });
    const body = {
      firstName: 'Val',
      lastName: 'Mont',
      phone: '8025550100',
      state: 'VT',
      city: 'Burlington',
      experienceYears: '1-3',
      homeZip: '03598',
    };
    const wrong = await client.request('PUT', '/api/cleaner/profile', body);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.homeZip).toBe('This ZIP code is not in Vermont');
    const saved = await client.request('PUT', '/api/cleaner/profile', { ...body, homeZip: BURLINGTON });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ homeZip: BURLINGTON, serviceRadiusMiles: 25 });
    const wider = await client.request('PUT', '/api/cleaner/profile', {
      ...body,
      homeZip: BURLINGTON,
      serviceRadiusMiles: 100,
    });
    expect(wider.body.serviceRadiusMiles).toBe(100);
  });
});

describe('browse within a distance (a Vermont cleaner, 25-mile radius)', () => {
  let client: TestClient;
  const ids = {} as Record<PlaceKey | 'unplaced', string>;
  type Page = {
    jobs: { id: string; distanceMiles: number | null; zip: string | null }[];
    nextCursor: string | null;
    area: { homeZip: string; radiusMiles: number; within: number | 'any' } | null;
  };
  const browse = async (query: Record<string, string> = {}) => {
    const res = await client.get(`/api/jobs?${new URLSearchParams({ city: 'Areatest', ...query })}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };
  const names = (page: Page) => page.jobs.map((j) => (Object.entries(ids).find(([, id]) => id === j.id) ?? ['?'])[0]);

  beforeAll(async () => {
    const host = await createHost(t.database.db);
    // Newest first would be the reverse of distance: created from the nearest to the farthest.
    let n = 0;
    for (const [key, p] of Object.entries(PLACES)) {
      const made = await createJob(t.database.db, host.userId, {
        city: `Areatest ${p.city}`,
        state: p.state,
        zip: p.zip,
        createdAt: new Date(Date.now() - 60_000 + n++ * 1000),
      });
      ids[key as PlaceKey] = made.id;
    }
    const unplaced = await createJob(t.database.db, host.userId, {
      city: 'Areatest Unplaced',
      state: 'VT',
      zip: null,
      latitude: null,
      longitude: null,
    });
    ids.unplaced = unplaced.id;
    const cleaner = await createCleaner(t.database.db, { state: 'VT', city: 'Burlington', homeZip: BURLINGTON });
    client = await signedIn(cleaner);
  });

  it('shows the jobs within 25 miles nearest first, with whole miles, not those farther', async () => {
    const page = await browse();
    expect(page.area).toEqual({ homeZip: BURLINGTON, radiusMiles: 25, within: 25 });
    expect(names(page)).toEqual(['winooski', 'essex', 'eastFairfield']);
    expect(page.jobs.map((j) => j.distanceMiles)).toEqual([2, 9, 24]);
    // Nothing finer than whole miles: no ZIP or coordinates of the property.
    for (const j of page.jobs) {
      expect(j.zip).toBeNull();
      expect(j).not.toHaveProperty('latitude');
      expect(j).not.toHaveProperty('longitude');
    }
  });

  it('widening to 100 miles shows those up to 100 miles away; any shows every job, unplaced last', async () => {
    expect(names(await browse({ within: '100' }))).toEqual([
      'winooski',
      'essex',
      'eastFairfield',
      'elizabethtown',
      'stJohnsbury',
      'whitefield',
    ]);
    expect(names(await browse({ within: '50' }))).toEqual(['winooski', 'essex', 'eastFairfield', 'elizabethtown']);
    expect(names(await browse({ within: '10' }))).toEqual(['winooski', 'essex']);
    const any = await browse({ within: 'any' });
    expect(names(any)).toEqual([...Object.keys(PLACES), 'unplaced']);
    expect(any.jobs.at(-1)!.distanceMiles).toBeNull();
    expect(any.area!.within).toBe('any');
  });

  it('keeps the state filter as written, within the distance', async () => {
    expect(names(await browse({ within: '100', state: 'NY' }))).toEqual(['elizabethtown']);
    expect(names(await browse({ within: 'any', state: 'NY' }))).toEqual(['elizabethtown', 'saratoga']);
  });

  it('pages by distance with a cursor: every job once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await browse({ within: 'any', limit: '3', ...(cursor && { cursor }) });
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...Object.keys(PLACES), 'unplaced']);
  });

  it('refuses a distance that is not one of the choices', async () => {
    for (const within of ['30', 'far', '-1', '1e9']) {
      const res = await client.get(`/api/jobs?within=${within}`);
      expect(res.status, within).toBe(400);
      expect(res.body.error.fields.within).toBeDefined();
    }
  });

  it('a cleaner without a home ZIP browses every job newest first, without distances', async () => {
    const legacy = await signedIn(await createCleaner(t.database.db, { state: 'VT', city: 'Burlington' }));
    const res = await legacy.get('/api/jobs?city=Areatest');
    expect(res.body.area).toBeNull();
    const got = (res.body as Page).jobs.map((j) => j.id);
    expect(got.slice(0, 1)).toEqual([ids.unplaced]);
    expect(got).toHaveLength(8);
    expect((res.body as Page).jobs.every((j) => j.distanceMiles === null)).toBe(true);
  });
});

describe('open turnovers reach the cleaners whose radius covers the property', () => {
  /** An unfilled turnover at a property in Essex, Vermont (05451). */
  async function unfilledAt(place: PlaceKey) {
    const db = t.database.db;
    const p = PLACES[place];
    const host = await createHost(db);
    const made = await createJob(db, host.userId, { city: p.city, state: p.state, zip: p.zip });
    const { cleaner } = await createApplicant(db, made.id, { status: 'accepted' });
    const hostClient = await signedIn(host);
    const turnover = await hostClient.post(`/api/host/jobs/${made.id}/turnovers`, {
      date: dateIn(5),
      checkoutTime: '11:00',
      checkinTime: '16:00',
    });
    expect(turnover.status).toBe(201);
    expect(
      (await (await signedIn(cleaner)).post(`/api/cleaner/turnovers/${turnover.body.id}/decline`, {})).status,
    ).toBe(200);
    expect((await hostClient.post(`/api/host/turnovers/${turnover.body.id}/open`, { autoAccept: false })).status).toBe(
      200,
    );
    return { hostClient, turnoverId: turnover.body.id as string, jobId: made.id };
  }
  const cleanerAt = async (zip: string | undefined, state: string, radius = 25) => {
    const c = await createCleaner(t.database.db, {
      state,
      city: 'Anywhere',
      ...(zip && { homeZip: zip }),
      serviceRadiusMiles: radius,
    });
    return { ...c, client: await signedIn(c) };
  };
  const sees = async (c: { client: TestClient }, turnoverId: string) =>
    ((await c.client.get('/api/cleaner/open-turnovers')).body.turnovers as { id: string }[]).some(
      (x) => x.id === turnoverId,
    );

  it('exactly the cleaners within their own radius (and, without a home ZIP, the same state), nearest first', async () => {
    const essex = await unfilledAt('essex');
    const near = await cleanerAt(BURLINGTON, 'VT', 25); // 8.5 miles: covered
    const farShort = await cleanerAt(PLACES.stJohnsbury.zip, 'VT', 25); // about 52 miles: not covered
    const farLong = await cleanerAt(PLACES.stJohnsbury.zip, 'VT', 100); // covered by a 100-mile radius
    const acrossTheLake = await cleanerAt(PLACES.elizabethtown.zip, 'NY', 50); // another state, within 50 miles
    const nhShort = await cleanerAt(PLACES.whitefield.zip, 'NH', 5);
    const legacyVt = await cleanerAt(undefined, 'VT');
    const legacyNy = await cleanerAt(undefined, 'NY');
    expect(await sees(near, essex.turnoverId)).toBe(true);
    expect(await sees(farShort, essex.turnoverId)).toBe(false);
    expect(await sees(farLong, essex.turnoverId)).toBe(true);
    expect(await sees(acrossTheLake, essex.turnoverId)).toBe(true);
    expect(await sees(nhShort, essex.turnoverId)).toBe(false);
    expect(await sees(legacyVt, essex.turnoverId)).toBe(true);
    expect(await sees(legacyNy, essex.turnoverId)).toBe(false);

    // A cleaner the radius does not cover cannot request it either.
    expect((await farShort.client.post(`/api/cleaner/open-turnovers/${essex.turnoverId}/request`, {})).status).toBe(
      404,
    );

    // Nearest first, each with its whole-mile distance.
    const winooski = await unfilledAt('winooski');
    const list = (await near.client.get('/api/cleaner/open-turnovers')).body.turnovers as {
      id: string;
      distanceMiles: number | null;
    }[];
    const mine = list.filter((x) => [essex.turnoverId, winooski.turnoverId].includes(x.id));
    expect(mine.map((x) => x.id)).toEqual([winooski.turnoverId, essex.turnoverId]);
    expect(mine.map((x) => x.distanceMiles)).toEqual([2, 9]);

    // The host sees each requester's distance.
    expect((await near.client.post(`/api/cleaner/open-turnovers/${essex.turnoverId}/request`, {})).status).toBe(200);
    expect((await legacyVt.client.post(`/api/cleaner/open-turnovers/${essex.turnoverId}/request`, {})).status).toBe(
      200,
    );
    const requests = await essex.hostClient.get(`/api/host/turnovers/${essex.turnoverId}/requests`);
    expect(requests.status).toBe(200);
    const byCleaner = Object.fromEntries(
      (requests.body.requests as { cleanerUserId: string; distanceMiles: number | null }[]).map((r) => [
        r.cleanerUserId,
        r.distanceMiles,
      ]),
    );
    expect(byCleaner).toEqual({ [near.userId]: 9, [legacyVt.userId]: null });
  });

  it('the host sees each applicant’s distance to the property', async () => {
    const host = await createHost(t.database.db, { subscriptionTier: 'pro' });
    const made = await createJob(t.database.db, host.userId, { city: 'Essex', state: 'VT', zip: PLACES.essex.zip });
    const placed = await createApplicant(t.database.db, made.id, { state: 'VT', homeZip: BURLINGTON });
    const unplaced = await createApplicant(t.database.db, made.id, { state: 'VT' });
    const res = await (await signedIn(host)).get(`/api/host/jobs/${made.id}/applicants`);
    expect(res.status).toBe(200);
    const miles = Object.fromEntries(
      (res.body.jobs[0].applicants as { cleanerUserId: string; distanceMiles: number | null }[]).map((a) => [
        a.cleanerUserId,
        a.distanceMiles,
      ]),
    );
    expect(miles).toEqual({ [placed.cleaner.userId]: 9, [unplaced.cleaner.userId]: null });
    // The stored profile keeps the centroid; the host gets whole miles only.
    const [row] = await t.database.db
      .select({ lat: cleanerProfile.latitude })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, placed.cleaner.userId));
    expect(row!.lat).toBeCloseTo(44.48, 1);
    expect(JSON.stringify(res.body)).not.toContain('44.48');
  });
});
