// The scheduled-work runner (issue 17) on one server: what is due runs once, in the transaction
// that marks it done; what is not due waits; a failure is rolled back and retried later with its
// message kept; a crashed server's lease runs out; and the running runner fires on time, on new
// work and on a move of the development clock, without waiting for its poll.
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppClock } from '../clock';
import { scheduledWork } from '../db/schema';
import { createTestApp, TestClient, type TestApp } from '../test/app';
import {
  createWorkLog,
  newSubject,
  readWorkLog,
  recordingHandlers,
  type HandlerBehaviour,
} from '../test/scheduled-work';
import { createWorkRunner, retryDelayMs, type WorkHandlers } from './runner';
import { cancelWork, scheduleWork, type WorkKind } from './schedule';

const HOUR = 3_600_000;

let t: TestApp;
/** What the next handler calls do: set per test, cleared after each. */
const behaviour: HandlerBehaviour = {};
const db = () => t.database.db;
const clock = () => t.app.ctx.clock;
const runner = () => t.app.ctx.work;

beforeAll(async () => {
  t = await createTestApp({
    // A poll far away: anything that runs on time here was woken by its due time, a NOTIFY or the clock.
    work: {
      pollMs: 3_600_000,
      handlers: () =>
        recordingHandlers('a', {
          fail: (i) => behaviour.fail?.(i),
          then: (tx, i, now) => behaviour.then?.(tx, i, now),
        }),
    },
  });
  await createWorkLog(db());
});
afterAll(() => t?.close());
beforeEach(async () => {
  // Most tests run passes by hand (runDue); the wake-up tests start the runner themselves.
  await runner().stop();
  await db().execute(sql`delete from work_log`);
  await db().delete(scheduledWork);
});
afterEach(async () => {
  delete behaviour.fail;
  delete behaviour.then;
  await runner().stop();
  await clock().reset();
});

const at = (msFromNow: number) => new Date(clock().now().getTime() + msFromNow);
async function schedule(kind: WorkKind, dueInMs: number, subjectId = newSubject()) {
  await scheduleWork(db(), { kind, subjectId, dueAt: at(dueInMs) });
  return subjectId;
}
const pending = () => db().select().from(scheduledWork).where(isNull(scheduledWork.doneAt));
const rowsOf = (subjectId: string) => db().select().from(scheduledWork).where(eq(scheduledWork.subjectId, subjectId));

describe('a pass (runDue)', () => {
  it('runs a due item once, in the transaction that marks it done', async () => {
    const subject = await schedule('offer-deadline', -1_000);
    expect(await runner().runDue()).toBe(1);
    expect(await runner().runDue()).toBe(0);
    const log = await readWorkLog(db());
    expect(log).toMatchObject([{ kind: 'offer-deadline', subject_id: subject, process: 'a' }]);
    const [row] = await rowsOf(subject);
    expect(row!.doneAt).not.toBeNull();
    expect(row!.leaseUntil).toBeNull();
    expect(log[0]!.item_id).toBe(row!.id);
  });

  it('leaves work that is not due yet', async () => {
    const subject = await schedule('unfilled-realert', HOUR);
    expect(await runner().runDue()).toBe(0);
    expect(await readWorkLog(db())).toEqual([]);
    expect((await rowsOf(subject))[0]!.doneAt).toBeNull();
  });

  it('follows a reschedule (one pending item per kind and subject) and a cancellation', async () => {
    const later = await schedule('offer-deadline', HOUR);
    await scheduleWork(db(), { kind: 'offer-deadline', subjectId: later, dueAt: at(-1_000) });
    const sooner = await schedule('offer-deadline', -1_000);
    await scheduleWork(db(), { kind: 'offer-deadline', subjectId: sooner, dueAt: at(HOUR) });
    const cancelled = await schedule('offer-deadline', -1_000);
    await cancelWork(db(), 'offer-deadline', cancelled);
    // Another kind for the same subject is separate work.
    await schedule('unfilled-realert', -1_000, sooner);

    expect(await runner().runDue()).toBe(2);
    expect((await readWorkLog(db())).map((r) => [r.kind, r.subject_id]).sort()).toEqual(
      [
        ['offer-deadline', later],
        ['unfilled-realert', sooner],
      ].sort(),
    );
    expect(await rowsOf(sooner)).toHaveLength(2);
    expect((await pending()).map((r) => [r.kind, r.subjectId])).toEqual([['offer-deadline', sooner]]);
  });

  it('rolls a failing handler back, keeps its message and retries after a backoff', async () => {
    behaviour.fail = () => 'the turnover could not be read';
    const subject = await schedule('offer-deadline', -1_000);
    const before = clock().now().getTime();
    expect(await runner().runDue()).toBe(0);
    // The handler's own write went with the rollback.
    expect(await readWorkLog(db())).toEqual([]);
    const [failed] = await rowsOf(subject);
    expect(failed).toMatchObject({ attempts: 1, doneAt: null, leaseUntil: null });
    expect(failed!.lastError).toContain('the turnover could not be read');
    expect(failed!.dueAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
    // Not due again yet.
    expect(await runner().runDue()).toBe(0);

    // The second failure waits longer.
    await clock().advance(retryDelayMs(1));
    expect(await runner().runDue()).toBe(0);
    const [again] = await rowsOf(subject);
    expect(again!.attempts).toBe(2);
    expect(again!.dueAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1) + retryDelayMs(2));

    // Fixed: the next try runs once and is done.
    delete behaviour.fail;
    await clock().advance(retryDelayMs(2));
    expect(await runner().runDue()).toBe(1);
    expect(await readWorkLog(db())).toHaveLength(1);
    expect((await rowsOf(subject))[0]).toMatchObject({
      attempts: 2,
      lastError: expect.stringContaining('could not be read'),
    });
  });

  it('caps the backoff', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(3)).toBe(90_000);
    expect(retryDelayMs(1_000)).toBe(10 * 60_000);
  });

  it("leaves an item another server holds, and takes it once that server's lease has run out (it crashed)", async () => {
    const subject = await schedule('offer-deadline', -1_000);
    await db()
      .update(scheduledWork)
      .set({ leaseUntil: sql`now() + interval '1 minute'` })
      .where(eq(scheduledWork.subjectId, subject));
    expect(await runner().runDue()).toBe(0);
    await db()
      .update(scheduledWork)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledWork.subjectId, subject));
    expect(await runner().runDue()).toBe(1);
    expect(await readWorkLog(db())).toHaveLength(1);
  });

  it('runs an item once when passes race for it', async () => {
    await schedule('offer-deadline', -1_000);
    // Two passes at once (on PostgreSQL on two connections; on PGlite they take turns).
    const [first, second] = await Promise.all([runner().runDue(), runner().runDue()]);
    expect(first + second).toBe(1);
    expect(await readWorkLog(db())).toHaveLength(1);
  });

  it('runs an item once when a stalled server comes back after another took its expired lease', async () => {
    await schedule('offer-deadline', -1_000);
    const [stalled] = await runner().claimDue(clock().now(), 10);
    expect(stalled).toBeDefined();
    // Its lease runs out before it gets to the item; another server runs it.
    await db()
      .update(scheduledWork)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledWork.id, stalled!.id));
    expect(await runner().runDue()).toBe(1);
    // The stalled server finds the item done under its row lock and runs nothing.
    expect(await runner().runItem(stalled!)).toBe(false);
    expect(await readWorkLog(db())).toHaveLength(1);
  });

  it('lets a handler schedule the next item of the same kind and subject (the chain goes on)', async () => {
    behaviour.then = async (tx, item, now) => {
      if (item.attempts === 0)
        await scheduleWork(tx, { kind: item.kind, subjectId: item.subjectId, dueAt: new Date(now.getTime() + HOUR) });
    };
    const subject = await schedule('offer-deadline', -1_000);
    expect(await runner().runDue()).toBe(1);
    const rows = await rowsOf(subject);
    expect(rows.map((r) => (r.doneAt ? 'done' : 'pending')).sort()).toEqual(['done', 'pending']);
    expect(rows.find((r) => !r.doneAt)!.dueAt.getTime()).toBeGreaterThan(clock().now().getTime() + HOUR - 60_000);
  });

  it('runs work a move of the development clock made due', async () => {
    await schedule('offer-deadline', 2 * HOUR);
    expect(await runner().runDue()).toBe(0);
    await clock().advance(3 * HOUR);
    expect(await runner().runDue()).toBe(1);
  });

  it('finds due work through the partial index on due_at', async () => {
    const plan = await db().transaction(async (tx) => {
      // The table is tiny, so a sequential scan would win on cost; forbidding it shows the index fits the query.
      await tx.execute(sql`set local enable_seqscan = off`);
      const res = await tx.execute(
        sql`explain select id from scheduled_work where done_at is null and due_at <= ${new Date().toISOString()}::timestamptz order by due_at limit 20 for update skip locked`,
      );
      return JSON.stringify((res as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('scheduled_work_due_idx');
  });

  it('refuses to be built without a handler for every kind', () => {
    const handlers = recordingHandlers('x') as Partial<WorkHandlers>;
    delete handlers['unfilled-realert'];
    expect(() =>
      createWorkRunner({ db: db(), clock: clock(), log: t.app.log, handlers: handlers as WorkHandlers }),
    ).toThrow(/unfilled-realert/);
  });
});

describe('the running runner', () => {
  /** Resolves with the clock time a handler ran `subject` at. */
  function ranFor(subject: string): Promise<Date> {
    return new Promise((resolve) => {
      behaviour.then = (_tx, item, now) => {
        if (item.subjectId === subject) resolve(now);
      };
    });
  }

  it('runs work scheduled for a moment later at that moment (no poll needed)', async () => {
    runner().start();
    const subject = newSubject();
    const ran = ranFor(subject);
    const dueAt = at(400);
    await scheduleWork(db(), { kind: 'offer-deadline', subjectId: subject, dueAt });
    expect((await ran).getTime()).toBeGreaterThanOrEqual(dueAt.getTime());
  });

  it('runs work that fell due between a pass’s claim and its re-arm at once (a timer that fired a moment early), not at the next poll', async () => {
    // This runner's clock reads `base` for the pass's claim and 2 s later from then on: the item,
    // due at base + 1 s, is neither claimed (not due yet) nor ahead of the clock when the runner
    // re-arms, as when Node fires the due time's timer a few milliseconds early under load.
    const base = clock().now().getTime();
    const subject = newSubject();
    await scheduleWork(db(), { kind: 'offer-deadline', subjectId: subject, dueAt: new Date(base + 1_000) });
    let reads = 0;
    const stepping = {
      now: () => new Date(base + (reads++ === 0 ? 0 : 2_000)),
      onChange: () => () => {},
    } as unknown as AppClock;
    let ran!: () => void;
    const done = new Promise<void>((resolve) => (ran = resolve));
    const early = createWorkRunner({
      db: db(),
      clock: stepping,
      log: t.app.log,
      pollMs: HOUR,
      handlers: recordingHandlers('early', { then: (_tx, item) => void (item.subjectId === subject && ran()) }),
    });
    early.start();
    try {
      await expect(
        Promise.race([done.then(() => 'ran'), new Promise((r) => setTimeout(r, 10_000, 'waited for the poll'))]),
      ).resolves.toBe('ran');
    } finally {
      await early.stop();
    }
  });

  it('runs work that is due when it is scheduled, woken by its NOTIFY', async () => {
    runner().start();
    const subject = newSubject();
    const ran = ranFor(subject);
    await scheduleWork(db(), { kind: 'unfilled-realert', subjectId: subject, dueAt: at(-1) });
    await ran;
  });

  it('runs work a move of the development clock makes due, at once', async () => {
    const subject = await schedule('offer-deadline', 5 * HOUR);
    runner().start();
    const ran = ranFor(subject);
    const res = await new TestClient(t.app, '127.0.0.1').post('/api/dev/clock', { advanceHours: 6 });
    expect(res.status).toBe(200);
    expect((await ran).getTime()).toBeGreaterThanOrEqual(Date.now() + 6 * HOUR - 60_000);
  });

  it('finds work that was due while it was stopped as soon as it starts', async () => {
    const subject = await schedule('offer-deadline', -HOUR);
    const ran = ranFor(subject);
    runner().start();
    await ran;
    // Stopping waits for the pass, so its transactions have committed.
    await runner().stop();
    expect(await pending()).toEqual([]);
    expect(await readWorkLog(db())).toHaveLength(1);
  });
});
