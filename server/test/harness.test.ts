// Guards the harness itself: each API project must really run on the database it names.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestDatabase } from './app';

it(`runs on ${process.env.TEST_DB}`, async () => {
  const database = await createTestDatabase();
  try {
    expect(database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite');
    const result = (await database.db.execute(sql`select version() as v`)) as unknown as { rows: { v: string }[] };
    expect(result.rows[0]!.v).toMatch(/PostgreSQL/);
  } finally {
    await database.dispose();
  }
  // It makes a database copy inside the test, which other files do in a hook (hookTimeout).
}, 60_000);
