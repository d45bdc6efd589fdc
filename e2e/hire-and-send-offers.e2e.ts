// Hiring joins the team; offers wait for the host (issue 37). A host with two turnovers ahead hires
// two cleaners from the applicants page, each Hire confirmed in a dialog that says what follows;
// on the Turnovers page the team's notice says the offers wait, the host reorders the team, and no
// cleaner has been offered anything; 'Send offers now' offers every turnover to the new first
// member, whose open schedule shows them live, and nobody hears "No longer yours". Scanned and
// photographed at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { OFFER_GRACE_MINUTES } from '@core/team';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
  waitForMail,
  waitForStreamReady,
  watchStreamReady,
} from './support/browser';
import { createHostWithJob, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const a = en.applicants;
const m = en.team;
const SHOTS = path.resolve('test-results/screenshots/hire-and-send-offers');

const browser = browserForFile();
// The offers' deadlines run on the app's clock: no other file may move it while this runs.
holdDevClockEachTest();

const day = datesFromToday(); // the job is in Florida's default zone
const write = () => ({ headers: { origin: baseUrl() } });

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
const turnoverCard = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);
const upcomingOf = async (cleaner: BrowserContext) =>
  ((await (await cleaner.request.get('/api/cleaner/schedule')).json()) as { upcoming: { id: string }[] }).upcoming;

/** Hire from the applicants page: the dialog says where they join the team, then the host confirms. */
async function hireFromDialog(page: Page, name: string, joins: RegExp, shot?: string) {
  await cardOf(page, name).getByRole('button', { name: a.actions.hire }).click();
  const dialog = page.getByRole('alertdialog', { name: format(a.hireDialog.title, { name }) });
  await dialog.getByText(joins).waitFor();
  await dialog.getByText(format(a.hireDialog.offers, { minutes: OFFER_GRACE_MINUTES })).waitFor();
  await dialog.getByText(a.hireDialog.email).waitFor();
  if (shot) {
    await expectNoSeriousA11yViolations(page, 'hire dialog');
    await saveScreenshot(page, path.join(SHOTS, shot), { fullPage: false });
  }
  await dialog.getByRole('button', { name: a.hireDialog.confirm }).click();
  await dialog.waitFor({ state: 'detached' });
  await cardOf(page, name).getByRole('link', { name: a.teamLink }).waitFor();
}

describe('hiring and sending offers', () => {
  it('hires two cleaners through the dialog, reorders the team with no offer sent, then sends the offers to the first member', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '18 Palmetto Row' });
    const [ana, ben] = await Promise.all([
      seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
      seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
    ]);
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    const jobId = ((await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!
      .id;
    // Two turnovers ahead before anyone is hired: nobody has them yet.
    const dates = [day(4), day(5)];
    for (const date of dates)
      expect(
        (
          await context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
            data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
            ...write(),
          })
        ).status(),
      ).toBe(201);
    const sides: Record<'ana' | 'ben', { context: BrowserContext; page: Page }> = {
      ana: await newPage(browser(), PHONE),
      ben: await newPage(browser(), PHONE),
    };
    for (const [who, account] of [
      ['ana', ana!],
      ['ben', ben!],
    ] as const) {
      await signIn(sides[who].context, account);
      expect(
        (await sides[who].context.request.post('/api/applications', { data: { jobId }, ...write() })).status(),
      ).toBe(201);
    }

    // 1. Hire Ana, then Ben, each confirmed in the dialog.
    await page.goto(`/host/applicants?job_id=${jobId}`);
    await cardOf(page, 'Ana Alvarez').waitFor();
    await hireFromDialog(page, 'Ana Alvarez', /at position 1, as its primary/, 'hire-dialog-390.png');
    await page.setViewportSize(DESKTOP);
    await hireFromDialog(page, 'Ben Brooks', /at position 2, as backup 1\./, 'hire-dialog-1280.png');
    await page.setViewportSize(PHONE);
    await waitForMail(ana!.email, /^You're hired: 18 Palmetto Row$/);
    await waitForMail(ben!.email, /^You're hired: 18 Palmetto Row$/);

    // 2. The team: the offers wait, and say for whom and until when.
    await page.goto(`/host/jobs/${jobId}/turnovers`);
    const team = page.getByRole('region', { name: m.heading });
    const held = team.getByTestId('offers-held');
    await held.getByText(m.offersHeld.title).waitFor();
    await held.getByText(/will be offered to Ana Alvarez at \d{1,2}:\d{2} (AM|PM) E[SD]T, 15 minutes after/).waitFor();
    // Ben first: the reorder changes whom the offers will go to, and nothing else.
    await team.getByRole('button', { name: format(m.moveUpLabel, { name: 'Ben Brooks' }) }).click();
    await held.getByText(/will be offered to Ben Brooks at/).waitFor();
    for (const date of dates) {
      expect(await turnoverCard(page, date).getByTestId('turnover-cover').textContent()).toBe(
        en.turnovers.list.cover.unassigned,
      );
      expect(await turnoverCard(page, date).getByTestId('turnover-cover-detail').textContent()).toBe(
        en.turnovers.list.waitsForOffers,
      );
    }
    // No cleaner has an offer: Ben's schedule, open on his phone, is empty.
    const benPage = sides.ben.page;
    await watchStreamReady(benPage);
    await benPage.goto('/cleaner/schedule');
    await waitForStreamReady(benPage);
    await benPage.getByText(en.turnovers.schedule.empty).waitFor();
    expect(await upcomingOf(sides.ana.context)).toEqual([]);

    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSeriousA11yViolations(page, 'team with offers waiting');
    await saveScreenshot(page, path.join(SHOTS, 'team-offers-waiting-390.png'));
    await held.scrollIntoViewIfNeeded();
    await saveScreenshot(page, path.join(SHOTS, 'team-section-waiting-390.png'), { fullPage: false });
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, host);
    await desk.page.goto(`/host/jobs/${jobId}/turnovers`);
    await desk.page
      .getByTestId('offers-held')
      .getByText(/will be offered to Ben Brooks at/)
      .waitFor();
    await saveScreenshot(desk.page, path.join(SHOTS, 'team-offers-waiting-1280.png'), { fullPage: false });
    await desk.context.close();

    // 3. Send offers: Ben, now first, gets both, live on his schedule and by one email.
    await held.getByRole('button', { name: m.offersHeld.send }).click();
    await held.waitFor({ state: 'detached' });
    for (const date of dates)
      await expect.poll(() => turnoverCard(page, date).textContent()).toContain('Offered to Ben Brooks');
    await expect.poll(() => benPage.locator('[data-testid="schedule-turnover"]').count()).toBe(2);
    await waitForMail(ben!.email, /^Turnovers changed at 18 Palmetto Row/);
    // Ana was never offered anything, so nothing was taken back from her.
    expect(await upcomingOf(sides.ana.context)).toEqual([]);
    const anaBell = (await (await sides.ana.context.request.get('/api/notifications')).json()) as {
      notifications: { title: string }[];
    };
    expect(anaBell.notifications.map((n) => n.title)).toEqual([a.cleanerNotification.hiredTitle]);

    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'team-offers-sent-390.png'));
    await team.scrollIntoViewIfNeeded();
    await saveScreenshot(page, path.join(SHOTS, 'team-section-sent-390.png'), { fullPage: false });
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'team-offers-sent-1280.png'), { fullPage: false });
    for (const side of Object.values(sides)) await side.context.close();
    await context.close();
  }, 150_000);
});
