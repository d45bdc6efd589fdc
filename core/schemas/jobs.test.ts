import { describe, expect, it } from 'vitest';
import { jobs as text } from '../messages/en/jobs';
import { jobLimits, JOB_LIMITS, maxJobsFor } from '../plans';
import { earliestUsToday, JobInput, makeJobInput } from './jobs';

const v = text.validation;
const today = '2030-06-15';
const schema = makeJobInput(today);
const valid = {
  state: 'TX',
  city: 'Austin',
  zip: '78701',
  bedrooms: '2',
  bathrooms: '1',
  squareFootage: '900',
  paymentPerTurnover: '80',
  startDate: today,
  amenities: [],
  isRecurring: false,
};

/** The message the schema gives for one field of an otherwise valid form. */
function messageFor(field: string, value: unknown): string | undefined {
  const result = schema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path[0] === field)?.message;
}

describe('job form schema messages (spec §5)', () => {
  it.each([
    ['state', '', v.stateRequired],
    ['state', 'ZZ', v.stateRequired],
    ['city', '', v.cityRequired],
    ['city', '   ', v.cityRequired],
    ['zip', '', 'ZIP code is required'],
    ['zip', '7870', 'Enter a 5-digit ZIP code'],
    ['bedrooms', '', v.bedroomsRequired],
    ['bedrooms', '0', v.bedroomsInvalid],
    ['bedrooms', 'abc', v.bedroomsInvalid],
    ['bedrooms', '1.5', v.bedroomsInvalid],
    ['bathrooms', undefined, v.bathroomsRequired],
    ['bathrooms', '-1', v.bathroomsInvalid],
    ['squareFootage', '', v.squareFootageRequired],
    ['squareFootage', '0', v.squareFootageInvalid],
    ['paymentPerTurnover', '', v.paymentRequired],
    ['paymentPerTurnover', '0', v.paymentInvalid],
    ['paymentPerTurnover', 'free', v.paymentInvalid],
    ['startDate', '', v.startDateRequired],
    ['startDate', '2030-06-14', v.startDateInPast],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageFor(field, value)).toBe(message);
  });

  it('accepts a valid form, today included, and normalises it', () => {
    const out = schema.parse({
      ...valid,
      paymentPerTurnover: '80.456',
      propertyAddress: '  ',
      propertyNotes: '',
      amenities: ['hot_tub', 'hot_tub'],
    });
    expect(out).toMatchObject({
      bedrooms: 2,
      paymentPerTurnover: 80.46,
      propertyAddress: undefined,
      propertyNotes: undefined,
      amenities: ['hot_tub'],
      startDate: today,
    });
    expect(schema.safeParse({ ...valid, paymentPerTurnover: '0.01' }).success).toBe(true);
  });

  it('refuses unknown amenities', () => {
    expect(schema.safeParse({ ...valid, amenities: ['sauna'] }).success).toBe(false);
  });

  it("on the server, allows the earliest US 'today' (American Samoa) and nothing before it", () => {
    const earliest = earliestUsToday();
    expect(JobInput.safeParse({ ...valid, startDate: earliest }).success).toBe(true);
    const before = new Date(`${earliest}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const result = JobInput.safeParse({ ...valid, startDate: before.toISOString().slice(0, 10) });
    expect(result.error?.issues[0]).toMatchObject({ path: ['startDate'], message: v.startDateInPast });
  });

  it('earliestUsToday is UTC-11', () => {
    expect(earliestUsToday(new Date('2030-01-02T10:59:00Z'))).toBe('2030-01-01');
    expect(earliestUsToday(new Date('2030-01-02T11:00:00Z'))).toBe('2030-01-02');
  });
});

describe('plan limits (spec §6, §9)', () => {
  it('free 1, pro 3, premium 10; an unknown tier counts as free', () => {
    expect(JOB_LIMITS).toEqual({ free: 1, pro: 3, premium: 10 });
    expect(maxJobsFor('gold')).toBe(1);
    expect(maxJobsFor(null)).toBe(1);
  });

  it('allows posting only below the maximum', () => {
    expect(jobLimits('pro', 2)).toEqual({
      currentJobCount: 2,
      maxJobs: 3,
      canPostNewJob: true,
      subscriptionTier: 'pro',
    });
    expect(jobLimits('pro', 3).canPostNewJob).toBe(false);
    expect(jobLimits('premium', 10).canPostNewJob).toBe(false);
    expect(jobLimits('weird', 0)).toEqual({
      currentJobCount: 0,
      maxJobs: 1,
      canPostNewJob: true,
      subscriptionTier: 'free',
    });
  });
});
