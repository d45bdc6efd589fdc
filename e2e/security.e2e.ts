// The built app under its Content-Security-Policy: every page, menu, dialog, toast and the
// development mailbox's email preview work with no CSP violation; an injected script does not run;
// the headers are on the HTML and the assets; a common password is marked on the form's field.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { webDistDir } from '@server/app';
import { expectToast, submitSignInForm } from './support/auth-helpers';
import {
  baseUrl,
  DESKTOP,
  linkIn,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
  startRegistration,
  uniqueEmail,
  waitForMail,
} from './support/browser';
import { browserForFile } from './support/file-setup';

const TOO_COMMON = en.auth.password.tooCommon;
const browser = browserForFile();

declare global {
  interface Window {
    __cspViolations?: string[];
    __injected?: boolean;
  }
}

/**
 * Collects CSP violations two ways: the console messages Chromium prints for them, and the
 * page's securitypolicyviolation events (recorded by an init script, which the policy does not cover).
 */
async function watchCsp(context: BrowserContext) {
  const messages: string[] = [];
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  const watch = (page: Page) =>
    page.on('console', (msg) => {
      if (msg.text().includes('Content Security Policy')) messages.push(`${page.url()}: ${msg.text()}`);
    });
  context.on('page', watch);
  for (const page of context.pages()) watch(page);
  return {
    messages,
    /** Console messages plus the violations the page recorded since it loaded. */
    async all(page: Page) {
      const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      return [...messages, ...events.map((e) => `${page.url()}: ${e}`)];
    },
  };
}

/** Opens `url` and waits for its main heading, so the page's code has run. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.locator('h1').first().waitFor({ state: 'visible', timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

describe('the Content-Security-Policy', () => {
  it('lets every public page, the sign-in toast and the development mailbox work without a violation', async () => {
    await startRegistration('cleaner'); // puts a verification email in the mailbox
    const { context, page } = await newPage(browser(), PHONE);
    const csp = await watchCsp(context);
    const seen: string[] = [];

    for (const url of [
      '/',
      '/login',
      '/auth',
      '/forgot-password',
      '/reset-password?token=not-a-real-token',
      '/terms-of-service',
      '/privacy-policy',
      '/contact-us',
      '/cleaner/signup',
      '/host/post-job',
      '/host/pricing',
      '/no-such-page',
    ]) {
      await visit(page, url);
      seen.push(...(await csp.all(page)));
    }

    // A toast (sonner, loaded with the first toast, inserts its stylesheet) and the sign-up menu.
    await visit(page, '/login');
    await submitSignInForm(page, uniqueEmail('nobody'), 'not-the-password');
    await expectToast(page, en.auth.login.failedTitle);
    await page.getByRole('button', { name: en.layout.header.signUp }).click();
    await page
      .getByRole('list', { name: en.layout.header.signUp })
      .getByRole('link', { name: en.layout.header.signUpAsCleaner })
      .waitFor();
    seen.push(...(await csp.all(page)));
    await page.keyboard.press('Escape');

    // The mailbox shows an email's own HTML (inline styles) in a sandboxed frame.
    await visit(page, '/dev/mailbox');
    await page
      .getByRole('button', { name: /Verify your email/ })
      .first()
      .click();
    await page.getByRole('button', { name: en.auth.devMailbox.htmlView }).click();
    const frame = page.frameLocator('iframe');
    await frame.locator('a').first().waitFor();
    seen.push(...(await csp.all(page)));

    expect(seen).toEqual([]);
    await context.close();
  });

  it('lets the host and cleaner pages, menus, dialogs and the notification bell work without a violation', async () => {
    const host = await seedAccount('host');
    const cleaner = await seedAccount('cleaner');
    const seen: string[] = [];

    const hostSide = await newPage(browser(), DESKTOP);
    const hostCsp = await watchCsp(hostSide.context);
    await signIn(hostSide.context, host);
    for (const url of ['/host/dashboard', '/host/applicants', '/host/profile', '/host/billing']) {
      await visit(hostSide.page, url);
      seen.push(...(await hostCsp.all(hostSide.page)));
    }
    await visit(hostSide.page, '/host/jobs');
    await hostSide.page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await hostSide.page.getByRole('alertdialog').waitFor();
    seen.push(...(await hostCsp.all(hostSide.page)));
    await hostSide.page.keyboard.press('Escape');
    await hostSide.page.getByRole('button', { name: en.layout.header.menu }).click();
    await hostSide.page
      .getByRole('list', { name: en.layout.header.menu })
      .getByRole('link', { name: en.layout.header.host.viewDashboard })
      .waitFor();
    seen.push(...(await hostCsp.all(hostSide.page)));
    await hostSide.context.close();

    const cleanerSide = await newPage(browser(), PHONE);
    const cleanerCsp = await watchCsp(cleanerSide.context);
    await signIn(cleanerSide.context, cleaner);
    for (const url of ['/browse-jobs', '/cleaner/applications', '/cleaner/profile', '/cleaner/billing']) {
      await visit(cleanerSide.page, url);
      seen.push(...(await cleanerCsp.all(cleanerSide.page)));
    }
    await cleanerSide.page.getByRole('button', { name: en.notifications.bell }).click();
    await cleanerSide.page.getByRole('dialog').waitFor();
    seen.push(...(await cleanerCsp.all(cleanerSide.page)));
    await cleanerSide.context.close();

    expect(seen).toEqual([]);
  });

  it('stops a script injected into the page, and reports it', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const csp = await watchCsp(context);
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      const img = document.createElement('img');
      img.setAttribute('src', 'data:image/gif;base64,R0lGODlhAQABAAAAACw=');
      img.setAttribute('onerror', 'window.__injected = true');
      img.setAttribute('onload', 'window.__injected = true');
      document.body.appendChild(img);
    });
    // Blocked: the inline script and the image's inline handler each report a violation.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['script-src-elem', 'script-src-attr'].every((d) =>
            (window.__cspViolations ?? []).some((v) => v.startsWith(d)),
          ),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.__injected)).toBeUndefined();
    const violations = await csp.all(page);
    expect(violations.some((v) => /script-src/.test(v))).toBe(true);
    await context.close();
  });
});

describe('security headers of the built app', () => {
  it('are on the HTML page, a script asset and an API answer', async () => {
    const html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
    // No inline script anywhere in the built page: every <script> has a src.
    expect(html.match(/<script\b[^>]*>/g)?.every((tag) => /\ssrc=/.test(tag))).toBe(true);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    for (const url of ['/host/dashboard', asset, '/api/health']) {
      const res = await fetch(`${baseUrl()}${url}`);
      expect(res.status).toBe(200);
      const policy = res.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });
});

describe('a common password', () => {
  it('is marked on the password field of the cleaner sign-up, which goes back to the account step', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/cleaner/signup');
    await page.getByLabel('First name').fill('Lucia');
    await page.getByLabel('Last name').fill('Moreno');
    await page.getByLabel('Email').fill(uniqueEmail('common'));
    await page.getByLabel('Password').fill('Sunshine1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await page.getByLabel('Phone').fill('(305) 555-0199');
    await page.getByLabel('State/Territory').selectOption('FL');
    await page.getByLabel('City').fill('Miami');
    await page.getByLabel('Home ZIP code').fill('33101');
    await page.getByLabel('Years of experience').selectOption('3-5');
    await page.getByLabel('Average rating').selectOption('4.5');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();

    await page.getByText('Step 1 of 3').waitFor();
    await expectToast(page, en.registration.errors.registrationErrorTitle, TOO_COMMON);
    const password = page.getByLabel('Password');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(TOO_COMMON, { exact: true }).first().waitFor();
    await saveScreenshot(page, 'test-results/security-common-password-signup.png');

    // A better password clears the mark and goes through.
    await password.fill('sunshine-on-the-keys-42');
    expect(await password.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await context.close();
  });

  it('is marked on the new-password field of the reset page, and the link still works', async () => {
    const account = await seedAccount('cleaner');
    await fetch(`${baseUrl()}/api/password/forgot`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ email: account.email }),
    });
    const link = linkIn(await waitForMail(account.email, /Reset your TurnReady password/), '/reset-password?token=');
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto(link);
    const password = page.getByLabel('New password');
    await password.fill('password123');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, en.auth.reset.errorTitle, TOO_COMMON);
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(TOO_COMMON, { exact: true }).first().waitFor();
    await saveScreenshot(page, 'test-results/security-common-password-reset.png');

    await password.fill('a-far-less-common-password-7');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
