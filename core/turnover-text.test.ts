import { describe, expect, it } from 'vitest';
import {
  summarizeChanges,
  turnoverDay,
  turnoverDeadline,
  turnoverPay,
  turnoverWindow,
  type TurnoverChange,
} from './turnover-text';

const change = (kind: TurnoverChange['kind']): TurnoverChange => ({
  kind,
  turnoverId: kind,
  date: '2026-03-08',
  startsAt: new Date('2026-03-08T17:00:00Z'),
  endsAt: new Date('2026-03-08T22:00:00Z'),
  sameDay: false,
  payment: 95,
  urgent: false,
});

describe('turnover texts', () => {
  it('summarises a change in a fixed order, leaving zeros out', () => {
    expect(summarizeChanges([change('cancelled'), change('created'), change('created'), change('moved')])).toBe(
      '2 new, 1 moved, 1 cancelled',
    );
    expect(summarizeChanges([change('retimed')])).toBe('1 with new times');
    expect(summarizeChanges([change('reassigned'), change('created')])).toBe('1 new, 1 passed to another cleaner');
  });

  it('writes pay with cents and the local date without a zone shift', () => {
    expect([turnoverPay(95), turnoverPay(95.5), turnoverPay(1250.05)]).toEqual(['$95.00', '$95.50', '$1,250.05']);
    expect(turnoverDay('2026-03-08')).toBe('Sun, Mar 8, 2026');
  });

  it("shows the window in the property's zone, across a daylight-saving change", () => {
    // March 8, 2026: US clocks spring forward; 17:00Z is 12:00 in Chicago (CDT), not 11:00.
    expect(turnoverWindow(change('created'), 'America/Chicago')).toEqual({ start: '12:00 PM', end: '5:00 PM' });
    expect(turnoverWindow(change('created'), 'Pacific/Honolulu')).toEqual({ start: '7:00 AM', end: '12:00 PM' });
  });

  it("writes a deadline on the app's 12-hour clock with the zone", () => {
    expect(turnoverDeadline(new Date('2026-12-04T03:30:00Z'), 'America/Chicago')).toBe('Thu, Dec 3, 9:30 PM CST');
  });
});
