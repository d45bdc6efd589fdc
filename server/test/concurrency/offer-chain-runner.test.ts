// The backup chain on the scheduled-work runner (issue 17): moving the development clock past an
// offer's deadline wakes the runner, and a pass run by hand at the same moment finds the item
// claimed or done: the offer passes to the next team member once, and the host hears once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { backupChainHelpers } from '../backup-chain';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 60 * 60 * 1000;
const { world, addTurnover, offersOf, notificationsOf, hostPage } = backupChainHelpers(() => t);

describe('backup chain', () => {
  it('on the runner: moving the development clock past the deadline passes the offer on, once', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    try {
      await t.app.ctx.clock.advance(12 * HOUR + 60_000);
      // The clock's move wakes the runner; a pass run here as well finds the item claimed or done.
      await t.app.ctx.work.runDue();
      await expect
        .poll(async () => (await offersOf(tv.id)).map((o) => o.status), { timeout: 10_000 })
        .toEqual(['expired', 'offered']);
      expect(await hostPage(w.hostClient, w.job.id, tv.id)).toMatchObject({
        cover: 'offered',
        offer: { cleanerName: 'Ben Team' },
      });
      await t.app.ctx.work.runDue();
      expect((await offersOf(tv.id)).map((o) => o.status)).toEqual(['expired', 'offered']);
      expect((await notificationsOf(w.host.userId)).filter((n) => n.type === 'turnover_expired')).toHaveLength(1);
    } finally {
      await t.app.ctx.clock.reset();
    }
  });
});
