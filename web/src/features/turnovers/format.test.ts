import { describe, expect, it } from 'vitest';
import { formatDay, formatPay, formatWindow } from './format';

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
