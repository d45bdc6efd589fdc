// Scheduling work for a time (issue 17): an offer's deadline, an unfilled turnover's second alert.
// The runner (runner.ts) claims due items on whichever server gets there first. Callers schedule in
// their own transaction, so the work exists exactly when the change that needs it commits; the
// NOTIFY sent with it (heard after that commit) lets every runner arm its timer for the new time.
import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { scheduledWork } from '../db/schema';

/** The channel runners listen on; the payload is the new item's due time (ISO). */
export const SCHEDULED_WORK_CHANNEL = 'turnready_scheduled_work';

/** Every kind of scheduled work, named once; the runner refuses to start without a handler for each. */
export const WORK_KINDS = [
  'offer-deadline',
  'unfilled-realert',
  // Issue 37: a confirmed turnover's reminders, its not-started alert and 'missed' (one item per turnover).
  'turnover-watch',
  // Issue 37: a job's offers held after a team change are sent (subject: the job).
  'team-offers',
  // Issue 38: an unanswered offer's push reminder at half its answer time (subject: the offer).
  'offer-reminder',
  // Issue 40: a message left unread: one email per conversation (subject: the reader's conversation_members row).
  'message-email',
  // Issue 39: a review window's 14 days are over: what was written is published (subject: the turnover).
  'review-window-close',
  // Issue 39: at each month start, the reliability records' recent rows move to the new 12 months (one fixed subject).
  'reliability-refresh',
] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

/** A due item as a handler receives it. */
export type WorkItem = { id: string; kind: WorkKind; subjectId: string; dueAt: Date; attempts: number };

export type WorkToSchedule = { kind: WorkKind; subjectId: string; dueAt: Date };

/**
 * Schedules `kind` for `subjectId` at `dueAt`; an item already pending for that kind and subject
 * moves to the new time (one pending item per kind and subject).
 */
export async function scheduleWork(q: Queryable, input: WorkToSchedule): Promise<void> {
  await scheduleWorks(q, [input]);
}

/**
 * Schedules several items in one statement (issue 35: hundreds of offers made at once), with one
 * NOTIFY for the soonest. For one kind and subject listed twice, the last one counts.
 */
export async function scheduleWorks(q: Queryable, items: readonly WorkToSchedule[]): Promise<void> {
  const unique = [...new Map(items.map((i) => [`${i.kind} ${i.subjectId}`, i])).values()];
  if (unique.length === 0) return;
  await q
    .insert(scheduledWork)
    .values(unique.map((i) => ({ kind: i.kind, subjectId: i.subjectId, dueAt: i.dueAt })))
    .onConflictDoUpdate({
      target: [scheduledWork.kind, scheduledWork.subjectId],
      targetWhere: sql`${scheduledWork.doneAt} is null`,
      // A lease taken before the move belongs to the old time: the runner re-checks due_at under
      // its row lock, so letting another runner claim the moved item is safe.
      set: { dueAt: sql`excluded.due_at`, attempts: 0, lastError: null, leaseUntil: null },
    });
  const soonest = unique.reduce((a, b) => (b.dueAt < a.dueAt ? b : a));
  await q.execute(sql`select pg_notify(${SCHEDULED_WORK_CHANNEL}, ${soonest.dueAt.toISOString()})`);
}

/** Drops the pending items of `kind` for these subjects, if any (the things they were for no longer need them). */
export async function cancelWork(q: Queryable, kind: WorkKind, subjectIds: string | readonly string[]): Promise<void> {
  const ids = typeof subjectIds === 'string' ? [subjectIds] : subjectIds;
  if (ids.length === 0) return;
  await q
    .delete(scheduledWork)
    .where(and(eq(scheduledWork.kind, kind), inArray(scheduledWork.subjectId, [...ids]), isNull(scheduledWork.doneAt)));
}

/**
 * For a handler that does the work of several subjects at once (issue 35: the lapsed offers of one
 * job): marks their pending items of `kind` done, as the runner marks the one it runs, skipping any
 * item a runner holds right now (that runner does its subject itself, so nothing waits on it).
 * Returns the subjects the caller may do: those whose items it took, and those without one.
 */
export async function takeWork(tx: Tx, kind: WorkKind, subjectIds: readonly string[]): Promise<string[]> {
  if (subjectIds.length === 0) return [];
  const pending = and(
    eq(scheduledWork.kind, kind),
    inArray(scheduledWork.subjectId, [...subjectIds]),
    isNull(scheduledWork.doneAt),
  );
  const taken = await tx
    .select({ id: scheduledWork.id })
    .from(scheduledWork)
    .where(pending)
    .for('update', { skipLocked: true });
  const takenIds = taken.map((w) => w.id);
  if (takenIds.length)
    await tx
      .update(scheduledWork)
      .set({ doneAt: sql`now()`, leaseUntil: null })
      .where(inArray(scheduledWork.id, takenIds));
  const held = await tx
    .select({ subjectId: scheduledWork.subjectId })
    .from(scheduledWork)
    .where(takenIds.length ? and(pending, notInArray(scheduledWork.id, takenIds)) : pending);
  const busy = new Set(held.map((w) => w.subjectId));
  return subjectIds.filter((id) => !busy.has(id));
}
