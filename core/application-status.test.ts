import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  APPLICATION_ACTIONS,
  canTransition,
  isActionAvailable,
  nextStatus,
  shownActions,
  statusLabel,
  unavailableActions,
  unavailableReason,
  type ApplicationAction,
} from './application-status';
import { applicants as applicantsText } from './messages/en/applicants';
import { format } from './messages/format';
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
});

describe('labels and unavailable controls (issue 14)', () => {
  it('gives each status one label, the one the badge shows, and the toast uses it', () => {
    expect(APPLICATION_STATUSES.map(statusLabel)).toEqual(['Pending', 'Favorite', 'Rejected', 'Hired', 'Contacting']);
    expect(format(applicantsText.toast.updatedDescription, { status: statusLabel('accepted') })).toBe(
      'Application status changed to "Hired".',
    );
  });

  it('explains every control a card shows but cannot use, and offers Contact (a mail draft) whatever the status', () => {
    for (const status of APPLICATION_STATUSES) {
      expect(isActionAvailable(status, 'contact')).toBe(true);
      const unavailable = unavailableActions(status);
      for (const action of shownActions(status))
        expect(isActionAvailable(status, action)).toBe(!unavailable.includes(action));
      if (unavailable.length) expect(unavailableReason(status)).toEqual(expect.any(String));
      else expect(unavailableReason(status)).toBeNull();
    }
    expect(unavailableActions('contacting')).toEqual(['favorite']);
    expect(unavailableActions('accepted')).toEqual(['favorite', 'reject', 'hire']);
    expect(unavailableActions('rejected')).toEqual(['hire']);
    expect(unavailableReason('accepted')).toBe(applicantsText.unavailable.accepted);
  });
});
