// A job's team (issue 17): its hired cleaners in the host's order. The first is the primary (the
// turnovers are offered to them first), the others backups in order. The rules live here once; the
// server applies them under the job's lock and the database keeps the positions unique.

export const TEAM_DIRECTIONS = ['up', 'down'] as const;
export type TeamDirection = (typeof TEAM_DIRECTIONS)[number];

/** The primary: the first member, or null for an empty team. */
export function primaryOf<T>(ordered: readonly T[]): T | null {
  return ordered[0] ?? null;
}

/** A member's role by their index in the order: the primary, or backup N (1-based). */
export type TeamRole = { kind: 'primary' } | { kind: 'backup'; number: number };
export function teamRole(index: number): TeamRole {
  return index === 0 ? { kind: 'primary' } : { kind: 'backup', number: index };
}

/** Whether `id` at its place may move that way: the primary cannot move up, the last not down. */
export function canMove(ordered: readonly string[], id: string, direction: TeamDirection): boolean {
  const i = ordered.indexOf(id);
  if (i < 0) return false;
  return direction === 'up' ? i > 0 : i < ordered.length - 1;
}

/** The order after moving `id` one place; null when the move is refused (not a member, or at that end). */
export function moveMember(ordered: readonly string[], id: string, direction: TeamDirection): string[] | null {
  if (!canMove(ordered, id, direction)) return null;
  const i = ordered.indexOf(id);
  const j = direction === 'up' ? i - 1 : i + 1;
  const next = [...ordered];
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}

/** The order without `id` (the others close the gap); null when `id` is not a member. */
export function removeMember(ordered: readonly string[], id: string): string[] | null {
  return ordered.includes(id) ? ordered.filter((m) => m !== id) : null;
}

/** The order with `id` at the end (a new hire, or a removed member added back); null if already in. */
export function appendMember(ordered: readonly string[], id: string): string[] | null {
  return ordered.includes(id) ? null : [...ordered, id];
}

/**
 * Issue 37: after a change to the team (a hire, a move, a removal, an add-back) the job's upcoming
 * turnovers wait this long for more changes before they are offered, unless the host presses
 * 'Send offers'. A reorder during the wait then takes back nothing, since nothing was given.
 */
export const OFFER_GRACE_MINUTES = 15;

/** Until when a team change at `now` holds the job's offers: each change starts the grace again. */
export function offersHeldUntil(now: Date): Date {
  return new Date(now.getTime() + OFFER_GRACE_MINUTES * 60_000);
}

/** Whether a job's offers still wait at `now` (a hold that has run out no longer holds anything). */
export function offersHeld(heldUntil: Date | string | null, now: Date): boolean {
  return heldUntil !== null && new Date(heldUntil).getTime() > now.getTime();
}

/**
 * A member's record at one property (the job): counted from that job's offers and turnovers,
 * never typed in. `offered` counts every offer made to them but those withdrawn (not theirs to
 * answer after all), open ones included; `pending` the open ones, still waiting for their answer;
 * `answered` those they confirmed, declined or (once confirmed) cancelled; `missed` the turnovers
 * they confirmed and never started.
 */
export type TeamRecord = {
  offered: number;
  answered: number;
  pending: number;
  confirmed: number;
  declined: number;
  lateCancellations: number;
  completed: number;
  missed: number;
};

export const EMPTY_RECORD: TeamRecord = {
  offered: 0,
  answered: 0,
  pending: 0,
  confirmed: 0,
  declined: 0,
  lateCancellations: 0,
  completed: 0,
  missed: 0,
};
