// A fingerprint of every application table, to prove a refused request changed nothing.
//
// Hashing every row of every table twice per request was most of the fuzz suite's time. Instead,
// triggers on every table count the changes in a side table as they are written: a snapshot is
// one small read, and a change to any row of any table (insert, delete, truncate, or an update that
// changes a value; an update writing back the same values is no change, as with a hash of the rows)
// moves that table's counter. A rolled-back change rolls its count back with it. Test-only: the
// triggers are added to the fuzz suite's own database copy.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

type Rows = { rows: Record<string, string>[] };

const LOG = 'zz_fuzz_table_changes';

/** Installs the change counters and returns a function giving one fingerprint per table. */
export async function dataSnapshotter(db: Db): Promise<() => Promise<Record<string, string>>> {
  const tables = (
    (await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as Rows
  ).rows
    .map((r) => r.name!)
    .filter((name) => name !== LOG);
  if (tables.length === 0) throw new Error('no tables found');
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  await db.execute(sql.raw(`create table if not exists ${LOG} (table_name text primary key, changes bigint not null)`));
  await db.execute(
    sql.raw(`create or replace function zz_fuzz_count_change() returns trigger language plpgsql as $$
begin
  if TG_OP = 'UPDATE' and OLD::text = NEW::text then return null; end if;
  insert into ${LOG} values (TG_TABLE_NAME, 1) on conflict (table_name) do update set changes = ${LOG}.changes + 1;
  return null;
end $$`),
  );
  for (const t of tables) {
    await db.execute(sql.raw(`drop trigger if exists zz_fuzz_rows on ${quote(t)}`));
    await db.execute(
      sql.raw(
        `create trigger zz_fuzz_rows after insert or update or delete on ${quote(t)} for each row execute function zz_fuzz_count_change()`,
      ),
    );
    await db.execute(sql.raw(`drop trigger if exists zz_fuzz_truncate on ${quote(t)}`));
    await db.execute(
      sql.raw(
        `create trigger zz_fuzz_truncate after truncate on ${quote(t)} for each statement execute function zz_fuzz_count_change()`,
      ),
    );
  }
  const query = sql.raw(`select table_name, changes::text as changes from ${LOG}`);
  return async () =>
    Object.fromEntries(((await db.execute(query)) as unknown as Rows).rows.map((r) => [r.table_name!, r.changes!]));
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
