import { describe, expect, it } from 'vitest';
import { errors } from '../messages/en/errors';
import { CleanerRegistrationData, HostRegistrationData } from './auth';
import { SendQuoteInput } from './calculator';
import { UpdateCleanerProfileInput } from './cleaner';
import { SetupHostProfileInput, UpdateHostProfileInput } from './host';
import { hasLinkOrEmail } from './person-name';

const LINKS_AND_EMAILS = [
  'Win a prize at https://evil.example',
  'http://x.co',
  'Call me: bob@example.com',
  'Sam @ evil',
  'www.cheap-pills',
  'visit evil.com now',
  'bit.ly/abc',
  'EVIL.COM',
  'evil\uff0ecom', // a full-width dot
  'ftp://files',
];
const NAMES = [
  'Sam Rivera',
  "Seán O'Brien-Núñez",
  'J.R.R. Tolkien',
  'J.Smith',
  'Mary St.Clair',
  'Dr. Co Lee',
  '李小龍',
  'Ana María',
  'Jean-Luc',
  'Mr. T',
];

describe('names hold no links or email addresses', () => {
  it('finds links and email addresses', () => {
    for (const text of LINKS_AND_EMAILS) expect(hasLinkOrEmail(text), text).toBe(true);
  });

  it('lets real names through, initials and dots included', () => {
    for (const text of NAMES) expect(hasLinkOrEmail(text), text).toBe(false);
  });

  it('is the rule of every name field: the quote, sign-up of hosts and cleaners, profiles; with the catalog message on the field', () => {
    const refusedAt = (
      result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } },
      field: string,
    ) => result.error?.issues.find((i) => i.path.join('.') === field)?.message;
    const link = 'Sam from evil.com';
    expect(refusedAt(SendQuoteInput.safeParse({ email: 'a@example.com', name: link }), 'name')).toBe(
      errors.nameLinkOrEmail,
    );
    expect(SendQuoteInput.safeParse({ email: 'a@example.com', name: 'Sam Rivera' }).success).toBe(true);
    expect(refusedAt(CleanerRegistrationData.safeParse({ firstName: link }), 'firstName')).toBe(errors.nameLinkOrEmail);
    expect(refusedAt(HostRegistrationData.safeParse({ lastName: 'x@y.z' }), 'lastName')).toBe(errors.nameLinkOrEmail);
    expect(refusedAt(UpdateCleanerProfileInput.safeParse({ firstName: link }), 'firstName')).toBe(
      errors.nameLinkOrEmail,
    );
    expect(refusedAt(UpdateHostProfileInput.safeParse({ firstName: link, lastName: 'Lee' }), 'firstName')).toBe(
      errors.nameLinkOrEmail,
    );
    expect(
      refusedAt(SetupHostProfileInput.safeParse({ firstName: 'Sam', lastName: 'https://evil.example' }), 'lastName'),
    ).toBe(errors.nameLinkOrEmail);
    expect(UpdateHostProfileInput.safeParse({ firstName: 'Sam', lastName: 'St.Clair' }).success).toBe(true);
  });
});
