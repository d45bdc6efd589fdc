import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { formatRelativeTime } from './relative-time';

const MIN = 60_000;
const HOUR = 60 * MIN;
const words = { justNow: en.notifications.justNow };
const zone = { timeZone: 'America/New_York' };
// 3:00 PM in New York on Friday, Nov 27, 2026.
const now = Date.parse('2026-11-27T20:00:00.000Z');
const at = (ms: number) => new Date(now - ms).toISOString();
const read = (ms: number, from = now) => formatRelativeTime(at(ms + now - from), from, words, zone);

describe('when a notification arrived, in words', () => {
  it('reads "just now" in its first minute, and when the viewer’s clock runs behind', () => {
    expect(read(0)).toBe('just now');
    expect(read(59_000)).toBe('just now');
    expect(read(-3 * MIN)).toBe('just now');
  });

  it('reads minutes within the hour and hours within the day', () => {
    expect(read(MIN)).toBe('1 minute ago');
    expect(read(5 * MIN + 30_000)).toBe('5 minutes ago');
    expect(read(59 * MIN)).toBe('59 minutes ago');
    expect(read(HOUR)).toBe('1 hour ago');
    expect(read(14 * HOUR)).toBe('14 hours ago'); // 1 AM the same day
  });

  it('reads "yesterday" and days by the calendar, not by 24 hours', () => {
    expect(read(15 * HOUR + MIN)).toBe('yesterday'); // 11:59 PM the day before
    expect(read(38 * HOUR)).toBe('yesterday'); // 1 AM the day before
    expect(read(40 * HOUR)).toBe('2 days ago'); // 11 PM two days before
    expect(read(2 * 24 * HOUR)).toBe('2 days ago');
    expect(read(6 * 24 * HOUR)).toBe('6 days ago');
  });

  it('reads hours, not "yesterday", just after midnight', () => {
    const justAfterMidnight = Date.parse('2026-11-27T05:30:00.000Z'); // 12:30 AM in New York
    expect(read(2 * HOUR, justAfterMidnight)).toBe('2 hours ago');
    expect(read(7 * HOUR, justAfterMidnight)).toBe('yesterday');
  });

  it('reads the date from a week back, with the year when it is another', () => {
    expect(read(7 * 24 * HOUR)).toBe('Nov 20');
    expect(formatRelativeTime('2025-12-24T15:00:00.000Z', now, words, zone)).toBe('Dec 24, 2025');
  });
});
