// Reading without signal (issue 38, decision 043): a cleaner opens the schedule and a confirmed
// turnover with signal; with the signal gone a reload shows both from the phone's saved copy (and
// says when it was saved), and inside the access window the access instructions open too. Once the
// app clock passes the window's end they are deleted from the phone's Cache Storage and the page
// says they are no longer available offline. Another person signing in on the same phone cannot
// read the first one's copy, and signing out deletes everything kept.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import type { CleanerTurnoverResponse } from '@core/schemas/playbook';
import { baseUrl, DESKTOP, newPage, PHONE, saveScreenshot, seedAccount, signIn } from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const m = en.playbook.cleaner;
const SHOTS = path.resolve('test-results/screenshots/offline-schedule');
const ADDRESS = '9 Sandpiper Way';
const ACCESS = 'Lockbox 4417 on the side gate.';
const SUPPLIES = 'Linens in the hall closet';
const ITEM = 'Make the beds';

const browser = browserForFile();
holdDevClockEachTest();
const write = { headers: { origin: baseUrl() } };
const day = datesFromToday();

/** A host's job with a playbook (an item, supplies, access instructions) and a cleaner confirmed on tomorrow's turnover. */
async function confirmedTurnover(cleanerSide: BrowserContext) {
  const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: ADDRESS });
  const hostSide = await newPage(browser(), DESKTOP);
  await signIn(hostSide.context, host);
  const hr = hostSide.context.request;
  const jobId = ((await (await hr.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;
  expect((await hr.post(`/api/host/jobs/${jobId}/playbook/items`, { data: { label: ITEM }, ...write })).status()).toBe(
    201,
  );
  const details = { supplies: SUPPLIES, accessInstructions: ACCESS };
  expect((await hr.put(`/api/host/jobs/${jobId}/playbook`, { data: details, ...write })).status()).toBe(200);
  const applied = await cleanerSide.request.post('/api/applications', { data: { jobId }, ...write });
  const { id: applicationId } = (await applied.json()) as { id: string };
  const hired = await hr.patch(`/api/host/applications/${applicationId}`, { data: { action: 'hire' }, ...write });
  expect(hired.status()).toBe(200);
  await sendTeamOffers(hostSide.context, jobId);
  const added = await hr.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date: day(1), checkoutTime: '11:00', checkinTime: '16:00' },
    ...write,
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  expect((await cleanerSide.request.post(`/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
  await hostSide.context.close();
  return id;
}

/** Waits until the service worker controls the page (it registers after the first load, then claims it). */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    );
  });
}

/** The phone's Cache Storage: each offline cache's name and how many answers it holds. */
const offlineCaches = (page: Page) =>
  page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('turnready-offline'));
    return Promise.all(names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })));
  });
const accessEntries = async (page: Page) =>
  (await offlineCaches(page))
    .filter((c) => c.name.startsWith('turnready-offline-access'))
    .reduce((n, c) => n + c.entries, 0);

/** The turnover's card on the schedule (its place names the address). */
const card = (page: Page) => page.getByTestId('schedule-turnover').filter({ hasText: ADDRESS });

const minutesUntil = (iso: string, now: string) => Math.ceil((Date.parse(iso) - Date.parse(now)) / 60_000);

describe('the schedule and a turnover without signal', () => {
  itMovesTheClock(
    'opened with signal, they show offline; the access instructions only until their window ends',
    async () => {
      const { context, page } = await newPage(browser(), PHONE);
      const cleaner = await seedAccount('cleaner', { firstName: 'Rosa', lastName: 'Diaz' });
      await signIn(context, cleaner);
      const id = await confirmedTurnover(context);
      const before = (await (
        await context.request.get(`/api/cleaner/turnovers/${id}`)
      ).json()) as CleanerTurnoverResponse;
      // Check-out on the app clock: inside the access window, and 'Start' works.
      const now = (await readDevClock(context.request)).now;
      await advanceDevClock(context.request, { advanceMinutes: minutesUntil(before.start.opensAt, now) + 5 });

      // --- With signal: the schedule, the turnover, 'Start' and the access instructions.
      await page.goto('/cleaner/schedule');
      await controlledBy(page);
      await page.reload();
      await card(page).waitFor();
      await page.goto(`/cleaner/turnovers/${id}`);
      await page.getByRole('button', { name: m.start }).click();
      await page.getByRole('checkbox', { name: format(m.done, { item: ITEM }) }).waitFor();
      await page.getByRole('button', { name: m.showAccess }).click();
      await page.getByTestId('access-instructions').getByText(ACCESS).waitFor();
      expect(await page.getByTestId('offline-notice').count()).toBe(0);
      expect(await accessEntries(page)).toBe(1);

      // --- No signal: a reload shows the saved turnover, says so, and the access instructions open.
      await context.setOffline(true);
      await page.reload();
      const notice = page.getByTestId('offline-notice');
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/^Offline: showing what was saved at \d{1,2}:\d{2} [AP]M$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByText(SUPPLIES).waitFor();
      await page.getByRole('checkbox', { name: format(m.done, { item: ITEM }) }).waitFor();
      await page.getByRole('button', { name: m.showAccess }).click();
      await page.getByTestId('access-instructions').getByText(ACCESS).waitFor();
      await saveScreenshot(page, path.join(SHOTS, 'turnover-offline-390.png'));
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, path.join(SHOTS, 'turnover-offline-1280.png'));
      await page.setViewportSize(PHONE);
      // The schedule opens offline too (the page itself from the saved app shell).
      await page.goto('/cleaner/schedule');
      await notice.waitFor();
      await card(page).waitFor();
      await saveScreenshot(page, path.join(SHOTS, 'schedule-offline-390.png'));
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, path.join(SHOTS, 'schedule-offline-1280.png'));
      await page.setViewportSize(PHONE);

      // --- The app clock passes the window's end: the next read with signal deletes the instructions.
      await context.setOffline(false);
      await advanceDevClock(context.request, {
        advanceMinutes: minutesUntil(before.access.closesAt, (await readDevClock(context.request)).now) + 5,
      });
      await page.reload();
      await card(page).waitFor();
      await expect.poll(() => accessEntries(page)).toBe(0);
      // Offline again: the started turnover is still there, the instructions are not, and the page says so.
      await context.setOffline(true);
      await page.goto(`/cleaner/turnovers/${id}`);
      await notice.waitFor();
      await page.getByTestId('access-closed').getByText(m.accessOfflineClosed).waitFor();
      expect(await page.getByText(ACCESS).count()).toBe(0);
      expect(await accessEntries(page)).toBe(0);
      await saveScreenshot(page, path.join(SHOTS, 'access-gone-offline-390.png'));
      await context.close();
    },
  );

  it('another person on the same phone cannot read the copy, and signing out deletes it', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const first = await seedAccount('cleaner', { firstName: 'Ines', lastName: 'Vega' });
    await signIn(context, first);
    await confirmedTurnover(context);
    await page.goto('/cleaner/schedule');
    await controlledBy(page);
    await page.reload();
    await card(page).waitFor();
    const kept = await offlineCaches(page);
    expect(kept.some((c) => c.name.includes(first.userId) && c.entries >= 2)).toBe(true);

    // Someone else signs in on this phone (without the first signing out): the first one's copy goes.
    const second = await seedAccount('cleaner', { firstName: 'Tomas', lastName: 'Ruiz' });
    await context.clearCookies();
    await signIn(context, second);
    await page.reload();
    await page.getByText(en.turnovers.schedule.empty).waitFor();
    await expect.poll(async () => (await offlineCaches(page)).some((c) => c.name.includes(first.userId))).toBe(false);
    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-notice').waitFor();
    await page.getByText(en.turnovers.schedule.empty).waitFor();
    expect(await card(page).count()).toBe(0);

    // Signing out (with signal) deletes everything this phone kept to read offline.
    await context.setOffline(false);
    await page.reload();
    await page.getByRole('button', { name: en.layout.header.menu }).click();
    await page.getByRole('button', { name: en.layout.header.logout }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await offlineCaches(page)).toEqual([]);
    // Offline, nothing is read from a copy any more.
    await context.setOffline(true);
    // The app asks who is signed in, and nothing on the phone answers for anyone.
    const sessionFailed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/session');
    await page.goto('/cleaner/schedule');
    await sessionFailed;
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    expect(await offlineCaches(page)).toEqual([]);
    await context.close();
  });
});
