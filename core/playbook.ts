// The property's playbook and the proof of clean (issue 18). The rules live here once: when a
// turnover's cleaner may read the access instructions, when it may be started and completed, and
// what a completed turnover must carry. The server enforces them; the pages show them.

/** The cleaner reads the access instructions from this long before the window until it ends. */
export const ACCESS_OPENS_HOURS_BEFORE = 24;
/** A turnover can be started once its access opens, and until this long after its window ends (a late finish). */
export const START_CLOSES_HOURS_AFTER = 24;

/** How many checklist items a playbook holds. */
export const MAX_CHECKLIST_ITEMS = 100;
/** Photos one turnover may hold (its items' and its problems'). */
export const MAX_PHOTOS_PER_TURNOVER = 120;
/** Photos on one checklist item or problem. */
export const MAX_PHOTOS_PER_ITEM = 10;
/** Photos one account may upload in 24 hours: every upload counts, deleted or not (counted in the database, across servers). */
export const MAX_PHOTOS_PER_ACCOUNT_PER_DAY = 400;
/** How many problems one turnover may carry. */
export const MAX_PROBLEMS_PER_TURNOVER = 30;

export const PROBLEM_KINDS = ['damage', 'supplies', 'maintenance', 'other'] as const;
export type ProblemKind = (typeof PROBLEM_KINDS)[number];

/** What a photo belongs to: a playbook item's reference, a ticked item of a turnover, a problem. */
export const PHOTO_PURPOSES = ['reference', 'task', 'problem'] as const;

const HOUR = 3_600_000;

export type Window = { startsAt: Date; endsAt: Date };

/** Where `now` stands against the access instructions' window: before it opens, inside it, after it ends. */
export type AccessState = 'not_yet' | 'open' | 'closed';

/** When the assigned cleaner may read the access instructions: 24 hours before the window until it ends. */
export function accessWindow(w: Window): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(w.startsAt.getTime() - ACCESS_OPENS_HOURS_BEFORE * HOUR), closesAt: w.endsAt };
}

export function accessState(w: Window, now: Date): AccessState {
  const { opensAt, closesAt } = accessWindow(w);
  if (now < opensAt) return 'not_yet';
  return now < closesAt ? 'open' : 'closed';
}

/**
 * Issue 35 (decision 034): a cleaner who got the turnover by auto-accept, nobody having chosen them,
 * does not read the access instructions until the host has seen who it is and pressed 'Approve
 * access'. The hold names the cleaner, so it never passes to whoever has the turnover later.
 */
export function accessHeld(t: { accessHeldFor: string | null; assignedCleanerUserId: string | null }): boolean {
  return t.accessHeldFor !== null && t.accessHeldFor === t.assignedCleanerUserId;
}

/** When 'Start' is possible: from the access opening until a day after the window (a late finish). */
export function startWindow(w: Window): { opensAt: Date; closesAt: Date } {
  return { opensAt: accessWindow(w).opensAt, closesAt: new Date(w.endsAt.getTime() + START_CLOSES_HOURS_AFTER * HOUR) };
}

export type StartRefusal = 'not_confirmed' | 'too_early' | 'too_late';

/** Why the turnover's cleaner cannot start it now, or null when they can (a started turnover stays started). */
export function startRefusal(t: Window & { status: string }, now: Date): StartRefusal | null {
  if (t.status !== 'confirmed') return 'not_confirmed';
  const { opensAt, closesAt } = startWindow(t);
  if (now < opensAt) return 'too_early';
  if (now > closesAt) return 'too_late';
  return null;
}

/** The checklist items of a run that still need a photo before 'Complete' (photo required, none added). */
export function itemsMissingPhotos<T extends { id: string; photoRequired: boolean }>(
  tasks: readonly T[],
  photoCountByTask: ReadonlyMap<string, number>,
): T[] {
  return tasks.filter((t) => t.photoRequired && (photoCountByTask.get(t.id) ?? 0) === 0);
}

/** Checklist areas in the order their first item appears (the playbook is ordered item by item). */
export function groupByArea<T extends { area: string }>(items: readonly T[]): { area: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.area) ?? [];
    list.push(item);
    groups.set(item.area, list);
  }
  return [...groups].map(([area, list]) => ({ area, items: list }));
}

/** How long turnover photos are kept unless PHOTO_RETENTION_MONTHS says otherwise. */
export const DEFAULT_PHOTO_RETENTION_MONTHS = 12;

/** The date before which a turnover's photos are deleted (retention, in months). */
export function photoRetentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** The longest run notes a cleaner can keep (after trimming; blank notes clear them). */
export const RUN_NOTES_MAX = 4000;
