import { describe, expect, it, vi } from 'vitest';
import { createCoalescedPasses } from './coalesced-passes';

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (err: unknown) => void };

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * A step (a pass, or the after-passes step) that the test ends by hand: each call opens a deferred,
 * so the order of events is the test's, not the scheduler's. `started(n)` resolves once n calls began.
 */
function byHand<T>() {
  const calls: Deferred<T>[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  return {
    calls,
    step: () => {
      const call = deferred<T>();
      calls.push(call);
      for (const w of waiters.filter((w) => calls.length >= w.n)) w.resolve();
      return call.promise;
    },
    started: (n: number) =>
      new Promise<void>((resolve) => {
        if (calls.length >= n) resolve();
        else waiters.push({ n, resolve });
      }),
  };
}

describe('createCoalescedPasses', () => {
  it('runs one pass per kick when nothing else is running', async () => {
    const pass = byHand<number>();
    const passes = createCoalescedPasses({ pass: pass.step, onError: () => {} });
    expect(passes.current).toBeUndefined();

    const first = passes.kick();
    expect(pass.calls).toHaveLength(1);
    expect(passes.current).toBe(first);
    pass.calls[0]!.resolve(3);
    expect(await first).toBe(3);
    expect(passes.current).toBeUndefined();

    const second = passes.kick();
    expect(second).not.toBe(first);
    expect(pass.calls).toHaveLength(2);
    pass.calls[1]!.resolve(1);
    expect(await second).toBe(1);
    expect(pass.calls).toHaveLength(2);
  });

  it('folds kicks during a pass into exactly one more pass, and hands every caller the same promise', async () => {
    const pass = byHand<number>();
    const passes = createCoalescedPasses({ pass: pass.step, onError: () => {} });

    const first = passes.kick();
    const during = [passes.kick(), passes.kick(), passes.kick()];
    for (const p of during) expect(p).toBe(first);
    expect(pass.calls).toHaveLength(1);

    pass.calls[0]!.resolve(2);
    await pass.started(2);
    expect(passes.kick()).toBe(first); // a kick during the second pass asks for a third
    pass.calls[1]!.resolve(5);
    await pass.started(3);
    pass.calls[2]!.resolve(0);

    expect(await first).toBe(7);
    expect(pass.calls).toHaveLength(3);
    expect(passes.current).toBeUndefined();
  });

  it("sums the passes' counts, a pass that returns nothing counting 0", async () => {
    const pass = byHand<number | void>();
    const passes = createCoalescedPasses({ pass: pass.step, onError: () => {} });

    const run = passes.kick();
    void passes.kick();
    pass.calls[0]!.resolve();
    await pass.started(2);
    void passes.kick();
    pass.calls[1]!.resolve(4);
    await pass.started(3);
    pass.calls[2]!.resolve(6);
    expect(await run).toBe(10);
  });

  it("reports a pass's error, counts that pass 0 and goes on; the run never rejects", async () => {
    const pass = byHand<number>();
    const onError = vi.fn();
    const passes = createCoalescedPasses({ pass: pass.step, onError });

    const run = passes.kick();
    void passes.kick();
    const boom = new Error('boom');
    pass.calls[0]!.reject(boom);
    await pass.started(2);
    expect(onError).toHaveBeenCalledExactlyOnceWith(boom);
    pass.calls[1]!.resolve(4);
    expect(await run).toBe(4);

    // A pass that throws before returning a promise, and an after-passes step that fails, alike.
    const sync = new Error('at once');
    const after = new Error('after');
    const failing = createCoalescedPasses({
      pass: () => {
        throw sync;
      },
      onError,
      afterPasses: () => Promise.reject(after),
    });
    expect(await failing.kick()).toBe(0);
    expect(onError.mock.calls.slice(1)).toEqual([[sync], [after]]);
  });

  it('runs no further pass once the owner is stopped, though one was asked for', async () => {
    const pass = byHand<number>();
    let stopped = false;
    const passes = createCoalescedPasses({ pass: pass.step, onError: () => {}, isStopped: () => stopped });

    const run = passes.kick();
    void passes.kick();
    stopped = true;
    pass.calls[0]!.resolve(1);
    expect(await run).toBe(1);
    expect(pass.calls).toHaveLength(1);
    expect(passes.current).toBeUndefined();
  });

  it('runs one more run for a kick that came after the last check, once this run has settled', async () => {
    const pass = byHand<number>();
    const after = byHand<void>();
    const events: string[] = [];
    const passes = createCoalescedPasses({
      pass: () => {
        events.push('pass');
        return pass.step();
      },
      onError: () => {},
      afterPasses: after.step,
      onSettled: () => events.push('settled'),
    });

    const first = passes.kick();
    pass.calls[0]!.resolve(1);
    await after.started(1);
    // The loop has made its last check: this kick joins the run, which will not pass again.
    expect(passes.kick()).toBe(first);
    after.calls[0]!.resolve();
    expect(await first).toBe(1);

    // By the time the run's callers resume, it has settled and the tail run has begun.
    expect(events).toEqual(['pass', 'settled', 'pass']);
    const tail = passes.current;
    expect(tail).toBeDefined();
    expect(tail).not.toBe(first);
    pass.calls[1]!.resolve(2);
    await after.started(2);
    after.calls[1]!.resolve();
    expect(await tail).toBe(2);
    expect(events).toEqual(['pass', 'settled', 'pass', 'settled']);
    expect(passes.current).toBeUndefined();
  });

  it('runs no tail run for a late kick once the owner is stopped', async () => {
    const pass = byHand<number>();
    const after = byHand<void>();
    let stopped = false;
    const passes = createCoalescedPasses({
      pass: pass.step,
      onError: () => {},
      isStopped: () => stopped,
      afterPasses: after.step,
    });

    const run = passes.kick();
    pass.calls[0]!.resolve(1);
    await after.started(1);
    void passes.kick();
    stopped = true;
    after.calls[0]!.resolve();
    expect(await run).toBe(1);
    expect(pass.calls).toHaveLength(1);
    expect(passes.current).toBeUndefined();
  });
});
