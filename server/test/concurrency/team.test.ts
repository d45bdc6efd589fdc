// A job's team raced (issue 17), on PostgreSQL: a host moving members from several tabs at once
// (and removing one, and sending the held offers, meanwhile) always leaves the live positions 1..n,
// each cleaner once, and, once the offers are sent (issue 37), every upcoming unconfirmed turnover
// offered to the primary alone.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { race, REPS, signedIn } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const dateIn = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

describe(`team reordered at once (${REPS} runs)`, () => {
  it("concurrent moves, a removal and 'Send offers' leave the positions a permutation and the turnover with the primary", async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const db = t.database.db;
      const host = await createHost(db);
      const job = await createJob(db, host.userId, { state: 'TX' });
      const members: string[] = [];
      for (let i = 0; i < 4; i++)
        members.push((await createApplicant(db, job.id, { status: 'accepted' })).cleaner.userId);
      const hostClient = await signedIn(t.app, host.email);
      const made = await hostClient.post(`/api/host/jobs/${job.id}/turnovers`, {
        date: dateIn(6),
        checkoutTime: '11:00',
        checkinTime: '16:00',
      });
      expect(made.status).toBe(201);

      const calls = [
        ...members.flatMap((id) =>
          (['up', 'down'] as const).map(
            (direction) => () => hostClient.post(`/api/host/jobs/${job.id}/team/${id}/move`, { direction }),
          ),
        ),
        () => hostClient.post(`/api/host/jobs/${job.id}/team/${members[1]}/remove`, {}),
        () => hostClient.post(`/api/host/jobs/${job.id}/team/send-offers`, {}),
      ];
      const answers = await race(t.database, () => Promise.all(calls.map((call) => call())));
      // Each is done or refused for the order it met (an end, or a removed member): never a 500.
      for (const a of answers) expect([200, 404, 409]).toContain(a.status);

      const live = await db
        .select()
        .from(jobTeamMember)
        .where(and(eq(jobTeamMember.jobId, job.id), isNull(jobTeamMember.removedAt)))
        .orderBy(asc(jobTeamMember.position));
      expect(live.map((m) => m.position)).toEqual([1, 2, 3]);
      expect(new Set(live.map((m) => m.cleanerUserId)).size).toBe(3);
      expect(live.map((m) => m.cleanerUserId)).not.toContain(members[1]);

      // The changes held the offers (a send amid them may have gone out before the last one): sent now.
      expect((await hostClient.post(`/api/host/jobs/${job.id}/team/send-offers`, {})).status).toBe(200);

      const [row] = await db.select().from(turnover).where(eq(turnover.id, made.body.id));
      expect(row!.assignedCleanerUserId).toBe(live[0]!.cleanerUserId);
      const open = await db
        .select()
        .from(turnoverOffer)
        .where(and(eq(turnoverOffer.turnoverId, row!.id), eq(turnoverOffer.status, 'offered')));
      expect(open.map((o) => o.cleanerUserId)).toEqual([live[0]!.cleanerUserId]);
    }
  }, 120_000);
});
