import { describe, expect, it } from 'vitest';
import { createSemaphore } from './semaphore';

/** A promise the test settles by hand, so the order of events is the test's, not the timer's. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('createSemaphore', () => {
  it('runs at most `limit` tasks at once, the rest in the order they came', async () => {
    const slots = createSemaphore(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((g, i) =>
      slots.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.opened;
        running--;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([slots.active, slots.waiting]).toEqual([2, 3]);
    gates[1]!.open();
    await results[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([slots.active, slots.waiting]).toEqual([0, 0]);
  });

  it('frees the slot of a task that fails', async () => {
    const slots = createSemaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active).toBe(0);
  });

  it('refuses a limit below 1', () => {
    expect(() => createSemaphore(0)).toThrow(RangeError);
  });
});
