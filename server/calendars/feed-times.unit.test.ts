import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { ianaZoneFor, MAX_OBSERVANCES, MAX_ZONE_NAMES, readZoneRules, type ZoneRules } from './feed-times';
import { parseCalendar } from './parse';
import { WINDOWS_ZONE_TARGETS } from './windows-zones';
import { instantOf, isTimeZone, wallClockAt, type WallClock } from './zoned-time';

/** A VTIMEZONE from its observances' lines, read by the bounded reader. */
function zone(...observances: string[][]): ZoneRules | undefined {
  const text = [
    'BEGIN:VCALENDAR',
    'BEGIN:VTIMEZONE',
    'TZID:Test',
    ...observances.flat(),
    'END:VTIMEZONE',
    'END:VCALENDAR',
  ].join('\r\n');
  return readZoneRules(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!);
}
const observance = (kind: 'STANDARD' | 'DAYLIGHT', from: string, to: string, ...lines: string[]) => [
  `BEGIN:${kind}`,
  `TZOFFSETFROM:${from}`,
  `TZOFFSETTO:${to}`,
  ...lines,
  `END:${kind}`,
];

// The United States since 2007, as Outlook writes it (DTSTART in 1601), and as it was until 2006.
const US_EASTERN = [
  observance('DAYLIGHT', '-0500', '-0400', 'DTSTART:16010101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'),
  observance('STANDARD', '-0400', '-0500', 'DTSTART:16010101T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'),
];
const US_EASTERN_HISTORY = [
  observance(
    'DAYLIGHT',
    '-0500',
    '-0400',
    'DTSTART:19870405T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z',
  ),
  observance(
    'STANDARD',
    '-0400',
    '-0500',
    'DTSTART:19671029T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU;UNTIL=20061029T060000Z',
  ),
  observance('DAYLIGHT', '-0500', '-0400', 'DTSTART:20070311T020000', 'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'),
  observance('STANDARD', '-0400', '-0500', 'DTSTART:20071104T020000', 'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'),
];
// Sydney: daylight time from the first Sunday of October to the first Sunday of April.
const SYDNEY = [
  observance('STANDARD', '+1100', '+1000', 'DTSTART:20080406T030000', 'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU'),
  observance('DAYLIGHT', '+1000', '+1100', 'DTSTART:20081005T020000', 'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU'),
];
// Older generators write "the Sunday among days 8 to 14" for the second Sunday.
const US_EASTERN_BY_MONTHDAY = [
  observance(
    'DAYLIGHT',
    '-0500',
    '-0400',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=8,9,10,11,12,13,14;BYDAY=SU',
  ),
  observance(
    'STANDARD',
    '-0400',
    '-0500',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=1,2,3,4,5,6,7;BYDAY=SU',
  ),
];

const wall = fc.record({
  year: fc.integer({ min: 2008, max: 2199 }),
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  hour: fc.integer({ min: 0, max: 23 }),
  minute: fc.constantFrom(0, 30, 59),
  second: fc.constant(0),
});

/**
 * The rules read `w` as Node reads it in `iana`. In the autumn overlap either reading of the hour is
 * right: @date-fns/tz takes the later one in zones east of UTC (Sydney), the rules always the earlier.
 */
function readsAs(rules: ZoneRules, w: WallClock, iana: string): boolean {
  const mine = rules.instantOf(w);
  const node = instantOf(w, iana);
  const shows = (ms: number) => JSON.stringify(wallClockAt(ms, iana)) === JSON.stringify(w);
  return mine === node || (shows(mine) && shows(node));
}

describe("a feed's own VTIMEZONE, read without expanding its rules", () => {
  it('US Eastern rules give the instants Node gives America/New_York, gaps and overlaps included (fixed-seed property)', () => {
    const rules = zone(...US_EASTERN)!;
    fc.assert(
      fc.property(wall, (w) => rules.instantOf(w) === instantOf(w, 'America/New_York')),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(wall, (w) => readsAs(rules, w, 'America/New_York')),
      { numRuns: 200 },
    );
    // The spring-forward gap moves forward; the autumn overlap takes the earlier instant.
    const at = (w: Partial<WallClock>) =>
      new Date(rules.instantOf({ year: 2026, month: 3, day: 8, hour: 2, minute: 30, second: 0, ...w })).toISOString();
    expect(at({})).toBe('2026-03-08T07:30:00.000Z');
    expect(at({ month: 11, day: 1, hour: 1 })).toBe('2026-11-01T05:30:00.000Z');
  });

  it('rules that ended (UNTIL) and the rules after them, Sydney’s southern summer, and BYMONTHDAY weeks', () => {
    const checks: Array<[ZoneRules, string, number, number]> = [
      [zone(...US_EASTERN_HISTORY)!, 'America/New_York', 1988, 2199],
      [zone(...SYDNEY)!, 'Australia/Sydney', 2009, 2199],
      [zone(...US_EASTERN_BY_MONTHDAY)!, 'America/New_York', 2008, 2199],
    ];
    for (const [rules, iana, min, max] of checks) {
      fc.assert(
        fc.property(
          wall.map((w) => ({ ...w, year: min + (w.year % (max - min + 1)) })),
          (w) => readsAs(rules, w, iana),
        ),
        { numRuns: 1000 },
      );
    }
  });

  it('RDATE onsets, COUNT and INTERVAL are read from the rule, not stepped through', () => {
    const rdates = zone(
      observance('STANDARD', '+0000', '+0100', 'DTSTART:20000101T000000', 'RDATE:20260601T000000,20260901T000000'),
      observance('STANDARD', '+0100', '+0200', 'DTSTART:20260701T000000'),
    )!;
    const utcHour = (rules: ZoneRules, w: Partial<WallClock>) =>
      new Date(rules.instantOf({ year: 2026, month: 1, day: 15, hour: 12, minute: 0, second: 0, ...w })).getUTCHours();
    expect([
      utcHour(rdates, {}),
      utcHour(rdates, { month: 6, day: 15 }),
      utcHour(rdates, { month: 7, day: 15 }),
      utcHour(rdates, { month: 9, day: 15 }),
    ]).toEqual([11, 11, 10, 11]);
    // Back to +01 every October; +02 from March only in 2020 and 2022 (every other year, twice).
    const counted = zone(
      observance('STANDARD', '+0200', '+0100', 'DTSTART:20001001T000000', 'RRULE:FREQ=YEARLY'),
      observance('DAYLIGHT', '+0100', '+0200', 'DTSTART:20200301T000000', 'RRULE:FREQ=YEARLY;INTERVAL=2;COUNT=2'),
    )!;
    expect([2020, 2021, 2022, 2024, 2200].map((year) => utcHour(counted, { year, month: 6 }))).toEqual([
      10, 11, 10, 11, 11,
    ]);
  });

  it('refuses rule shapes no time zone has (their times are then floating), and reads 10,000 times in a 1601 zone for the year 2200 at once', () => {
    const refused = [
      'RRULE:FREQ=SECONDLY',
      'RRULE:FREQ=HOURLY',
      'RRULE:FREQ=DAILY',
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=SU', // every Sunday of March
      'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU;BYHOUR=0,1,2,3', // several a day
      'RRULE:FREQ=YEARLY;BYMONTH=3,4;BYDAY=2SU',
      'RRULE:FREQ=YEARLY;BYYEARDAY=1,2,3',
      'RRULE:FREQ=YEARLY;BYSETPOS=1;BYMONTH=3;BYDAY=2SU',
    ];
    for (const rule of refused)
      expect(zone(observance('DAYLIGHT', '-0500', '-0400', 'DTSTART:19700101T000000', rule)), rule).toBeUndefined();
    expect(zone(observance('STANDARD', '-0500', '+9999', 'DTSTART:19700101T000000'))).toBeUndefined();
    expect(zone(observance('STANDARD', '-0500', '-0400'))).toBeUndefined(); // no DTSTART
    expect(zone(...Array.from({ length: MAX_OBSERVANCES + 1 }, () => US_EASTERN[0]!))).toBeUndefined();

    const rules = zone(...US_EASTERN)!;
    const started = performance.now();
    for (let i = 0; i < 10_000; i++)
      rules.instantOf({ year: 2200, month: 1 + (i % 12), day: 1 + (i % 28), hour: i % 24, minute: 0, second: 0 });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('in a feed: a TZID defined only by the feed is read with its VTIMEZONE', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'BEGIN:VTIMEZONE',
      'TZID:Custom Eastern',
      ...US_EASTERN.flat(),
      'END:VTIMEZONE',
      'BEGIN:VEVENT',
      'UID:1',
      'DTSTART;TZID=Custom Eastern:20260710T160000',
      'DTEND;TZID=/Custom Eastern:20261220T100000',
      'SUMMARY:Stay',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    expect(parseCalendar(text, { timeZone: 'UTC' }).events[0]).toMatchObject({ startTime: '20:00', endTime: '15:00' });
  });
});

describe('which zone a TZID names', () => {
  it('IANA names, Windows names and display names, and paths ending in an IANA id; nothing for the rest', () => {
    expect(ianaZoneFor('America/Denver')).toBe('America/Denver');
    expect(ianaZoneFor('Mountain Standard Time')).toBe('America/Denver');
    expect(ianaZoneFor('US Mountain Standard Time')).toBe('America/Phoenix');
    expect(ianaZoneFor('(UTC-07:00) Arizona')).toBe('America/Phoenix');
    expect(ianaZoneFor('mozilla.org/20050126_1/America/New_York')).toBe('America/New_York');
    expect(ianaZoneFor('tzone://Microsoft/Custom')).toBeUndefined();
    expect(ianaZoneFor('Custom Zone')).toBeUndefined();
    expect(ianaZoneFor('a/b/c/d/e')).toBeUndefined();
  });

  it('every IANA zone of the Windows table is one Node knows', () => {
    expect(WINDOWS_ZONE_TARGETS.length).toBeGreaterThan(130);
    expect(WINDOWS_ZONE_TARGETS.filter((name) => !isTimeZone(name))).toEqual([]);
  });

  it(`past ${MAX_ZONE_NAMES} different TZIDs in one feed, the rest are floating`, () => {
    const event = (i: number, tzid: string) =>
      ['BEGIN:VEVENT', `UID:${i}`, `DTSTART;TZID=${tzid}:20260710T160000`, 'SUMMARY:Stay', 'END:VEVENT'].join('\r\n');
    const names = Array.from({ length: MAX_ZONE_NAMES }, (_, i) => `Made Up ${i}`);
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      ...names.map((n, i) => event(i, n)),
      event(-1, 'America/New_York'),
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const events = parseCalendar(text, { timeZone: 'UTC' }).events;
    expect(events.at(-1)).toMatchObject({ uid: '-1', startTime: '16:00' });
    // One name fewer and New York is read as New York.
    const fewer = text.replace(event(0, names[0]!), '');
    expect(parseCalendar(fewer, { timeZone: 'UTC' }).events.at(-1)).toMatchObject({ uid: '-1', startTime: '20:00' });
  });
});
