import { describe, expect, it } from 'vitest';
import { allowedActions, APPLICATION_ACTIONS, canTransition, isApplicationAction, nextStatus, type ApplicationAction } from './application-status';
import { APPLICATION_STATUSES, type ApplicationStatus } from './schemas/applications';

// The whole graph written out as a table: every (status, action) pair not listed here is refused.
const ALLOWED: Record<ApplicationStatus, Partial<Record<ApplicationAction, ApplicationStatus>>> = {
  pending: { favorite: 'favorite', reject: 'rejected', contact: 'contacting', hire: 'accepted' },
  favorite: { unfavorite: 'pending', reject: 'rejected', contact: 'contacting', hire: 'accepted' },
  rejected: { unreject: 'pending', favorite: 'favorite' },
  contacting: { reject: 'rejected', hire: 'accepted' },
  accepted: {},
};

const pairs = APPLICATION_STATUSES.flatMap((status) => APPLICATION_ACTIONS.map((action) => [status, action] as const));

describe('application status graph', () => {
  it.each(pairs.filter(([s, a]) => ALLOWED[s][a]))('allows %s --%s-->', (status, action) => {
    expect(canTransition(status, action)).toBe(true);
    expect(nextStatus(status, action)).toBe(ALLOWED[status][action]);
  });

  it.each(pairs.filter(([s, a]) => !ALLOWED[s][a]))('refuses %s --%s-->', (status, action) => {
    expect(canTransition(status, action)).toBe(false);
    expect(nextStatus(status, action)).toBeNull();
  });

  it('covers all 30 pairs: 12 allowed, 18 refused', () => {
    expect(pairs).toHaveLength(30);
    expect(pairs.filter(([s, a]) => canTransition(s, a))).toHaveLength(12);
  });

  it('favorite toggles with pending, reject with un-reject, and favorite <-> rejected directly', () => {
    expect(nextStatus(nextStatus('pending', 'favorite')!, 'unfavorite')).toBe('pending');
    expect(nextStatus(nextStatus('pending', 'reject')!, 'unreject')).toBe('pending');
    expect(nextStatus('favorite', 'reject')).toBe('rejected');
    expect(nextStatus('rejected', 'favorite')).toBe('favorite');
  });

  it('lists the allowed actions per status, and accepted is final', () => {
    expect(allowedActions('pending')).toEqual(['favorite', 'reject', 'contact', 'hire']);
    expect(allowedActions('accepted')).toEqual([]);
  });

  it('recognises actions', () => {
    expect(isApplicationAction('hire')).toBe(true);
    expect(isApplicationAction('accept')).toBe(false);
    expect(isApplicationAction(undefined)).toBe(false);
  });
});
