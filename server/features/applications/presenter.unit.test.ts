import { describe, expect, it } from 'vitest';
import { hostDisplayName, presentMyApplication, statusForCleaner } from './presenter';

describe('hostDisplayName', () => {
  it('gives the full name of a host with a paid plan', () => {
    expect(hostDisplayName({ firstName: 'Dana', lastName: 'Whitfield', subscriptionTier: 'pro' })).toBe(
      'Dana Whitfield',
    );
    expect(hostDisplayName({ firstName: 'Dana', lastName: 'Whitfield', subscriptionTier: 'premium' })).toBe(
      'Dana Whitfield',
    );
  });

  it('gives first name and last initial otherwise', () => {
    expect(hostDisplayName({ firstName: 'Dana', lastName: 'Whitfield', subscriptionTier: 'free' })).toBe('Dana W.');
    expect(hostDisplayName({ firstName: ' Li ', lastName: ' de la Cruz', subscriptionTier: 'free' })).toBe('Li D.');
    expect(hostDisplayName({ firstName: 'Ana', lastName: 'Ñúñez', subscriptionTier: 'free' })).toBe('Ana Ñ.');
  });

  it('copes with an empty last name', () => {
    expect(hostDisplayName({ firstName: 'Cher', lastName: '', subscriptionTier: 'free' })).toBe('Cher');
    expect(hostDisplayName({ firstName: 'Cher', lastName: ' ', subscriptionTier: 'pro' })).toBe('Cher');
  });
});

describe('presentMyApplication', () => {
  const row = {
    id: 'a1',
    status: 'pending' as const,
    appliedAt: new Date('2026-03-04T05:06:07Z'),
    job: {
      id: 'j1',
      propertyAddress: null,
      city: 'Austin',
      state: 'TX',
      bedrooms: 2,
      bathrooms: 1,
      squareFootage: 900,
      paymentPerTurnover: 95.5,
    },
  };

  it('names the host by the plan rule and carries no contact details', () => {
    const out = presentMyApplication({
      ...row,
      host: { firstName: 'Hal', lastName: 'Hostly', subscriptionTier: 'free' },
    });
    expect(out).toEqual({
      id: 'a1',
      status: 'pending',
      appliedAt: '2026-03-04T05:06:07.000Z',
      job: row.job,
      host: { name: 'Hal H.' },
    });
    expect(JSON.stringify(out)).not.toMatch(/email|phone|Hostly/);
  });

  it('gives a null host when there is no host profile', () => {
    expect(presentMyApplication({ ...row, host: null }).host).toBeNull();
  });
});

describe('statusForCleaner (issue 14)', () => {
  it("shows the host's private triage as pending, and a rejection only once its notification is out", () => {
    expect(statusForCleaner('pending', false)).toBe('pending');
    expect(statusForCleaner('favorite', false)).toBe('pending');
    expect(statusForCleaner('contacting', false)).toBe('pending');
    expect(statusForCleaner('rejected', true)).toBe('pending');
    expect(statusForCleaner('rejected', false)).toBe('rejected');
    expect(statusForCleaner('accepted', false)).toBe('accepted');
  });
});
