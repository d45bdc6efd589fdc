// Reads a host's booking calendar (an iCal export from Airbnb, Vrbo, Booking.com or a channel
// manager) into plain events in the property's time zone. The iCalendar syntax (folded lines, CRLF
// or LF, escapes, parameters) is ical.js's job (docs/decisions/010-calendar-import.md); this module
// decides what the events mean: which ones are reservations, which are blocks, which dates they
// cover in the property's zone. Nothing here throws on bad input except CalendarParseError, and
// nothing takes time beyond the text's size: a feed's own recurrence rules are never expanded
// (feed-times.ts). The server runs it in a worker with a time and memory limit (parse-pool.ts).
import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { format } from '@core/messages/format';
import { calendarEmails } from '@core/messages/en/calendar-emails';
import { unstorableCharacter } from '../lib/storable-text';
import { feedClock, writtenValue, type Written } from './feed-times';
import { hhmm, isoDate, isTimeZone, wallClockAt, type WallClock } from './zoned-time';

const messages = calendarEmails.errors.feed;

export type CalendarKind = 'airbnb' | 'vrbo' | 'booking' | 'other';

export const CALENDAR_KINDS: readonly CalendarKind[] = ['airbnb', 'vrbo', 'booking', 'other'];

export type FeedEvent = {
  /** The feed's UID, or a stable one made from the dates and summary when the feed gives none. */
  uid: string;
  summary: string;
  /** First day, YYYY-MM-DD in the property's zone (check-in day for a reservation). */
  startDate: string;
  /** Last day: the checkout day, YYYY-MM-DD in the property's zone (DTEND of a date-only event). */
  endDate: string;
  /** HH:MM in the property's zone, only for timed events. */
  startTime?: string;
  endTime?: string;
  /** An owner block or closed dates: no guest, no cleaning. */
  isBlock: boolean;
  /** STATUS:CANCELLED (or a METHOD:CANCEL calendar). */
  cancelled: boolean;
};

export type ParsedCalendar = {
  /** The kind the rules were applied with: the host's choice, else the detected one. */
  kind: CalendarKind;
  /** What the feed looks like, whatever the host chose (shown as a hint when they differ). */
  detectedKind: CalendarKind;
  events: FeedEvent[];
  /** Events left out because they had no usable dates (a start after the end, no DTSTART). */
  skipped: number;
};

/** The feed cannot be read as a calendar; `message` is written for the host. */
export class CalendarParseError extends Error {
  override name = 'CalendarParseError';
}

/** More than this many events is not a property's booking calendar. */
export const MAX_EVENTS = 5000;
/** Text above this size is refused before parsing (the same 2 MB the fetch stops at). */
export const MAX_TEXT_CHARS = 2 * 1024 * 1024;

const MIN_YEAR = 1970;
const MAX_YEAR = 2200;

export function parseCalendar(text: string, opts: { timeZone: string; kind?: CalendarKind }): ParsedCalendar {
  if (!isTimeZone(opts.timeZone)) throw new RangeError(`Unknown time zone: ${opts.timeZone}`);
  if (typeof text !== 'string' || !/BEGIN:VCALENDAR/i.test(text.slice(0, 4096)))
    throw new CalendarParseError(messages.notCalendar);
  if (text.length > MAX_TEXT_CHARS) throw new CalendarParseError(messages.tooLarge);
  refuseUnstorableText(text);
  // A cheap count before the full parse, so a feed of a million events is refused without building it.
  if (countMatches(text, /BEGIN:VEVENT/gi, MAX_EVENTS + 1) > MAX_EVENTS) throw tooManyEvents();

  refuseHostileShapes(text);

  let root: ICAL.Component;
  try {
    const jcal = ICAL.parse(text.replace(/^\uFEFF/, ''));
    // Several top-level components parse to an array of them; a feed is one VCALENDAR.
    const first = Array.isArray(jcal) && typeof jcal[0] === 'string' ? jcal : Array.isArray(jcal) ? jcal[0] : undefined;
    if (!first) throw new Error('empty');
    root = new ICAL.Component(first);
  } catch {
    throw new CalendarParseError(messages.notICalendar);
  }
  if (root.name !== 'vcalendar') throw new CalendarParseError(messages.notCalendar);

  try {
    return readCalendar(root, opts);
  } catch (error) {
    if (error instanceof CalendarParseError) throw error;
    throw new CalendarParseError(messages.notICalendar);
  }
}

const tooManyEvents = () =>
  new CalendarParseError(format(messages.tooManyEvents, { count: MAX_EVENTS.toLocaleString('en-US') }));

/**
 * Text PostgreSQL cannot store is refused by name, before anything is read: a NUL (it failed the
 * insert: a 500 on 'Add calendar') or a lone surrogate. The fetch decodes bytes that are not UTF-8
 * to U+FFFD, which is storable and stays; other control characters are dropped from what is kept
 * (`printable`).
 */
function refuseUnstorableText(text: string): void {
  const found = unstorableCharacter(text);
  if (found) throw new CalendarParseError(found === 'nul' ? messages.nulCharacter : messages.notUnicode);
}

/** Control characters other than tab and line breaks (RFC 5545 3.1 allows none in values). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const printable = (s: string) => s.replace(CONTROL, '');

type RawEvent = { uid: string | undefined; summary: string; start: Moment; end: Moment; cancelled: boolean };
/** A DTSTART/DTEND read into the property's zone (ms: the instant, for timed values). */
type Moment = { date: string; time?: string; dateOnly: boolean; ms?: number };

/** Component nesting and parameters beyond anything a booking calendar has. */
export const MAX_COMPONENTS = 25_000;
export const MAX_PARAMETERS_PER_LINE = 1000;
/**
 * Content lines (after unfolding): 5,000 events of a booking export take about 50,000. Each line is
 * an object ical.js keeps, so this bounds the parse's memory: 2 MB of one-character lines would be
 * 400,000 of them, 140 MB of heap.
 */
export const MAX_LINES = 150_000;

/**
 * Shapes that cost ical.js far more time than their size (it reads a line's parameters in time
 * that grows with the square of their number: half a million take half a minute), refused before
 * parsing so one hostile feed cannot stall the sync worker.
 */
function refuseHostileShapes(text: string): void {
  const invalid = () => new CalendarParseError(messages.notICalendar);
  if (countMatches(text, /^BEGIN:/gim, MAX_COMPONENTS + 1) > MAX_COMPONENTS) throw invalid();
  const lines = text.replace(/\r?\n[ \t]/g, '').split(/\r\n|\n|\r/);
  if (lines.length > MAX_LINES) throw new CalendarParseError(messages.tooLarge);
  for (const line of lines) {
    if (
      line.length > MAX_PARAMETERS_PER_LINE &&
      countMatches(line, /(?<!\\);/g, MAX_PARAMETERS_PER_LINE + 1) > MAX_PARAMETERS_PER_LINE
    )
      throw invalid();
  }
}

function readCalendar(root: ICAL.Component, opts: { timeZone: string; kind?: CalendarKind }): ParsedCalendar {
  const prodId = text(root.getFirstPropertyValue('prodid'));
  const method = text(root.getFirstPropertyValue('method')).toUpperCase();
  const clock = feedClock(root, opts.timeZone);
  const vevents = root.getAllSubcomponents('vevent');
  if (vevents.length > MAX_EVENTS) throw tooManyEvents();

  const raws: RawEvent[] = [];
  let skipped = 0;
  for (const vevent of vevents) {
    let raw: RawEvent | undefined;
    try {
      raw = readEvent(vevent, clock, opts.timeZone, method === 'CANCEL');
    } catch {
      // One malformed event (a date ical.js cannot read) does not cost the host the whole feed.
      raw = undefined;
    }
    if (raw) raws.push(raw);
    else skipped++;
  }

  const detectedKind = detectKind(prodId, raws);
  const kind = opts.kind ?? detectedKind;
  const events = raws.map((r): FeedEvent => {
    const event: FeedEvent = {
      uid: r.uid ?? synthesizedUid(r),
      summary: r.summary,
      startDate: r.start.date,
      endDate: r.end.date,
      isBlock: isBlock(kind, r.summary),
      cancelled: r.cancelled,
    };
    if (r.start.time !== undefined) event.startTime = r.start.time;
    if (r.end.time !== undefined) event.endTime = r.end.time;
    return event;
  });
  return { kind, detectedKind, events, skipped };
}

type Clock = ReturnType<typeof feedClock>;

function readEvent(
  vevent: ICAL.Component,
  clock: Clock,
  timeZone: string,
  calendarCancels: boolean,
): RawEvent | undefined {
  const startProp = vevent.getFirstProperty('dtstart');
  if (!startProp) return undefined;
  const start = readMoment(startProp, clock, timeZone);
  if (!start) return undefined;

  let end: Moment | undefined;
  const endProp = vevent.getFirstProperty('dtend');
  let durationValue: unknown;
  try {
    durationValue = vevent.getFirstPropertyValue('duration');
  } catch {
    durationValue = undefined; // an unreadable DURATION: as if there were none
  }
  if (endProp) {
    end = readMoment(endProp, clock, timeZone);
  } else if (durationValue instanceof ICAL.Duration) {
    end = shiftByDuration(start, durationValue, timeZone);
  } else {
    // RFC 5545 3.6.1: a date-only event without an end lasts the day; a timed one is a moment.
    end = start.dateOnly ? { date: addDays(start.date, 1), dateOnly: true } : start;
  }
  if (!end) return undefined;
  const startKey = `${start.date}T${start.time ?? '00:00'}`;
  const endKey = `${end.date}T${end.time ?? '00:00'}`;
  if (endKey < startKey) return undefined;

  const uid = printable(text(vevent.getFirstPropertyValue('uid')))
    .trim()
    .slice(0, 500);
  const status = text(vevent.getFirstPropertyValue('status')).trim().toUpperCase();
  return {
    uid: uid || undefined,
    summary: printable(text(vevent.getFirstPropertyValue('summary')))
      .trim()
      .slice(0, 500),
    start,
    end,
    cancelled: calendarCancels || status === 'CANCELLED',
  };
}

/** DTSTART/DTEND: a date, a UTC time ('Z'), a time in a TZID zone, or floating (the property's). */
function readMoment(prop: ICAL.Property, clock: Clock, timeZone: string): Moment | undefined {
  const value: Written | undefined = writtenValue(prop);
  if (!value || !validWallClock(value.wall, value.dateOnly)) return undefined;
  if (value.dateOnly) return { date: isoDate(value.wall), dateOnly: true };
  const ms = clock.instantOf(value, prop.getParameter('tzid'));
  return ms === undefined ? undefined : momentAt(ms, timeZone);
}

function momentAt(ms: number, timeZone: string): Moment | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const local = wallClockAt(ms, timeZone);
  return { date: isoDate(local), time: hhmm(local), dateOnly: false, ms };
}

/** DTSTART plus DURATION: whole days for a date, elapsed time for a timed start. */
function shiftByDuration(start: Moment, duration: ICAL.Duration, timeZone: string): Moment | undefined {
  const seconds = duration.toSeconds();
  // A stay is not years long; a huge DURATION would only make garbage dates.
  if (!Number.isFinite(seconds) || Math.abs(seconds) > 3 * 366 * 86_400) return undefined;
  if (start.dateOnly) return { date: addDays(start.date, Math.trunc(seconds / 86_400)), dateOnly: true };
  return start.ms === undefined ? undefined : momentAt(start.ms + seconds * 1000, timeZone);
}

function validWallClock(w: WallClock, isDate: boolean): boolean {
  const ints = [w.year, w.month, w.day, w.hour, w.minute, w.second].every((n) => Number.isInteger(n));
  if (!ints || w.year < MIN_YEAR || w.year > MAX_YEAR || w.month < 1 || w.month > 12 || w.day < 1) return false;
  if (w.day > new Date(Date.UTC(w.year, w.month, 0)).getUTCDate()) return false;
  if (isDate) return true;
  return w.hour >= 0 && w.hour <= 23 && w.minute >= 0 && w.minute <= 59 && w.second >= 0 && w.second <= 60;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

function countMatches(s: string, re: RegExp, stopAt: number): number {
  let n = 0;
  re.lastIndex = 0;
  while (re.exec(s) && ++n < stopAt);
  return n;
}

/** Same dates and summary, same UID: a feed without UIDs still syncs without churn. */
function synthesizedUid(r: RawEvent): string {
  const key = [r.start.date, r.start.time ?? '', r.end.date, r.end.time ?? '', r.summary].join('|');
  return `synthesized-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;
}

// ---- Kinds -------------------------------------------------------------------------------------

const BOOKING_SUMMARY = /^closed\s*-\s*not available$/i;
const AIRBNB_BLOCK = /not available|blocked|unavailable/i;
const VRBO_BLOCK = /^\s*blocked\b|not available|unavailable|owner/i;
const OTHER_BLOCK = /\b(blocked|block|not available|unavailable|closed|owner)\b/i;

/** Which provider made the feed: PRODID first, then UIDs and summaries. */
export function detectKind(
  prodId: string,
  events: ReadonlyArray<{ uid: string | undefined; summary: string }>,
): CalendarKind {
  const p = prodId.toLowerCase();
  if (p.includes('airbnb')) return 'airbnb';
  if (p.includes('homeaway') || p.includes('vrbo')) return 'vrbo';
  if (p.includes('booking.com')) return 'booking';
  const uids = events.map((e) => (e.uid ?? '').toLowerCase());
  if (uids.some((u) => u.endsWith('@airbnb.com'))) return 'airbnb';
  if (uids.some((u) => u.includes('homeaway') || u.includes('vrbo'))) return 'vrbo';
  if (uids.some((u) => u.includes('booking.com'))) return 'booking';
  if (events.length && events.every((e) => BOOKING_SUMMARY.test(e.summary.trim()))) return 'booking';
  const summaries = events.map((e) => e.summary.trim());
  if (summaries.some((s) => /^airbnb \(not available\)$/i.test(s))) return 'airbnb';
  if (summaries.some((s) => /^reserved\s*-\s*\S/i.test(s)) && !summaries.some((s) => /^airbnb/i.test(s))) return 'vrbo';
  return 'other';
}

/**
 * Whether an event is a block (no guest, so no turnover) under a calendar kind's rules. Booking.com
 * names reservations and closed dates alike; the host exports reserved dates only, so every event of
 * a 'booking' calendar is a reservation.
 */
export function isBlock(kind: CalendarKind, summary: string): boolean {
  switch (kind) {
    case 'booking':
      return false;
    case 'airbnb':
      return AIRBNB_BLOCK.test(summary);
    case 'vrbo':
      return VRBO_BLOCK.test(summary);
    case 'other':
      return OTHER_BLOCK.test(summary);
  }
}
