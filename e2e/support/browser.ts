// Helpers for browser journeys: a Chromium page per test, mail read back from the SMTP capture,
// accounts seeded as a verified sign-up would make them, signed in through the real sign-in API.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { CapturedMail } from '@server/test/smtp';
import { CHROMIUM_ARGS } from './chromium';
import { zipFor } from '@server/test/zips';

export const baseUrl = () => inject('baseUrl');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Connects to the run's one Chromium (e2e/support/global-setup.ts); closing it ends only this file's contexts. */
export async function launchBrowser(): Promise<Browser> {
  const endpoint = inject('browserEndpoint');
  return endpoint
    ? chromium.connect(endpoint)
    : chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}

/**
 * A screenshot for a person to look at: written only when SCREENSHOTS=1 (they assert nothing and
 * cost time), e.g. `SCREENSHOTS=1 npx vitest run --project e2e e2e/host-journey.e2e.ts`.
 */
export async function saveScreenshot(page: Page, file: string, options: { fullPage?: boolean } = {}) {
  if (process.env.SCREENSHOTS !== '1') return;
  await mkdir(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
}

/** Records the notification stream's `ready` event in the page (call before the page loads). */
export async function watchStreamReady(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { EventSource: typeof EventSource; __streamReady?: boolean };
    const Original = w.EventSource;
    w.EventSource = class extends Original {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('ready', () => (w.__streamReady = true));
      }
    };
  });
}

/** Waits until the page's notification stream has said `ready` (see watchStreamReady). */
export async function waitForStreamReady(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __streamReady?: boolean }).__streamReady === true);
}

/**
 * A route answered only once `release()` is called, to see what the page shows while it waits. On
 * the page's context: a request the service worker answers (decision 043) reaches the network from
 * the worker, which page.route does not see.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

export async function newPage(browser: Browser, viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  return { context, page };
}

export const uniqueEmail = (prefix = 'e2e') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

// Captured mail by file name: each file is read once per worker, however often tests poll (a run
// captures hundreds of emails; reading them all on every poll was most of the run's system time).
const mailByFile = new Map<string, CapturedMail>();

/** Waits for an email to `to` (optionally matching `subject`) captured by the test SMTP server. */
export async function waitForMail(to: string, subject?: RegExp, timeoutMs = 15_000): Promise<CapturedMail> {
  const dir = inject('mailDir');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const f of files) {
      let mail = mailByFile.get(f);
      if (!mail) {
        // Whole once its name ends in .json (written under another name, then renamed).
        mail = JSON.parse(await readFile(path.join(dir, f), 'utf8')) as CapturedMail;
        mailByFile.set(f, mail);
      }
      if (mail.to?.includes(to.toLowerCase()) && (!subject || subject.test(mail.subject))) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No email to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export function linkIn(mail: CapturedMail, pathPrefix: string): string {
  const match = new RegExp(
    `${baseUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`,
  ).exec(mail.text);
  if (!match) throw new Error(`No ${pathPrefix} link in email:\n${mail.text}`);
  return match[0];
}

export const PASSWORD = 'e2e-password-123';

async function apiPost(pathname: string, body: unknown, cookie?: string) {
  return fetch(`${baseUrl()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl(), ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A valid first job for a host registration (a host signs up while posting it). */
export function hostFirstJob(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    propertyAddress: '8 Palm Way',
    city: 'Miami',
    state: 'FL',
    bedrooms: 2,
    bathrooms: 1,
    squareFootage: 950,
    paymentPerTurnover: 85,
    startDate: start,
    amenities: [],
    isRecurring: false,
    ...overrides,
    // Issue 43: a ZIP of the job's city (or state) unless given.
    zip:
      (overrides.zip as string | undefined) ??
      zipFor(String(overrides.state ?? 'FL'), String(overrides.city ?? 'Miami')),
  };
}

/** What a sign-up wizard would send for `role`, with `overrides` (the host's first job included). */
function registrationData(role: 'cleaner' | 'host', email: string, overrides: Record<string, unknown>) {
  return role === 'cleaner'
    ? {
        firstName: 'Casey',
        lastName: 'Cleaner',
        email,
        password: PASSWORD,
        phone: '5551230000',
        state: 'FL',
        city: 'Miami',
        experienceYears: '1-3',
        rating: 4,
        ...overrides,
      }
    : { firstName: 'Harper', lastName: 'Host', email, password: PASSWORD, job: hostFirstJob(), ...overrides };
}

async function seedPost<T>(pathname: string, body: unknown): Promise<T> {
  const res = await fetch(`${inject('seedUrl')}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`seeding ${pathname} failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A verified account with its profile (a host's with its first job), seeded without the email round
 * trip by the code a clicked verification link runs (e2e/support/seed-server.ts). Only the sign-up
 * journeys sign up for real (cleaner-journey, host-journey).
 */
export async function seedAccount(role: 'cleaner' | 'host', overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail(role);
  const { userId } = await seedPost<{ userId: string }>('/accounts', {
    userType: role,
    registrationData: registrationData(role, email, overrides),
  });
  return { userId, email, password: PASSWORD };
}

export type LockMode = 'shared' | 'exclusive';
let clockHeld: LockMode | undefined;

/**
 * Holds the `dev-clock` lock shared by every test file until the returned release is called, so e2e
 * files can run in parallel. The tests that move the server's clock (POST /api/dev/clock or
 * /api/dev/billing-clock: that expires open checkouts, ends cancelled plans and passes offer
 * deadlines for everyone) hold it exclusively; those that need it to stay put (a checkout open, an
 * offer that must not lapse) hold it shared, side by side. Releasing an exclusive hold puts the
 * clock back to real time (e2e/support/seed-server.ts).
 */
export async function holdLock(name: 'dev-clock', mode: LockMode = 'exclusive'): Promise<() => Promise<void>> {
  await seedPost(`/locks/${name}?mode=${mode}`, {});
  clockHeld = mode;
  return async () => {
    clockHeld = undefined;
    await fetch(`${inject('seedUrl')}/locks/${name}?mode=${mode}`, { method: 'DELETE' });
  };
}

/** Throws unless this test holds the dev clock exclusively: moving it under a shared hold would pull the clock from under other tests. */
export function assertMayMoveClock() {
  if (clockHeld !== 'exclusive') {
    throw new Error(
      `This test moves the app clock but holds the dev-clock lock ${clockHeld ?? 'not at all'}: declare it with itMovesTheClock (e2e/support/file-setup.ts).`,
    );
  }
}

/** Starts a registration without verifying it. */
export async function startRegistration(role: 'cleaner' | 'host') {
  const email = uniqueEmail(role);
  const res = await apiPost('/api/registrations', {
    userType: role,
    registrationData: registrationData(role, email, {
      firstName: 'Una',
      lastName: 'Verified',
      // Issue 43: a real sign-up needs a home ZIP (seeded accounts may go without, see seed-server.ts).
      ...(role === 'cleaner' && { homeZip: zipFor('FL', 'Miami') }),
    }),
  });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status}`);
  return { email, password: PASSWORD };
}

/**
 * Signs the browser context in. A seeded account gets a session cookie from the seed server (no
 * scrypt check on the app's event loop); any other, such as one a journey signed up for, signs in
 * through POST /api/session. The sign-in page's own tests use the form (auth-sign-in.e2e.ts).
 */
export async function signIn(context: BrowserContext, account: { userId?: string; email: string; password: string }) {
  if (account.userId) {
    const cookie = await seedPost<{ name: string; value: string }>('/sessions', { userId: account.userId });
    await context.addCookies([{ ...cookie, url: baseUrl(), httpOnly: true, sameSite: 'Lax' }]);
    return;
  }
  const res = await context.request.post('/api/session', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseUrl() },
  });
  if (res.status() !== 200) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
}

/**
 * Fails on any serious or critical accessibility violation on the current page. `state` names what
 * is on screen (e.g. 'change dialog'): each page in each state at each width is scanned once per
 * run, by whichever test reaches it first (the run's scanned set lives in the seed server).
 */
export async function expectNoSeriousA11yViolations(page: Page, state: string) {
  const url = new URL(page.url());
  const where = `${url.pathname}${url.search}`
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ':id')
    .replace(/cs_test_\w+/g, 'cs_test_:id');
  const key = `${where} @${page.viewportSize()?.width ?? 0}px: ${state}`;
  if (!(await seedPost<{ first: boolean }>('/a11y-scans', { key })).first) return;
  // A toast or menu still fading in has partial opacity, which axe reads as low contrast.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  // Only violations are read: axe then skips building the node lists of passes and the rest. Legacy
  // mode runs axe.run in the page itself: the default opens a blank page (a renderer process) per
  // scan to merge frame results, and the app has no cross-origin frames to merge (about a third of
  // a scan's CPU).
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    key,
  ).toEqual([]);
}
