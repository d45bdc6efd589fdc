// Many parallel applications of one cleaner to one job: exactly one is made (one row, one
// notification, one email to the host), every other answer is 409 ALREADY_APPLIED; and 50 at once
// from one signed-in client still make one row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application, notification, outboxEmail } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { applicationsFor, cleanerAndJob } from '../applications';
import { createCleaner, createHost, createJob } from '../factories';
import { race, REPS, signedIn, tally } from './support';

const PARALLEL = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`one application per cleaner and job (${REPS} runs of ${PARALLEL} parallel applies)`, () => {
  it(
    'makes exactly one, whatever the interleaving',
    async () => {
      const db = t.database.db;
      for (let rep = 0; rep < REPS; rep++) {
        const host = await createHost(db);
        const job = await createJob(db, host.userId);
        const cleaner = await createCleaner(db);
        const client = await signedIn(t.app, cleaner.email);

        const answers = await race(t.database, () =>
          Promise.all(Array.from({ length: PARALLEL }, () => client.post('/api/applications', { jobId: job.id }))),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: PARALLEL - 1 });
        for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('ALREADY_APPLIED');

        const rows = await db.select().from(application).where(eq(application.jobId, job.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]).toMatchObject({
          cleanerUserId: cleaner.userId,
          status: 'pending',
          id: answers.find((a) => a.status === 201)!.body.id,
        });
        // The side effects of the one application happened once, with it.
        expect(await db.select().from(notification).where(eq(notification.userId, host.userId))).toHaveLength(1);
        expect(await db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, host.email))).toHaveLength(1);
      }
    },
    (REPS + 2) * 8_000,
  );
});

describe('POST /api/applications', () => {
  it('50 concurrent applications by one cleaner to one job create exactly one row', async () => {
    const { job, client } = await cleanerAndJob(t);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.post('/api/applications', { jobId: job.id })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await applicationsFor(t, job.id)).toHaveLength(1);
  });
});
