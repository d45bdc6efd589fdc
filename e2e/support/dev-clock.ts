// The app clock from browser tests (issue 17): move it forward so offer deadlines and other
// scheduled work fall due (the runner runs them at once), or read it. Only under the `dev-clock`
// lock held exclusively (itMovesTheClock in file-setup.ts, or holdLock('dev-clock')): every e2e
// file shares one server, and releasing the lock puts the clock back to real time.
import type { APIRequestContext } from 'playwright-core';
import type { DevClock, DevClockAdvance } from '@core/schemas/system';
import { assertMayMoveClock, baseUrl } from './browser';

/** Moves the app clock forward by minutes, hours and/or days; answers its new time and offset. */
export async function advanceDevClock(request: APIRequestContext, by: DevClockAdvance): Promise<DevClock> {
  assertMayMoveClock();
  const res = await request.post('/api/dev/clock', { data: by, headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`/api/dev/clock failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as DevClock;
}

/** The app's time and how far it is ahead of real time. */
export async function readDevClock(request: APIRequestContext): Promise<DevClock> {
  return (await (await request.get('/api/dev/clock')).json()) as DevClock;
}
