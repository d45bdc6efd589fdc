// The turnovers feed that Google Calendar, Apple Calendar and Outlook subscribe to (the cleaner's
// schedule, and the host's per job). Written with ical-generator. What makes subscribed calendars
// update instead of duplicating: a UID that never changes for a turnover, and SEQUENCE, DTSTAMP and
// LAST-MODIFIED that grow whenever the turnover changes. A cancelled turnover stays in the feed
// with STATUS:CANCELLED, so apps that already have it mark it rather than keep the old time.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { isTimeZone } from './zoned-time';

export type TurnoverFeedItem = {
  /** The turnover's id: the UID is turnover-<id>@turnready.app. */
  id: string;
  start: Date;
  end: Date;
  /** The property's IANA zone (the instants are exact either way; see below). */
  timeZone: string;
  summary: string;
  location?: string;
  description?: string;
  cancelled: boolean;
  updatedAt: Date;
};

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const turnoverUid = (id: string) => `turnover-${id}@turnready.app`;

/** SEQUENCE counts seconds from this moment: it grows with every update and fits a 32-bit integer until 2088. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/** Seconds since 2020 at updatedAt: a revision number that only goes up as the turnover changes. */
export function sequenceFor(updatedAt: Date): number {
  return Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
}

/**
 * ical-generator 11 writes NAME and X-WR-CALNAME as given, unescaped: a line break in the name
 * would start a new property (or a whole event). So the name goes in on one line, control
 * characters made spaces. Commas and semicolons stay as typed, which is how calendar apps read
 * X-WR-CALNAME. The version is pinned and a test reads the name back.
 */
function calendarName(name: string): string {
  return name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .trim()
    .slice(0, 200);
}

/**
 * The .ics text of a feed. Times are written in UTC (RFC 5545 "form #2", DTSTART:20260310T160000Z):
 * every calendar app shows them at the right moment in the viewer's zone, no VTIMEZONE definitions
 * need shipping, and nothing depends on the server's own zone.
 */
export function buildTurnoverFeed(input: { name: string; items: TurnoverFeedItem[] }): string {
  const calendar = ical({
    name: calendarName(input.name),
    prodId: { company: 'TurnReady', product: 'Turnovers', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60, // REFRESH-INTERVAL / X-PUBLISHED-TTL: a hint to re-read hourly (Apple honours it)
  });
  for (const item of input.items) {
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(item.id))
      throw new TypeError(`Turnover id not usable in a UID: ${JSON.stringify(item.id)}`);
    if (!isTimeZone(item.timeZone)) throw new RangeError(`Unknown time zone: ${item.timeZone}`);
    for (const [field, date] of [
      ['start', item.start],
      ['end', item.end],
      ['updatedAt', item.updatedAt],
    ] as const) {
      if (!(date instanceof Date) || Number.isNaN(date.getTime()))
        throw new TypeError(`Turnover ${item.id}: ${field} is not a valid date`);
    }
    calendar.createEvent({
      id: turnoverUid(item.id),
      start: item.start,
      end: item.end < item.start ? item.start : item.end,
      summary: item.summary,
      location: item.location ?? null,
      description: item.description ?? null,
      status: item.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceFor(item.updatedAt),
      stamp: item.updatedAt,
      lastModified: item.updatedAt,
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
