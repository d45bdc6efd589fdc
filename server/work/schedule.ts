// Scheduling work for a time (issue 17): an offer's deadline, an unfilled turnover's second alert.
// The runner (runner.ts) claims due items on whichever server gets there first. Callers schedule in
// their own transaction, so the work exists exactly when the change that needs it commits; the
// NOTIFY sent with it (heard after that commit) lets every runner arm its timer for the new time.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { scheduledWork } from '../db/schema';

/** The channel runners listen on; the payload is the new item's due time (ISO). */
export const SCHEDULED_WORK_CHANNEL = 'turnready_scheduled_work';

/** Every kind of scheduled work, named once; the runner refuses to start without a handler for each. */
export const WORK_KINDS = ['offer-deadline', 'unfilled-realert'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** A due item as a handler receives it. */
export type WorkItem = { id: string; kind: WorkKind; subjectId: string; dueAt: Date; attempts: number };

/**
 * Schedules `kind` for `subjectId` at `dueAt`; an item already pending for that kind and subject
 * moves to the new time (one pending item per kind and subject).
 */
export async function scheduleWork(q: Queryable, input: { kind: WorkKind; subjectId: string; dueAt: Date }): Promise<void> {
  await q
    .insert(scheduledWork)
    .values({ kind: input.kind, subjectId: input.subjectId, dueAt: input.dueAt })
    .onConflictDoUpdate({
      target: [scheduledWork.kind, scheduledWork.subjectId],
      targetWhere: sql`${scheduledWork.doneAt} is null`,
      // A lease taken before the move belongs to the old time: the runner re-checks due_at under
      // its row lock, so letting another runner claim the moved item is safe.
      set: { dueAt: input.dueAt, attempts: 0, lastError: null, leaseUntil: null },
    });
  await q.execute(sql`select pg_notify(${SCHEDULED_WORK_CHANNEL}, ${input.dueAt.toISOString()})`);
}

/** Drops the pending item of `kind` for `subjectId`, if any (the thing it was for no longer needs it). */
export async function cancelWork(q: Queryable, kind: WorkKind, subjectId: string): Promise<void> {
  await q.delete(scheduledWork).where(and(eq(scheduledWork.kind, kind), eq(scheduledWork.subjectId, subjectId), isNull(scheduledWork.doneAt)));
}
