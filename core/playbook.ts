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

/**
 * What a photo belongs to: a playbook item's reference, a ticked item of a turnover, a problem,
 * (issue 40) a message of a conversation, or (issue 42) an expense adjustment's receipt.
 */
export const PHOTO_PURPOSES = ['reference', 'task', 'problem', 'message', 'receipt'] as const;

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

/**
 * Issue 37: 'Start' opens at check-out (the window's start), so a run cannot begin while guests may
 * still be inside. From this long before, a cleaner who finds the place empty may start after
 * confirming "The guests have left"; the report shows that early start and when it was confirmed.
 */
export const EARLY_START_HOURS_BEFORE = 6;

/**
 * When 'Start' is possible: from check-out until a day after the window (a late finish); from
 * `earlyOpensAt` until check-out only with the guests confirmed gone.
 */
export function startWindow(w: Window): { earlyOpensAt: Date; opensAt: Date; closesAt: Date } {
  return {
    earlyOpensAt: new Date(w.startsAt.getTime() - EARLY_START_HOURS_BEFORE * HOUR),
    opensAt: w.startsAt,
    closesAt: new Date(w.endsAt.getTime() + START_CLOSES_HOURS_AFTER * HOUR),
  };
}

/** `before_checkout`: startable now only once the cleaner confirms the guests have left. */
export const START_REFUSALS = ['not_confirmed', 'too_early', 'before_checkout', 'too_late'] as const;
export type StartRefusal = (typeof START_REFUSALS)[number];

/**
 * Why the turnover's cleaner cannot start it now, or null when they can (a started turnover stays
 * started). `guestsLeft`: they confirmed "The guests have left", which opens it early.
 */
export function startRefusal(t: Window & { status: string }, now: Date, guestsLeft = false): StartRefusal | null {
  if (t.status !== 'confirmed') return 'not_confirmed';
  const { earlyOpensAt, opensAt, closesAt } = startWindow(t);
  if (now < earlyOpensAt) return 'too_early';
  if (now < opensAt && !guestsLeft) return 'before_checkout';
  if (now > closesAt) return 'too_late';
  return null;
}

/** Whether a start at `startedAt` came before check-out (it needed the guests confirmed gone). */
export const startedEarly = (w: Pick<Window, 'startsAt'>, startedAt: Date) => startedAt < w.startsAt;

// --- What the report flags (issue 37) ---------------------------------------------------------

/** A clean is "far shorter than usual" under this share of the median of the job's earlier cleans... */
export const SHORT_CLEAN_SHARE_OF_USUAL = 0.5;
/** ...once the job has at least this many completed turnovers before it (fewer say nothing usual)... */
export const SHORT_CLEAN_MIN_HISTORY = 3;
/** ...and, without that history, under this many minutes. */
export const SHORT_CLEAN_FLOOR_MINUTES = 15;
/** How many of the job's latest completed turnovers make its usual duration. */
export const USUAL_DURATION_SAMPLE = 10;

const MINUTE = 60_000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export type ReportFlags = {
  /** Started before check-out, after confirming the guests had left at `guestsLeftAt`. */
  earlyStart: { guestsLeftAt: Date; checkoutAt: Date } | null;
  /** Completed in `minutes`, far under the job's usual `usualMinutes` (null: no history, under the floor). */
  shortClean: { minutes: number; usualMinutes: number | null } | null;
};

/** How long a short clean took, in the report's words: "12 min", or "under a minute". */
export const cleanDuration = (minutes: number, words: { duration: string; underAMinute: string }) =>
  minutes < 1 ? words.underAMinute : words.duration.replace('{minutes}', String(minutes));

/**
 * What a host should look at twice on a report: a start before check-out, and a clean far shorter
 * than usual. `previousDurationsMs`: how long the job's earlier completed turnovers took.
 */
export function reportFlags(
  run: Window & { startedAt: Date | null; completedAt: Date | null; guestsLeftConfirmedAt: Date | null },
  previousDurationsMs: readonly number[],
): ReportFlags {
  const earlyStart =
    run.startedAt && startedEarly(run, run.startedAt)
      ? { guestsLeftAt: run.guestsLeftConfirmedAt ?? run.startedAt, checkoutAt: run.startsAt }
      : null;
  let shortClean: ReportFlags['shortClean'] = null;
  if (run.startedAt && run.completedAt) {
    const took = run.completedAt.getTime() - run.startedAt.getTime();
    const minutes = Math.round(took / MINUTE);
    const usual = previousDurationsMs.length >= SHORT_CLEAN_MIN_HISTORY ? median(previousDurationsMs) : null;
    if (usual !== null ? took < usual * SHORT_CLEAN_SHARE_OF_USUAL : took < SHORT_CLEAN_FLOOR_MINUTES * MINUTE)
      shortClean = { minutes, usualMinutes: usual === null ? null : Math.round(usual / MINUTE) };
  }
  return { earlyStart, shortClean };
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
