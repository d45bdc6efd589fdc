// The backup chain raced (issue 17), on PostgreSQL: a cleaner's "Can't make it" arriving while the
// offer's deadline is run, two servers running the same deadline at once, and two running the
// deadlines of one job's turnovers (lapsed together, issue 35) end in one outcome each: the next
// team member holds the one open offer, nobody is skipped, the host hears once per run at most; the
// team asked together near the window (issue 37) and two confirming at once give it to one.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, turnover, turnoverOffer } from '../../db/schema';
import { settleJob } from '../../features/turnovers';
import { runOfferDeadline } from '../../features/turnovers/lapse';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { dateIn } from '../dates';
import { signedInClient } from '../sessions';
import { race, REPS } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const deps = () => ({ mailer: t.app.ctx.mailer, appUrl: t.app.ctx.env.appUrl, authSecret: t.app.ctx.env.authSecret });

async function offeredToPrimary(turnovers = 1) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, { state: 'TX' });
  const team = [];
  for (const [i, firstName] of ['Ana', 'Ben', 'Cy'].entries()) {
    const { cleaner } = await createApplicant(db, job.id, {
      firstName,
      status: 'accepted',
      appliedAt: new Date(Date.now() - (10 - i) * 60_000),
    });
    team.push(cleaner);
  }
  const hostClient = await signedInClient(t.app, host);
  const made = [];
  for (let i = 0; i < turnovers; i++) {
    const res = await hostClient.post(`/api/host/jobs/${job.id}/turnovers`, {
      date: dateIn(6 + i),
      checkoutTime: '11:00',
      checkinTime: '16:00',
    });
    expect(res.status).toBe(201);
    made.push({ id: res.body.id as string, deadline: new Date(res.body.offer.deadlineAt as string) });
  }
  return {
    host,
    jobId: job.id,
    team,
    turnoverId: made[0]?.id ?? '',
    deadline: made[0]?.deadline ?? new Date(0),
    turnovers: made,
  };
}

const offers = (turnoverId: string) =>
  t.database.db
    .select()
    .from(turnoverOffer)
    .where(eq(turnoverOffer.turnoverId, turnoverId))
    .orderBy(asc(turnoverOffer.createdAt), asc(turnoverOffer.id));
const runDeadline = (turnoverId: string, now: Date) =>
  t.database.db.transaction((tx) =>
    runOfferDeadline(
      tx,
      { id: crypto.randomUUID(), kind: 'offer-deadline', subjectId: turnoverId, dueAt: now, attempts: 0 },
      now,
      deps(),
    ),
  );

describe(`the backup chain raced (${REPS} runs each)`, () => {
  const LONG = 120_000;

  it(
    'asked together near the window (issue 37), two cleaners confirming at once: one takes it, the other is told it went to another',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const db = t.database.db;
        const w = await offeredToPrimary(0);
        const startsAt = new Date(Date.now() + 90 * 60_000);
        const [row] = await db
          .insert(turnover)
          .values({
            jobId: w.jobId,
            date: startsAt.toISOString().slice(0, 10),
            startsAt,
            endsAt: new Date(startsAt.getTime() + 5 * 60 * 60_000),
            payment: 80,
            source: 'manual',
          })
          .returning();
        await db.transaction((tx) => settleJob(tx, w.jobId, new Date(), deps()));
        const asked = (await offers(row!.id)).filter((o) => o.status === 'offered');
        expect(asked.map((o) => o.askedTogether)).toEqual([true, true, true]);
        const [ben, cy] = [await signedInClient(t.app, w.team[1]!), await signedInClient(t.app, w.team[2]!)];
        const answers = await race(
          t.database,
          () =>
            Promise.all([
              ben.post(`/api/cleaner/turnovers/${row!.id}/confirm`),
              cy.post(`/api/cleaner/turnovers/${row!.id}/confirm`),
            ]),
          { wanted: 2 },
        );
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        expect(answers.find((a) => a.status === 409)!.body.error.message).toBe(
          'This turnover was given to another cleaner.',
        );
        const after = await offers(row!.id);
        expect(after.filter((o) => o.status === 'confirmed')).toHaveLength(1);
        expect(after.filter((o) => o.status === 'offered')).toHaveLength(0);
        const [taken] = await db.select().from(turnover).where(eq(turnover.id, row!.id));
        expect(taken).toMatchObject({
          status: 'confirmed',
          assignedCleanerUserId: after.find((o) => o.status === 'confirmed')!.cleanerUserId,
        });
      }
    },
    LONG,
  );

  it(
    'two servers running one deadline at once pass it on once',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await offeredToPrimary();
        const after = new Date(w.deadline.getTime() + 1000);
        await race(
          t.database,
          () => Promise.all([runDeadline(w.turnoverId, after), runDeadline(w.turnoverId, after)]),
          { wanted: 2 },
        );
        const rows = await offers(w.turnoverId);
        expect(rows.map((o) => [o.cleanerUserId, o.status])).toEqual([
          [w.team[0]!.userId, 'expired'],
          [w.team[1]!.userId, 'offered'],
        ]);
        const heard = await t.database.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, w.host.userId), eq(notification.type, 'turnover_expired')));
        expect(heard).toHaveLength(1);
      }
    },
    LONG,
  );

  it(
    'the deadlines of two turnovers of one job run at once (they lapse together): each offer lapses and passes on once',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await offeredToPrimary(2);
        const [a, b] = w.turnovers as [{ id: string; deadline: Date }, { id: string; deadline: Date }];
        const after = new Date(Math.max(a.deadline.getTime(), b.deadline.getTime()) + 1000);
        await race(t.database, () => Promise.all([runDeadline(a.id, after), runDeadline(b.id, after)]), { wanted: 2 });
        for (const id of [a.id, b.id]) {
          expect((await offers(id)).map((o) => [o.cleanerUserId, o.status])).toEqual([
            [w.team[0]!.userId, 'expired'],
            [w.team[1]!.userId, 'offered'],
          ]);
        }
        // Told once per run that lapsed something: one message for both, or one each.
        const told = await t.database.db
          .select()
          .from(notification)
          .where(and(eq(notification.userId, w.host.userId), eq(notification.type, 'turnover_expired')));
        expect(told.length).toBeGreaterThanOrEqual(1);
        expect(told.length).toBeLessThanOrEqual(2);
      }
    },
    LONG,
  );

  it(
    'a decline racing the deadline: one of the two wins and the turnover goes to the first backup',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const w = await offeredToPrimary();
        const ana = await signedInClient(t.app, w.team[0]!);
        // Just past Ana's deadline, and before Ben's (made later, when the decline wins, so also due later).
        const after = new Date(w.deadline.getTime() + 1);
        // The decline runs at real time (before the deadline); the runner's pass at the deadline.
        await race(
          t.database,
          () =>
            Promise.all([
              ana.post(`/api/cleaner/turnovers/${w.turnoverId}/decline`, {}),
              runDeadline(w.turnoverId, after),
            ]),
          { wanted: 2 },
        );
        const rows = await offers(w.turnoverId);
        expect(rows).toHaveLength(2);
        expect(['declined', 'expired']).toContain(rows[0]!.status);
        expect([rows[1]!.cleanerUserId, rows[1]!.status]).toEqual([w.team[1]!.userId, 'offered']);
      }
    },
    LONG,
  );
});
