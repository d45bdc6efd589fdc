// Watching a confirmed turnover (issue 37): the confirmed cleaner's reminders (the evening before,
// two hours before the window), the urgent alert when the window's check-out passed 30 minutes
// ago without a start, and 'missed' when the window ended without one. The rules live here once;
// the server runs them as scheduled work (server/features/turnovers/alerts.ts) and the pages
// say when a missed turnover is reopened (docs/decisions/039-missed-turnovers-and-reminders.md).
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from './locale';
import { localDate, zonedInstant, type TurnoverStatus } from './turnovers';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A confirmed turnover not started this long after its window's start (the check-out) alerts the host and the cleaner. */
export const START_OVERDUE_MINUTES = 30;
/** The first reminder goes at this time, property time, the day before the window. */
export const EVENING_REMINDER_TIME = '18:00';
/** The second reminder goes this long before the window. */
export const SOON_REMINDER_HOURS = 2;

/** What a watched turnover holds, as far as its reminders and alerts care. */
export type WatchedTurnover = {
  status: TurnoverStatus;
  startsAt: Date;
  endsAt: Date;
  /** The property's zone: "the evening before" is its evening. */
  timeZone: string;
  /** When the current cleaner confirmed it (null: not known, taken as long before). */
  confirmedAt: Date | null;
  startedAt: Date | null;
  eveningReminderSentAt: Date | null;
  soonReminderSentAt: Date | null;
  startOverdueAlertedAt: Date | null;
};

export type WatchStep = 'evening-reminder' | 'soon-reminder' | 'start-overdue' | 'missed';

/** EVENING_REMINDER_TIME, property time, on the day before the day the window starts. */
export function eveningReminderAt(t: Pick<WatchedTurnover, 'startsAt' | 'timeZone'>): Date {
  const [y, m, d] = localDate(t.startsAt, t.timeZone).split('-').map(Number) as [number, number, number];
  const dayBefore = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
  return zonedInstant(dayBefore, EVENING_REMINDER_TIME, t.timeZone);
}

export function soonReminderAt(t: Pick<WatchedTurnover, 'startsAt'>): Date {
  return new Date(t.startsAt.getTime() - SOON_REMINDER_HOURS * HOUR_MS);
}

export function startOverdueAt(t: Pick<WatchedTurnover, 'startsAt'>): Date {
  return new Date(t.startsAt.getTime() + START_OVERDUE_MINUTES * MINUTE_MS);
}

/** Only a confirmed turnover that nobody started is watched: anything else needs no reminder or alert. */
const watched = (t: WatchedTurnover) => t.status === 'confirmed' && t.startedAt === null;

/** A reminder is for a cleaner who confirmed before its time; one who confirmed later knows already. */
const confirmedBy = (t: WatchedTurnover, at: Date) => t.confirmedAt === null || t.confirmedAt <= at;

/**
 * The one thing due at `now`, if any. Each step counts only until the next one's time: a late run
 * (a server down, the development clock moved a week) sends the step that still makes sense, not
 * every one it missed: past the window's end the turnover is simply missed (no alert first), past
 * its start no reminder goes, and past the two-hour mark the evening reminder is skipped.
 */
export function dueStep(t: WatchedTurnover, now: Date): WatchStep | null {
  if (!watched(t)) return null;
  if (now >= t.endsAt) return 'missed';
  const overdueAt = startOverdueAt(t);
  if (now >= overdueAt) return t.startOverdueAlertedAt ? null : 'start-overdue';
  if (now >= t.startsAt) return null;
  const soonAt = soonReminderAt(t);
  if (now >= soonAt) return !t.soonReminderSentAt && confirmedBy(t, soonAt) ? 'soon-reminder' : null;
  const eveningAt = eveningReminderAt(t);
  if (now >= eveningAt) return !t.eveningReminderSentAt && confirmedBy(t, eveningAt) ? 'evening-reminder' : null;
  return null;
}

/** When to look again after `now` (the next step's time), or null when nothing more can come. */
export function nextCheckAt(t: WatchedTurnover, now: Date): Date | null {
  if (!watched(t)) return null;
  const times = [
    !t.eveningReminderSentAt && confirmedBy(t, eveningReminderAt(t)) ? eveningReminderAt(t) : null,
    !t.soonReminderSentAt && confirmedBy(t, soonReminderAt(t)) ? soonReminderAt(t) : null,
    t.startOverdueAlertedAt ? null : startOverdueAt(t),
    t.endsAt,
  ].filter((at): at is Date => at !== null && at > now);
  return times.length ? new Date(Math.min(...times.map((at) => at.getTime()))) : null;
}

/** How soon a reopened missed turnover's window starts: time for the team (or nearby cleaners) to answer. */
export const REOPEN_LEAD_MINUTES = 60;
/** Windows start on the quarter hour, as people say them. */
const QUARTER_MS = 15 * MINUTE_MS;

/**
 * The window a missed turnover gets when its host reopens it: its window has ended, so it cannot
 * keep it. It starts REOPEN_LEAD_MINUTES from now (rounded up to the quarter hour) and lasts as
 * long as the original window did; the date is the property's day it starts on.
 */
export function reopenedWindow(
  t: { startsAt: Date; endsAt: Date },
  now: Date,
  timeZone: string,
): { date: string; startsAt: Date; endsAt: Date } {
  const earliest = now.getTime() + REOPEN_LEAD_MINUTES * MINUTE_MS;
  const startsAt = new Date(Math.ceil(earliest / QUARTER_MS) * QUARTER_MS);
  const length = Math.max(t.endsAt.getTime() - t.startsAt.getTime(), QUARTER_MS);
  return { date: localDate(startsAt, timeZone), startsAt, endsAt: new Date(startsAt.getTime() + length) };
}

/** "11:00 AM" – "4:00 PM CST": a window in 12-hour times in the property's zone, as the app shows it. */
export function windowIn12Hours(
  t: { startsAt: Date; endsAt: Date },
  timeZone: string,
  locale: Locale = DEFAULT_LOCALE,
): { start: string; end: string } {
  const time = (at: Date, zoneName: boolean) =>
    new Intl.DateTimeFormat(INTL_TAGS[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      ...(zoneName ? { timeZoneName: 'short' as const } : {}),
    }).format(at);
  return { start: time(t.startsAt, false), end: time(t.endsAt, true) };
}
