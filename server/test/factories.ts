// Factories that take overrides and write real rows (or build valid request bodies).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CleanerRegistrationData, HostRegistrationData } from '@core/schemas/auth';
import { earliestUsToday, type JobInput } from '@core/schemas/jobs';
import { defaultTimeZone } from '@core/time-zones';
import type { PlanTier } from '@core/plans';
import type { PaidPlan } from '@core/schemas/billing';
import type { App } from '../app';
import { createVerifiedAccount } from '../auth/create-account';
import type { Queryable } from '../db/client';
import { appendToTeam } from '../features/team/service';
import { application, cleanerProfile, hostProfile, job } from '../db/schema';
import { rememberingScryptHasher } from './password-hasher';
import { placeOf, zipFor } from './zips';

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
export const TEST_PASSWORD = 'correct-horse-battery';

// Hashing is deliberately slow (scrypt): each password is hashed once per worker (server/test/password-hasher.ts).
const passwordHashOf = (password: string) => rememberingScryptHasher.hash(password);

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
    homeZip: zipFor(overrides.state ?? 'TX', overrides.state ? overrides.city : (overrides.city ?? 'Austin')),
    serviceRadiusMiles: 25,
    ...overrides,
  };
}

/** A date `days` after the earliest current US date: valid as a job start date everywhere. */
export function futureDate(days = 7): string {
  const d = new Date(`${earliestUsToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A valid job form body (what the web form sends). */
export function buildJobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    propertyAddress: '12 Ocean Drive',
    city: 'Miami',
    state: 'FL',
    bedrooms: 3,
    bathrooms: 2,
    squareFootage: 1400,
    propertyNotes: 'Lockbox code in the app.',
    amenities: ['pet_friendly', 'laundry_in_unit'],
    paymentPerTurnover: 95.5,
    startDate: futureDate(),
    isRecurring: true,
    zip: zipFor(overrides.state ?? 'FL', overrides.state ? overrides.city : (overrides.city ?? 'Miami')),
    ...overrides,
  };
}

export function buildHostRegistration(overrides: Partial<HostRegistrationData> = {}): HostRegistrationData {
  return {
    firstName: 'Hal',
    lastName: 'Hostly',
    email: uniqueEmail('host'),
    password: TEST_PASSWORD,
    phone: '5559876543',
    job: buildJobInput(),
    ...overrides,
  };
}

export async function createCleaner(q: Queryable, overrides: Partial<CleanerRegistrationData> = {}) {
  const data = buildCleanerRegistration(overrides);
  const userId = await createVerifiedAccount(q, {
    email: data.email,
    name: `${data.firstName} ${data.lastName}`,
    passwordHash: await passwordHashOf(data.password),
  });
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
    // Placed only when the test gives a home ZIP: otherwise a profile as made before ZIP codes,
    // which browses every job newest first (the tests written before issue 43 expect that).
    ...(overrides.homeZip &&
      (({ latitude, longitude }) => ({ homeZip: overrides.homeZip, latitude, longitude }))(placeOf(overrides.homeZip))),
    serviceRadiusMiles: data.serviceRadiusMiles,
  });
  return { userId, ...data };
}

/** A host account and profile, on the free plan unless told (no jobs: the registration's `job` is not written; see createJob). */
export async function createHost(
  q: Queryable,
  overrides: Partial<HostRegistrationData> & { subscriptionTier?: PlanTier } = {},
) {
  const { subscriptionTier = 'free', ...rest } = overrides;
  const data = buildHostRegistration(rest);
  const userId = await createVerifiedAccount(q, {
    email: data.email,
    name: `${data.firstName} ${data.lastName}`,
    passwordHash: await passwordHashOf(data.password),
  });
  await q.insert(hostProfile).values({
    userId,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    phone: data.phone ?? null,
    subscriptionTier,
  });
  return { userId, subscriptionTier, ...data };
}

/**
 * A job row of `hostUserId` (active unless overridden), written directly past the plan limit: for
 * tests of reads. Any column can be overridden (status, createdAt...).
 */
export async function createJob(q: Queryable, hostUserId: string, overrides: Partial<typeof job.$inferInsert> = {}) {
  const input = buildJobInput();
  // Placed at a ZIP of its state (and city, where the data has it) unless told otherwise.
  const zip = overrides.zip ?? zipFor(overrides.state ?? input.state, overrides.city ?? input.city);
  const [row] = await q
    .insert(job)
    .values({
      hostUserId,
      ...input,
      ...(zip ? placeOf(zip) : {}),
      propertyAddress: input.propertyAddress ?? null,
      propertyNotes: input.propertyNotes ?? null,
      timeZone: defaultTimeZone(overrides.state ?? input.state)!,
      ...overrides,
    })
    .returning();
  return row!;
}

/** An account with no profile (e.g. a user who never finished a wizard). */
export async function createBareUser(q: Queryable, email = uniqueEmail('bare')) {
  const userId = await createVerifiedAccount(q, {
    email,
    name: 'Bare User',
    passwordHash: await passwordHashOf(TEST_PASSWORD),
  });
  return { userId, email, password: TEST_PASSWORD };
}

/** An application of a cleaner to a job (pending unless overridden), written directly. */
/** An application; one made as hired ('accepted') joins the job's team at the end, as a hire does. */
export async function createApplication(
  q: Queryable,
  jobId: string,
  cleanerUserId: string,
  overrides: Partial<typeof application.$inferInsert> = {},
) {
  const [row] = await q
    .insert(application)
    .values({ jobId, cleanerUserId, ...overrides })
    .returning();
  if (row!.status === 'accepted') await q.transaction((tx) => appendToTeam(tx, jobId, cleanerUserId));
  return row!;
}

/**
 * A cleaner with a complete profile (availability, bio; highlighted if told) who applied to `jobId`:
 * an applicant as a host sees it. `appliedAt` sets the order among applicants.
 */
export async function createApplicant(
  q: Queryable,
  jobId: string,
  overrides: Partial<CleanerRegistrationData> & {
    isHighlighted?: boolean;
    appliedAt?: Date;
    status?: (typeof application.$inferInsert)['status'];
  } = {},
) {
  const { isHighlighted = false, appliedAt, status, ...cleanerOverrides } = overrides;
  const cleaner = await createCleaner(q, cleanerOverrides);
  await q
    .update(cleanerProfile)
    .set({ availability: cleaner.availability ?? null, bio: cleaner.bio ?? null, isHighlighted })
    .where(eq(cleanerProfile.userId, cleaner.userId));
  const row = await createApplication(q, jobId, cleaner.userId, {
    ...(appliedAt ? { appliedAt } : {}),
    ...(status ? { status } : {}),
  });
  return { cleaner, application: row };
}

/**
 * Subscribes a host (pro, premium) or cleaner (highlight) for real through the test-mode payment
 * provider: a checkout, paid, whose signed events go through the webhook handler and derive the
 * plan, exactly as a user's Pay click does. (createHost's `subscriptionTier` is the shortcut that
 * writes the derived columns directly, for tests that are not about billing.)
 */
export async function subscribeForReal(app: App, account: { userId: string; email: string }, plan: PaidPlan) {
  const testMode = app.ctx.billing.testMode;
  if (!testMode) throw new Error('subscribeForReal needs the test-mode payment provider (no STRIPE_SECRET_KEY)');
  const appUrl = app.ctx.env.appUrl;
  const { url } = await app.ctx.billing.createCheckout({
    userId: account.userId,
    email: account.email,
    plan,
    successUrl: `${appUrl}/`,
    cancelUrl: `${appUrl}/`,
  });
  const sessionId = new URL(url).pathname.split('/').pop()!;
  await testMode.payCheckout(sessionId, account.userId);
  return { sessionId };
}
