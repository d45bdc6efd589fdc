import { describe, expect, it } from 'vitest';
import { cleanDuration, median, reportFlags, startRefusal, startWindow } from './playbook';

const HOUR = 3_600_000;
const MIN = 60_000;
// Check-out at 10:00, check-in at 16:00.
const checkout = new Date('2026-12-01T10:00:00Z');
const window = { startsAt: checkout, endsAt: new Date(checkout.getTime() + 6 * HOUR), status: 'confirmed' };
const at = (hoursFromCheckout: number) => new Date(checkout.getTime() + hoursFromCheckout * HOUR);

describe('startRefusal (issue 37: Start opens at check-out)', () => {
  it('opens at check-out and stays open until a day after the window', () => {
    expect(startRefusal(window, at(0))).toBeNull();
    expect(startRefusal(window, at(5))).toBeNull();
    expect(startRefusal(window, at(6 + 24))).toBeNull();
    expect(startRefusal(window, at(6 + 24.01))).toBe('too_late');
  });
  it('before check-out asks for the guests to be confirmed gone, from 6 hours before', () => {
    expect(startRefusal(window, at(-0.5))).toBe('before_checkout');
    expect(startRefusal(window, at(-0.5), true)).toBeNull();
    expect(startRefusal(window, at(-6), true)).toBeNull();
    expect(startRefusal(window, at(-6.01), true)).toBe('too_early');
    expect(startRefusal(window, at(-20))).toBe('too_early');
  });
  it('needs the turnover confirmed first', () => {
    expect(startRefusal({ ...window, status: 'offered' }, at(1), true)).toBe('not_confirmed');
  });
  it('names its bounds', () => {
    expect(startWindow(window)).toEqual({ earlyOpensAt: at(-6), opensAt: checkout, closesAt: at(30) });
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});

describe('reportFlags (issue 37)', () => {
  const run = (startedAt: Date, minutes: number | null, guestsLeftConfirmedAt: Date | null = null) => ({
    ...window,
    startedAt,
    completedAt: minutes === null ? null : new Date(startedAt.getTime() + minutes * MIN),
    guestsLeftConfirmedAt,
  });
  const usual = [90, 100, 110].map((m) => m * MIN);

  it('flags a start before check-out with when the guests were confirmed gone', () => {
    const early = at(-0.5);
    expect(reportFlags(run(early, 95, early), usual).earlyStart).toEqual({ guestsLeftAt: early, checkoutAt: checkout });
    expect(reportFlags(run(at(0), 95), usual).earlyStart).toBeNull();
    expect(reportFlags(run(at(1), null), usual).earlyStart).toBeNull();
  });

  it('flags a clean under half the median of at least 3 earlier ones', () => {
    expect(reportFlags(run(at(0), 49), usual).shortClean).toEqual({ minutes: 49, usualMinutes: 100 });
    expect(reportFlags(run(at(0), 50), usual).shortClean).toBeNull();
    // In progress: nothing to measure yet.
    expect(reportFlags(run(at(0), null), usual).shortClean).toBeNull();
  });

  it('without 3 earlier cleans, flags only one under 15 minutes', () => {
    expect(reportFlags(run(at(0), 1), []).shortClean).toEqual({ minutes: 1, usualMinutes: null });
    expect(reportFlags(run(at(0), 14), usual.slice(0, 2)).shortClean).toEqual({ minutes: 14, usualMinutes: null });
    expect(reportFlags(run(at(0), 15), []).shortClean).toBeNull();
    expect(reportFlags(run(at(0), 40), usual.slice(0, 2)).shortClean).toBeNull();
  });

  it('the issue’s case: started 9:30 for a 10:00 check-out, completed at 9:31', () => {
    const started = at(-0.5);
    expect(reportFlags(run(started, 1, started), [])).toEqual({
      earlyStart: { guestsLeftAt: started, checkoutAt: checkout },
      shortClean: { minutes: 1, usualMinutes: null },
    });
  });
});

describe('cleanDuration', () => {
  const words = { duration: '{minutes} min', underAMinute: 'under a minute' };
  it('says minutes, or under a minute', () => {
    expect([0, 1, 45].map((n) => cleanDuration(n, words))).toEqual(['under a minute', '1 min', '45 min']);
  });
});
