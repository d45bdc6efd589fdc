import { describe, expect, it } from 'vitest';
import { createPasswordWork, PasswordWorkBusy } from './password-work';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Work that takes `ms` and records how many ran at once. */
function meter() {
  let now = 0;
  let most = 0;
  return {
    job: (ms: number) => async () => {
      now++;
      most = Math.max(most, now);
      await sleep(ms);
      now--;
      return ms;
    },
    most: () => most,
  };
}

describe('password work', () => {
  it('runs at most `concurrency` at once, the rest in order', async () => {
    const work = createPasswordWork({ concurrency: 2, maxWaitMs: 1_000, initialCostMs: 20 });
    const m = meter();
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => work.run(m.job(20)).then(() => order.push(n))));
    expect(m.most()).toBe(2);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(work.state()).toMatchObject({ running: 0, waiting: 0 });
  });

  it('refuses at once what would wait past the bound, with when to retry, and the rest still run', async () => {
    const work = createPasswordWork({ concurrency: 1, maxWaitMs: 100, initialCostMs: 40 });
    const m = meter();
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => work.run(m.job(40))));
    const refused = results.filter((r) => r.status === 'rejected');
    // One running, two waiting (40 and 80 ms ahead); the fourth would wait 120 ms.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(PasswordWorkBusy);
      expect(((r as PromiseRejectedResult).reason as PasswordWorkBusy).retryAfterSeconds).toBe(1);
    }
    expect(m.most()).toBe(1);
  });

  it('never lets a job wait past the bound, even when hashes turn out slower than estimated', async () => {
    const work = createPasswordWork({ concurrency: 1, maxWaitMs: 50, initialCostMs: 1 });
    const m = meter();
    const slow = work.run(m.job(200));
    const waiting = work.run(m.job(1));
    await expect(waiting).rejects.toBeInstanceOf(PasswordWorkBusy);
    await slow;
    expect(work.state()).toMatchObject({ running: 0, waiting: 0 });
    // The estimate learnt: the next burst is judged by the slow hash.
    expect(work.state().costMs).toBeGreaterThan(30);
  });

  it('hashes and verifies passwords (scrypt, as better-auth does)', async () => {
    const work = createPasswordWork();
    const hash = await work.hash('correct-horse-battery');
    expect(await work.verify({ hash, password: 'correct-horse-battery' })).toBe(true);
    expect(await work.verify({ hash, password: 'wrong' })).toBe(false);
  });
});
