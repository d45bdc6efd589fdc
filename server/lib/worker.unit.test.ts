import { afterEach, describe, expect, it, vi } from 'vitest';
import { workerState } from './heartbeat';
import { createWorker, type PassContext, type WorkerOptions } from './worker';

/** A pass the test ends by hand; `calls` holds each call's context and its resolve. */
function handPass() {
  const calls: { ctx: PassContext; resolve: (n: number) => void }[] = [];
  return {
    calls,
    pass: (ctx: PassContext) => new Promise<number>((resolve) => calls.push({ ctx, resolve })),
  };
}

const flush = () => new Promise((r) => setImmediate(r));

function worker(overrides: Partial<WorkerOptions> & Pick<WorkerOptions, 'pass'>) {
  return createWorker({ name: 'test', onError: () => {}, ...overrides });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createWorker', () => {
  it('is stopped until started; start runs a pass and beats; stop waits for the pass in progress', async () => {
    const hand = handPass();
    const w = worker({ pass: hand.pass, pollMs: 60_000 });
    expect(w.started).toBe(false);
    expect(workerState(w.status()!)).toBe('stopped');
    w.start();
    expect(w.started).toBe(true);
    expect(workerState(w.status()!)).toBe('running');
    expect(hand.calls).toHaveLength(1);
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    expect(hand.calls[0]!.ctx.stopping()).toBe(true);
    await flush();
    expect(stopped).toBe(false);
    hand.calls[0]!.resolve(3);
    await stopping;
    expect(w.status()!.running).toBe(false);
  });

  it('folds the kicks that come during a pass into one more pass', async () => {
    const hand = handPass();
    const w = worker({ pass: hand.pass, passOnStart: false });
    w.start();
    const first = w.kick();
    const second = w.kick();
    const third = w.kick();
    expect(hand.calls).toHaveLength(1);
    hand.calls[0]!.resolve(1);
    await flush();
    expect(hand.calls).toHaveLength(2);
    hand.calls[1]!.resolve(2);
    expect(await first).toBe(3);
    expect(await second).toBe(3);
    expect(await third).toBe(3);
    expect(hand.calls).toHaveLength(2);
    await w.stop();
  });

  it('kicks on each poll while started, and not after stop', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => 0);
    const onPoll = vi.fn();
    const w = worker({ pass, pollMs: 1_000, passOnStart: false, onPoll });
    w.start();
    expect(pass).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(3);
    expect(onPoll).toHaveBeenCalledTimes(3);
    await w.stop();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(pass).toHaveBeenCalledTimes(3);
  });

  it('drops poll ticks during a pass when asked to (sweeps), and folds them otherwise', async () => {
    vi.useFakeTimers();
    for (const skip of [true, false]) {
      const hand = handPass();
      const w = worker({ pass: hand.pass, pollMs: 1_000, skipPollsWhileRunning: skip });
      w.start();
      await vi.advanceTimersByTimeAsync(3_000);
      hand.calls[0]!.resolve(0);
      await vi.advanceTimersByTimeAsync(0);
      expect(hand.calls).toHaveLength(skip ? 1 : 2);
      hand.calls[1]?.resolve(0);
      await w.stop();
    }
  });

  it('runOnce waits for the pass in progress, then runs a full pass also when stopped', async () => {
    const hand = handPass();
    const w = worker({ pass: hand.pass });
    void w.kick();
    const once = w.runOnce();
    await flush();
    expect(hand.calls).toHaveLength(1);
    hand.calls[0]!.resolve(1);
    await flush();
    expect(hand.calls).toHaveLength(2);
    expect(hand.calls[1]!.ctx.stopping()).toBe(false);
    hand.calls[1]!.resolve(5);
    expect(await once).toBe(5);
  });

  it('runs hooks in order: onStart, afterPasses while started, onStop, then onStopped after the last pass', async () => {
    const events: string[] = [];
    const hand = handPass();
    const w = worker({
      pass: (ctx) => (events.push('pass'), hand.pass(ctx)),
      onStart: () => events.push('start'),
      afterPasses: async () => void events.push('after'),
      onStop: () => events.push('stop'),
      onStopped: () => void events.push('stopped'),
    });
    w.start();
    hand.calls[0]!.resolve(0);
    await flush();
    void w.kick();
    const stopping = w.stop();
    hand.calls[1]!.resolve(0);
    await stopping;
    // The pass that ran into stop() is not followed by afterPasses (nothing to re-arm once stopped).
    expect(events).toEqual(['start', 'pass', 'after', 'pass', 'stop', 'stopped']);
  });

  it('a stopped worker finishes only the pass in progress, unless its kicks run when stopped', async () => {
    for (const kicksRunWhenStopped of [false, true]) {
      const hand = handPass();
      const w = worker({ pass: hand.pass, kicksRunWhenStopped });
      w.start();
      const stopping = w.stop();
      void w.kick();
      hand.calls[0]!.resolve(0);
      await flush();
      expect(hand.calls).toHaveLength(kicksRunWhenStopped ? 2 : 1);
      hand.calls[1]?.resolve(0);
      await stopping;
    }
  });

  it('does nothing when not enabled here, and has no status', async () => {
    const pass = vi.fn(async () => 1);
    const w = worker({ pass, enabled: false, pollMs: 10 });
    w.start();
    expect(w.started).toBe(false);
    expect(await w.kick()).toBe(0);
    expect(w.status()).toBeUndefined();
    await w.stop();
    expect(pass).not.toHaveBeenCalled();
  });

  it('logs a failed pass and goes on', async () => {
    const onError = vi.fn();
    let fail = true;
    const w = worker({
      pass: async () => {
        if (fail) throw new Error('boom');
        return 2;
      },
      onError,
    });
    expect(await w.kick()).toBe(0);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
    fail = false;
    expect(await w.kick()).toBe(2);
  });

  it('is stalled when running without a beat for longer than staleAfterMs', () => {
    const w = worker({ pass: async () => 0, staleAfterMs: 1_000, passOnStart: false });
    w.start();
    const at = w.status()!.lastBeatAt!;
    expect(workerState(w.status()!, at + 1_001)).toBe('stalled');
    w.beat();
    expect(workerState(w.status()!, w.status()!.lastBeatAt! + 500)).toBe('running');
    void w.stop();
  });
});
