// The rules the database holds itself, checked by writing rows straight through Drizzle: no
// application code path can get around them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app';
import { createBareUser, createCleaner, createHost, uniqueEmail } from '../test/factories';
import { pgErrorCode, type Database } from './client';
import { application, cleanerProfile, hostProfile, job } from './schema';

let database: Database & { dispose(): Promise<void> };
let hostId: string;
let cleanerId: string;
let otherCleanerId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const [host, cleaner, otherCleaner] = await Promise.all([
    createHost(database.db),
    createCleaner(database.db),
    createCleaner(database.db),
  ]);
  hostId = host.userId;
  cleanerId = cleaner.userId;
  otherCleanerId = otherCleaner.userId;
});
afterAll(() => database.dispose());

const validJob = (overrides: Partial<typeof job.$inferInsert> = {}): typeof job.$inferInsert => ({
  hostUserId: hostId,
  city: 'Austin',
  state: 'TX',
  bedrooms: 2,
  bathrooms: 1,
  squareFootage: 900,
  paymentPerTurnover: 95,
  startDate: '2030-01-15',
  timeZone: 'America/Chicago',
  ...overrides,
});

async function insertJob(overrides: Partial<typeof job.$inferInsert> = {}) {
  const [row] = await database.db.insert(job).values(validJob(overrides)).returning();
  return row!;
}

/** The rows of a raw `execute`: both drivers return them under `rows`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Runs a write that must be refused; returns the PostgreSQL error code and the constraint at fault. */
async function refusal(
  write: PromiseLike<unknown>,
): Promise<{ code: string | undefined; constraint: string | undefined }> {
  try {
    await write;
  } catch (err) {
    let constraint: string | undefined;
    for (let e: unknown = err; e && !constraint; e = (e as { cause?: unknown }).cause)
      constraint = (e as { constraint?: string }).constraint;
    return { code: pgErrorCode(err), constraint };
  }
  throw new Error('the database accepted a row it should refuse');
}

describe('applications', () => {
  it('allow one application per cleaner and job (23505)', async () => {
    const { id: jobId } = await insertJob();
    await database.db.insert(application).values({ jobId, cleanerUserId: cleanerId });
    expect(
      await refusal(database.db.insert(application).values({ jobId, cleanerUserId: cleanerId, status: 'favorite' })),
    ).toEqual({
      code: '23505',
      constraint: 'applications_job_cleaner_unique',
    });
    // Another cleaner on the same job, and the same cleaner on another job, are fine.
    await database.db.insert(application).values({ jobId, cleanerUserId: otherCleanerId });
    const { id: secondJob } = await insertJob();
    await database.db.insert(application).values({ jobId: secondJob, cleanerUserId: cleanerId });
  });

  it('need a cleaner profile (23503): a host or a bare account cannot apply', async () => {
    const { id: jobId } = await insertJob();
    const bare = await createBareUser(database.db, uniqueEmail('bare'));
    for (const userId of [hostId, bare.userId]) {
      expect(await refusal(database.db.insert(application).values({ jobId, cleanerUserId: userId }))).toEqual({
        code: '23503',
        constraint: 'applications_cleaner_user_id_cleaner_profiles_user_id_fk',
      });
    }
  });

  it('need an existing job (23503)', async () => {
    const missingJob = '00000000-0000-4000-8000-000000000000';
    expect(
      (await refusal(database.db.insert(application).values({ jobId: missingJob, cleanerUserId: cleanerId }))).code,
    ).toBe('23503');
  });

  it('take only the known statuses', async () => {
    const { id: jobId } = await insertJob();
    for (const status of ['pending', 'favorite', 'rejected', 'accepted', 'contacting'] as const) {
      const [row] = await database.db
        .insert(application)
        .values({ jobId, cleanerUserId: cleanerId, status })
        .returning();
      await database.db.delete(application).where(sql`${application.id} = ${row!.id}`);
    }
    for (const status of ['archived', 'PENDING', '']) {
      expect(
        await refusal(
          database.db.insert(application).values({ jobId, cleanerUserId: cleanerId, status: status as never }),
        ),
      ).toEqual({
        code: '23514',
        constraint: 'applications_status_check',
      });
    }
  });
});

describe('jobs', () => {
  it('accept a valid job, active by default, with every known amenity', async () => {
    const row = await insertJob({
      amenities: [
        'pet_friendly',
        'hot_tub',
        'laundry_in_unit',
        'cleaning_supplies_provided',
        'same_day_turns_accepted',
      ],
      paymentPerTurnover: 0.01,
    });
    expect(row).toMatchObject({ status: 'active', bedrooms: 2, paymentPerTurnover: 0.01 });
  });

  it.each<[string, Partial<typeof job.$inferInsert>, string]>([
    ['bedrooms', { bedrooms: 0 }, 'jobs_bedrooms_check'],
    ['bedrooms', { bedrooms: -2 }, 'jobs_bedrooms_check'],
    ['bathrooms', { bathrooms: 0 }, 'jobs_bathrooms_check'],
    ['square footage', { squareFootage: 0 }, 'jobs_square_footage_check'],
    ['square footage', { squareFootage: -100 }, 'jobs_square_footage_check'],
    ['payment', { paymentPerTurnover: 0 }, 'jobs_payment_check'],
    ['payment', { paymentPerTurnover: -5 }, 'jobs_payment_check'],
    // Stored with 2 decimals: a fraction of a cent rounds to 0.00.
    ['payment', { paymentPerTurnover: 0.001 }, 'jobs_payment_check'],
    ['status', { status: 'archived' as never }, 'jobs_status_check'],
    ['amenities', { amenities: ['sauna'] }, 'jobs_amenities_check'],
    ['amenities', { amenities: ['hot_tub', 'Hot Tub'] }, 'jobs_amenities_check'],
    ['state', { state: 'tx' }, 'jobs_state_check'],
    ['state', { state: 'TEX' }, 'jobs_state_check'],
  ])('refuse a bad %s: %j', async (_field, overrides, constraint) => {
    expect(await refusal(database.db.insert(job).values(validJob(overrides)))).toEqual({ code: '23514', constraint });
  });

  it('belong to a host profile (23503)', async () => {
    expect((await refusal(database.db.insert(job).values(validJob({ hostUserId: cleanerId })))).code).toBe('23503');
  });
});

describe('profiles', () => {
  it.each(['555123456', '55512345678', '555-123-4567', '(555) 1234567', 'abcdefghij'])(
    'refuse the phone %j (10 digits only)',
    async (phone) => {
      const user = await createBareUser(database.db);
      expect(
        await refusal(
          database.db
            .insert(hostProfile)
            .values({ userId: user.userId, firstName: 'A', lastName: 'B', email: user.email, phone }),
        ),
      ).toEqual({
        code: '23514',
        constraint: 'host_profiles_phone_check',
      });
      expect(
        await refusal(
          database.db.insert(cleanerProfile).values({
            userId: user.userId,
            firstName: 'A',
            lastName: 'B',
            email: user.email,
            phone,
            state: 'TX',
            city: 'Austin',
            experienceYears: '1-3',
            rating: 4,
          }),
        ),
      ).toEqual({ code: '23514', constraint: 'cleaner_profiles_phone_check' });
    },
  );

  it.each(['tx', 'Tx', 'TEX', 'T', '12'])('refuse the state %j (2 capital letters)', async (state) => {
    const user = await createBareUser(database.db);
    expect(
      await refusal(
        database.db
          .insert(hostProfile)
          .values({ userId: user.userId, firstName: 'A', lastName: 'B', email: user.email, state }),
      ),
    ).toEqual({
      code: '23514',
      constraint: 'host_profiles_state_check',
    });
    expect(
      await refusal(
        database.db.insert(cleanerProfile).values({
          userId: user.userId,
          firstName: 'A',
          lastName: 'B',
          email: user.email,
          phone: '5551234567',
          state,
          city: 'Austin',
          experienceYears: '1-3',
          rating: 4,
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'cleaner_profiles_state_check' });
  });

  it('accept a host without phone or state (both optional for hosts)', async () => {
    const user = await createBareUser(database.db);
    await database.db
      .insert(hostProfile)
      .values({ userId: user.userId, firstName: 'A', lastName: 'B', email: user.email });
  });
});

describe('indexes for the queries of spec §7', () => {
  it('exist with the columns and conditions those queries use', async () => {
    const rows = rowsOf<{ indexname: string; indexdef: string }>(
      await database.db.execute(sql`select indexname, indexdef from pg_indexes where schemaname = 'public'`),
    );
    const defs = new Map(rows.map((r) => [r.indexname, r.indexdef.replace(/\s+/g, ' ')]));
    const expected: Record<string, RegExp[]> = {
      jobs_active_created_at_idx: [
        /ON public\.jobs /,
        /\(created_at DESC, id DESC\)/,
        /WHERE \(status = 'active'::text\)/,
      ],
      jobs_host_status_idx: [/ON public\.jobs /, /\(host_user_id, status\)/],
      jobs_active_state_city_idx: [/ON public\.jobs /, /\(state, lower\(city\)\)/, /WHERE \(status = 'active'::text\)/],
      applications_job_cleaner_unique: [
        /^CREATE UNIQUE INDEX/,
        /ON public\.applications /,
        /\(job_id, cleaner_user_id\)/,
      ],
      applications_job_applied_at_idx: [/ON public\.applications /, /\(job_id, applied_at\)/],
      applications_cleaner_applied_at_idx: [/ON public\.applications /, /\(cleaner_user_id, applied_at DESC\)/],
      notifications_user_unread_idx: [/ON public\.notifications /, /\(user_id\)/, /WHERE \(NOT read\)/],
    };
    for (const [name, patterns] of Object.entries(expected)) {
      const def = defs.get(name);
      expect(def, name).toBeDefined();
      for (const pattern of patterns) expect(def, name).toMatch(pattern);
    }
  });

  // A "newest first" list must be read from its index in order, not sorted afterwards: an index
  // declared DESC NULLS LAST cannot serve a plain `order by ... desc` (which means NULLS FIRST).
  it.each([
    [
      'active jobs, newest first',
      'jobs_active_created_at_idx',
      sql`select id from jobs where status = 'active' order by created_at desc limit 20`,
    ],
    [
      "a job's applicants in order",
      'applications_job_applied_at_idx',
      sql`select id from applications where job_id = ${'00000000-0000-4000-8000-000000000000'} order by applied_at`,
    ],
    [
      "a cleaner's applications, newest first",
      'applications_cleaner_applied_at_idx',
      sql`select id from applications where cleaner_user_id = ${'00000000-0000-4000-8000-000000000000'} order by applied_at desc limit 20`,
    ],
    [
      "a user's notifications, newest first",
      'notifications_user_created_at_idx',
      sql`select id from notifications where user_id = ${'00000000-0000-4000-8000-000000000000'} order by created_at desc limit 20`,
    ],
  ])('serve %s without a sort', async (_name, indexName, query) => {
    const plan = await database.db.transaction(async (tx) => {
      // The test tables are tiny: rule out the plans that only win on tiny tables, so a Sort shows
      // up exactly when the index cannot give the order.
      for (const setting of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'])
        await tx.execute(sql.raw(`set local ${setting} = off`));
      return rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`))
        .map((r) => Object.values(r)[0])
        .join('\n');
    });
    expect(plan).toContain(indexName);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
