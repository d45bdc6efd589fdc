// The app clock shared by every e2e file (issue 17): a file that moves it holds the `dev-clock`
// lock, and releasing the lock puts the clock back to real time, so the next file seeding turnovers
// at real dates is not thrown hours or a month ahead.
import { describe, expect, it } from 'vitest';
import { baseUrl, holdLock } from './support/browser';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

describe('the dev-clock lock', () => {
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
