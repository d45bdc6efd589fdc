// The backup chain raced (issue 17), on PostgreSQL: a cleaner's "Can't make it" arriving while the
// offer's deadline is run, two servers running the same deadline at once, and two running the
// deadlines of one job's turnovers (lapsed together, issue 35) end in one outcome each: the next
// team member holds the one open offer, nobody is skipped, the host hears once per run at most.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, turnoverOffer } from '../../db/schema';
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
  return { host, team, turnoverId: made[0]!.id, deadline: made[0]!.deadline, turnovers: made };
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
