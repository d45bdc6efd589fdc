import { describe, expect, it } from 'vitest';
import {
  appendMember,
  canMove,
  moveMember,
  OFFER_GRACE_MINUTES,
  offersHeld,
  offersHeldUntil,
  primaryOf,
  removeMember,
  teamRole,
} from './team';

const team = ['ana', 'ben', 'cy'];

describe('team order', () => {
  it('the first member is the primary; an empty team has none', () => {
    expect(primaryOf(team)).toBe('ana');
    expect(primaryOf([])).toBeNull();
    expect(teamRole(0)).toEqual({ kind: 'primary' });
    expect(teamRole(2)).toEqual({ kind: 'backup', number: 2 });
  });

  it('moves a member one place up or down', () => {
    expect(moveMember(team, 'ben', 'up')).toEqual(['ben', 'ana', 'cy']);
    expect(moveMember(team, 'ben', 'down')).toEqual(['ana', 'cy', 'ben']);
    expect(team).toEqual(['ana', 'ben', 'cy']);
  });

  it('refuses moves past the ends and of non-members', () => {
    expect(canMove(team, 'ana', 'up')).toBe(false);
    expect(canMove(team, 'cy', 'down')).toBe(false);
    expect(moveMember(team, 'ana', 'up')).toBeNull();
    expect(moveMember(team, 'cy', 'down')).toBeNull();
    expect(moveMember(team, 'zed', 'up')).toBeNull();
    expect(moveMember(['solo'], 'solo', 'down')).toBeNull();
  });

  it('removal closes the gap; adding back goes to the end', () => {
    const without = removeMember(team, 'ana')!;
    expect(without).toEqual(['ben', 'cy']);
    expect(primaryOf(without)).toBe('ben');
    expect(removeMember(team, 'zed')).toBeNull();
    expect(appendMember(without, 'ana')).toEqual(['ben', 'cy', 'ana']);
    expect(appendMember(team, 'ana')).toBeNull();
  });
});

describe('offers held after a team change', () => {
  const now = new Date('2026-11-27T15:30:00Z');

  it('wait a 15-minute grace from the change', () => {
    expect(OFFER_GRACE_MINUTES).toBe(15);
    expect(offersHeldUntil(now).toISOString()).toBe('2026-11-27T15:45:00.000Z');
  });

  it('hold until the grace runs out, and not a moment after; nothing held is nothing held', () => {
    const until = offersHeldUntil(now);
    expect(offersHeld(until, now)).toBe(true);
    expect(offersHeld(until.toISOString(), new Date(until.getTime() - 1))).toBe(true);
    expect(offersHeld(until, until)).toBe(false);
    expect(offersHeld(until, new Date(until.getTime() + 60_000))).toBe(false);
    expect(offersHeld(null, now)).toBe(false);
  });

  it('each further change starts the grace again', () => {
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(offersHeldUntil(later).getTime() - offersHeldUntil(now).getTime()).toBe(10 * 60_000);
    expect(offersHeld(offersHeldUntil(later), new Date(offersHeldUntil(now).getTime() + 1))).toBe(true);
  });
});
