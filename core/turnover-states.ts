// Turnovers' statuses, the caps on what a job imports and the calendar kinds (issues 16, 35): the
// plain declarations of core/turnovers.ts, which re-exports them all. Their own module because the
// rules there read time zones: a web page that only shows a status or a cap imports this one and
// does not download the time-zone library (issue 19's first-visit budget).

export const TURNOVER_STATUSES = ['scheduled', 'confirmed', 'completed', 'cancelled', 'missed'] as const;
export type TurnoverStatus = (typeof TURNOVER_STATUSES)[number];

export const TURNOVER_SOURCES = ['calendar', 'manual'] as const;
export type TurnoverSource = (typeof TURNOVER_SOURCES)[number];

/**
 * Where each status may go. A confirmed turnover can fall back to scheduled (its cleaner cancels
 * and it is offered again); completed and cancelled are final: a vanished reservation that comes
 * back makes a new turnover, so the cancellation stays on record. Issue 37: a confirmed turnover
 * whose window ended without a start is missed; the host may reopen it (scheduled again, to the
 * team or nearby cleaners), cancel it, or mark it handled (it stays missed, on the record).
 */
export const TURNOVER_TRANSITIONS: Readonly<Record<TurnoverStatus, readonly TurnoverStatus[]>> = {
  scheduled: ['confirmed', 'cancelled'],
  confirmed: ['scheduled', 'completed', 'cancelled', 'missed'],
  completed: [],
  cancelled: [],
  missed: ['scheduled', 'cancelled'],
};

export function canTurnoverTransition(from: TurnoverStatus, to: TurnoverStatus): boolean {
  return TURNOVER_TRANSITIONS[from].includes(to);
}

/** Live turnovers still need (or have) a cleaner; a job has at most one live turnover per date. */
export const LIVE_TURNOVER_STATUSES = ['scheduled', 'confirmed'] as const satisfies readonly TurnoverStatus[];
export function isLive(status: TurnoverStatus): boolean {
  return (LIVE_TURNOVER_STATUSES as readonly TurnoverStatus[]).includes(status);
}

/**
 * What one job may import (issue 35, docs/decisions/032-import-caps.md): without them, one host's
 * feeds decide how long a sync holds the server and how many messages a change sends.
 */
export const MAX_CALENDARS_PER_JOB = 10;
/** Reservations checking out further ahead wait: each sync looks again as they come closer. */
export const IMPORT_MONTHS_AHEAD = 18;
/** How far back the pages and feeds show past turnovers; a calendar's older events are not kept. */
export const PAST_TURNOVER_DAYS = 30;
/** Live turnovers a job holds ahead at most; the nearest stays come first. */
export const MAX_TURNOVERS_AHEAD = 400;

/** Where a synced calendar comes from (the calendars form offers them). */
export const CALENDAR_KINDS = ['airbnb', 'vrbo', 'booking', 'other'] as const;
