import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildTurnoverFeed, sequenceFor, type TurnoverFeedItem } from './ics-feed';
import { parseCalendar } from './parse';

const item = (overrides: Partial<TurnoverFeedItem> = {}): TurnoverFeedItem => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  // 11:00 to 16:00 in New York (EDT) on 10 March 2026.
  start: new Date('2026-03-10T15:00:00Z'),
  end: new Date('2026-03-10T20:00:00Z'),
  timeZone: 'America/New_York',
  summary: 'Turnover: Lakeview Cabin',
  location: '12 Lake Rd, Lake Placid, NY',
  description: 'Same-day turn. Linens are in the hall closet.',
  cancelled: false,
  updatedAt: new Date('2026-03-01T12:00:00Z'),
  ...overrides,
});

/** Basic RFC 5545 structure: CRLF lines of at most 75 octets, balanced components, required properties. */
function expectValidStructure(ics: string) {
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/); // no bare CR or LF
  const lines = ics.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  const unfolded = ics
    .replace(/\r\n[ \t]/g, '')
    .slice(0, -2)
    .split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded.at(-1)).toBe('END:VCALENDAR');
  const stack: string[] = [];
  for (const line of unfolded) {
    expect(line).toMatch(/^[A-Z0-9-]+[;:]/); // every line is a property or BEGIN/END
    const begin = /^BEGIN:(.+)$/.exec(line);
    const end = /^END:(.+)$/.exec(line);
    if (begin) stack.push(begin[1]!);
    if (end) expect(stack.pop()).toBe(end[1]);
  }
  expect(stack).toEqual([]);
  const calendarProps = unfolded.filter((l) => /^(VERSION|PRODID):/.test(l));
  expect(calendarProps.sort()).toEqual(['PRODID:-//TurnReady//Turnovers//EN', 'VERSION:2.0']);
  const events = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\nBEGIN:VEVENT\r\n')
    .slice(1)
    .map((e) => `\r\n${e}`);
  for (const event of events) {
    for (const required of ['UID', 'DTSTAMP', 'DTSTART'])
      expect(event.match(new RegExp(`\\r\\n${required}[;:]`, 'g'))).toHaveLength(1);
  }
}

describe('buildTurnoverFeed', () => {
  it('writes a calendar apps can subscribe to: name, stable UID, times, status, revision', () => {
    const ics = buildTurnoverFeed({ name: 'Maria’s turnovers', items: [item()] });
    expectValidStructure(ics);
    expect(ics).toContain('X-WR-CALNAME:Maria’s turnovers\r\n');
    expect(ics).toContain('UID:turnover-7c9e6679-7425-40de-944b-e07fc1f90ae7@turnready.app\r\n');
    expect(ics).toContain('DTSTART:20260310T150000Z\r\n');
    expect(ics).toContain('DTEND:20260310T200000Z\r\n');
    expect(ics).toContain('STATUS:CONFIRMED\r\n');
    expect(ics).toContain('DTSTAMP:20260301T120000Z\r\n');
    expect(ics).toContain('LAST-MODIFIED:20260301T120000Z\r\n');
    expect(ics).toContain(`SEQUENCE:${sequenceFor(new Date('2026-03-01T12:00:00Z'))}\r\n`);
  });

  it('a cancelled turnover stays in the feed, marked STATUS:CANCELLED, under the same UID', () => {
    const before = buildTurnoverFeed({ name: 'x', items: [item()] });
    const after = buildTurnoverFeed({
      name: 'x',
      items: [item({ cancelled: true, updatedAt: new Date('2026-03-02T08:30:00Z') })],
    });
    const uid = (ics: string) => /UID:(.+)\r\n/.exec(ics)![1];
    expect(uid(after)).toBe(uid(before));
    expect(after).toContain('STATUS:CANCELLED\r\n');
  });

  it('an update raises SEQUENCE, DTSTAMP and LAST-MODIFIED, so Google and Apple replace the event', () => {
    const read = (ics: string) => {
      const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
      return {
        sequence: Number(event.getFirstPropertyValue('sequence')),
        stamp: (event.getFirstPropertyValue('dtstamp') as ICAL.Time).toUnixTime(),
        lastModified: (event.getFirstPropertyValue('last-modified') as ICAL.Time).toUnixTime(),
      };
    };
    const first = read(buildTurnoverFeed({ name: 'x', items: [item()] }));
    const moved = read(
      buildTurnoverFeed({
        name: 'x',
        items: [
          item({
            start: new Date('2026-03-11T15:00:00Z'),
            end: new Date('2026-03-11T20:00:00Z'),
            updatedAt: new Date('2026-03-01T12:00:01Z'),
          }),
        ],
      }),
    );
    expect(moved.sequence).toBeGreaterThan(first.sequence);
    expect(moved.stamp).toBeGreaterThan(first.stamp);
    expect(moved.lastModified).toBe(moved.stamp);
    // A 32-bit signed integer for decades: some clients store SEQUENCE in one.
    expect(sequenceFor(new Date('2080-01-01T00:00:00Z'))).toBeLessThan(2 ** 31);
    expect(sequenceFor(new Date('2019-01-01T00:00:00Z'))).toBe(0);
  });

  it('round-trips through ical.js and our own parser, in the property’s zone', () => {
    const items = [
      item(),
      item({
        id: 'b2',
        start: new Date('2026-11-01T15:00:00Z'),
        end: new Date('2026-11-01T23:00:00Z'),
        timeZone: 'America/Los_Angeles',
        summary: 'Turnover: Beach House',
        location: undefined,
        description: undefined,
        cancelled: true,
      }),
    ];
    const ics = buildTurnoverFeed({ name: 'Host feed', items });

    const root = new ICAL.Component(ICAL.parse(ics));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Host feed');
    const events = root.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([
      'turnover-7c9e6679-7425-40de-944b-e07fc1f90ae7@turnready.app',
      'turnover-b2@turnready.app',
    ]);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2026-03-10T15:00:00.000Z',
      '2026-11-01T15:00:00.000Z',
    ]);
    expect(events.map((e) => e.endDate.toJSDate().toISOString())).toEqual([
      '2026-03-10T20:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
    ]);
    expect(events[0]!.location).toBe('12 Lake Rd, Lake Placid, NY');
    expect(events[0]!.description).toBe('Same-day turn. Linens are in the hall closet.');

    const ny = parseCalendar(ics, { timeZone: 'America/New_York' });
    expect(ny.events[0]).toEqual({
      uid: 'turnover-7c9e6679-7425-40de-944b-e07fc1f90ae7@turnready.app',
      summary: 'Turnover: Lakeview Cabin',
      startDate: '2026-03-10',
      startTime: '11:00',
      endDate: '2026-03-10',
      endTime: '16:00',
      isBlock: false,
      cancelled: false,
    });
    // 1 November 2026, the day Los Angeles falls back: 15:00Z is 07:00 PST.
    expect(parseCalendar(ics, { timeZone: 'America/Los_Angeles' }).events[1]).toMatchObject({
      startDate: '2026-11-01',
      startTime: '07:00',
      endTime: '15:00',
      cancelled: true,
    });
  });

  it('the calendar name is kept on one line (ical-generator writes it raw): a line break cannot add an event', () => {
    const ics = buildTurnoverFeed({ name: 'Lake House, Unit 2; "A" \\ B\r\nEND:VCALENDAR\r\nBEGIN:VEVENT', items: [] });
    expectValidStructure(ics);
    const root = new ICAL.Component(ICAL.parse(ics));
    expect(root.getFirstPropertyValue('x-wr-calname')).toBe('Lake House, Unit 2; "A" \\ B END:VCALENDAR BEGIN:VEVENT');
    expect(root.getAllSubcomponents('vevent')).toHaveLength(0);
  });

  it('an empty feed is still a valid calendar', () => {
    const ics = buildTurnoverFeed({ name: 'Nothing yet', items: [] });
    expectValidStructure(ics);
    expect(parseCalendar(ics, { timeZone: 'UTC' }).events).toEqual([]);
  });

  it('stored text stays text: line breaks, commas, semicolons, markup and long unicode cannot add properties or events', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
        fc.constantFrom(
          '\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:evil',
          '\nSTATUS:CANCELLED',
          'a;b,c\\d',
          '<script>alert(1)</script>',
          '🧹🏠'.repeat(40),
          'x'.repeat(300),
        ),
        (text, hostile) => {
          const summary = `Turnover ${text}${hostile}`.replace(/\r\n?/g, '\n');
          const ics = buildTurnoverFeed({
            name: `Feed ${hostile}`,
            items: [item({ summary, description: hostile + text, location: text })],
          });
          expectValidStructure(ics);
          const events = new ICAL.Component(ICAL.parse(ics))
            .getAllSubcomponents('vevent')
            .map((v) => new ICAL.Event(v));
          expect(events).toHaveLength(1);
          expect(events[0]!.summary).toBe(summary);
          expect(events[0]!.description).toBe((hostile + text).replace(/\r\n?/g, '\n'));
          expect(events[0]!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('refuses ids that cannot make a UID and dates that are not dates (a programming error)', () => {
    expect(() => buildTurnoverFeed({ name: 'x', items: [item({ id: 'a@b\r\nX' })] })).toThrow(TypeError);
    expect(() => buildTurnoverFeed({ name: 'x', items: [item({ start: new Date('nope') })] })).toThrow(TypeError);
    expect(() => buildTurnoverFeed({ name: 'x', items: [item({ timeZone: 'Nowhere/Special' })] })).toThrow(RangeError);
  });
});
