import { describe, expect, it } from 'vitest';
import { APPLICANT_PREVIEW_CAP } from '../../../core/plans';
import { applyApplicantVisibility, isPaidHost } from './policy';
import { firstNameLastInitial, presentJobApplicants, type ApplicantRow } from './presenter';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));

function row(n: number, overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    jobId: 'job-1',
    status: 'pending',
    appliedAt: at(n),
    isHighlighted: false,
    cleaner: { firstName: `First${n}`, lastName: `last${n}`, city: 'Austin', state: 'TX', experienceYears: '1-3', rating: 4.5, availability: 'Weekends', bio: 'Tidy.', email: `c${n}@example.com`, phone: '5551234567' },
    ...overrides,
  };
}

describe('isPaidHost', () => {
  it.each([
    ['free', false, false],
    ['free', true, false],
    ['pro', false, false],
    ['pro', true, true],
    ['premium', false, false],
    ['premium', true, true],
  ] as const)('%s with active subscription %s -> %s', (subscriptionTier, hasActiveSubscription, paid) => {
    expect(isPaidHost({ subscriptionTier, hasActiveSubscription })).toBe(paid);
  });
  it('a missing profile is not paid', () => expect(isPaidHost(null)).toBe(false));
});

describe('applyApplicantVisibility', () => {
  it('orders highlighted first, then by applied time, and locks beyond the preview cap for a free host', () => {
    const rows = [row(1), row(2), row(3, { isHighlighted: true }), row(4), row(5), row(6), row(7, { isHighlighted: true })];
    const result = applyApplicantVisibility(rows.reverse(), false);
    expect(result.map(({ row: r }) => r.appliedAt.getUTCMinutes())).toEqual([3, 7, 1, 2, 4, 5, 6]);
    expect(result.map((r) => r.locked)).toEqual([false, false, false, false, false, true, true]);
    expect(result.filter((r) => !r.locked)).toHaveLength(APPLICANT_PREVIEW_CAP);
  });

  it('locks no one for a paid host', () => {
    const rows = Array.from({ length: 9 }, (_, i) => row(i));
    expect(applyApplicantVisibility(rows, true).every((r) => !r.locked)).toBe(true);
  });

  it('breaks exact ties by id, so the same rows always give the same order', () => {
    const a = row(2, { appliedAt: at(0) });
    const b = row(1, { appliedAt: at(0) });
    expect(applyApplicantVisibility([a, b], false).map((r) => r.row.id)).toEqual([b.id, a.id]);
  });
});

describe('presentJobApplicants', () => {
  const job = { id: 'job-1', propertyAddress: null, city: 'Austin', state: 'TX' };

  it('reduces locked applicants to a first name and last initial, with no contact details, bio or availability', () => {
    const out = presentJobApplicants(job, Array.from({ length: 7 }, (_, i) => row(i + 1)), false);
    const locked = out.applicants.filter((a) => a.locked);
    expect(locked).toHaveLength(2);
    for (const a of locked) {
      expect(Object.keys(a).sort()).toEqual(['appliedAt', 'displayName', 'id', 'isHighlighted', 'jobId', 'locked', 'status']);
    }
    expect(locked[0]).toMatchObject({ displayName: 'First6 L.' });
    expect(out.applicants[0]).toMatchObject({ locked: false, email: 'c1@example.com', phone: '5551234567', lastName: 'last1', bio: 'Tidy.' });
  });

  it('counts All, Favorites and Rejected', () => {
    const out = presentJobApplicants(job, [row(1, { status: 'favorite' }), row(2, { status: 'rejected' }), row(3, { status: 'rejected' }), row(4)], true);
    expect(out.counts).toEqual({ all: 4, favorites: 1, rejected: 2 });
  });

  it('writes the reduced name safely', () => {
    expect(firstNameLastInitial(' Rosa ', 'diaz')).toBe('Rosa D.');
    expect(firstNameLastInitial('Rosa', '')).toBe('Rosa');
    expect(firstNameLastInitial('Ana', '𝒵eta')).toBe('Ana 𝒵.');
  });
});
