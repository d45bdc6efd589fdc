// An open turnover raced (issue 17), on PostgreSQL: twenty cleaners requesting at once with
// auto-accept, and the host's pick racing fresh requests, always assign exactly one cleaner.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { turnover, turnoverOffer, turnoverRequest } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createCleaner, createHost, createJob } from '../factories';
import { dateIn } from '../dates';
import { signedInClient } from '../sessions';
import { race, REPS, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const REQUESTERS = 20;

/** An unfilled turnover opened to nearby cleaners, and `n` cleaners in its state signed in. */
async function openTurnover(autoAccept: boolean, n: number) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, { state: 'NM', city: 'Taos' });
  const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
  const hostClient = await signedInClient(t.app, host);
  const made = await hostClient.post(`/api/host/jobs/${job.id}/turnovers`, {
    date: dateIn(5),
    checkoutTime: '11:00',
    checkinTime: '16:00',
  });
  expect(
    (await (await signedInClient(t.app, cleaner)).post(`/api/cleaner/turnovers/${made.body.id}/decline`, {})).status,
  ).toBe(200);
  expect((await hostClient.post(`/api/host/turnovers/${made.body.id}/open`, { autoAccept })).status).toBe(200);
  const cleaners = await Promise.all(
    Array.from({ length: n }, async () =>
      signedInClient(t.app, await createCleaner(db, { state: 'NM', city: 'Taos' })),
    ),
  );
  return { hostClient, turnoverId: made.body.id as string, cleaners };
}

async function assignedOnce(turnoverId: string) {
  const [row] = await t.database.db.select().from(turnover).where(eq(turnover.id, turnoverId));
  const accepted = await t.database.db
    .select()
    .from(turnoverRequest)
    .where(and(eq(turnoverRequest.turnoverId, turnoverId), eq(turnoverRequest.status, 'accepted')));
  const confirmed = await t.database.db
    .select()
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.status, 'confirmed')));
  expect(accepted).toHaveLength(1);
  expect(confirmed).toHaveLength(1);
  expect(row).toMatchObject({ status: 'confirmed', assignedCleanerUserId: accepted[0]!.cleanerUserId });
  expect(confirmed[0]!.cleanerUserId).toBe(accepted[0]!.cleanerUserId);
}

describe(`open turnovers raced (${REPS} runs each)`, () => {
  const LONG = 180_000;

  it(
    'twenty requests at once with auto-accept: one is assigned, the rest are 409 TURNOVER_TAKEN',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await openTurnover(true, REQUESTERS);
        const answers = await race(t.database, () =>
          Promise.all(w.cleaners.map((c) => c.post(`/api/cleaner/open-turnovers/${w.turnoverId}/request`))),
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: REQUESTERS - 1 });
        expect(answers.find((a) => a.status === 200)!.body).toEqual({ status: 'assigned' });
        for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('TURNOVER_TAKEN');
        await assignedOnce(w.turnoverId);
      }
    },
    LONG,
  );

  it(
    "the host's pick racing twenty fresh requests: one cleaner, whoever wins",
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await openTurnover(false, REQUESTERS + 1);
        const [first, ...rest] = w.cleaners;
        expect((await first!.post(`/api/cleaner/open-turnovers/${w.turnoverId}/request`)).status).toBe(200);
        const [request] = (await w.hostClient.get(`/api/host/turnovers/${w.turnoverId}/requests`)).body.requests;
        const answers = await race(t.database, () =>
          Promise.all([
            w.hostClient.post(`/api/host/turnovers/${w.turnoverId}/requests/${request.id}/accept`),
            ...rest.map((c) => c.post(`/api/cleaner/open-turnovers/${w.turnoverId}/request`)),
          ]),
        );
        expect(answers[0]!.status).toBe(200);
        // Requests before the pick are waiting, then not selected; after it they are refused.
        for (const a of answers.slice(1)) expect([200, 409]).toContain(a.status);
        await assignedOnce(w.turnoverId);
      }
    },
    LONG,
  );
});
