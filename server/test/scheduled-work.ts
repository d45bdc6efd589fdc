// Shared by the scheduled-work tests: handlers that record each run in a table of their own (so a
// run is visible only when its transaction committed) and can be made to fail or to wait.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import type { WorkHandler, WorkHandlers } from '../work/runner';
import type { WorkItem } from '../work/schedule';

/** The table the test handlers write to; made once per test database. */
export async function createWorkLog(q: Queryable) {
  await q.execute(
    sql`create table if not exists work_log (id bigserial primary key, item_id uuid not null, kind text not null, subject_id uuid not null, process text not null, ran_at_clock timestamptz not null)`,
  );
}

export type WorkLogRow = { item_id: string; kind: string; subject_id: string; process: string; ran_at_clock: string };
export async function readWorkLog(q: Queryable): Promise<WorkLogRow[]> {
  const res = await q.execute(sql`select item_id, kind, subject_id, process, ran_at_clock from work_log order by id`);
  return (res as unknown as { rows: WorkLogRow[] }).rows;
}

/**
 * Handlers for every kind that write a work_log row, then do what `behaviour` says: throw (after
 * writing, so the row must roll back) or call `then` (tests wait on it, or schedule from it).
 */
export type HandlerBehaviour = {
  fail?: (item: WorkItem) => string | undefined;
  then?: (tx: Tx, item: WorkItem, now: Date) => Promise<void> | void;
};

export function recordingHandlers(process: string, behaviour: HandlerBehaviour = {}) {
  const handler: WorkHandler = async (tx, item, now) => {
    await tx.execute(
      sql`insert into work_log (item_id, kind, subject_id, process, ran_at_clock) values (${item.id}, ${item.kind}, ${item.subjectId}, ${process}, ${now.toISOString()}::timestamptz)`,
    );
    const failure = behaviour.fail?.(item);
    if (failure) throw new Error(failure);
    await behaviour.then?.(tx, item, now);
  };
  return { 'offer-deadline': handler, 'unfilled-realert': handler, 'team-offers': handler } satisfies WorkHandlers;
}

export const newSubject = () => randomUUID();
