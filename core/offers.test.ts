import { describe, expect, it } from 'vitest';
import { coverState, isLateCancellation, nextInChain, offerDeadline, unfilledRealertAt } from './offers';

const HOUR = 60 * 60 * 1000;
const now = new Date('2026-12-01T12:00:00Z');
const inHours = (h: number) => new Date(now.getTime() + h * HOUR);

describe('offerDeadline', () => {
  it('gives the response time when the window is far off', () => {
    expect(offerDeadline(now, inHours(24 * 6), 12)).toEqual(inHours(12));
  });
  it('never runs later than 24 hours before the window', () => {
    expect(offerDeadline(now, inHours(30), 12)).toEqual(inHours(6));
    expect(offerDeadline(now, inHours(24 * 3), 72)).toEqual(inHours(48));
  });
  it('gives a short-notice turnover an hour (or its response time, if shorter), never past the start', () => {
    expect(offerDeadline(now, inHours(10), 12)).toEqual(inHours(1));
    expect(offerDeadline(now, inHours(0.5), 12)).toEqual(inHours(0.5));
    expect(offerDeadline(now, inHours(24), 12)).toEqual(inHours(1));
  });
});

describe('nextInChain', () => {
  const team = ['ana', 'ben', 'cy'];
  it('starts with the primary', () => expect(nextInChain(team, [])).toBe('ana'));
  it('skips whoever declined, let it lapse or cancelled, in team order', () => {
    expect(nextInChain(team, [{ cleanerUserId: 'ana', status: 'declined' }])).toBe('ben');
    expect(
      nextInChain(team, [
        { cleanerUserId: 'ana', status: 'declined' },
        { cleanerUserId: 'ben', status: 'expired' },
      ]),
    ).toBe('cy');
    expect(nextInChain(team, [{ cleanerUserId: 'ben', status: 'cancelled' }])).toBe('ana');
  });
  it('does not count a withdrawn offer against anyone', () => {
    expect(nextInChain(team, [{ cleanerUserId: 'ana', status: 'withdrawn' }])).toBe('ana');
  });
  it('is exhausted when everyone said no, or with no team', () => {
    expect(
      nextInChain(
        team,
        team.map((id) => ({ cleanerUserId: id, status: 'declined' as const })),
      ),
    ).toBeNull();
    expect(nextInChain([], [])).toBeNull();
  });
});

describe('cancellations and alerts', () => {
  it('a cancellation under 24 hours ahead is late', () => {
    expect(isLateCancellation(inHours(23.9), now)).toBe(true);
    expect(isLateCancellation(inHours(24), now)).toBe(false);
  });
  it('realerts 24 hours before the window', () => expect(unfilledRealertAt(inHours(50))).toEqual(inHours(26)));
});

describe('coverState', () => {
  const base = { status: 'scheduled' as const, openOffer: false, unfilledAt: null, openedAt: null };
  it('names each state', () => {
    expect(coverState({ ...base, openOffer: true })).toBe('offered');
    expect(coverState({ ...base, unfilledAt: now })).toBe('unfilled');
    expect(coverState({ ...base, unfilledAt: now, openedAt: now })).toBe('open');
    expect(coverState(base)).toBe('unassigned');
    expect(coverState({ ...base, status: 'confirmed' })).toBe('confirmed');
    expect(coverState({ ...base, status: 'cancelled' })).toBe('cancelled');
  });
});
