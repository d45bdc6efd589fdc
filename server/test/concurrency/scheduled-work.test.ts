// Two servers on one PostgreSQL run the scheduled-work runner over the same due items: each item
// runs exactly once (claims lease rows with FOR UPDATE SKIP LOCKED; the run re-checks the row under
// its lock), whether both run a pass at once or both are running and woken by the NOTIFY of new work.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { scheduledWork } from '../../db/schema';
import { scheduleWork } from '../../work/schedule';
import { createTestApp, startSecondProcess, type SecondProcess, type TestApp } from '../app';
import { createWorkLog, newSubject, readWorkLog, recordingHandlers, type HandlerBehaviour } from '../scheduled-work';
import { REPS } from './support';

const ITEMS = 50;

describe.runIf(process.env.TEST_DB === 'postgres')('scheduled work on two servers', () => {
  let a: TestApp;
  let b: SecondProcess;
  const behaviour: HandlerBehaviour = {};
  const handlersOf = (name: string) => () =>
    recordingHandlers(name, { then: (tx, item, now) => behaviour.then?.(tx, item, now) });

  beforeAll(async () => {
    a = await createTestApp({ work: { pollMs: 3_600_000, handlers: handlersOf('a') } });
    b = await startSecondProcess(a, { work: { pollMs: 3_600_000, handlers: handlersOf('b') } });
    await createWorkLog(a.database.db);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });
  beforeEach(async () => {
    await Promise.all([a.app.ctx.work.stop(), b.app.ctx.work.stop()]);
    delete behaviour.then;
  });

  /** `ITEMS` items of both kinds, already due, scheduled in one transaction; their subjects. */
  async function scheduleDue(): Promise<string[]> {
    await a.database.db.execute(sql`delete from work_log`);
    await a.database.db.delete(scheduledWork);
    const subjects = Array.from({ length: ITEMS }, newSubject);
    const dueAt = new Date(a.app.ctx.clock.now().getTime() - 1_000);
    await a.database.db.transaction(async (tx) => {
      for (const [i, subjectId] of subjects.entries())
        await scheduleWork(tx, { kind: i % 2 ? 'offer-deadline' : 'unfilled-realert', subjectId, dueAt });
    });
    return subjects;
  }

  async function expectEachRanOnce(subjects: string[]) {
    const log = await readWorkLog(a.database.db);
    expect(log).toHaveLength(ITEMS);
    expect(new Set(log.map((r) => r.item_id)).size).toBe(ITEMS);
    expect(log.map((r) => r.subject_id).sort()).toEqual([...subjects].sort());
    const pending = await a.database.db.execute(
      sql`select count(*)::int as n from scheduled_work where done_at is null`,
    );
    expect((pending as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    return log;
  }

  it(`runs each of ${ITEMS} due items exactly once when both servers run a pass at the same moment`, async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const subjects = await scheduleDue();
      const [ranA, ranB] = await Promise.all([a.app.ctx.work.runDue(), b.app.ctx.work.runDue()]);
      expect(ranA + ranB).toBe(ITEMS);
      const log = await expectEachRanOnce(subjects);
      expect(log.filter((r) => r.process === 'a')).toHaveLength(ranA);
    }
  });

  it(`runs each of ${ITEMS} items exactly once when both running servers are woken by the new work`, async () => {
    for (let rep = 0; rep < REPS; rep++) {
      let ran = 0;
      const allRan = new Promise<void>((resolve) => {
        behaviour.then = () => {
          if (++ran === ITEMS) resolve();
        };
      });
      a.app.ctx.work.start();
      b.app.ctx.work.start();
      const subjects = await scheduleDue();
      await allRan;
      // Stopping waits for the passes in flight: everything they ran has committed.
      await Promise.all([a.app.ctx.work.stop(), b.app.ctx.work.stop()]);
      await expectEachRanOnce(subjects);
      expect(ran).toBe(ITEMS);
      expect(await a.app.ctx.work.runDue()).toBe(0);
      delete behaviour.then;
    }
  });
});
