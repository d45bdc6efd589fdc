// The reliability record (issue 39): what a cleaner and a host did, counted from events (offers
// answered, lapsed, cancelled; turnovers started, completed; no-shows), never from opinions. The
// server bumps one monthly counter per person and event in the transaction where the event happens
// (server/features/reliability); this module names the events, says when a start is on time and a
// host's cancellation late, and turns the counters into the figures everyone is shown.

/** A cleaner's events. */
export const CLEANER_EVENTS = [
  /** Confirmed an offer before its deadline (or had their request for an open turnover accepted). */
  'offer_confirmed',
  /** Answered "Can't make it" before the deadline. */
  'offer_declined',
  /** Let an offer's deadline pass without an answer. */
  'offer_lapsed',
  /** Cancelled a turnover they had confirmed. */
  'confirmed_cancelled',
  /** ... of which less than 24 hours before its window (core/offers.ts isLateCancellation). */
  'confirmed_cancelled_late',
  /** Pressed 'Start' no later than ON_TIME_GRACE_MINUTES into the window. */
  'started_on_time',
  /** Pressed 'Start' later than that. */
  'started_late',
  /** Completed a turnover. */
  'turnover_completed',
  /** Marked a no-show by the host (the reviews feature marks it). */
  'no_show',
  /** Contested a no-show marked against them. */
  'no_show_contested',
] as const;

/** A host's events. */
export const HOST_EVENTS = [
  /** A live turnover of theirs cancelled less than HOST_LATE_CANCEL_HOURS before its window. */
  'cancelled_late',
  /** Marked a confirmed cleaner a no-show. */
  'no_show_marked',
  /** A no-show they marked was contested by the cleaner. */
  'no_show_contested_against',
] as const;

export const RELIABILITY_EVENTS = [...CLEANER_EVENTS, ...HOST_EVENTS] as const;
export type ReliabilityEvent = (typeof RELIABILITY_EVENTS)[number];

/** The month of a person's lifetime counters (the server keeps them beside the monthly ones). */
export const RELIABILITY_LIFETIME_MONTH = '0001-01-01';

/** The record's recent span: this month and the 11 before it. */
export const RECORD_MONTHS = 12;
/** A start this many minutes into the window still counts as on time. */
export const ON_TIME_GRACE_MINUTES = 15;
/** A host's cancellation closer than this to the window counts against them. */
export const HOST_LATE_CANCEL_HOURS = 48;

/** The month an event counts in: its first day in UTC, as 'YYYY-MM-01'. */
export function monthOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The first month of the recent span that ends with the month of `now` ('YYYY-MM-01'). */
export function firstRecentMonth(now: Date): string {
  return monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (RECORD_MONTHS - 1), 1)));
}

/** Whether a start at `startedAt` of a window opening at `windowStartsAt` is on time. */
export function isOnTimeStart(startedAt: Date, windowStartsAt: Date): boolean {
  return startedAt.getTime() <= windowStartsAt.getTime() + ON_TIME_GRACE_MINUTES * 60_000;
}

/** Whether a host's turnover cancelled at `now` counts as cancelled late. */
export function isHostLateCancellation(windowStartsAt: Date, now: Date): boolean {
  return windowStartsAt.getTime() - now.getTime() < HOST_LATE_CANCEL_HOURS * 3_600_000;
}

/** The figures of one span (the last 12 months, or since joining). */
export type ReliabilityFigures = {
  /** Cleaner: offers answered before their deadline (confirmed or declined). */
  answeredInTime: number;
  confirmed: number;
  declined: number;
  lapsed: number;
  /** Confirmed, then cancelled; and how many of those under 24 hours before the window. */
  cancelledAfterConfirming: number;
  cancelledLate: number;
  completed: number;
  /** Starts pressed, and how many no later than 15 minutes into the window. */
  starts: number;
  onTimeStarts: number;
  noShows: number;
  noShowsContested: number;
  /** Host: turnovers cancelled under 48 hours before the window; no-shows marked, and contested. */
  hostCancelledLate: number;
  noShowsMarked: number;
  noShowsMarkedContested: number;
};

export type ReliabilityRecord = { recent: ReliabilityFigures; total: ReliabilityFigures };

/** One counter as the server reads it: an event's count in the recent span and since joining. */
export type EventCount = { event: ReliabilityEvent; recent: number; total: number };

function figures(count: (e: ReliabilityEvent) => number): ReliabilityFigures {
  const confirmed = count('offer_confirmed');
  const declined = count('offer_declined');
  const onTime = count('started_on_time');
  return {
    answeredInTime: confirmed + declined,
    confirmed,
    declined,
    lapsed: count('offer_lapsed'),
    cancelledAfterConfirming: count('confirmed_cancelled'),
    cancelledLate: count('confirmed_cancelled_late'),
    completed: count('turnover_completed'),
    starts: onTime + count('started_late'),
    onTimeStarts: onTime,
    noShows: count('no_show'),
    noShowsContested: count('no_show_contested'),
    hostCancelledLate: count('cancelled_late'),
    noShowsMarked: count('no_show_marked'),
    noShowsMarkedContested: count('no_show_contested_against'),
  };
}

/** The record from a person's counters (events never counted are zero). */
export function summarizeRecord(counts: readonly EventCount[]): ReliabilityRecord {
  const by = new Map(counts.map((c) => [c.event, c]));
  return {
    recent: figures((e) => by.get(e)?.recent ?? 0),
    total: figures((e) => by.get(e)?.total ?? 0),
  };
}

const EVENT_INDEX = new Map<ReliabilityEvent, number>(RELIABILITY_EVENTS.map((e, i) => [e, i]));

/**
 * The same record from the two spans' counters as arrays in RELIABILITY_EVENTS order (how the server
 * reads a page of them at once; a missing entry is zero), without an object per event.
 */
export function recordFromCounts(recent: readonly number[], total: readonly number[]): ReliabilityRecord {
  return {
    recent: figures((e) => recent[EVENT_INDEX.get(e)!] ?? 0),
    total: figures((e) => total[EVENT_INDEX.get(e)!] ?? 0),
  };
}

/** Whether a cleaner's record has anything to show yet (no minimum: from the first event). */
export function hasCleanerHistory(f: ReliabilityFigures): boolean {
  return f.answeredInTime + f.lapsed + f.cancelledAfterConfirming + f.completed + f.starts + f.noShows > 0;
}

/** Whether a host's record has anything to show yet. */
export function hasHostHistory(f: ReliabilityFigures): boolean {
  return f.hostCancelledLate + f.noShowsMarked > 0;
}
