import { describe, expect, it } from 'vitest';
import {
  firstRecentMonth,
  hasCleanerHistory,
  hasHostHistory,
  isHostLateCancellation,
  isOnTimeStart,
  monthOf,
  recordFromCounts,
  RELIABILITY_EVENTS,
  summarizeRecord,
} from './reliability';

describe('the reliability record', () => {
  it('counts an event in its UTC month, and the recent span is this month and the 11 before it', () => {
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11-01');
    expect(monthOf(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
    expect(firstRecentMonth(new Date('2026-11-27T12:00:00Z'))).toBe('2025-12-01');
    expect(firstRecentMonth(new Date('2026-01-05T00:00:00Z'))).toBe('2025-02-01');
  });

  it('a start is on time up to 15 minutes into the window, not a second later', () => {
    const window = new Date('2026-11-27T11:00:00Z');
    expect(isOnTimeStart(new Date('2026-11-27T10:30:00Z'), window)).toBe(true);
    expect(isOnTimeStart(new Date('2026-11-27T11:15:00Z'), window)).toBe(true);
    expect(isOnTimeStart(new Date('2026-11-27T11:15:01Z'), window)).toBe(false);
  });

  it("a host's cancellation counts when the window is less than 48 hours away", () => {
    const window = new Date('2026-11-29T11:00:00Z');
    expect(isHostLateCancellation(window, new Date('2026-11-27T11:00:00Z'))).toBe(false);
    expect(isHostLateCancellation(window, new Date('2026-11-27T11:00:01Z'))).toBe(true);
  });

  it('turns counters into figures: answered in time is confirmed plus declined, starts split by time', () => {
    const r = summarizeRecord([
      { event: 'offer_confirmed', recent: 5, total: 9 },
      { event: 'offer_declined', recent: 1, total: 2 },
      { event: 'offer_lapsed', recent: 1, total: 1 },
      { event: 'confirmed_cancelled', recent: 2, total: 3 },
      { event: 'confirmed_cancelled_late', recent: 1, total: 1 },
      { event: 'started_on_time', recent: 3, total: 6 },
      { event: 'started_late', recent: 1, total: 1 },
      { event: 'turnover_completed', recent: 4, total: 7 },
      { event: 'no_show', recent: 1, total: 1 },
      { event: 'no_show_contested', recent: 1, total: 1 },
    ]);
    expect(r.recent).toMatchObject({
      answeredInTime: 6,
      confirmed: 5,
      declined: 1,
      lapsed: 1,
      cancelledAfterConfirming: 2,
      cancelledLate: 1,
      completed: 4,
      starts: 4,
      onTimeStarts: 3,
      noShows: 1,
      noShowsContested: 1,
      hostCancelledLate: 0,
    });
    expect(r.total.answeredInTime).toBe(11);
    expect(hasCleanerHistory(r.recent)).toBe(true);
    expect(hasHostHistory(r.recent)).toBe(false);
  });

  it("a host's figures, and an empty record shows nothing yet", () => {
    const host = summarizeRecord([
      { event: 'cancelled_late', recent: 0, total: 2 },
      { event: 'no_show_marked', recent: 1, total: 1 },
      { event: 'no_show_contested_against', recent: 1, total: 1 },
    ]);
    expect(host.recent).toMatchObject({ hostCancelledLate: 0, noShowsMarked: 1, noShowsMarkedContested: 1 });
    expect(host.total.hostCancelledLate).toBe(2);
    expect(hasHostHistory(host.total)).toBe(true);
    const none = summarizeRecord([]);
    expect(hasCleanerHistory(none.total)).toBe(false);
    expect(hasHostHistory(none.total)).toBe(false);
  });

  it('the record from counters in event order is the record from the same counters by name', () => {
    // A fixed pseudo-random series: every event gets a different count in each span.
    const recent = RELIABILITY_EVENTS.map((_, i) => (i * 7 + 3) % 11);
    const total = RELIABILITY_EVENTS.map((_, i) => recent[i]! + ((i * 5 + 1) % 13));
    expect(recordFromCounts(recent, total)).toEqual(
      summarizeRecord(RELIABILITY_EVENTS.map((event, i) => ({ event, recent: recent[i]!, total: total[i]! }))),
    );
    expect(recordFromCounts(recent, total).recent.answeredInTime).toBe(recent[0]! + recent[1]!);
    // Nothing counted is all zeros, as for someone with no events.
    expect(recordFromCounts([], [])).toEqual(summarizeRecord([]));
  });
});
