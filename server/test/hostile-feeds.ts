// Calendar feeds that cost a parser far more than their size, for the tests and the bench
// (issue 35): a VTIMEZONE whose rule would expand every second or hour since 1970, a NUL byte, and
// the largest feed we accept. docs/decisions/030-bounded-calendar-parsing.md.

const lines = (...all: string[]) => [...all, ''].join('\r\n');

/**
 * June of next year is always inside the import window (30 days back, 18 months ahead: decision 032),
 * so a feed's event is stored whatever the day the tests run.
 */
export const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/**
 * A VTIMEZONE named `tzid` whose one observance repeats at `freq` from 1970 (ical.js expanded it up
 * to the event: SECONDLY ran out of memory after minutes, HOURLY to 2100 took 7 s), and one timed
 * event in it in `year`.
 */
export function zoneBombFeed(
  options: { freq?: 'SECONDLY' | 'MINUTELY' | 'HOURLY'; year?: number; tzid?: string } = {},
): string {
  const { freq = 'SECONDLY', year = NEXT_YEAR, tzid = 'Custom Zone' } = options;
  // A parameter value with ':', ';' or ',' in it is quoted (RFC 5545 3.2).
  const param = /[:;,]/.test(tzid) ? `"${tzid}"` : tzid;
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Hostile//EN',
    'BEGIN:VTIMEZONE',
    `TZID:${tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    'TZOFFSETFROM:-0500',
    'TZOFFSETTO:-0500',
    `RRULE:FREQ=${freq}`,
    'END:STANDARD',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    'UID:zone-bomb-1',
    `DTSTART;TZID=${param}:${year}0610T160000`,
    `DTEND;TZID=${param}:${year}0614T100000`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  );
}

/** An Airbnb-shaped feed with a NUL character in a summary. */
export function nulFeed(): string {
  return lines(
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN',
    'BEGIN:VEVENT',
    'UID:nul-1@airbnb.com',
    'DTSTART;VALUE=DATE:20260610',
    'DTEND;VALUE=DATE:20260614',
    'SUMMARY:Reserved\u0000',
    'END:VEVENT',
    'END:VCALENDAR',
  );
}

/** `events` date-only reservations (5,000 is the most a feed may have), each with a description. */
export function bigFeed(events = 5000, descriptionChars = 200): string {
  const out = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Big//EN'];
  const day = Date.UTC(2026, 0, 1);
  for (let i = 0; i < events; i++) {
    const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '');
    out.push(
      'BEGIN:VEVENT',
      `UID:big-${i}@example.com`,
      `DTSTAMP:20260101T000000Z`,
      `DTSTART;VALUE=DATE:${ymd(day + i * 86_400_000)}`,
      `DTEND;VALUE=DATE:${ymd(day + (i + 2) * 86_400_000)}`,
      `SUMMARY:Reserved - Guest ${i}`,
      `DESCRIPTION:${'x'.repeat(descriptionChars)}`,
      'END:VEVENT',
    );
  }
  out.push('END:VCALENDAR');
  return lines(...out);
}

/** One event of `count` tiny property lines, each an object ical.js keeps: up to MAX_LINES, the most a feed we accept makes. */
export function manyPropertiesFeed(count = 149_000): string {
  const body = 'X:1\r\n'.repeat(count);
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Many//EN\r\nBEGIN:VEVENT\r\nDTSTART;VALUE=DATE:20260610\r\n${body}END:VEVENT\r\nEND:VCALENDAR\r\n`;
}
