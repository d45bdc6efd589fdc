// Issue 38: the kinds of push a person can turn off, and when a push may go given their quiet hours.
// Preferences are per person (not per device); a person with no saved preferences has every kind on
// and quiet hours 22:00–07:00. Urgent pushes (Web Push urgency 'high': an offer waiting on an answer,
// a host's unfilled turnover) go at once even in quiet hours; the others wait for the morning.
import type { NotificationType } from './notifications';

// Issue 40: 'messages', a new message (not urgent: quiet hours hold it until the morning).
export const PUSH_KINDS = ['offers', 'urgent', 'changes', 'reports', 'messages'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** The kinds each role receives: the profile shows a person only theirs. */
export const PUSH_KINDS_FOR: Readonly<Record<'cleaner' | 'host', readonly PushKind[]>> = {
  cleaner: ['offers', 'changes', 'messages'],
  host: ['urgent', 'reports', 'messages'],
};

/** The kind of a pushed notification (a change list that is one new offer counts as an offer). */
const KIND_OF_TYPE: Partial<Record<NotificationType, PushKind>> = {
  turnover_offered: 'offers',
  turnover_unfilled: 'urgent',
  turnovers_changed: 'changes',
  turnover_completed: 'reports',
};

export function pushKindOf(type: NotificationType, hasAnswerActions: boolean): PushKind | undefined {
  return hasAnswerActions ? 'offers' : KIND_OF_TYPE[type];
}

export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;
/** The zone quiet hours are kept in until the person's browser has told us theirs (decision 042). */
export const FALLBACK_PUSH_TIME_ZONE = 'America/New_York';
export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export type QuietHours = { start: string; end: string } | null;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The wall-clock parts of an instant in a zone. */
function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: n('year'),
    month: n('month'),
    day: n('day'),
    hour: n('hour'),
    minute: n('minute'),
    second: n('second'),
  };
}

/** The instant a wall-clock time occurs in a zone (a time skipped by a DST jump comes out an hour later). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const offsetAt = (t: number) => {
    const w = wallClock(new Date(t), timeZone);
    return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(t / 1000) * 1000;
  };
  // Two passes: the offset at the first guess may differ from the offset at the answer across a DST change.
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess);
}

/** True when the zone is an IANA name this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * When a push may go: now, unless it is not urgent and now falls in the quiet hours in the person's
 * zone; then at the quiet hours' end (the next morning for hours that cross midnight).
 */
export function pushSendAt(input: {
  now: Date;
  urgency: 'normal' | 'high';
  quiet: QuietHours;
  timeZone: string;
}): Date {
  const { now, quiet, timeZone } = input;
  if (input.urgency === 'high' || !quiet) return now;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return now;
  const w = wallClock(now, timeZone);
  const t = w.hour * 60 + w.minute;
  const crossesMidnight = start > end;
  const inQuiet = crossesMidnight ? t >= start || t < end : t >= start && t < end;
  if (!inQuiet) return now;
  // After the start on the evening side, the end is tomorrow's; otherwise today's.
  const nextDay = crossesMidnight && t >= start ? 1 : 0;
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day + nextDay));
  return instantOf(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), end, timeZone);
}
