// Who sees which applicants in full (spec §6, issue 5): one rule for both applicants pages and for
// status changes. Who is a paid host is core/plans.ts isPaidTier; a free host sees the
// first APPLICANT_PREVIEW_CAP applicants TO APPLY in full and the rest locked (issue 14). Highlighting
// changes the order shown, never who is unlocked: a later highlighted applicant cannot push one the
// host already saw in full into the locked group.
import { APPLICANT_PREVIEW_CAP } from '@core/plans';

export type Rankable = { id: string; appliedAt: Date; isHighlighted: boolean };

/** Highlighted cleaners first, then by applied time ascending (id breaks exact ties, so the order is stable). */
export function compareApplicants(a: Rankable, b: Rankable): number {
  if (a.isHighlighted !== b.isHighlighted) return a.isHighlighted ? -1 : 1;
  return compareByApplication(a, b);
}

/** Application order: applied time ascending, id breaking exact ties. */
export function compareByApplication(a: Rankable, b: Rankable): number {
  const byTime = a.appliedAt.getTime() - b.appliedAt.getTime();
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The ids a free host sees in full: the first APPLICANT_PREVIEW_CAP of the job to apply. */
export function unlockedIds(rows: readonly Rankable[]): Set<string> {
  return new Set(
    [...rows]
      .sort(compareByApplication)
      .slice(0, APPLICANT_PREVIEW_CAP)
      .map((r) => r.id),
  );
}

/**
 * The applicants of ONE job in display order, each marked locked or not. Callers pass one job's
 * applications at a time: the cap applies per job.
 */
export function applyApplicantVisibility<T extends Rankable>(
  rows: readonly T[],
  paid: boolean,
): { row: T; locked: boolean }[] {
  const unlocked = paid ? null : unlockedIds(rows);
  return [...rows].sort(compareApplicants).map((row) => ({ row, locked: unlocked !== null && !unlocked.has(row.id) }));
}
