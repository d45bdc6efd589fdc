// A fingerprint of every row in every application table, to prove a refused request changed nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows = { rows: Record<string, string>[] };

/** Returns a function giving one md5 per table of all its rows (order-independent). */
export async function dataSnapshotter(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = ((await db.execute(sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)) as unknown as Rows).rows.map(
    (r) => r.name!,
  );
  if (tables.length === 0) throw new Error('no tables found');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const query = sql.raw(
    `select ${tables
      .map((t) => `(select md5(coalesce(string_agg(md5(r::text), ',' order by md5(r::text)), '')) from ${quote(t)} r) as ${quote(t)}`)
      .join(', ')}`,
  );
  return async () => ((await db.execute(query)) as unknown as Rows).rows[0]!;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
