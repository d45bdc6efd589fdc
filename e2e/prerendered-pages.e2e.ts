// Issue 19, paint before JavaScript: the public pages arrive as HTML with their content and styles
// (scripts/vite-prerender.ts), readable with JavaScript off, then React takes them over without a
// mismatch or a layout shift. What was typed before that is kept, and a form cannot be sent by the
// browser itself meanwhile. Signed-in browsers get the app's shell instead.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { PRERENDERED_PAGES } from '@core/prerender';
import { baseUrl, newPage, PHONE, seedAccount, signIn } from './support/browser';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

/** Each prerendered page and its level-one heading. */
const HEADINGS: Record<(typeof PRERENDERED_PAGES)[number], string | RegExp> = {
  '/': /guest-ready/i,
  '/login': en.auth.login.title,
  '/auth': en.auth.authPage.title,
  '/forgot-password': en.auth.forgot.title,
  '/terms-of-service': /Terms of Service/,
  '/privacy-policy': /Privacy Policy/,
  '/contact-us': /Contact/,
  '/host/post-job': /./,
  '/cleaner/signup': /./,
};

/** Errors the page logged: React reports a hydration mismatch through onRecoverableError (web/src/main.tsx). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** The layout shift so far (the sum Lighthouse's CLS is made of, for one page load). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

describe('prerendered public pages', () => {
  it('show their content with JavaScript off', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    for (const route of PRERENDERED_PAGES) {
      const res = await page.goto(route);
      expect(res?.status(), route).toBe(200);
      await page.getByRole('heading', { level: 1, name: HEADINGS[route] }).first().waitFor({ timeout: 2000 });
      expect(await page.getByRole('contentinfo').count(), `${route} has its footer`).toBe(1);
      expect(await page.title(), route).toContain('TurnReady');
      // Styled: the inlined stylesheet applies (the footer is dark).
      expect(
        await page.getByRole('contentinfo').evaluate((el) => getComputedStyle(el).backgroundColor),
        route,
      ).not.toBe('rgba(0, 0, 0, 0)');
    }
    await page.goto('/login');
    await page.getByRole('button', { name: en.auth.login.submit }).waitFor();
    expect(
      await page.getByRole('button', { name: en.auth.login.submit }).isDisabled(),
      'no native submission of the password',
    ).toBe(true);
    await context.close();
  });

  it('are taken over by React with no mismatch and no layout shift', async () => {
    const { context, page } = await newPage(browser());
    const errors = collectErrors(page);
    for (const route of PRERENDERED_PAGES) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: HEADINGS[route] }).first().waitFor();
      expect(await layoutShift(page), `${route} layout shift`).toBeLessThanOrEqual(0.02);
    }
    expect(errors).toEqual([]);
    // Live: the header's menu opens and a link navigates in the page.
    await page.goto('/');
    await page.getByRole('button', { name: en.layout.header.signUp }).click();
    await page.getByText(en.layout.header.signUpAsCleaner, { exact: true }).click();
    await page.waitForURL('**/cleaner/signup');
    await context.close();
  });

  it('keep what was typed before the JavaScript ran, and send it once React has taken over', async () => {
    const { context, page } = await newPage(browser());
    // The app's scripts arrive late, as on a slow phone connection.
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password').fill('not-the-password-1');
    const submit = page.getByRole('button', { name: en.auth.login.submit });
    expect(await submit.isDisabled()).toBe(true);
    release();
    await page.waitForFunction(() => !document.querySelector('button[type="submit"]')?.hasAttribute('disabled'));
    await submit.click();
    // The server answered the typed account (no such account), not "Please enter your email".
    await page.getByText(en.auth.login.failedTitle).first().waitFor();
    expect(await page.getByText(en.auth.login.emailRequired).count()).toBe(0);
    expect(await page.getByLabel('Email').inputValue()).toBe('nobody@example.com');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('are sent only to browsers without a session: a signed-in one gets the app, which takes it home', async () => {
    const visitor = await fetch(`${baseUrl()}/login`);
    expect(visitor.headers.get('vary')).toMatch(/cookie/i);
    expect(await visitor.text()).toContain(en.auth.login.title);

    const account = await seedAccount('cleaner');
    const { context, page } = await newPage(browser());
    await signIn(context, account);
    const res = await page.goto('/login');
    expect(await res?.text()).toContain('<div id="root"></div>');
    await page.waitForURL('**/browse-jobs');
    await context.close();
  });
});
