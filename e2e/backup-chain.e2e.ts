// The backup chain end to end (issue 17), with a team of three: a turnover is offered to the
// primary, who says no from the email's button; the first backup lets the deadline pass (the
// development clock moves); the second backup says no on their schedule; the host, alerted live
// that it is unfilled, opens it to nearby cleaners; a cleaner outside the team requests it on
// /browse-jobs and the host assigns it. Each step reaches the open pages live. Scanned and
// photographed at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
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
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';
import { datesFromToday } from './support/dates';

const t = en.turnovers;
const o = en.openTurnovers;
const SHOTS = path.resolve('test-results/screenshots/backup-chain');

const browser = browserForFile();
holdDevClockEachTest();

const day = datesFromToday(); // the jobs are in Florida's default zone

const write = { headers: { origin: baseUrl() } };
type Account = Awaited<ReturnType<typeof seedAccount>>;

/**
 * Each cleaner applies and the host hires them in this order (the team's order), through the API,
 * then sends the offers the hires held (issue 37), so turnovers added next are offered at once.
 */
async function hireInOrder(host: BrowserContext, jobId: string, cleaners: Account[]) {
  const { context } = await newPage(browser(), PHONE);
  for (const cleaner of cleaners) {
    await context.clearCookies();
    await signIn(context, cleaner);
    const applied = await context.request.post('/api/applications', { data: { jobId }, ...write });
    expect(applied.status()).toBe(201);
    const { id } = (await applied.json()) as { id: string };
    expect(
      (await host.request.patch(`/api/host/applications/${id}`, { data: { action: 'hire' }, ...write })).status(),
    ).toBe(200);
  }
  await sendTeamOffers(host, jobId);
  await context.close();
}

const card = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);
const cover = (page: Page, date: string) => card(page, date).getByTestId('turnover-cover').textContent();
const coverDetail = (page: Page, date: string) => card(page, date).getByTestId('turnover-cover-detail').textContent();

describe('backup chain', () => {
  itMovesTheClock(
    'walks the team (email decline, lapsed deadline, schedule decline), alerts the host, and a nearby cleaner takes it',
    async () => {
      const town = uniqueTown();
      const host = await createHostWithJob({
        city: town,
        state: 'FL',
        propertyAddress: '7 Palm Way',
        paymentPerTurnover: 140,
      });
      const [ana, ben, cy, nia] = await Promise.all([
        seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
        seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
        seedAccount('cleaner', { firstName: 'Cy', lastName: 'Carter' }),
        seedAccount('cleaner', { firstName: 'Nia', lastName: 'Nearby', city: town, state: 'FL' }),
      ]);
      const hostSide = await newPage(browser(), DESKTOP);
      await signIn(hostSide.context, host);
      const jobId = (
        (await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }
      ).jobs[0]!.id;
      await hireInOrder(hostSide.context, jobId, [ana!, ben!, cy!]);
      const date = day(6);
      expect(
        (
          await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
            data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
            ...write,
          })
        ).status(),
      ).toBe(201);

      // The host's page, live from here on.
      const page = hostSide.page;
      await watchStreamReady(page);
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await expect.poll(() => cover(page, date)).toBe(t.list.cover.offered);
      expect(await coverDetail(page, date)).toMatch(/^Offered to Ana Alvarez, answer by /);
      await waitForStreamReady(page);

      // 1. Ana says no from her email's button, signed out.
      const mail = await waitForMail(ana!.email, /^Turnovers changed at /);
      const declineUrl = /Can't make it: (\S+)/.exec(mail.text)?.[1];
      if (!declineUrl) throw new Error(`no decline link in:\n${mail.text}`);
      const outside = await newPage(browser(), PHONE);
      await outside.page.goto(declineUrl);
      // The page asks before it declines (issue 37).
      await outside.page.getByRole('heading', { level: 1, name: en.offerAnswers.page.askHeading }).waitFor();
      await outside.page.getByRole('button', { name: en.offerAnswers.page.sendDecline }).click();
      await outside.page.getByRole('heading', { level: 1, name: en.offerAnswers.page.declinedHeading }).waitFor();
      await outside.context.close();
      await expect
        .poll(() => coverDetail(page, date), { timeout: 10_000 })
        .toMatch(/^Offered to Ben Brooks, answer by /);
      expect(await card(page, date).getByTestId('turnover-history').allTextContents()).toEqual([
        'Ana Alvarez can’t make it',
      ]);

      // 2. Ben sees the offer with its deadline, and lets it pass: the clock moves 13 hours and the runner passes it to Cy.
      const benSide = await newPage(browser(), PHONE);
      await signIn(benSide.context, ben!);
      await benSide.page.goto('/cleaner/schedule');
      const benCard = benSide.page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);
      await expect.poll(() => benCard.getByTestId('answer-by').textContent()).toMatch(/^Please answer by /);
      await saveScreenshot(benSide.page, path.join(SHOTS, 'cleaner-offer-390.png'));
      await benSide.context.close();
      await advanceDevClock(hostSide.context.request, { advanceHours: 13 });
      await expect
        .poll(() => coverDetail(page, date), { timeout: 15_000 })
        .toMatch(/^Offered to Cy Carter, answer by /);
      expect(await card(page, date).getByTestId('turnover-history').allTextContents()).toEqual([
        'Ana Alvarez can’t make it',
        'Ben Brooks did not answer in time',
      ]);
      await waitForMail(ben!.email, /^Can you take this turnover\?/);

      // 3. Cy says no on the schedule: nobody is left. The host's page says Unfilled, and the email is urgent.
      const cySide = await newPage(browser(), PHONE);
      await signIn(cySide.context, cy!);
      await cySide.page.goto('/cleaner/schedule');
      const cyCard = cySide.page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);
      await cyCard.getByRole('button', { name: t.schedule.cantMakeIt }).click();
      await cySide.page.getByRole('dialog').getByRole('button', { name: t.schedule.sendDecline }).click();
      await expect.poll(() => cyCard.count()).toBe(0);
      await cySide.context.close();
      await expect.poll(() => cover(page, date), { timeout: 10_000 }).toContain(t.list.cover.unfilled);
      expect(await coverDetail(page, date)).toBe(t.list.unfilledDetail);
      await waitForMail(host.email, /^URGENT: nobody can take a turnover at 7 Palm Way$/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, path.join(SHOTS, 'host-unfilled-1280.png'));
      await expectNoSeriousA11yViolations(page, 'unfilled turnover');

      // 4. The host opens it to nearby cleaners (the host picks).
      await card(page, date).getByRole('button', { name: o.host.open }).click();
      const dialog = page.getByRole('dialog', { name: o.host.openTitle });
      await dialog.getByText(format(o.host.openDescription, { state: 'Florida' })).waitFor();
      await expectNoSeriousA11yViolations(page, 'open to nearby dialog');
      await dialog.getByRole('button', { name: o.host.openConfirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cover(page, date)).toBe(t.list.cover.open);
      await card(page, date).getByText(o.host.noRequests).waitFor();

      // 5. Nia, outside the team, in the same town: an urgent one-off on /browse-jobs without the address. She requests it.
      const niaSide = await newPage(browser(), PHONE);
      await signIn(niaSide.context, nia!);
      await niaSide.page.goto('/browse-jobs');
      const urgent = niaSide.page.getByTestId('open-turnovers');
      await urgent.getByRole('heading', { name: o.cleaner.heading }).waitFor();
      const offer = urgent.locator(`[data-testid="open-turnover"][data-date="${date}"]`);
      expect(await offer.textContent()).toContain('$140.00');
      expect(await offer.textContent()).toContain(town);
      expect(await urgent.textContent()).not.toContain('7 Palm Way');
      await saveScreenshot(niaSide.page, path.join(SHOTS, 'browse-urgent-390.png'));
      await expectNoSeriousA11yViolations(niaSide.page, 'urgent turnovers on browse');
      await offer.getByRole('button', { name: /^Request the turnover on / }).click();
      await expect.poll(() => offer.getByRole('button').textContent()).toBe(o.cleaner.requested);

      // 6. The request reaches the host live; the host assigns Nia, who finds it on her schedule with the address.
      const requests = card(page, date).getByTestId('turnover-requests');
      await requests
        .getByRole('button', { name: format(o.host.assignLabel, { name: 'Nia Nearby' }) })
        .waitFor({ timeout: 10_000 });
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, path.join(SHOTS, 'host-requests-390.png'));
      await expectNoSeriousA11yViolations(page, 'open turnover with a request');
      await requests.getByRole('button', { name: format(o.host.assignLabel, { name: 'Nia Nearby' }) }).click();
      await expect.poll(() => cover(page, date)).toBe(t.list.cover.confirmed);
      expect(await coverDetail(page, date)).toBe('Confirmed by Nia Nearby');
      await niaSide.page.goto('/cleaner/schedule');
      const niaCard = niaSide.page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);
      await expect.poll(() => niaCard.textContent()).toContain('7 Palm Way');

      // The team's records: Ana and Cy declined once each, Ben let one lapse.
      const records = await page.getByTestId('team-reliability').allTextContents();
      const tail = '0 cancelled late · 0 completed · 0 missed';
      expect(records).toEqual([
        `At this property: 1 offered · 1 answered · 0 pending · 0 confirmed · 1 declined · ${tail}`,
        `At this property: 1 offered · 0 answered · 0 pending · 0 confirmed · 0 declined · ${tail}`,
        `At this property: 1 offered · 1 answered · 0 pending · 0 confirmed · 1 declined · ${tail}`,
      ]);
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, path.join(SHOTS, 'host-assigned-1280.png'));
      await niaSide.context.close();
      await hostSide.context.close();
    },
    240_000,
  );

  itMovesTheClock(
    'a confirmed cleaner cancels late from the schedule; opened with auto-accept, the first request takes it',
    async () => {
      const town = uniqueTown();
      const host = await createHostWithJob({
        city: town,
        state: 'FL',
        propertyAddress: '3 Reef Rd',
        paymentPerTurnover: 110,
      });
      const [ana, ben, nia] = await Promise.all([
        seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
        seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
        seedAccount('cleaner', { firstName: 'Nia', lastName: 'Nearby', city: town, state: 'FL' }),
      ]);
      const hostSide = await newPage(browser(), DESKTOP);
      await signIn(hostSide.context, host);
      const jobId = (
        (await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }
      ).jobs[0]!.id;
      await hireInOrder(hostSide.context, jobId, [ana!, ben!]);
      const date = day(3);
      const added = await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
        data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
        ...write,
      });
      const { id, startsAt } = (await added.json()) as { id: string; startsAt: string };

      // Ana confirms; then the clock moves to ten hours before the window.
      const anaSide = await newPage(browser(), PHONE);
      await signIn(anaSide.context, ana!);
      expect((await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
      const now = await readDevClock(hostSide.context.request);
      await advanceDevClock(hostSide.context.request, {
        advanceMinutes: Math.floor((Date.parse(startsAt) - Date.parse(now.now)) / 60_000) - 600,
      });

      // She cancels from her schedule. (The dialog's "late" warning reads the phone's own clock, which
      // the development clock does not move; the server decides what is recorded, below.)
      await anaSide.page.goto('/cleaner/schedule');
      const anaCard = anaSide.page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);
      await anaCard.getByText(t.schedule.youConfirmed).waitFor();
      await anaCard.getByRole('button', { name: t.schedule.cancelConfirmed }).click();
      const dialog = anaSide.page.getByRole('dialog');
      await dialog.getByText(t.schedule.cancelDescription, { exact: false }).waitFor();
      await dialog.getByLabel(t.schedule.reason).fill('Flu');
      await saveScreenshot(anaSide.page, path.join(SHOTS, 'cleaner-cancel-late-390.png'), { fullPage: false });
      await expectNoSeriousA11yViolations(anaSide.page, 'late cancellation dialog');
      await dialog.getByRole('button', { name: t.schedule.sendCancel }).click();
      await expect.poll(() => anaCard.count()).toBe(0);
      await anaSide.context.close();

      // The host sees it passed to Ben, with Ana's late cancellation on record.
      const page = hostSide.page;
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await expect.poll(() => coverDetail(page, date)).toMatch(/^Offered to Ben Brooks, answer by /);
      expect(await card(page, date).getByTestId('turnover-history').allTextContents()).toEqual([
        'Ana Alvarez cancelledReason: FluLate cancellation',
      ]);
      expect(
        (
          await hostSide.context.request.post(`/api/host/turnovers/${id}/open`, {
            data: { autoAccept: true },
            ...write,
          })
        ).status(),
      ).toBe(409);

      // Ben can't: unfilled. The host opens it with auto-accept; Nia's request takes it at once.
      const benSide = await newPage(browser(), PHONE);
      await signIn(benSide.context, ben!);
      expect(
        (await benSide.context.request.post(`/api/cleaner/turnovers/${id}/decline`, { data: {}, ...write })).status(),
      ).toBe(200);
      await benSide.context.close();
      await page.reload();
      await card(page, date).getByRole('button', { name: o.host.open }).click();
      const open = page.getByRole('dialog', { name: o.host.openTitle });
      await open.getByLabel(o.host.autoAccept).check();
      await open.getByRole('button', { name: o.host.openConfirm }).click();
      await open.waitFor({ state: 'detached' });
      await card(page, date).getByText(o.host.autoAcceptOn).waitFor();
      await watchStreamReady(page);
      await page.reload();
      await waitForStreamReady(page);

      const niaSide = await newPage(browser(), PHONE);
      await signIn(niaSide.context, nia!);
      await niaSide.page.goto('/browse-jobs');
      const offer = niaSide.page.locator(`[data-testid="open-turnover"][data-date="${date}"]`);
      await offer.getByRole('button', { name: /^Request the turnover on / }).click();
      await niaSide.page.getByText(o.cleaner.assignedToast).waitFor();
      await expect.poll(() => cover(page, date), { timeout: 10_000 }).toBe(t.list.cover.confirmed);
      expect(await coverDetail(page, date)).toBe('Confirmed by Nia Nearby');
      await niaSide.context.close();
      await hostSide.context.close();
    },
    240_000,
  );
});
