import { describe, expect, it } from 'vitest';
import { appendMember, canMove, moveMember, primaryOf, removeMember, teamRole } from './team';

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
