import { describe, expect, it } from 'vitest';
import { IN_PROGRESS_GRACE_MS, keepUntil, LIST_KEEP_MS, offlineKindOf, stillReadable } from './offline-rules';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-27T12:00:00Z');
const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
const turnover = (startsIn: number, endsIn: number, extra: Record<string, unknown> = {}) => ({
  turnover: { status: 'confirmed', startsAt: at(startsIn), endsAt: at(endsIn) },
  startedAt: null,
  completedAt: null,
  ...extra,
});

describe('offlineKindOf', () => {
  it('names the answers kept for reading offline, and nothing else', () => {
    expect(offlineKindOf('/api/session')).toBe('session');
    expect(offlineKindOf('/api/cleaner/schedule')).toBe('schedule');
    expect(offlineKindOf('/api/cleaner/turnovers/abc')).toBe('turnover');
    expect(offlineKindOf('/api/cleaner/turnovers/abc/access')).toBe('access');
    for (const other of ['/api/cleaner/turnovers/abc/tasks/x', '/api/host/turnovers/abc', '/api/notifications', '/'])
      expect(offlineKindOf(other)).toBeNull();
  });
});

describe('keepUntil', () => {
  it('keeps a confirmed turnover from 48 hours before its window until the window ends', () => {
    expect(keepUntil('turnover', turnover(47, 52), now)).toBe(now + 52 * HOUR);
    expect(keepUntil('turnover', turnover(49, 54), now)).toBeNull();
    expect(keepUntil('turnover', turnover(-3, 2), now)).toBe(now + 2 * HOUR);
    expect(keepUntil('turnover', turnover(-8, -1), now)).toBeNull();
  });

  it('keeps the turnover in progress for a day past its window, and never a completed or unconfirmed one', () => {
    expect(keepUntil('turnover', turnover(-8, -1, { startedAt: at(-7) }), now)).toBe(now - HOUR + IN_PROGRESS_GRACE_MS);
    expect(keepUntil('turnover', turnover(-8, -1, { startedAt: at(-7), completedAt: at(-2) }), now)).toBeNull();
    const offered = turnover(5, 10);
    offered.turnover.status = 'scheduled';
    expect(keepUntil('turnover', offered, now)).toBeNull();
    expect(keepUntil('turnover', { nonsense: true }, now)).toBeNull();
    expect(keepUntil('turnover', null, now)).toBeNull();
  });

  it('keeps the access instructions only until their window closes', () => {
    expect(keepUntil('access', { accessInstructions: 'Gate 12', closesAt: at(3) }, now)).toBe(now + 3 * HOUR);
    expect(keepUntil('access', { accessInstructions: 'Gate 12', closesAt: at(0) }, now)).toBeNull();
    expect(keepUntil('access', { accessInstructions: 'Gate 12' }, now)).toBeNull();
  });

  it('keeps the schedule and the session for 48 hours', () => {
    expect(keepUntil('schedule', { upcoming: [] }, now)).toBe(now + LIST_KEEP_MS);
    expect(keepUntil('session', { user: null }, now)).toBe(now + LIST_KEEP_MS);
  });
});

describe('stillReadable', () => {
  it('reads a kept answer only before its keep-until time; a missing or bad header never', () => {
    expect(stillReadable(String(now + 1), now)).toBe(true);
    expect(stillReadable(String(now), now)).toBe(false);
    expect(stillReadable(null, now)).toBe(false);
    expect(stillReadable('soon', now)).toBe(false);
  });
});
