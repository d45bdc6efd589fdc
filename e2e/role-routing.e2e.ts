// Signed-in users on pages that are not theirs (issue 14, items 4 and 9): the other role's pages
// take them to their own home with a short message (never into the other role's sign-up), /login
// sends them home, and /highlight/success offers their next step. Visitors keep the spec's routes.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { expectToast, visibleToasts } from './support/auth-helpers';
import { DESKTOP, newPage, PHONE, signIn } from './support/browser';
import { screenshot } from './support/cleaner-helpers';
import { accountsForFile, browserForFile } from './support/file-setup';

const o = en.layout.otherRole;
const browser = browserForFile();
const { host, cleaner } = accountsForFile('host', 'cleaner');

/** Opens `url` and expects to land on `home` with the one "page is for the other role" toast. */
async function expectSentHome(page: Page, url: string, home: string, toast: { title: string; description: string }) {
  await page.goto(url);
  await page.waitForURL((u) => u.pathname === home);
  await expectToast(page, toast.title, toast.description);
  expect(await visibleToasts(page)).toEqual([`${toast.title} / ${toast.description}`]);
  // Dismiss it, so the next page's toast is the only one on screen.
  await page.locator('[data-sonner-toast] [data-close-button]').click();
  await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
}

describe('the other role’s pages', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'take a signed-in host to the dashboard with a message, never into the cleaner sign-up (%s)',
    async (name, viewport) => {
      const { context, page } = await newPage(browser(), viewport);
      await signIn(context, host);
      const toast = { title: o.cleanerPageTitle, description: o.signedInAsHost };
      await expectSentHome(page, '/browse-jobs', '/host/dashboard', toast);
      await page.getByRole('heading', { name: en.host.dashboard.title }).waitFor();
      expect(await page.getByText('Step 1 of 3').count()).toBe(0);
      if (name === 'phone') {
        await page.goto('/cleaner/profile');
        await page.waitForURL('**/host/dashboard');
        await expectToast(page, toast.title, toast.description);
        await screenshot(page, 'other-role-host');
        await page.locator('[data-sonner-toast] [data-close-button]').click();
        await page.locator('[data-sonner-toast]').waitFor({ state: 'detached' });
        for (const url of ['/cleaner/applications', '/cleaner/signup'])
          await expectSentHome(page, url, '/host/dashboard', toast);
        // Billing keeps its own page for each role, with the same message.
        await expectSentHome(page, '/cleaner/billing', '/host/billing', toast);
      } else {
        await screenshot(page, 'other-role-host');
      }
      await context.close();
    },
  );

  it('take a signed-in cleaner to the jobs with a message', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, cleaner);
    const toast = { title: o.hostPageTitle, description: o.signedInAsCleaner };
    for (const url of ['/host/dashboard', '/host/jobs', '/host/post-job', '/host/setup-profile'])
      await expectSentHome(page, url, '/browse-jobs', toast);
    await expectSentHome(page, '/host/billing', '/cleaner/billing', toast);
    await context.close();
  });

  it("keep the spec's routes for visitors", async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/browse-jobs');
    await page.waitForURL('**/cleaner/signup');
    await expectToast(page, en.cleaner.access.deniedTitle, en.cleaner.access.deniedDescription);
    await page.goto('/cleaner/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/host/jobs');
    await page.waitForURL((url) => url.pathname === '/auth');
    await context.close();
  });
});

describe('signed-in users and sign-in pages', () => {
  it('/login sends a signed-in user home instead of showing the form', async () => {
    const hostSide = await newPage(browser(), PHONE);
    await signIn(hostSide.context, host);
    await hostSide.page.goto('/login');
    await hostSide.page.waitForURL('**/host/dashboard');
    await hostSide.context.close();

    const cleanerSide = await newPage(browser(), DESKTOP);
    await signIn(cleanerSide.context, cleaner);
    await cleanerSide.page.goto('/login');
    await cleanerSide.page.waitForURL('**/browse-jobs');
    expect(await cleanerSide.page.getByRole('button', { name: en.auth.login.submit }).count()).toBe(0);
    await cleanerSide.context.close();

    // A visitor still gets the form.
    const visitor = await newPage(browser(), PHONE);
    await visitor.page.goto('/login');
    await visitor.page.getByRole('button', { name: en.auth.login.submit }).waitFor();
    await visitor.context.close();
  });

  it('/highlight/success offers each reader their next step', async () => {
    const cleanerSide = await newPage(browser(), PHONE);
    await signIn(cleanerSide.context, cleaner);
    await cleanerSide.page.goto('/highlight/success');
    const browse = cleanerSide.page.getByRole('link', { name: en.billing.highlightSuccess.browseJobs });
    await browse.waitFor();
    expect(await browse.getAttribute('href')).toBe('/browse-jobs');
    expect(await cleanerSide.page.getByRole('link', { name: en.billing.highlightSuccess.login }).count()).toBe(0);
    await screenshot(cleanerSide.page, 'highlight-success-cleaner');
    await cleanerSide.context.close();

    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    await hostSide.page.goto('/highlight/success');
    const dashboard = hostSide.page.getByRole('link', { name: en.billing.highlightSuccess.hostDashboard });
    await dashboard.waitFor();
    expect(await dashboard.getAttribute('href')).toBe('/host/dashboard');
    expect(await hostSide.page.getByRole('link', { name: en.billing.highlightSuccess.login }).count()).toBe(0);
    await hostSide.context.close();

    const visitor = await newPage(browser(), PHONE);
    await visitor.page.goto('/highlight/success');
    expect(await visitor.page.getByRole('link', { name: en.billing.highlightSuccess.login }).getAttribute('href')).toBe(
      '/login',
    );
    await visitor.context.close();
  });
});
