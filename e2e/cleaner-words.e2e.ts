// Issue 37, words that match: an offer waiting for the cleaner reads 'Needs your answer' with the
// time left in words on their schedule, and the same countdown on the host's 'Offered to …' line;
// once confirmed both read 'Confirmed'. Tomorrow stands out on the schedule; the calendar card
// subscribes in Google Calendar; the bell names the property and says when in words.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
} from './support/browser';
import { createHostWithJob, sendTeamOffers } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const t = en.turnovers;
const SHOTS = path.resolve('test-results/screenshots/cleaner-words');
const write = { headers: { origin: baseUrl() } };

const browser = browserForFile();
holdDevClockEachTest();
const day = datesFromToday(); // the job is in Florida's default zone

/** "Answer within 25 min", "Answer within 2 h 10 min", "Answer within 5 h", "Answer within 3 days". */
const COUNTDOWN = /^Answer within \d+ (min|h( \d+ min)?|days)$/;

const scheduleCard = (page: Page, date: string) =>
  page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);
const hostCard = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);

/** A host's job in Miami with Rosa hired on its team, and two turnovers added by hand. */
async function hiredWithTurnovers(host: BrowserContext, cleaner: BrowserContext, dates: string[]) {
  const jobId = ((await (await host.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, ...write });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  expect(
    (await host.request.patch(`/api/host/applications/${id}`, { data: { action: 'hire' }, ...write })).status(),
  ).toBe(200);
  await sendTeamOffers(host, jobId);
  for (const date of dates) {
    const added = await host.request.post(`/api/host/jobs/${jobId}/turnovers`, {
      data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
      ...write,
    });
    expect(added.status()).toBe(201);
  }
  return jobId;
}

describe('words that match', () => {
  it("an open offer reads 'Needs your answer' with its time left on both sides, then 'Confirmed'", async () => {
    const host = await createHostWithJob({ propertyAddress: '31 Mangrove Bay' });
    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    const phone = await newPage(browser(), PHONE);
    await signIn(phone.context, await seedAccount('cleaner', { firstName: 'Rosa', lastName: 'Reyes' }));
    const jobId = await hiredWithTurnovers(hostSide.context, phone.context, [day(1), day(5)]);

    // The cleaner's schedule: the offer stands out, asks for an answer and says how long is left.
    const page = phone.page;
    await page.goto('/cleaner/schedule');
    const offer = scheduleCard(page, day(1));
    await offer.getByTestId('offer-countdown').waitFor();
    expect(await offer.getByTestId('turnover-status').textContent()).toBe(t.words.cleanerStatus.needsAnswer);
    expect(await offer.getByTestId('offer-countdown').textContent()).toMatch(COUNTDOWN);
    expect(await offer.getByTestId('answer-by').textContent()).toMatch(/^Please answer by /);
    expect(await offer.textContent()).not.toContain(t.list.status.scheduled);
    await offer.getByRole('button', { name: t.schedule.confirm }).waitFor();
    await offer.getByRole('button', { name: t.schedule.cantMakeIt }).waitFor();

    // Tomorrow stands out; a later day does not.
    const tomorrow = page.locator('[data-testid="schedule-day"][data-when="tomorrow"]');
    expect(await tomorrow.textContent()).toContain(t.words.tomorrow);
    expect(
      await page.getByRole('heading', { level: 3, name: new RegExp(`^${t.words.tomorrow}`) }).count(),
      'the badge is part of the day heading',
    ).toBe(1);
    expect(await page.locator('[data-testid="schedule-day"][data-when]').count()).toBe(1);

    // Google Calendar gets the feed's own address in its cid link; Apple Calendar its webcal link.
    const feed = await page.getByTestId('feed-link').getByRole('textbox').inputValue();
    const google = new URL(
      (await page.getByRole('link', { name: t.words.feed.googleLabel }).getAttribute('href')) ?? '',
    );
    expect(`${google.origin}${google.pathname}`).toBe('https://calendar.google.com/calendar/r');
    expect(google.searchParams.get('cid')).toBe(feed);
    expect(await page.getByRole('link', { name: t.words.feed.appleLabel }).getAttribute('href')).toBe(
      feed.replace(/^https?:/, 'webcal:'),
    );
    await saveScreenshot(page, path.join(SHOTS, 'schedule-offer-390.png'));
    await expectNoSeriousA11yViolations(page, 'schedule with an offer to answer');

    // The host reads the same countdown on the 'Offered to …' line.
    await hostSide.page.goto(`/host/jobs/${jobId}/turnovers`);
    const hostOffer = hostCard(hostSide.page, day(1));
    await hostOffer.getByTestId('offer-countdown').waitFor();
    expect(await hostOffer.getByTestId('turnover-cover-detail').textContent()).toMatch(/^Offered to Rosa Reyes, /);
    expect(await hostOffer.getByTestId('offer-countdown').textContent()).toMatch(COUNTDOWN);

    // Confirmed: the word the host reads too.
    await offer.getByRole('button', { name: t.schedule.confirm }).click();
    await offer.getByText(t.schedule.youConfirmed).waitFor();
    expect(await offer.getByTestId('turnover-status').textContent()).toBe(t.list.cover.confirmed);
    expect(await offer.getByTestId('offer-countdown').count()).toBe(0);
    await hostSide.page.reload();
    await expect.poll(() => hostOffer.getByTestId('turnover-cover').textContent()).toBe(t.list.cover.confirmed);
    expect(await hostOffer.getByTestId('offer-countdown').count()).toBe(0);

    const wide = await newPage(browser(), DESKTOP);
    await wide.context.addCookies(await phone.context.cookies());
    await wide.page.goto('/cleaner/schedule');
    await scheduleCard(wide.page, day(5)).getByTestId('offer-countdown').waitFor();
    await saveScreenshot(wide.page, path.join(SHOTS, 'schedule-1280.png'));
    await expectNoSeriousA11yViolations(wide.page, 'schedule with an offer to answer');

    // The bell names the property and says when, in words.
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await bell.click();
    const entry = page.getByRole('dialog', { name: en.notifications.heading }).getByRole('listitem').first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain('31 Mangrove Bay');
    expect(await entry.locator('time').textContent()).toMatch(/^(just now|\d+ minutes? ago)$/);
    await saveScreenshot(page, path.join(SHOTS, 'bell-390.png'), { fullPage: false });
    await wide.page.getByRole('button', { name: /^Notifications/ }).click();
    await wide.page.getByRole('dialog', { name: en.notifications.heading }).getByRole('listitem').first().waitFor();
    await saveScreenshot(wide.page, path.join(SHOTS, 'bell-1280.png'), { fullPage: false });

    await Promise.all([hostSide.context.close(), phone.context.close(), wide.context.close()]);
  });
});
