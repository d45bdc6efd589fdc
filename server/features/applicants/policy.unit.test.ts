import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPLICANT_PREVIEW_CAP } from '@core/plans';
import { applyApplicantVisibility } from './policy';
import { presentJobApplicants, type ApplicantRow } from './presenter';

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute));

function row(n: number, overrides: Partial<ApplicantRow> = {}): ApplicantRow {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    jobId: 'job-1',
    status: 'pending',
    appliedAt: at(n),
    isHighlighted: false,
    cleaner: {
      userId: `user-${n}`,
      firstName: `First${n}`,
      lastName: `last${n}`,
      city: 'Austin',
      state: 'TX',
      experienceYears: '1-3',
      rating: 4.5,
      availability: 'Weekends',
      bio: 'Tidy.',
      email: `c${n}@example.com`,
      phone: '5551234567',
    },
    ...overrides,
  };
}

describe('applyApplicantVisibility', () => {
  it('orders highlighted first, then by applied time, and locks all but the first five to apply for a free host', () => {
    const rows = [
      row(1),
      row(2),
      row(3, { isHighlighted: true }),
      row(4),
      row(5),
      row(6),
      row(7, { isHighlighted: true }),
    ];
    const result = applyApplicantVisibility(rows.reverse(), false);
    expect(result.map(({ row: r }) => r.appliedAt.getUTCMinutes())).toEqual([3, 7, 1, 2, 4, 5, 6]);
    // 7 is listed second but applied last but one: highlighting moves it up, it does not unlock it.
    expect(result.map((r) => r.locked)).toEqual([false, true, false, false, false, false, true]);
    expect(result.filter((r) => !r.locked)).toHaveLength(APPLICANT_PREVIEW_CAP);
  });

  it('issue 14: five normal applicants then a highlighted sixth: the five stay unlocked, the sixth is listed first and locked', () => {
    const five = Array.from({ length: 5 }, (_, i) => row(i + 1));
    const before = applyApplicantVisibility(five, false);
    expect(before.every((r) => !r.locked)).toBe(true);
    const after = applyApplicantVisibility([...five, row(6, { isHighlighted: true })], false);
    expect(after[0]).toMatchObject({ row: { id: row(6).id }, locked: true });
    expect(after.slice(1).map((r) => [r.row.id, r.locked])).toEqual(five.map((r) => [r.id, false]));
  });

  it('for every order of arrival and highlighting, a free host sees exactly the first five to apply, and a new applicant never locks one seen', () => {
    // Each applicant: minutes after the previous one (0 = same instant, ties broken by id) and highlighted or not.
    const arrivals = fc.array(fc.record({ gap: fc.integer({ min: 0, max: 3 }), isHighlighted: fc.boolean() }), {
      maxLength: 14,
    });
    fc.assert(
      fc.property(arrivals, fc.integer({ min: 0, max: 2 ** 31 - 1 }), (list, shuffleSeed) => {
        let minute = 0;
        const rows = list.map((a, i) => {
          minute += a.gap;
          // Ids in reverse of arrival, so an exact tie must fall back to the id, not the arrival index.
          return row(100 - i, { appliedAt: at(minute), isHighlighted: a.isHighlighted });
        });
        const byApplication = [...rows].sort(
          (a, b) => a.appliedAt.getTime() - b.appliedAt.getTime() || (a.id < b.id ? -1 : 1),
        );
        const firstFive = new Set(byApplication.slice(0, APPLICANT_PREVIEW_CAP).map((r) => r.id));
        // The input order must not matter either: a deterministic shuffle.
        const shuffled = [...rows].sort(
          (a, b) =>
            ((Number(a.id.slice(-3)) * 7919 + shuffleSeed) % 101) -
            ((Number(b.id.slice(-3)) * 7919 + shuffleSeed) % 101),
        );
        const result = applyApplicantVisibility(shuffled, false);
        expect(new Set(result.filter((r) => !r.locked).map((r) => r.row.id))).toEqual(firstFive);
        // Highlighted first in the display order.
        const flags = result.map((r) => r.row.isHighlighted);
        expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
        // Stability: every prefix's unlocked applicants stay unlocked as later ones arrive.
        for (let n = 0; n <= byApplication.length; n++) {
          const earlier = applyApplicantVisibility(byApplication.slice(0, n), false)
            .filter((r) => !r.locked)
            .map((r) => r.row.id);
          const now = new Set(result.filter((r) => !r.locked).map((r) => r.row.id));
          for (const id of earlier) expect(now.has(id)).toBe(true);
        }
      }),
      { seed: 42, numRuns: 300 },
    );
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
    const out = presentJobApplicants(
      job,
      Array.from({ length: 7 }, (_, i) => row(i + 1)),
      false,
      0,
    );
    const locked = out.applicants.filter((a) => a.locked);
    expect(locked).toHaveLength(2);
    for (const a of locked) {
      expect(Object.keys(a).sort()).toEqual([
        'appliedAt',
        'displayName',
        'id',
        'isHighlighted',
        'jobId',
        'locked',
        'status',
      ]);
    }
    expect(locked[0]).toMatchObject({ displayName: 'First6 L.' });
    expect(out.applicants[0]).toMatchObject({
      locked: false,
      email: 'c1@example.com',
      phone: '5551234567',
      lastName: 'last1',
      bio: 'Tidy.',
    });
  });

  it('counts All, Favorites and Rejected', () => {
    const out = presentJobApplicants(
      job,
      [row(1, { status: 'favorite' }), row(2, { status: 'rejected' }), row(3, { status: 'rejected' }), row(4)],
      true,
      0,
    );
    expect(out.counts).toEqual({ all: 4, favorites: 1, rejected: 2 });
  });
});
