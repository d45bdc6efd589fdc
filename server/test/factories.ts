// Factories that take overrides and write real rows (or build valid request bodies).
import { randomBytes } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { CleanerRegistrationData, HostRegistrationData } from '../../core/schemas/auth';
import { createVerifiedAccount } from '../auth/create-account';
import type { Queryable } from '../db/client';
import { cleanerProfile, hostProfile } from '../db/schema';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
export const TEST_PASSWORD = 'correct-horse-battery';

// Hashing is deliberately slow (scrypt); the shared test password is hashed once per test file.
let testPasswordHash: Promise<string> | undefined;
const passwordHashOf = (password: string) =>
  password === TEST_PASSWORD ? (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : hashPassword(password);

export function buildCleanerRegistration(overrides: Partial<CleanerRegistrationData> = {}): CleanerRegistrationData {
  return {
    firstName: 'Rosa',
    lastName: 'Diaz',
    email: uniqueEmail('cleaner'),
    password: TEST_PASSWORD,
    phone: '5551234567',
    state: 'TX',
    city: 'Austin',
    experienceYears: '3-5',
    rating: 4.5,
    availability: 'Weekdays',
    bio: 'Detail oriented.',
    ...overrides,
  };
}

export function buildHostRegistration(overrides: Partial<HostRegistrationData> = {}): HostRegistrationData {
  return { firstName: 'Hal', lastName: 'Hostly', email: uniqueEmail('host'), password: TEST_PASSWORD, phone: '5559876543', ...overrides };
}

export async function createCleaner(q: Queryable, overrides: Partial<CleanerRegistrationData> = {}) {
  const data = buildCleanerRegistration(overrides);
  const userId = await createVerifiedAccount(q, { email: data.email, name: `${data.firstName} ${data.lastName}`, passwordHash: await passwordHashOf(data.password) });
  await q.insert(cleanerProfile).values({
    userId,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone,
    state: data.state,
    city: data.city,
    experienceYears: data.experienceYears,
    rating: data.rating,
  });
  return { userId, ...data };
}

export async function createHost(q: Queryable, overrides: Partial<HostRegistrationData> = {}) {
  const data = buildHostRegistration(overrides);
  const userId = await createVerifiedAccount(q, { email: data.email, name: `${data.firstName} ${data.lastName}`, passwordHash: await passwordHashOf(data.password) });
  await q.insert(hostProfile).values({ userId, email: data.email, firstName: data.firstName, lastName: data.lastName, phone: data.phone ?? null });
  return { userId, ...data };
}

/** An account with no profile (e.g. a user who never finished a wizard). */
export async function createBareUser(q: Queryable, email = uniqueEmail('bare')) {
  const userId = await createVerifiedAccount(q, { email, name: 'Bare User', passwordHash: await passwordHashOf(TEST_PASSWORD) });
  return { userId, email, password: TEST_PASSWORD };
}
