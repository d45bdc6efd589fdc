// Shared by the tests of a host's applicants (server/features/applicants, server/test/concurrency):
// a host with a job and applicants who applied a minute apart, and the bell a cleaner reads.
import { expect } from 'vitest';
import type { PlanTier } from '@core/plans';
import type { TestApp } from './app';
import { createApplicant, createHost, createJob } from './factories';
import { signedInClient } from './sessions';

/** A fixed instant, `n` minutes past noon on 1 June 2025: applied and created times in order. */
export const minute = (n: number) => new Date(Date.UTC(2025, 5, 1, 12, n));

/** A host (free unless told) with one job and `count` applicants who applied a minute apart, signed in. */
export async function hostWithApplicants(
  t: TestApp,
  count: number,
  options: { tier?: PlanTier; highlighted?: number[] } = {},
) {
  const host = await createHost(t.database.db, { subscriptionTier: options.tier ?? 'free' });
  const job = await createJob(t.database.db, host.userId);
  const applicants = [];
  for (let i = 0; i < count; i++) {
    applicants.push(
      await createApplicant(t.database.db, job.id, {
        firstName: `Cleaner${i}`,
        lastName: `Surname${i}`,
        appliedAt: minute(i),
        isHighlighted: options.highlighted?.includes(i) ?? false,
      }),
    );
  }
  return { host, job, applicants, client: await signedInClient(t.app, host) };
}

/** The cleaner's bell, as their client reads it. */
export async function bell(t: TestApp, cleaner: { userId: string }) {
  const res = await (await signedInClient(t.app, cleaner)).get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body.notifications as { title: string; message: string }[];
}
