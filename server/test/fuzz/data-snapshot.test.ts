// The fuzz suite's "changed nothing" check: every kind of change to any table is seen, a
// same-value update and a rolled-back change are not.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../app';
import { createBareUser } from '../factories';
import { changedTables, dataSnapshotter } from './data-snapshot';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let snapshot: () => Promise<Record<string, string>>;

beforeAll(async () => {
  database = await createTestDatabase();
  snapshot = await dataSnapshotter(database.db);
});
afterAll(() => database.dispose());

async function changedBy(change: () => Promise<unknown>): Promise<string[]> {
  const before = await snapshot();
  await change();
  return changedTables(before, await snapshot());
}

it('sees an insert, an update, a delete and a truncate, each in its own table only', async () => {
  const db = database.db;
  let email = '';
  expect(await changedBy(async () => ({ email } = await createBareUser(db)))).toContain('users');
  expect(await changedBy(() => db.execute(sql`update users set name = 'Changed Name' where email = ${email}`))).toEqual(
    ['users'],
  );
  expect(
    await changedBy(() => db.execute(sql`insert into calculator_leads (email) values ('lead@example.com')`)),
  ).toEqual(['calculator_leads']);
  expect(await changedBy(() => db.execute(sql`delete from sessions`))).toEqual([]); // no rows: nothing changed
  expect(await changedBy(() => db.execute(sql`delete from users where email = ${email}`))).toContain('users');
  expect(await changedBy(() => db.execute(sql`truncate calculator_leads`))).toEqual(['calculator_leads']);
});

it('sees no change from an update writing the same values, from a read, or from a rolled-back write', async () => {
  const db = database.db;
  const { email } = await createBareUser(db);
  expect(await changedBy(() => db.execute(sql`update users set name = name where email = ${email}`))).toEqual([]);
  expect(await changedBy(() => db.execute(sql`select * from users`))).toEqual([]);
  const rollback = new Error('rollback');
  expect(
    await changedBy(() =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`update users set name = 'Never Kept' where email = ${email}`);
          throw rollback;
        })
        .catch((e: unknown) => {
          if (e !== rollback) throw e;
        }),
    ),
  ).toEqual([]);
});
