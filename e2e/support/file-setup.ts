// The setup a browser test file repeats: its one browser, the accounts every test in it shares,
// and the dev-clock lock around each test. Each helper registers its own vitest hooks, so call
// it at the top of the file.
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, it } from 'vitest';
import { holdLock, launchBrowser, seedAccount } from './browser';

/** The file's browser, connected before its first test and closed after its last; call the getter inside tests. */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser opens in beforeAll: use it inside a hook or test');
    return browser;
  };
}

type Role = 'cleaner' | 'host';
type Account = Awaited<ReturnType<typeof seedAccount>>;

/**
 * One seeded account per role for the whole file, made (in parallel) before its first test. The
 * returned objects are filled in then, so read their fields inside tests.
 */
export function accountsForFile<R extends Role>(...roles: R[]): Record<R, Account> {
  const accounts = Object.fromEntries(roles.map((role) => [role, { userId: '', email: '', password: '' }])) as Record<
    R,
    Account
  >;
  beforeAll(async () => {
    await Promise.all(roles.map(async (role) => Object.assign(accounts[role], await seedAccount(role))));
  });
  return accounts;
}

const clockMovers = new Set<string>();

/**
 * These tests open checkouts or move the server's clock (which expires open checkouts, ends
 * cancelled plans and passes offer deadlines for every account), or depend on offers not lapsing
 * and turnovers staying upcoming. Each test holds the `dev-clock` lock: shared, side by side with
 * the other files' tests that need the clock to stay put; exclusively, alone, when it moves the
 * clock (declared with itMovesTheClock). After a test that moved it the clock is back at real time.
 */
export function holdDevClockEachTest() {
  let release: (() => Promise<void>) | undefined;
  beforeEach(async ({ task }) => {
    release = await holdLock('dev-clock', clockMovers.has(task.name) ? 'exclusive' : 'shared');
  });
  afterEach(async () => {
    await release?.();
  });
}

/** A test that moves the app clock: it runs alone among the tests holding the clock (holdDevClockEachTest). */
export function itMovesTheClock(name: string, fn: () => Promise<void>, timeout?: number) {
  clockMovers.add(name);
  it(name, fn, timeout);
}
