import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors as errorText } from '@core/messages/en/errors';
import { BROWSE_PAGE_SIZE } from '@core/schemas/browse';
import { job } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createApplication, createCleaner, createHost, createJob, TEST_PASSWORD } from '../../test/factories';
import { browseWhere, containsPattern, decodeCursor, encodeCursor } from './service';

let t: TestApp;
let hostId: string;
let cleaner: Awaited<ReturnType<typeof createCleaner>>;
let client: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  hostId = (await createHost(t.database.db)).userId;
  cleaner = await createCleaner(t.database.db);
  client = new TestClient(t.app);
  expect((await client.post('/api/session', { email: cleaner.email, password: TEST_PASSWORD })).status).toBe(200);
});
afterAll(() => t.close());

/** Rows written in one statement, with chosen created_at values. */
async function insertJobs(rows: { city: string; state: string; createdAt?: Date; status?: 'active' | 'deleted' }[]) {
  return t.database.db
    .insert(job)
    .values(
      rows.map((r) => ({
        hostUserId: hostId,
        city: r.city,
        state: r.state,
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 900,
        paymentPerTurnover: 80,
        startDate: '2099-01-01',
        timeZone: 'America/New_York',
        status: r.status ?? 'active',
        ...(r.createdAt && { createdAt: r.createdAt }),
      })),
    )
    .returning();
}

async function browse(query: Record<string, string> = {}) {
  const res = await client.get(`/api/jobs?${new URLSearchParams(query)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    jobs: { id: string; city: string; state: string; status: string }[];
    nextCursor: string | null;
    appliedJobIds: string[];
  };
}

async function browseAll(query: Record<string, string> = {}) {
  const all: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const page = await browse({ ...query, ...(cursor && { cursor }) });
    all.push(...page.jobs.map((j) => j.id));
    cursor = page.nextCursor;
    pages++;
  } while (cursor && pages < 100);
  return { ids: all, pages };
}

describe('GET /api/jobs (browse)', () => {
  it('needs a cleaner profile: 401 for a visitor, 403 for a host', async () => {
    expect((await new TestClient(t.app).get('/api/jobs')).status).toBe(401);
    const host = await createHost(t.database.db);
    const hostClient = new TestClient(t.app);
    await hostClient.post('/api/session', { email: host.email, password: TEST_PASSWORD });
    const res = await hostClient.get('/api/jobs');
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe(errorText.cleanersOnly);
    expect((await hostClient.get('/api/jobs/states')).status).toBe(403);
  });

  it('lists active jobs only, newest first, with the job fields', async () => {
    const base = Date.now() - 3_600_000;
    const [older, deleted, newer] = await insertJobs([
      { city: 'Sedona', state: 'AZ', createdAt: new Date(base) },
      { city: 'Sedona', state: 'AZ', createdAt: new Date(base + 1000), status: 'deleted' },
      { city: 'Sedona', state: 'AZ', createdAt: new Date(base + 2000) },
    ]);
    const page = await browse({ city: 'sedona' });
    expect(page.jobs.map((j) => j.id)).toEqual([newer!.id, older!.id]);
    expect(page.jobs.map((j) => j.id)).not.toContain(deleted!.id);
    expect(page.jobs[0]).toMatchObject({
      city: 'Sedona',
      state: 'AZ',
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 900,
      paymentPerTurnover: 80,
      status: 'active',
    });
    expect(page.nextCursor).toBeNull();
  });

  it('filters by city contains (case-insensitive) and by exact state', async () => {
    await insertJobs([
      { city: 'Lake Havasu City', state: 'AZ' },
      { city: 'Carson City', state: 'NV' },
      { city: 'CITY of Industry', state: 'CA' },
      { city: 'Pacity', state: 'NV' },
    ]);
    const cities = async (q: Record<string, string>) => (await browse(q)).jobs.map((j) => j.city).sort();
    expect(await cities({ city: 'city' })).toEqual(['CITY of Industry', 'Carson City', 'Lake Havasu City', 'Pacity']);
    expect(await cities({ city: 'CaRsOn' })).toEqual(['Carson City']);
    expect(await cities({ city: '  havasu  ' })).toEqual(['Lake Havasu City']);
    expect(await cities({ city: 'city', state: 'NV' })).toEqual(['Carson City', 'Pacity']);
    expect(await cities({ state: 'NV' })).toEqual(['Carson City', 'Pacity']);
    expect(await cities({ city: 'no such place' })).toEqual([]);
    // The user's LIKE wildcards are literal characters, not patterns.
    expect(await cities({ city: '%' })).toEqual([]);
    expect(await cities({ city: 'c_ty' })).toEqual([]);
  });

  it('refuses a malformed state or cursor', async () => {
    expect((await client.get('/api/jobs?state=nevada')).status).toBe(400);
    expect((await client.get('/api/jobs?state=nv')).status).toBe(400);
    const bad = await client.get('/api/jobs?cursor=not-a-cursor');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.cursor).toBeDefined();
  });

  it('pages with a keyset cursor: every job once, in order, even when created_at ties', async () => {
    const tie = new Date(Date.now() - 7_200_000);
    const rows = await insertJobs([
      ...Array.from({ length: 30 }, () => ({ city: 'Keyset Falls', state: 'WY', createdAt: tie })),
      ...Array.from({ length: 15 }, (_, i) => ({
        city: 'Keyset Falls',
        state: 'WY',
        createdAt: new Date(tie.getTime() + (i + 1) * 1000),
      })),
      { city: 'Keyset Falls', state: 'WY', status: 'deleted' as const },
    ]);
    const active = rows.filter((r) => r.status === 'active');
    const expected = [...active]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);

    const first = await browse({ city: 'keyset' });
    expect(first.jobs).toHaveLength(BROWSE_PAGE_SIZE);
    expect(first.nextCursor).toEqual(expect.any(String));

    const { ids, pages } = await browseAll({ city: 'keyset' });
    expect(pages).toBe(3);
    expect(ids).toEqual(expected);
    expect(new Set(ids).size).toBe(45);

    const small = await browseAll({ city: 'keyset', limit: '7' });
    expect(small.ids).toEqual(expected);
    expect(small.pages).toBe(7);
  });

  it('keeps microsecond order: a cursor does not skip rows within one millisecond', async () => {
    // Six rows 100 µs apart: a millisecond cursor would repeat or skip some of them.
    await t.database.db.execute(sql`
      insert into jobs (host_user_id, city, state, bedrooms, bathrooms, square_footage, payment_per_turnover, start_date, created_at, time_zone)
      select ${hostId}::uuid, 'Microsecond Bay', 'ME', 1, 1, 500, 50, '2099-01-01', timestamptz '2020-01-01 00:00:00' + (n * interval '100 microseconds'), 'America/New_York'
      from generate_series(1, 6) n`);
    const { ids } = await browseAll({ city: 'microsecond', limit: '2' });
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  });

  it("tells which jobs of the page the cleaner has applied to (and not other cleaners' applications)", async () => {
    const [a, b, c] = await insertJobs([
      { city: 'Appliedville', state: 'VT' },
      { city: 'Appliedville', state: 'VT' },
      { city: 'Appliedville', state: 'VT' },
    ]);
    const other = await createCleaner(t.database.db);
    await createApplication(t.database.db, a!.id, cleaner.userId);
    await createApplication(t.database.db, b!.id, other.userId);
    const page = await browse({ city: 'appliedville' });
    expect(page.jobs.map((j) => j.id).sort()).toEqual([a!.id, b!.id, c!.id].sort());
    expect(page.appliedJobIds).toEqual([a!.id]);
  });

  it('a job deleted by its host disappears from browsing', async () => {
    const created = await createJob(t.database.db, hostId, { city: 'Vanishing Point', state: 'UT' });
    expect((await browse({ city: 'vanishing' })).jobs.map((j) => j.id)).toEqual([created.id]);
    await t.database.db.execute(sql`update jobs set status = 'deleted' where id = ${created.id}`);
    expect((await browse({ city: 'vanishing' })).jobs).toEqual([]);
  });
});

describe('GET /api/jobs/states', () => {
  it('lists the distinct states with active jobs, sorted', async () => {
    await insertJobs([{ city: 'Ghost Town', state: 'ND', status: 'deleted' }]);
    const res = await client.get('/api/jobs/states');
    expect(res.status).toBe(200);
    const states = res.body.states as string[];
    expect(states).toEqual([...new Set(states)].sort());
    expect(states).toEqual(expect.arrayContaining(['AZ', 'CA', 'ME', 'NV', 'VT', 'WY']));
    expect(states).not.toContain('ND');
    expect(states).not.toContain('UT');
  });
});

describe('browse at scale (10,000 active jobs)', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into jobs (host_user_id, city, state, bedrooms, bathrooms, square_footage, payment_per_turnover, start_date, created_at, time_zone)
      select ${hostId}::uuid,
             case when n % 1000 = 0 then 'Zyzzyva Springs' else 'Filler Town ' || (n % 97) end,
             (array['TX','FL','CA','NY','CO'])[1 + n % 5], 2, 1, 900, 75, '2099-01-01', now() - n * interval '1 second', 'America/Chicago'
      from generate_series(1, 10000) n`);
    // VACUUM also merges the GIN index's pending list (fastupdate), as autovacuum does in production;
    // until then the planner prices a trigram scan over 10,000 pending entries as expensive.
    await t.database.db.execute(sql`vacuum analyze jobs`);
  });

  it('finds the rare city quickly and pages through it', async () => {
    const started = performance.now();
    const page = await browse({ city: 'zyzzyva' });
    expect(page.jobs).toHaveLength(10);
    expect(page.jobs.every((j) => j.city === 'Zyzzyva Springs')).toBe(true);
    expect(performance.now() - started).toBeLessThan(2000);
    const { ids } = await browseAll({ state: 'TX', city: 'filler town 1', limit: '50' });
    expect(ids.length).toBeGreaterThan(0);
  });

  async function plan(where: ReturnType<typeof browseWhere>) {
    return t.database.db.transaction(async (tx) => {
      // With sequential scans priced out, the plan shows whether an index *can* serve the filter.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from jobs where ${where}`);
      const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Record<
        string,
        string
      >[];
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('the case-insensitive city match can use the trigram index', async () => {
    const text = await plan(browseWhere({ city: 'zyzzyva' }));
    expect(text).toContain('jobs_active_city_trgm_idx');
  });

  it("the endpoint's own query (order, limit) uses the trigram index for a rare city, without hints", async () => {
    const result = await t.database.db.execute(
      sql`explain select id from jobs where ${browseWhere({ city: 'zyzzyva' })} order by created_at desc, id desc limit 21`,
    );
    const rows = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => Object.values(r)[0]).join('\n')).toContain('jobs_active_city_trgm_idx');
  });

  it('the state filter can use an index', async () => {
    const text = await plan(browseWhere({ state: 'TX' }));
    expect(text).toMatch(/Index|Bitmap/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe('cursor helpers', () => {
  it('round-trips and rejects tampering', () => {
    const c = { createdAt: '2026-01-02T03:04:05.123456Z', id: '7b0ad4a4-1f0e-4a5e-9d2b-3f7c1a2b3c4d' };
    expect(decodeCursor(encodeCursor(c))).toEqual({ kind: 'time', ...c });
    const d = { kind: 'distance' as const, miles: 12.345678901234567, id: c.id };
    expect(decodeCursor(encodeCursor(d))).toEqual(d);
    expect(() => decodeCursor(Buffer.from(JSON.stringify(['yesterday', c.id])).toString('base64url'))).toThrow();
    expect(() => decodeCursor(Buffer.from(JSON.stringify([c.createdAt, "1' or 1=1"])).toString('base64url'))).toThrow();
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('Sa_n%ta\\')).toBe('%sa\\_n\\%ta\\\\%');
  });
});
