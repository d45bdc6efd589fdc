// The one lease query of every background worker that claims rows (the email outbox, the
// scheduled-work runner, the calendar sync): UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP
// LOCKED) RETURNING *. Several servers may run it at once and never take the same row; a crashed
// server's lease runs out and another takes the row. Leases are real time (SQL now()); what makes a
// row due is the caller's `which`, so a due time can be compared with the app clock as a parameter.
import { getTableColumns, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/** SQL for "this many seconds from now" (real time): the end of a lease taken now. */
export const secondsFromNow = (seconds: number): SQL => sql`now() + make_interval(secs => ${seconds})`;

/** The lease column is empty or its lease has run out: no server holds the row. */
export const leaseFree = (leaseUntil: PgColumn) => or(isNull(leaseUntil), lt(leaseUntil, sql`now()`));

export type LeaseOptions<T extends PgTable> = {
  table: T;
  /** The table's primary key. */
  id: PgColumn;
  /** The column that holds the lease's end; set to now() + `seconds`. */
  leaseUntil: PgColumn;
  seconds: number;
  /** Which rows may be leased (due, and not held: see `leaseFree`). */
  which: SQL | undefined;
  /** Which first (e.g. the soonest due). */
  orderBy: PgColumn | SQL;
  limit: number;
  /** Anything else the claim writes on the leased rows (an attempt count, when it was tried). */
  set?: PgUpdateSetSource<T>;
};

/** Leases up to `limit` rows that `which` picks, in `orderBy` order, skipping rows locked elsewhere; returns them. */
export async function leaseRows<T extends PgTable>(db: Db, options: LeaseOptions<T>): Promise<T['$inferSelect'][]> {
  const { table, id } = options;
  const leaseKey = Object.entries(getTableColumns(table)).find(([, column]) => column === options.leaseUntil)?.[0];
  if (!leaseKey) throw new Error('leaseRows: the lease column is not a column of the table');
  const set = { ...options.set, [leaseKey]: secondsFromNow(options.seconds) } as PgUpdateSetSource<T>;
  const rows = await db
    .update(table)
    .set(set)
    .where(
      inArray(
        id,
        db
          .select({ id })
          .from(table as PgTable)
          .where(options.which)
          .orderBy(options.orderBy)
          .limit(options.limit)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  return rows as T['$inferSelect'][];
}
