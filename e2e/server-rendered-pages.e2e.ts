// The cleaner's phone pages rendered on the server with their data (issue 38, decision 049): a
// signed-in cleaner's schedule, turnover and Browse Jobs arrive as HTML that already holds their
// turnovers and jobs (readable with scripts off), the app then takes the page over without a
// hydration error and it works as before; nobody else's data is ever rendered in, a host gets the
// app's shell, and no cache may keep such a page.
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { QUERIES_ELEMENT_ID, RENDER_HEADER } from '@core/prerender';
import { baseUrl, newPage, PHONE, seedAccount, signIn } from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const browser = browserForFile();
// Offers must not lapse under the tests that move the clock.
holdDevClockEachTest();
const write = { headers: { origin: baseUrl() } };
const day = datesFromToday();
const ADDRESS = '31 Heron Bend';

/** A host's job in a town of its own, a cleaner hired on it and confirmed on tomorrow's turnover. */
async function confirmedTurnover() {
  const host = await createHostWithJob({ city: uniqueTown(), state: 'GA', propertyAddress: ADDRESS });
  const cleaner = await seedAccount('cleaner');
  const hostSide = await newPage(browser());
  const cleanerSide = await newPage(browser());
  await signIn(hostSide.context, host);
  await signIn(cleanerSide.context, cleaner);
  const hr = hostSide.context.request;
  const jobId = ((await (await hr.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;
  const applied = await cleanerSide.context.request.post('/api/applications', { data: { jobId }, ...write });
  const { id: applicationId } = (await applied.json()) as { id: string };
  expect(
    (await hr.patch(`/api/host/applications/${applicationId}`, { data: { action: 'hire' }, ...write })).status(),
  ).toBe(200);
  await sendTeamOffers(hostSide.context, jobId);
  const added = await hr.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date: day(1), checkoutTime: '11:00', checkinTime: '16:00' },
    ...write,
  });
  const { id } = (await added.json()) as { id: string };
  expect((await cleanerSide.context.request.post(`/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
  await cleanerSide.context.close();
  return { hostSide, cleaner, turnoverId: id };
}

async function scriptless(account: { userId?: string; email: string; password: string }): Promise<BrowserContext> {
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, javaScriptEnabled: false });
  await signIn(context, account);
  return context;
}

describe('a cleaner’s phone pages rendered on the server', () => {
  it('arrive with the cleaner’s own turnovers and jobs in the HTML, readable before any script has run', async () => {
    const { cleaner, turnoverId, hostSide } = await confirmedTurnover();
    await hostSide.context.close();
    const context = await scriptless(cleaner);
    const page = await context.newPage();

    await page.goto('/cleaner/schedule');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Schedule');
    expect(await page.locator('main').innerText()).toContain(ADDRESS);

    await page.goto(`/cleaner/turnovers/${turnoverId}`);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Turnover on /);
    expect(await page.locator('main').innerText()).toContain(ADDRESS);

    await page.goto('/browse-jobs');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Browse Cleaning Jobs');

    // Each such page is the person's own: private, kept by no cache.
    const res = await context.request.get('/cleaner/schedule');
    expect(res.headers()['cache-control']).toBe('private, no-store');
    expect(await res.text()).toContain(`id="${QUERIES_ELEMENT_ID}"`);
    await context.close();
  });

  it('are taken over by the app without a hydration error, and work as before', async () => {
    const { cleaner, turnoverId, hostSide } = await confirmedTurnover();
    await hostSide.context.close();
    const { context, page } = await newPage(browser());
    await signIn(context, cleaner);
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));

    await page.goto(`/cleaner/turnovers/${turnoverId}`);
    await page.getByRole('link', { name: 'Back to schedule' }).click();
    await page.waitForURL('**/cleaner/schedule');
    await expect.poll(() => page.locator('main').innerText()).toContain(ADDRESS);
    // Taken over: the client's router moved, and the turnover's link opens it again.
    await page.getByRole('link', { name: /Open/ }).first().click();
    await page.waitForURL(`**/cleaner/turnovers/${turnoverId}`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('render nobody else’s data: another cleaner’s turnover and a host get the app’s shell', async () => {
    const { hostSide, cleaner, turnoverId } = await confirmedTurnover();
    const stranger = await scriptless(await seedAccount('cleaner'));
    const theirs = await stranger.request.get(`/cleaner/turnovers/${turnoverId}`);
    expect(theirs.status()).toBe(200);
    const html = await theirs.text();
    expect(html).not.toContain(ADDRESS);
    expect(html).not.toContain(QUERIES_ELEMENT_ID);
    await stranger.close();

    // A phone whose service worker keeps the app renders its pages itself (decision 043's reads).
    const own = await scriptless(cleaner);
    const viaWorker = await own.request.get('/cleaner/schedule', { headers: { [RENDER_HEADER]: 'browser' } });
    expect(await viaWorker.text()).not.toContain(QUERIES_ELEMENT_ID);
    await own.close();

    const asHost = await hostSide.context.request.get('/cleaner/schedule');
    expect(await asHost.text()).not.toContain(QUERIES_ELEMENT_ID);
    await hostSide.context.close();
  });
});
