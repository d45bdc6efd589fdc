// Many parallel job posts by one host: never more active jobs than the plan allows. The post
// locks the host's profile row, so each post counts what the ones before it committed.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LIMITS, type PlanTier } from '@core/plans';
import { job } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { buildJobInput, createHost, createJob } from '../factories';
import { race, REPS, signedIn, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const activeJobs = (hostUserId: string) => t.database.db.select().from(job).where(and(eq(job.hostUserId, hostUserId), eq(job.status, 'active')));

describe(`the plan's job limit under parallel posts (${REPS} runs per plan)`, () => {
  it.each([
    ['free', 0, 6],
    ['pro', 0, 8],
    ['pro', 2, 6],
    ['premium', 7, 8],
  ] as [PlanTier, number, number][])('a %s host with %i active jobs posting %i at once ends at the limit, never past it', async (tier, existing, parallel) => {
    const max = JOB_LIMITS[tier];
    for (let rep = 0; rep < REPS; rep++) {
      const host = await createHost(t.database.db, { subscriptionTier: tier });
      for (let i = 0; i < existing; i++) await createJob(t.database.db, host.userId);
      const client = await signedIn(t.app, host.email);

      const answers = await race(t.database, () => Promise.all(Array.from({ length: parallel }, (_, i) => client.post('/api/host/jobs', buildJobInput({ city: `Town ${i}` })))));
      const allowed = max - existing;
      expect(tally(answers.map((a) => a.status))).toEqual({ 201: allowed, 403: parallel - allowed });
      for (const a of answers.filter((x) => x.status === 403)) expect(a.body.error.code).toBe('JOB_LIMIT_REACHED');
      expect(await activeJobs(host.userId)).toHaveLength(max);
    }
  }, (REPS + 2) * 8_000);
});
