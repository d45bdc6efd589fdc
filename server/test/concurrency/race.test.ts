// The race helper itself: on PostgreSQL it passes only when the racing transactions really ran at
// the same time, so a race test cannot pass by running its requests one after another.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { race } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const transaction = () =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    return 1;
  });

describe.runIf(process.env.TEST_DB === 'postgres')('race (PostgreSQL)', () => {
  it('passes when the transactions overlap, confirmed by the server', async () => {
    const results = await race(t.database, () => Promise.all([transaction(), transaction(), transaction()]), {
      wanted: 3,
    });
    expect(results).toEqual([1, 1, 1]);
  });

  it('fails when the same transactions run one after another', async () => {
    const oneByOne = async () => {
      for (let i = 0; i < 3; i++) await transaction();
    };
    await expect(race(t.database, oneByOne, { wanted: 3, waitMs: 500 })).rejects.toThrow(
      /did not all run at the same time/,
    );
  });
});
