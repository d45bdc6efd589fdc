import { describe, expect, it } from 'vitest';
import { instantOf, isTimeZone, wallClockAt } from './zoned-time';

const wall = (s: string) => {
  const [y, mo, d, h, mi] = s.split(/[-T:]/).map(Number) as [number, number, number, number, number];
  return { year: y, month: mo, day: d, hour: h, minute: mi, second: 0 };
};
const iso = (ms: number) => new Date(ms).toISOString();

describe('zoned time', () => {
  it('reads an instant as wall-clock time in a zone', () => {
    expect(wallClockAt(Date.parse('2026-07-01T15:00:00Z'), 'America/New_York')).toEqual(wall('2026-07-01T11:00'));
    expect(wallClockAt(Date.parse('2026-01-01T04:59:00Z'), 'America/New_York')).toEqual(wall('2025-12-31T23:59'));
    expect(wallClockAt(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toEqual(wall('2026-07-01T05:30'));
  });

  it('finds the instant of a wall-clock time, across offsets', () => {
    expect(iso(instantOf(wall('2026-07-01T11:00'), 'America/New_York'))).toBe('2026-07-01T15:00:00.000Z');
    expect(iso(instantOf(wall('2026-01-15T11:00'), 'America/New_York'))).toBe('2026-01-15T16:00:00.000Z');
    expect(iso(instantOf(wall('2026-07-01T11:00'), 'Pacific/Honolulu'))).toBe('2026-07-01T21:00:00.000Z');
    expect(iso(instantOf(wall('2026-07-01T11:00'), 'UTC'))).toBe('2026-07-01T11:00:00.000Z');
  });

  it('in the autumn overlap takes the earlier instant; in the spring gap moves forward by the gap', () => {
    // 1 November 2026, 01:30 happens twice in New York: EDT (05:30Z) first.
    expect(iso(instantOf(wall('2026-11-01T01:30'), 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
    // 8 March 2026, 02:30 does not exist in New York: read as 03:30 EDT.
    const ms = instantOf(wall('2026-03-08T02:30'), 'America/New_York');
    expect(iso(ms)).toBe('2026-03-08T07:30:00.000Z');
    expect(wallClockAt(ms, 'America/New_York')).toEqual(wall('2026-03-08T03:30'));
  });

  it('knows IANA zone names', () => {
    expect(isTimeZone('America/Phoenix')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mountain Standard Time')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone('x'.repeat(100))).toBe(false);
  });
});
