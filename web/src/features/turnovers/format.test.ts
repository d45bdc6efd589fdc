import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { dayFromNow, formatDay, formatPay, formatTimeLeft, formatWindow } from './format';

const words = en.turnovers.words.timeLeft;
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('turnover formats', () => {
  it('shows pay with its cents, even when they are zero', () => {
    expect(formatPay(95)).toBe('$95.00');
    expect(formatPay(95.5)).toBe('$95.50');
    expect(formatPay(1250.05)).toBe('$1,250.05');
  });

  it("shows the window in the property's zone, not the viewer's", () => {
    // 11:00 to 16:00 in New York on a winter day (UTC-5).
    expect(formatWindow('2026-12-05T16:00:00.000Z', '2026-12-05T21:00:00.000Z', 'America/New_York')).toEqual({
      start: '11:00 AM',
      end: '4:00 PM EST',
    });
    // The same instants in Honolulu (UTC-10).
    expect(formatWindow('2026-12-05T16:00:00.000Z', '2026-12-05T21:00:00.000Z', 'Pacific/Honolulu')).toEqual({
      start: '6:00 AM',
      end: '11:00 AM HST',
    });
  });

  it('names the end day when the window ends on a later day', () => {
    expect(formatWindow('2026-07-01T15:00:00.000Z', '2026-07-03T20:00:00.000Z', 'America/New_York').end).toBe(
      'Fri, Jul 3, 4:00 PM EDT',
    );
  });

  it('reads a calendar date without shifting it by the zone', () => {
    expect(formatDay('2026-03-08')).toBe('Sun, Mar 8');
    expect(formatDay('2026-03-08', true)).toBe('Sun, Mar 8, 2026');
  });
});

describe('the time left to answer an offer', () => {
  const now = Date.parse('2026-12-01T10:00:00.000Z');
  const left = (ms: number) => formatTimeLeft(new Date(now + ms).toISOString(), now, words);

  it('reads in minutes within the hour, rounded down, never below one', () => {
    expect(left(25 * MIN)).toBe('25 min');
    expect(left(25 * MIN + 59_000)).toBe('25 min');
    expect(left(59 * MIN + 59_000)).toBe('59 min');
    expect(left(20_000)).toBe('1 min');
  });

  it('reads in hours and minutes under 3 hours, then in hours up to 2 days, then in days', () => {
    expect(left(HOUR)).toBe('1 h');
    expect(left(HOUR + 40 * MIN)).toBe('1 h 40 min');
    expect(left(2 * HOUR + 59 * MIN)).toBe('2 h 59 min');
    expect(left(3 * HOUR + 30 * MIN)).toBe('3 h');
    expect(left(5 * HOUR + 59 * MIN)).toBe('5 h');
    expect(left(47 * HOUR + 59 * MIN)).toBe('47 h');
    expect(left(48 * HOUR)).toBe('2 days');
    expect(left(72 * HOUR)).toBe('3 days');
  });

  it('is gone once the deadline has passed', () => {
    expect(left(0)).toBeNull();
    expect(left(-5 * MIN)).toBeNull();
    expect(formatTimeLeft('not a date', now, words)).toBeNull();
  });

  it('never reads more time than is left, and reads less as time passes', () => {
    // The words back into minutes: what the cleaner believes they have.
    const minutesRead = (text: string) => {
      const [, a, unit, b] = /^(\d+) (min|h|days)(?: (\d+) min)?$/.exec(text)!;
      const n = Number(a);
      return unit === 'min' ? n : unit === 'h' ? n * 60 + Number(b ?? 0) : n * 24 * 60;
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 * 60 }), fc.integer({ min: 0, max: 600 }), (minutes, later) => {
        const deadline = new Date(now + minutes * MIN).toISOString();
        const first = formatTimeLeft(deadline, now, words)!;
        expect(minutesRead(first)).toBeLessThanOrEqual(minutes);
        const second = formatTimeLeft(deadline, now + later * MIN, words);
        if (later >= minutes) expect(second).toBeNull();
        else expect(minutesRead(second!)).toBeLessThanOrEqual(minutesRead(first));
      }),
    );
  });
});

describe('today and tomorrow on the schedule', () => {
  it("counts days in the property's zone, not the viewer's", () => {
    // 03:00 UTC on Dec 2 is still Dec 1 in New York, and already Dec 2 in London.
    const now = Date.parse('2026-12-02T03:00:00.000Z');
    expect(dayFromNow('2026-12-01', 'America/New_York', now)).toBe('today');
    expect(dayFromNow('2026-12-02', 'America/New_York', now)).toBe('tomorrow');
    expect(dayFromNow('2026-12-02', 'Europe/London', now)).toBe('today');
    expect(dayFromNow('2026-12-03', 'America/New_York', now)).toBeNull();
    expect(dayFromNow('2026-11-30', 'America/New_York', now)).toBeNull();
  });

  it('crosses the end of a month and a year', () => {
    const now = Date.parse('2026-12-31T17:00:00.000Z');
    expect(dayFromNow('2027-01-01', 'America/Chicago', now)).toBe('tomorrow');
  });
});
