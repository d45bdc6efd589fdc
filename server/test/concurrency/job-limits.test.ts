// Many parallel job posts by one host: never more active jobs than the plan allows. The post
// locks the host's profile row, so each post counts what the ones before it committed: through
// HTTP, as transactions with no HTTP in between, and for a host already at the limit. Reopening
// paused postings at once stops at the limit too.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LIMITS, type PlanTier } from '@core/plans';
import { job } from '../../db/schema';
import { createJob as createJobInTx } from '../../features/jobs/service';
import { createTestApp, type TestApp } from '../app';
import { buildJobInput, createHost, createJob } from '../factories';
import { hostJobs, signedInHost } from '../jobs';
import { signedInClient } from '../sessions';
import { race, REPS, signedIn, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const activeJobs = (hostUserId: string) =>
  t.database.db
    .select()
    .from(job)
    .where(and(eq(job.hostUserId, hostUserId), eq(job.status, 'active')));
const activeCount = async (hostUserId: string) => (await activeJobs(hostUserId)).length;

describe(`the plan's job limit under parallel posts (${REPS} runs per plan)`, () => {
  it.each([
    ['free', 0, 6],
    ['pro', 0, 8],
    ['pro', 2, 6],
    ['premium', 7, 8],
  ] as [PlanTier, number, number][])(
    'a %s host with %i active jobs posting %i at once ends at the limit, never past it',
    async (tier, existing, parallel) => {
      const max = JOB_LIMITS[tier];
      for (let rep = 0; rep < REPS; rep++) {
        const host = await createHost(t.database.db, { subscriptionTier: tier });
        for (let i = 0; i < existing; i++) await createJob(t.database.db, host.userId);
        const client = await signedIn(t.app, host.email);

        const answers = await race(t.database, () =>
          Promise.all(
            Array.from({ length: parallel }, (_, i) =>
              client.post('/api/host/jobs', buildJobInput({ city: `Town ${i}` })),
            ),
          ),
        );
        const allowed = max - existing;
        expect(tally(answers.map((a) => a.status))).toEqual({ 201: allowed, 403: parallel - allowed });
        for (const a of answers.filter((x) => x.status === 403)) expect(a.body.error.code).toBe('JOB_LIMIT_REACHED');
        expect(await activeJobs(host.userId)).toHaveLength(max);
      }
    },
    (REPS + 2) * 8_000,
  );
});

describe('plan limits', () => {
  it('20 concurrent posts by a host leave exactly the plan limit', async () => {
    for (const tier of ['free', 'pro'] as const) {
      const { host, client } = await signedInHost(t, { subscriptionTier: tier });
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => client.post('/api/host/jobs', buildJobInput({ city: `Race ${i}` }))),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(JOB_LIMITS[tier]);
      expect(statuses.filter((s) => s === 403)).toHaveLength(20 - JOB_LIMITS[tier]);
      expect(await activeCount(host.userId)).toBe(JOB_LIMITS[tier]);
    }
  });

  it('20 transactions posting at once for one host (no HTTP in between) leave exactly the limit, round after round', async () => {
    // Several rounds: the first warms the connection pool, later ones interleave tightly.
    for (let round = 0; round < 4; round++) {
      const host = await createHost(t.database.db, { subscriptionTier: 'pro' });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          t.database.db.transaction((tx) => createJobInTx(tx, host.userId, buildJobInput())),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(JOB_LIMITS.pro);
      for (const r of results)
        if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('JOB_LIMIT_REACHED');
      expect(await activeCount(host.userId)).toBe(JOB_LIMITS.pro);
    }
  });

  it('20 concurrent posts by a host already at the limit add nothing', async () => {
    const { host, client } = await signedInHost(t, { subscriptionTier: 'pro' });
    for (let i = 0; i < JOB_LIMITS.pro; i++) await createJob(t.database.db, host.userId);
    const results = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/host/jobs', buildJobInput())));
    expect(results.every((r) => r.status === 403 && r.body.error.code === 'JOB_LIMIT_REACHED')).toBe(true);
    expect(await activeCount(host.userId)).toBe(JOB_LIMITS.pro);
  });
});

describe('when a plan ends with more open jobs than the free plan allows', () => {
  it('concurrent reopens by one host never exceed the plan limit', async () => {
    const host = await createHost(t.database.db, { subscriptionTier: 'pro' });
    const client = await signedInClient(t.app, host);
    const paused = [];
    for (let i = 0; i < 8; i++) paused.push(await createJob(t.database.db, host.userId, { pausedAt: new Date() }));
    const results = await Promise.all(paused.map((j) => client.post(`/api/host/jobs/${j.id}/reopen`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 403).every((r) => r.body.error.code === 'JOB_LIMIT_REACHED')).toBe(true);
    expect((await hostJobs(client)).filter((j) => j.pausedAt === null)).toHaveLength(3);
  });
});
