import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dueStep,
  eveningReminderAt,
  nextCheckAt,
  reopenedWindow,
  windowIn12Hours,
  type WatchedTurnover,
  type WatchStep,
} from './turnover-alerts';
import { zonedInstant } from './turnovers';

const tz = 'America/Chicago';
const at = (date: string, time: string) => zonedInstant(date, time, tz);
const MIN = 60_000;

/** Confirmed on Nov 30 for Tue Dec 1, 11:00–16:00 Chicago time. */
const confirmed = (over: Partial<WatchedTurnover> = {}): WatchedTurnover => ({
  status: 'confirmed',
  startsAt: at('2026-12-01', '11:00'),
  endsAt: at('2026-12-01', '16:00'),
  timeZone: tz,
  confirmedAt: at('2026-11-28', '09:00'),
  startedAt: null,
  eveningReminderSentAt: null,
  soonReminderSentAt: null,
  startOverdueAlertedAt: null,
  ...over,
});

describe('when each step is due', () => {
  it('reminds at 18:00 property time the day before, and two hours before the window', () => {
    const t = confirmed();
    expect(eveningReminderAt(t)).toEqual(at('2026-11-30', '18:00'));
    expect(dueStep(t, at('2026-11-30', '17:59'))).toBeNull();
    expect(dueStep(t, at('2026-11-30', '18:00'))).toBe('evening-reminder');
    expect(
      dueStep(confirmed({ eveningReminderSentAt: at('2026-11-30', '18:00') }), at('2026-11-30', '20:00')),
    ).toBeNull();
    expect(dueStep(t, at('2026-12-01', '09:00'))).toBe('soon-reminder');
    expect(dueStep(confirmed({ soonReminderSentAt: at('2026-12-01', '09:00') }), at('2026-12-01', '10:00'))).toBeNull();
  });

  it('counts the evening in the property’s zone across a daylight-saving change', () => {
    const t = confirmed({
      startsAt: zonedInstant('2026-11-01', '10:00', 'America/New_York'),
      timeZone: 'America/New_York',
    });
    expect(eveningReminderAt(t)).toEqual(zonedInstant('2026-10-31', '18:00', 'America/New_York'));
  });

  it('skips the evening reminder for a turnover confirmed after that evening, and the two-hour one likewise', () => {
    const late = confirmed({ confirmedAt: at('2026-11-30', '21:00') });
    expect(dueStep(late, at('2026-11-30', '21:00'))).toBeNull();
    expect(nextCheckAt(late, at('2026-11-30', '21:00'))).toEqual(at('2026-12-01', '09:00'));
    expect(dueStep(late, at('2026-12-01', '09:00'))).toBe('soon-reminder');
    const lastMinute = confirmed({ confirmedAt: at('2026-12-01', '10:00') });
    expect(dueStep(lastMinute, at('2026-12-01', '10:00'))).toBeNull();
    expect(nextCheckAt(lastMinute, at('2026-12-01', '10:00'))).toEqual(at('2026-12-01', '11:30'));
  });

  it('alerts 30 minutes after check-out without a start, once, and calls it missed when the window ends', () => {
    const t = confirmed();
    expect(dueStep(t, at('2026-12-01', '11:29'))).toBeNull();
    expect(dueStep(t, at('2026-12-01', '11:30'))).toBe('start-overdue');
    const alerted = confirmed({ startOverdueAlertedAt: at('2026-12-01', '11:30') });
    expect(dueStep(alerted, at('2026-12-01', '12:00'))).toBeNull();
    expect(nextCheckAt(alerted, at('2026-12-01', '11:30'))).toEqual(at('2026-12-01', '16:00'));
    expect(dueStep(alerted, at('2026-12-01', '16:00'))).toBe('missed');
  });

  it('a started, cancelled, completed or already missed turnover is no longer watched', () => {
    const started = confirmed({ startedAt: at('2026-12-01', '11:10') });
    expect(dueStep(started, at('2026-12-01', '17:00'))).toBeNull();
    expect(nextCheckAt(started, at('2026-12-01', '11:10'))).toBeNull();
    for (const status of ['scheduled', 'cancelled', 'completed', 'missed'] as const) {
      expect(dueStep(confirmed({ status }), at('2026-12-01', '17:00'))).toBeNull();
      expect(nextCheckAt(confirmed({ status }), at('2026-11-29', '00:00'))).toBeNull();
    }
  });

  it('after a jump past the window, it is missed straight away (no stale alert or reminder first)', () => {
    expect(dueStep(confirmed(), at('2026-12-08', '12:00'))).toBe('missed');
    // A jump into the last two hours: the two-hour reminder, not yesterday evening's.
    expect(dueStep(confirmed(), at('2026-12-01', '10:30'))).toBe('soon-reminder');
    // A jump past the start, before the alert: nothing until check-out + 30 minutes.
    expect(dueStep(confirmed(), at('2026-12-01', '11:15'))).toBeNull();
  });

  it('the next look follows a moved window', () => {
    const now = at('2026-11-29', '12:00');
    expect(nextCheckAt(confirmed(), now)).toEqual(at('2026-11-30', '18:00'));
    const later = confirmed({ startsAt: at('2026-12-03', '10:00'), endsAt: at('2026-12-03', '15:00') });
    expect(nextCheckAt(later, now)).toEqual(at('2026-12-02', '18:00'));
  });
});

describe('watching over any sequence of runs (fixed seed)', () => {
  it('each step happens at most once, in its own span, and an unstarted turnover always ends missed', () => {
    const t0 = confirmed();
    const span = t0.endsAt.getTime() + 3 * 24 * 60 * MIN - at('2026-11-29', '00:00').getTime();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: span }), { maxLength: 30 }), (offsets) => {
        let t = confirmed();
        const seen: WatchStep[] = [];
        const origin = at('2026-11-29', '00:00').getTime();
        // The runner: one run at every scheduled time, plus the random ones (a server waking late).
        let now = new Date(origin);
        const runs = [...offsets].sort((a, b) => a - b).map((o) => new Date(origin + o));
        for (;;) {
          const next = nextCheckAt(t, now);
          const random = runs.find((r) => r > now);
          const when = [next, random].filter((d): d is Date => d !== null && d !== undefined);
          if (when.length === 0) break;
          now = new Date(Math.min(...when.map((d) => d.getTime())));
          const step = dueStep(t, now);
          if (!step) continue;
          seen.push(step);
          if (step === 'evening-reminder') {
            expect(now >= eveningReminderAt(t) && now.getTime() < t.startsAt.getTime() - 2 * 60 * MIN).toBe(true);
            t = { ...t, eveningReminderSentAt: now };
          } else if (step === 'soon-reminder') {
            expect(now < t.startsAt).toBe(true);
            t = { ...t, soonReminderSentAt: now };
          } else if (step === 'start-overdue') {
            expect(now.getTime() >= t.startsAt.getTime() + 30 * MIN && now < t.endsAt).toBe(true);
            t = { ...t, startOverdueAlertedAt: now };
          } else {
            expect(now >= t.endsAt).toBe(true);
            t = { ...t, status: 'missed' };
          }
        }
        expect(seen.at(-1)).toBe('missed');
        expect(new Set(seen).size).toBe(seen.length);
        // Run on time, every step happens.
        if (offsets.length === 0)
          expect(seen).toEqual(['evening-reminder', 'soon-reminder', 'start-overdue', 'missed']);
      }),
      { seed: 37, numRuns: 200 },
    );
  });
});

describe('a reopened missed turnover', () => {
  it('starts an hour from now on the quarter hour and keeps its length, on the day it now starts', () => {
    const t = confirmed();
    const w = reopenedWindow(t, at('2026-12-01', '16:07'), tz);
    expect(w).toEqual({ date: '2026-12-01', startsAt: at('2026-12-01', '17:15'), endsAt: at('2026-12-01', '22:15') });
    expect(reopenedWindow(t, at('2026-12-01', '23:30'), tz).date).toBe('2026-12-02');
  });
});

describe('windows in 12-hour times', () => {
  it('reads the window as the app does, with the zone', () => {
    expect(windowIn12Hours(confirmed(), tz)).toEqual({ start: '11:00 AM', end: '4:00 PM CST' });
  });
});
