// The cleaner journey's contracts: the spec's messages and the fields a cleaner may not set.
import { describe, expect, it } from 'vitest';
import { cleaner as text } from '../messages/en/cleaner';
import { ApplyInput, UserIdField } from './applications';
import { BROWSE_PAGE_SIZE, BrowseJobsQuery } from './browse';
import { UpdateCleanerProfileInput } from './cleaner';

const v = text.applicationValidation;
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('ApplyInput', () => {
  it('accepts a UUID', () => {
    expect(ApplyInput.parse({ jobId: ' 0b8e6c4a-3f7d-4c1e-9a2b-5d6e7f8a9b0c ' })).toEqual({
      jobId: '0b8e6c4a-3f7d-4c1e-9a2b-5d6e7f8a9b0c',
    });
  });

  it.each([
    [{}, v.missingFields],
    [{ jobId: null }, v.missingFields],
    [{ jobId: '  ' }, v.missingFields],
    [{ jobId: 7 }, v.invalidJobId],
    [{ jobId: 'abc' }, v.jobIdNotUuid],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(ApplyInput.safeParse(input))).toBe(message);
  });

  it('has user id messages too', () => {
    expect(firstMessage(UserIdField.safeParse('nope'))).toBe(v.userIdNotUuid);
    expect(firstMessage(UserIdField.safeParse(3))).toBe(v.invalidUserId);
  });
});

describe('UpdateCleanerProfileInput', () => {
  const valid = {
    firstName: 'Rosa',
    lastName: 'Diaz',
    phone: '5551234567',
    state: 'TX',
    city: 'Austin',
    homeZip: '78701',
    experienceYears: '1-3',
  };

  it('accepts the editable fields, optional notes included', () => {
    expect(UpdateCleanerProfileInput.parse({ ...valid, availability: ' Weekends ', bio: null })).toMatchObject({
      availability: 'Weekends',
      bio: null,
    });
  });

  it.each(['rating', 'isHighlighted', 'is_highlighted', 'email', 'userId'])('refuses %s', (key) => {
    expect(UpdateCleanerProfileInput.safeParse({ ...valid, [key]: 5 }).success).toBe(false);
  });

  it('uses the sign-up rules for phone, state and experience', () => {
    expect(UpdateCleanerProfileInput.safeParse({ ...valid, phone: '(555) 123-4567' }).success).toBe(false);
    expect(UpdateCleanerProfileInput.safeParse({ ...valid, state: 'tx' }).success).toBe(false);
    expect(UpdateCleanerProfileInput.safeParse({ ...valid, experienceYears: '10' }).success).toBe(false);
  });
});

describe('BrowseJobsQuery', () => {
  it('defaults the page size and treats blanks as no filter', () => {
    expect(BrowseJobsQuery.parse({ city: '  ', state: '' })).toEqual({ limit: BROWSE_PAGE_SIZE });
    expect(BrowseJobsQuery.parse({ city: ' Austin ', state: 'TX', limit: '5' })).toEqual({
      city: 'Austin',
      state: 'TX',
      limit: 5,
    });
  });

  it('refuses a state that is not a code and an oversized page', () => {
    expect(BrowseJobsQuery.safeParse({ state: 'Texas' }).success).toBe(false);
    expect(BrowseJobsQuery.safeParse({ limit: '500' }).success).toBe(false);
  });
});

describe('cleaner catalog', () => {
  it('keeps the spec texts word for word', () => {
    expect(text.apply).toMatchObject({
      successTitle: 'Application Submitted!',
      successDescription: 'Your application has been sent to the host.',
      alreadyAppliedTitle: 'Already Applied',
      alreadyAppliedDescription: 'You have already applied for this job.',
      failedTitle: 'Application Failed',
      jobNotFound: 'Job not found or user profile incomplete.',
    });
    expect(text.access).toMatchObject({
      deniedTitle: 'Access Denied',
      deniedDescription: 'You must complete your cleaner profile to browse jobs.',
    });
    expect(text.applications.empty).toBe("You haven't applied to any jobs yet.");
    expect(text.browse).toMatchObject({
      title: 'Browse Cleaning Jobs',
      allStates: 'All States',
      apply: 'Apply Now',
      applying: 'Applying...',
      applied: 'Applied',
    });
  });
});
