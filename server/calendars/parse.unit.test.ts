import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarParseError, MAX_EVENTS, MAX_LINES, parseCalendar, type FeedEvent } from './parse';
import { PARSE_LIMITS } from './parse-pool';
import { hostileString } from '../test/fuzz/hostile';
import { bigFeed, manyPropertiesFeed, nulFeed, zoneBombFeed } from '../test/hostile-feeds';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const reservations = (events: FeedEvent[]) => events.filter((e) => !e.isBlock && !e.cancelled);
const dates = (events: FeedEvent[]) => events.map((e) => `${e.startDate}..${e.endDate}`);

const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');
const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

describe('provider feeds', () => {
  it('Airbnb: detected from PRODID; Reserved stays are reservations, "Airbnb (Not available)" is a block', () => {
    const text = fixture('airbnb.ics');
    expect(text).toContain('\r\n'); // as Airbnb sends it
    const parsed = parseCalendar(text, { timeZone: 'America/New_York' });
    expect(parsed.detectedKind).toBe('airbnb');
    expect(parsed.kind).toBe('airbnb');
    expect(parsed.events).toHaveLength(4);
    expect(dates(reservations(parsed.events))).toEqual(['2026-03-06..2026-03-10', '2026-03-10..2026-03-14']);
    expect(parsed.events.filter((e) => e.isBlock).map((e) => e.summary)).toEqual([
      'Airbnb (Not available)',
      'Airbnb (Not available)',
    ]);
    expect(parsed.events[0]).toEqual({
      uid: '1418fb94e984-2d7a4f0c5b1e8e3a9f6c0d7b2a4e5f61@airbnb.com',
      summary: 'Reserved',
      startDate: '2026-03-06',
      endDate: '2026-03-10',
      isBlock: false,
      cancelled: false,
    });
    // Date-only events have no times: the job's check-out and check-in times apply.
    expect(parsed.events.every((e) => e.startTime === undefined && e.endTime === undefined)).toBe(true);
  });

  it('Vrbo: detected from PRODID; "Reserved - Name" is a reservation, "Blocked" is a block', () => {
    const parsed = parseCalendar(fixture('vrbo.ics'), { timeZone: 'America/Chicago' });
    expect(parsed.detectedKind).toBe('vrbo');
    expect(parsed.events.map((e) => [e.summary, e.isBlock])).toEqual([
      ['Reserved - Jane D', false],
      ['Reserved - Marcus T', false],
      ['Blocked', true],
      ['Reserved - Priya S', false],
    ]);
    expect(dates(reservations(parsed.events))).toEqual([
      '2026-04-05..2026-04-09',
      '2026-04-09..2026-04-12',
      '2026-05-01..2026-05-04',
    ]);
  });

  it('Booking.com: every "CLOSED - Not available" event counts as a reservation', () => {
    const parsed = parseCalendar(fixture('booking.ics'), { timeZone: 'Europe/Lisbon' });
    expect(parsed.detectedKind).toBe('booking');
    expect(parsed.events.every((e) => e.summary === 'CLOSED - Not available')).toBe(true);
    expect(dates(reservations(parsed.events))).toEqual([
      '2026-07-02..2026-07-06',
      '2026-07-06..2026-07-09',
      '2026-07-15..2026-07-20',
    ]);
  });

  it('Booking.com is recognised by its summaries alone, and the same events are blocks if the host calls the calendar "other"', () => {
    const text = calendar(
      vevent('UID:1', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:CLOSED - Not available'),
      vevent('UID:2', 'DTSTART;VALUE=DATE:20260805', 'DTEND;VALUE=DATE:20260807', 'SUMMARY:CLOSED - Not available'),
    );
    expect(parseCalendar(text, { timeZone: 'UTC' }).detectedKind).toBe('booking');
    expect(reservations(parseCalendar(text, { timeZone: 'UTC' }).events)).toHaveLength(2);
    const asOther = parseCalendar(text, { timeZone: 'UTC', kind: 'other' });
    expect(asOther).toMatchObject({ kind: 'other', detectedKind: 'booking' });
    expect(asOther.events.every((e) => e.isBlock)).toBe(true);
  });

  it('a host-chosen kind overrides detection and its rules apply', () => {
    const parsed = parseCalendar(fixture('airbnb.ics'), { timeZone: 'UTC', kind: 'booking' });
    expect(parsed).toMatchObject({ kind: 'booking', detectedKind: 'airbnb' });
    expect(parsed.events.every((e) => !e.isBlock)).toBe(true);
  });

  it('Airbnb and Vrbo are recognised from UIDs and summaries when PRODID says nothing', () => {
    const airbnb = calendar(
      vevent('UID:abc@airbnb.com', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved'),
    );
    const airbnbBySummary = calendar(
      vevent('DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Airbnb (Not available)'),
    );
    const vrbo = calendar(
      vevent('UID:1', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved - Ann B'),
    );
    const other = calendar(
      vevent('UID:1', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Guest stay'),
    );
    expect(parseCalendar(airbnb, { timeZone: 'UTC' }).detectedKind).toBe('airbnb');
    expect(parseCalendar(airbnbBySummary, { timeZone: 'UTC' }).detectedKind).toBe('airbnb');
    expect(parseCalendar(vrbo, { timeZone: 'UTC' }).detectedKind).toBe('vrbo');
    expect(parseCalendar(other, { timeZone: 'UTC' }).detectedKind).toBe('other');
  });

  it('a channel manager: TZID, UTC, Outlook zone names and floating times land on the property’s local dates and times', () => {
    const parsed = parseCalendar(fixture('channel-manager.ics'), { timeZone: 'America/Denver' });
    expect(parsed.detectedKind).toBe('other');
    const byUid = Object.fromEntries(parsed.events.map((e) => [e.uid, e]));
    // TZID=America/Denver, across the spring-forward night of 2026-03-08 (already MDT).
    expect(byUid['res-58213@pinestreet.hostfully.example']).toMatchObject({
      startDate: '2026-03-13',
      startTime: '16:00',
      endDate: '2026-03-16',
      endTime: '10:00',
      isBlock: false,
    });
    // UTC: 22:00Z is 16:00 MDT; 17:00Z is 11:00 MDT.
    expect(byUid['res-58214@pinestreet.hostfully.example']).toMatchObject({
      startDate: '2026-03-16',
      startTime: '16:00',
      endDate: '2026-03-19',
      endTime: '11:00',
    });
    // An Outlook zone name, read with the feed's own VTIMEZONE.
    expect(byUid['res-58215@pinestreet.hostfully.example']).toMatchObject({
      startDate: '2026-04-02',
      startTime: '15:00',
      endDate: '2026-04-05',
      endTime: '11:00',
    });
    expect(byUid['res-58216@pinestreet.hostfully.example']).toMatchObject({ cancelled: true, isBlock: false });
    expect(byUid['hold-904@pinestreet.hostfully.example']).toMatchObject({
      summary: 'Owner stay',
      isBlock: true,
      startDate: '2026-04-20',
      endDate: '2026-04-25',
    });
    expect(byUid['hold-905@pinestreet.hostfully.example']).toMatchObject({ isBlock: true });
    // Floating time: the property's zone.
    expect(byUid['res-58217@pinestreet.hostfully.example']).toMatchObject({
      startTime: '15:00',
      endDate: '2026-05-10',
      endTime: '11:00',
    });
    expect(reservations(parsed.events).map((e) => e.uid)).toEqual([
      'res-58213@pinestreet.hostfully.example',
      'res-58214@pinestreet.hostfully.example',
      'res-58215@pinestreet.hostfully.example',
      'res-58217@pinestreet.hostfully.example',
    ]);
  });

  it('timed events move to the property’s zone, dates included, when it differs from the feed’s', () => {
    const parsed = parseCalendar(fixture('channel-manager.ics'), { timeZone: 'Pacific/Honolulu' });
    const byUid = Object.fromEntries(parsed.events.map((e) => [e.uid, e]));
    // 10:00 MDT (16:00Z) is 06:00 in Honolulu (UTC-10).
    expect(byUid['res-58213@pinestreet.hostfully.example']).toMatchObject({ endDate: '2026-03-16', endTime: '06:00' });
    // 22:00Z on the 16th is 12:00 the same day; a UTC time near midnight changes the date:
    const late = calendar(vevent('UID:x', 'DTSTART:20260316T050000Z', 'DTEND:20260319T053000Z', 'SUMMARY:Stay'));
    expect(parseCalendar(late, { timeZone: 'America/Los_Angeles' }).events[0]).toMatchObject({
      startDate: '2026-03-15',
      startTime: '22:00',
      endDate: '2026-03-18',
      endTime: '22:30',
    });
  });

  it('folded lines (space or tab) and CRLF are unfolded; escapes are read; events without UID get a stable one', () => {
    const text = fixture('folded-crlf.ics');
    expect(text).toMatch(/\r\n[ \t]/);
    const parsed = parseCalendar(text, { timeZone: 'Europe/Berlin' });
    expect(parsed.events[0]).toMatchObject({
      uid: 'smoobu-4471-20260611@calendar.smoobu.example',
      summary: 'Reservation for a very long guest name that a channel manager happily folds across several lines',
      startDate: '2026-06-11',
      endDate: '2026-06-15',
      isBlock: false,
    });
    expect(parsed.events[1]!.summary).toBe('Reservation – Zöe ✓');
    expect(parsed.events[1]!.uid).toMatch(/^synthesized-[0-9a-f]{24}$/);
    expect(parsed.events[2]).toMatchObject({ summary: 'Not available', isBlock: true });
    // Stable: the same event reads to the same UID, with LF endings too; other dates give another.
    const again = parseCalendar(text.replace(/\r\n/g, '\n'), { timeZone: 'Europe/Berlin' });
    expect(again.events.map((e) => e.uid)).toEqual(parsed.events.map((e) => e.uid));
    expect(again.events[0]!.summary).toBe(parsed.events[0]!.summary);
    expect(parsed.events[2]!.uid).not.toBe(parsed.events[1]!.uid);
  });
});

describe('event details', () => {
  it('STATUS:CANCELLED and METHOD:CANCEL mark events cancelled', () => {
    const single = calendar(
      vevent(
        'UID:1',
        'DTSTART;VALUE=DATE:20260801',
        'DTEND;VALUE=DATE:20260803',
        'SUMMARY:Reserved',
        'STATUS:CANCELLED',
      ),
    );
    expect(parseCalendar(single, { timeZone: 'UTC' }).events[0]!.cancelled).toBe(true);
    const whole = calendar(
      'METHOD:CANCEL',
      vevent('UID:1', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved'),
    );
    expect(parseCalendar(whole, { timeZone: 'UTC' }).events[0]!.cancelled).toBe(true);
  });

  it('an event without DTEND: a date lasts one day, a DURATION is added, a time is a moment', () => {
    const text = calendar(
      vevent('UID:a', 'DTSTART;VALUE=DATE:20260801', 'SUMMARY:Reserved'),
      vevent('UID:b', 'DTSTART;VALUE=DATE:20260810', 'DURATION:P3D', 'SUMMARY:Reserved'),
      vevent('UID:c', 'DTSTART;TZID=Europe/Paris:20260820T150000', 'DURATION:P2DT19H', 'SUMMARY:Reserved'),
      vevent('UID:d', 'DTSTART:20260830T090000Z', 'SUMMARY:Reserved'),
    );
    const events = parseCalendar(text, { timeZone: 'Europe/Paris' }).events;
    expect(events.map((e) => [e.startDate, e.endDate, e.endTime])).toEqual([
      ['2026-08-01', '2026-08-02', undefined],
      ['2026-08-10', '2026-08-13', undefined],
      ['2026-08-20', '2026-08-23', '10:00'],
      ['2026-08-30', '2026-08-30', '11:00'],
    ]);
  });

  it('a date written without VALUE=DATE (some exporters do) is read as that date', () => {
    const text = calendar(
      vevent('UID:1', 'DTSTART:20260801', 'DTEND:20260804', 'SUMMARY:Reserved'),
      vevent('UID:2', 'DTSTART:20260810', 'SUMMARY:Reserved'),
    );
    expect(
      parseCalendar(text, { timeZone: 'America/Denver' }).events.map((e) => [e.startDate, e.endDate, e.startTime]),
    ).toEqual([
      ['2026-08-01', '2026-08-04', undefined],
      ['2026-08-10', '2026-08-11', undefined],
    ]);
  });

  it('events with unusable dates are skipped and counted, the rest are kept', () => {
    const text = calendar(
      vevent('UID:ok', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved'),
      vevent('UID:no-start', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved'),
      vevent('UID:backwards', 'DTSTART;VALUE=DATE:20260805', 'DTEND;VALUE=DATE:20260801', 'SUMMARY:Reserved'),
      vevent('UID:garbage', 'DTSTART:abc', 'DTEND:def', 'SUMMARY:Reserved'),
      vevent('UID:feb30', 'DTSTART;VALUE=DATE:20260230', 'DTEND;VALUE=DATE:20260302', 'SUMMARY:Reserved'),
      vevent('UID:year', 'DTSTART;VALUE=DATE:99990101', 'DTEND;VALUE=DATE:99990102', 'SUMMARY:Reserved'),
    );
    const parsed = parseCalendar(text, { timeZone: 'UTC' });
    expect(parsed.events.map((e) => e.uid)).toEqual(['ok']);
    expect(parsed.skipped).toBe(5);
  });

  it('a wall-clock time skipped by the spring-forward gap moves forward by the gap', () => {
    const text = calendar(
      vevent(
        'UID:1',
        'DTSTART;TZID=America/New_York:20260308T023000',
        'DTEND;TZID=America/New_York:20260308T100000',
        'SUMMARY:Reserved',
      ),
    );
    expect(parseCalendar(text, { timeZone: 'America/New_York' }).events[0]).toMatchObject({
      startTime: '03:30',
      endTime: '10:00',
    });
  });

  it('for "other" calendars, summaries that say blocked, not available, unavailable, closed or owner are blocks', () => {
    const summaries = [
      'Blocked',
      'Not available',
      'UNAVAILABLE',
      'Closed',
      'Owner block',
      'Reserved',
      'Booking #4411',
      'Guest: Ana',
      '',
    ];
    const text = calendar(
      ...summaries.map((s, i) =>
        vevent(
          `UID:${i}`,
          `DTSTART;VALUE=DATE:202608${String(i + 1).padStart(2, '0')}`,
          `DTEND;VALUE=DATE:202608${String(i + 2).padStart(2, '0')}`,
          `SUMMARY:${s}`,
        ),
      ),
    );
    const parsed = parseCalendar(text, { timeZone: 'UTC', kind: 'other' });
    expect(parsed.events.map((e) => e.isBlock)).toEqual([true, true, true, true, true, false, false, false, false]);
  });
});

describe('bad input', () => {
  const refuses = (text: string, message: RegExp) => {
    expect(() => parseCalendar(text, { timeZone: 'UTC' })).toThrow(CalendarParseError);
    expect(() => parseCalendar(text, { timeZone: 'UTC' })).toThrow(message);
  };

  it('refuses what is not a calendar, in plain words', () => {
    refuses('', /did not return a calendar/);
    refuses('<!doctype html><html><body>Sign in to Airbnb</body></html>', /did not return a calendar/);
    refuses('{"error":"not found"}', /did not return a calendar/);
    refuses('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20260101\r\n', /not valid iCalendar/);
    refuses('BEGIN:VCALENDAR\r\nthis is not a property line\r\nEND:VCALENDAR', /not valid iCalendar/);
    refuses('BEGIN:VCARD\r\nBEGIN:VCALENDAR\r\nEND:VCALENDAR\r\nEND:VCARD', /did not return a calendar/);
  });

  it(`refuses more than ${MAX_EVENTS} events`, () => {
    const one = vevent('DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', 'SUMMARY:Reserved');
    expect(parseCalendar(calendar(...Array(MAX_EVENTS).fill(one)), { timeZone: 'UTC' }).events).toHaveLength(
      MAX_EVENTS,
    );
    refuses(calendar(...Array(MAX_EVENTS + 1).fill(one)), /more than 5,000 events/);
  });

  it('refuses, quickly, shapes that would stall the parser: deep nesting, a line of countless parameters, more than 2 MB', () => {
    const started = Date.now();
    refuses(
      `BEGIN:VCALENDAR\r\n${'BEGIN:X\r\n'.repeat(30_000)}${'END:X\r\n'.repeat(30_000)}END:VCALENDAR\r\n`,
      /not valid iCalendar/,
    );
    refuses(calendar(vevent(`DTSTART${';X=1'.repeat(200_000)}:20260801`, 'SUMMARY:Reserved')), /not valid iCalendar/);
    refuses(calendar(vevent('DTSTART;VALUE=DATE:20260801', `DESCRIPTION:${'x'.repeat(2 * 1024 * 1024)}`)), /too large/);
    expect(Date.now() - started).toBeLessThan(5_000);
    // Up to the limits they are read: escaped semicolons in text do not count as parameters.
    const text = calendar(
      vevent(
        `DTSTART${';X=1'.repeat(999)}:20260801`,
        'DTEND;VALUE=DATE:20260803',
        `SUMMARY:Reserved${'\\;'.repeat(5000)}`,
      ),
    );
    expect(parseCalendar(text, { timeZone: 'UTC' }).events).toHaveLength(1);
  });

  it('an empty calendar is a calendar with no events', () => {
    expect(parseCalendar(calendar(), { timeZone: 'UTC' })).toEqual({
      kind: 'other',
      detectedKind: 'other',
      events: [],
      skipped: 0,
    });
  });

  it('an unknown property time zone is a programming error, not a feed error', () => {
    expect(() => parseCalendar(calendar(), { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });

  // Lines that look like iCalendar, mixed with hostile text, in any order and nesting.
  const line = fc.oneof(
    fc.constantFrom(
      'BEGIN:VCALENDAR',
      'END:VCALENDAR',
      'BEGIN:VEVENT',
      'END:VEVENT',
      'BEGIN:VTIMEZONE',
      'END:VTIMEZONE',
      'BEGIN:STANDARD',
      'END:STANDARD',
      'TZID:Mountain Standard Time',
      'TZOFFSETFROM:-0600',
      'TZOFFSETTO:+9999',
      'RRULE:FREQ=YEARLY;BYMONTH=13',
      'DTSTART:16010101T020000',
      'DTSTART;VALUE=DATE:20260801',
      'DTEND;VALUE=DATE:20260803',
      'DTSTART;TZID=Mountain Standard Time:20260402T150000',
      'DTSTART;TZID=/Nowhere:20260402T150000',
      'DTSTART:20261301T250000Z',
      'DTEND:99999999T999999',
      'DURATION:P9999999D',
      'DURATION:-PT1H',
      'DURATION:garbage',
      'STATUS:CANCELLED',
      'METHOD:CANCEL',
      'SUMMARY:Reserved',
      'SUMMARY:Airbnb (Not available)',
      'UID:',
      'RECURRENCE-ID:20260801',
      'DTSTART;VALUE=PERIOD:20260801T000000Z/PT1H',
      ' folded',
      '\tfolded',
    ),
    fc
      .tuple(
        fc.constantFrom('DTSTART', 'DTEND', 'SUMMARY', 'UID', 'DURATION', 'STATUS', 'PRODID', 'X-Y'),
        fc.string({ maxLength: 6 }),
        hostileString,
      )
      .map(([n, p, v]) => `${n}${p}:${v}`),
    hostileString,
  );
  const feed = fc
    .tuple(fc.boolean(), fc.array(line, { maxLength: 30 }), fc.boolean(), fc.constantFrom('\r\n', '\n', '\r'))
    .map(([open, lines, close, eol]) =>
      [...(open ? ['BEGIN:VCALENDAR'] : []), ...lines, ...(close ? ['END:VCALENDAR'] : [])].join(eol),
    );

  it('never throws anything but CalendarParseError, whatever the text (fixed-seed property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(feed, fc.string({ unit: 'binary', maxLength: 200 })),
        fc.constantFrom(undefined, 'airbnb', 'vrbo', 'booking', 'other' as const),
        (text, kind) => {
          try {
            const parsed = parseCalendar(text, { timeZone: 'America/Denver', kind });
            for (const e of parsed.events) {
              expect(e.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
              expect(e.endDate >= e.startDate).toBe(true);
            }
          } catch (error) {
            if (!(error instanceof CalendarParseError)) throw error;
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('hostile feeds (issue 35)', () => {
  const timed = <T>(fn: () => T) => {
    const started = performance.now();
    const result = fn();
    return { result, ms: performance.now() - started };
  };

  it('a VTIMEZONE whose rule repeats every second since 1970 is not expanded: the event is read at once, in the property’s zone', () => {
    // ical.js walked every second from 1970 to the event: minutes of CPU, then out of memory.
    const { result, ms } = timed(() =>
      parseCalendar(zoneBombFeed({ freq: 'SECONDLY', year: 2026 }), { timeZone: 'America/New_York' }),
    );
    expect(ms).toBeLessThan(2000);
    expect(result.events).toHaveLength(1);
    // The zone cannot be read safely, so its times are floating: 16:00 in the property's zone.
    expect(result.events[0]).toMatchObject({
      startDate: '2026-06-10',
      startTime: '16:00',
      endDate: '2026-06-14',
      endTime: '10:00',
    });
  });

  it('an hourly rule and an event in 2100 are read at once too (ical.js took 7 s, at every sync)', () => {
    const { result, ms } = timed(() =>
      parseCalendar(zoneBombFeed({ freq: 'HOURLY', year: 2100 }), { timeZone: 'America/Denver' }),
    );
    expect(ms).toBeLessThan(2000);
    expect(result.events[0]).toMatchObject({ startDate: '2100-06-10', startTime: '16:00' });
  });

  it('Windows zone names are read as the IANA zones they stand for, whatever the feed’s VTIMEZONE says', () => {
    const cases: Array<[string, string]> = [
      // 16:00 on 2026-06-10 in the named zone, as a UTC time.
      ['Eastern Standard Time', '20:00'],
      ['Pacific Standard Time', '23:00'],
      ['Central Standard Time', '21:00'],
      ['Mountain Standard Time', '22:00'],
      ['US Mountain Standard Time', '23:00'], // Phoenix: no daylight time
      ['Alaskan Standard Time', '00:00'],
      ['Hawaiian Standard Time', '02:00'],
      ['Atlantic Standard Time', '19:00'],
      ['UTC', '16:00'],
      ['GMT Standard Time', '15:00'], // London, summer time
      ['Romance Standard Time', '14:00'], // Paris
      ['AUS Eastern Standard Time', '06:00'], // Sydney, winter (standard) time
      ['eastern  standard time', '20:00'], // case and spacing vary between exporters
      ['(UTC-05:00) Eastern Time (US & Canada)', '20:00'],
      ['(GMT-08:00) Pacific Time (US & Canada)', '23:00'],
      ['(UTC) Coordinated Universal Time', '16:00'],
      ['/mozilla.org/20050126_1/America/New_York', '20:00'],
      ['/softwarestudio.org/Olson_20011030_5/America/Argentina/Buenos_Aires', '19:00'],
    ];
    for (const [tzid, utcTime] of cases) {
      // The feed's own definition of the name is a bomb: it must not be what is read.
      const { result, ms } = timed(() =>
        parseCalendar(zoneBombFeed({ freq: 'SECONDLY', year: 2026, tzid }), { timeZone: 'UTC' }),
      );
      expect(ms, tzid).toBeLessThan(2000);
      expect(result.events[0]!.startTime, tzid).toBe(utcTime);
    }
    // Without any VTIMEZONE too.
    const bare = calendar(
      vevent(
        'UID:1',
        'DTSTART;TZID=Pacific Standard Time:20261215T150000',
        'DTEND;TZID=Pacific Standard Time:20261218T110000',
        'SUMMARY:Stay',
      ),
    );
    expect(parseCalendar(bare, { timeZone: 'America/New_York' }).events[0]).toMatchObject({
      startTime: '18:00',
      endTime: '14:00',
    });
  });

  it('refuses a NUL character, naming it, before anything is stored', () => {
    expect(() => parseCalendar(nulFeed(), { timeZone: 'UTC' })).toThrow(CalendarParseError);
    expect(() => parseCalendar(nulFeed(), { timeZone: 'UTC' })).toThrow(
      'The calendar contains a NUL character (byte 0), which is not allowed in a calendar.',
    );
  });

  it('refuses a lone surrogate (no UTF-8 form); keeps U+FFFD (what the fetch makes of bytes that are not UTF-8); drops other control characters', () => {
    const feed = (summary: string) =>
      calendar(vevent('UID:1\u0007', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803', `SUMMARY:${summary}`));
    expect(() => parseCalendar(feed('Reserved \uD800'), { timeZone: 'UTC' })).toThrow(/not valid Unicode/);
    expect(() => parseCalendar(feed('Reserved \uDC00x'), { timeZone: 'UTC' })).toThrow(/not valid Unicode/);
    const kept = parseCalendar(feed('Caf\uFFFD \u{1F3E0}\u0001\u001B[31m\u007F'), { timeZone: 'UTC' }).events[0]!;
    expect(kept).toMatchObject({ uid: '1', summary: 'Caf\uFFFD \u{1F3E0}[31m' });
  });

  it(`refuses more than ${MAX_LINES.toLocaleString('en-US')} lines (each is an object in memory), reads up to it`, () => {
    expect(parseCalendar(manyPropertiesFeed(MAX_LINES - 20), { timeZone: 'UTC' }).events).toHaveLength(1);
    refusesAs(manyPropertiesFeed(MAX_LINES + 1), /too large/);
  });

  it('the largest feed accepted (5,000 events) is read within the worker’s time limit with room to spare', () => {
    const { result, ms } = timed(() => parseCalendar(bigFeed(MAX_EVENTS), { timeZone: 'America/New_York' }));
    expect(result.events).toHaveLength(MAX_EVENTS);
    expect(ms).toBeLessThan(PARSE_LIMITS.timeLimitMs / 2);
  });
});

function refusesAs(text: string, message: RegExp) {
  expect(() => parseCalendar(text, { timeZone: 'UTC' })).toThrow(CalendarParseError);
  expect(() => parseCalendar(text, { timeZone: 'UTC' })).toThrow(message);
}
