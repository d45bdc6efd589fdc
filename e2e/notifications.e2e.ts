// Live notifications (issue 5): a cleaner applies in one browser, the host's bell rises in another
// without a reload; opening the notification leads to the job's applicants. Ten tabs of one host
// share one stream (Web Locks + BroadcastChannel), so they all still load pages.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  signIn,
  waitForStreamReady,
  watchStreamReady,
} from './support/browser';
import { createHostWithJob, uniqueTown } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const badge = (page: Page) => page.getByTestId('notification-badge');

async function hostJobId(context: BrowserContext): Promise<string> {
  const res = await context.request.get('/api/host/jobs');
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { jobs: { id: string }[] };
  return body.jobs[0]!.id;
}

async function applyFrom(context: BrowserContext, jobId: string) {
  const res = await context.request.post('/api/applications', { data: { jobId }, headers: { origin: baseUrl() } });
  expect(res.status()).toBe(201);
}

describe('notifications', () => {
  it('raises the host’s badge live, opens the applicants of the job, and passes axe', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL' });
    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    const jobId = await hostJobId(hostSide.context);
    const cleanerSide = await newPage(browser(), DESKTOP);
    await signIn(cleanerSide.context, await seedAccount('cleaner'));

    const page = hostSide.page;
    await watchStreamReady(page);
    await page.goto('/host/dashboard');
    // The bell is a lazily loaded chunk: give it the margin of a locator wait, not expect.poll's 1 s.
    await bell(page).waitFor();
    expect(await bell(page).count()).toBe(1);
    await bell(page).click();
    await page.getByText('No notifications yet').waitFor();
    await page.keyboard.press('Escape');
    // The stream is connected before the application (it catches up anyway, but this tests "live").
    await waitForStreamReady(page);

    await applyFrom(cleanerSide.context, jobId);
    await badge(page).waitFor({ timeout: 3_000 });
    expect(await badge(page).textContent()).toBe('1');

    await bell(page).click();
    await page.getByRole('button', { name: 'Mark all read' }).waitFor();
    await page.getByText(/applied to your job in/).waitFor();
    await expectNoSeriousA11yViolations(page, 'notification panel open');

    await page.getByText(/applied to your job in/).click();
    await page.waitForURL((url) => url.pathname === '/host/applicants' && url.searchParams.get('job_id') === jobId);
    await expect.poll(() => badge(page).count()).toBe(0);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await hostSide.context.close();
    await cleanerSide.context.close();
  });

  it('ten tabs of one host all load pages, and the badge still rises in them', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL' });
    const { context, page: first } = await newPage(browser(), DESKTOP);
    await signIn(context, host);
    const jobId = await hostJobId(context);
    const pages = [first, ...(await Promise.all(Array.from({ length: 9 }, () => context.newPage())))];
    await Promise.all(pages.map((p) => p.goto('/')));
    // Ten pages loading at once on two cores: the same 30 s any single wait gets.
    await Promise.all(pages.map((p) => p.getByRole('button', { name: 'Menu' }).waitFor({ timeout: 30_000 })));
    // A page load still works with all ten open.
    await pages[9]!.goto('/host/dashboard');
    await pages[9]!.getByRole('button', { name: 'Menu' }).waitFor({ timeout: 10_000 });

    const cleanerSide = await newPage(browser(), DESKTOP);
    await signIn(cleanerSide.context, await seedAccount('cleaner'));
    await applyFrom(cleanerSide.context, jobId);
    for (const p of [pages[0]!, pages[5]!, pages[9]!]) await badge(p).waitFor({ timeout: 5_000 });

    await context.close();
    await cleanerSide.context.close();
  });
});
