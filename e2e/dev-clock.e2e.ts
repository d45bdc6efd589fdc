// The app clock shared by every e2e file (issue 17): a file that moves it holds the `dev-clock`
// lock, and releasing the lock puts the clock back to real time, so the next file seeding turnovers
// at real dates is not thrown hours or a month ahead.
import { describe, expect, inject, it } from 'vitest';
import { baseUrl, holdLock } from './support/browser';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

describe('the dev-clock lock', () => {
  // The same lock under another name, so this file's holds never meet the other files' tests.
  it('lets shared holders in side by side and an exclusive one alone, in the order they asked', async () => {
    const url = `${inject('seedUrl')}/locks/lock-self-test`;
    const order: string[] = [];
    const hold = async (label: string, mode: 'shared' | 'exclusive') => {
      await fetch(`${url}?mode=${mode}`, { method: 'POST' });
      order.push(label);
    };
    const release = (mode: 'shared' | 'exclusive') => fetch(`${url}?mode=${mode}`, { method: 'DELETE' });
    const state = async () =>
      (await (await fetch(url)).json()) as { readers: number; writer: boolean; waiting: string[] };

    await Promise.all([hold('reader 1', 'shared'), hold('reader 2', 'shared')]);
    expect(await state()).toEqual({ readers: 2, writer: false, waiting: [] });
    const writer = hold('writer', 'exclusive');
    await expect.poll(async () => (await state()).waiting).toEqual(['exclusive']);
    // A reader asking after a waiting writer waits behind it: the writer is never starved.
    const lateReader = hold('reader 3', 'shared');
    await expect.poll(async () => (await state()).waiting).toEqual(['exclusive', 'shared']);

    await release('shared');
    expect((await state()).writer).toBe(false);
    await release('shared');
    await writer;
    expect(await state()).toEqual({ readers: 0, writer: true, waiting: ['shared'] });
    await release('exclusive');
    await lateReader;
    expect(await state()).toEqual({ readers: 1, writer: false, waiting: [] });
    await release('shared');
    // The two readers asked at once, on two connections: either may hear first.
    expect(order.slice(0, 2).sort()).toEqual(['reader 1', 'reader 2']);
    expect(order.slice(2)).toEqual(['writer', 'reader 3']);
  });

  it('moves the clock for its holder and resets it to real time on release', async () => {
    const context = await browser().newContext({ baseURL: baseUrl() });
    try {
      const release = await holdLock('dev-clock');
      let moved;
      try {
        moved = await advanceDevClock(context.request, { advanceHours: 5, advanceMinutes: 30 });
      } finally {
        await release();
      }
      expect(moved.offsetMs).toBe(5.5 * 3_600_000);
      expect(Date.parse(moved.now) - Date.now()).toBeGreaterThan(5 * 3_600_000);
      const after = await readDevClock(context.request);
      expect(after.offsetMs).toBe(0);
      expect(Math.abs(Date.parse(after.now) - Date.now())).toBeLessThan(60_000);
    } finally {
      await context.close();
    }
  });
});
