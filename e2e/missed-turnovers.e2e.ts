// A missed turnover caught (issue 37), with the development clock moved: a confirmed cleaner never
// starts; 30 minutes after check-out the host's bell rises with the urgent alert and the email
// reaches the dev mailbox; when the window ends the turnover reads Missed on the host's card and
// the cleaner's schedule; the host marks one handled and reopens the other to the team, which
// offers it again. The missed card is scanned and photographed at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { turnoverAlertEmails } from '@core/messages/en/turnover-alert-emails';
import { zonedInstant } from '@core/turnovers';
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
import { datesFromToday, PROPERTY_ZONE } from './support/dates';

const t = en.turnovers;
const m = en.missedTurnovers.card;
const alerts = turnoverAlertEmails;
const SHOTS = path.resolve('test-results/screenshots/missed-turnovers');

const browser = browserForFile();
holdDevClockEachTest();
const day = datesFromToday();
const write = { headers: { origin: baseUrl() } };

const card = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);
const cover = (page: Page, date: string) => card(page, date).getByTestId('turnover-cover').textContent();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Moves the app clock to `at` (minutes are enough for a turnover's steps). */
async function moveClockTo(request: BrowserContext['request'], at: Date) {
  const now = Date.parse((await readDevClock(request)).now);
  const minutes = Math.ceil((at.getTime() - now) / 60_000);
  if (minutes > 0) await advanceDevClock(request, { advanceMinutes: minutes });
}

describe('missed turnovers', () => {
  itMovesTheClock(
    'a confirmed cleaner never starts: the host is alerted, then it is missed, marked handled or reopened to the team',
    async () => {
      const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '9 Heron Ct' });
      const ana = await seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' });
      const hostSide = await newPage(browser(), DESKTOP);
      await signIn(hostSide.context, host);
      const request = hostSide.context.request;
      const jobId = ((await (await request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;

      // Ana is hired and confirms two turnovers, two and three days ahead.
      const anaSide = await newPage(browser(), PHONE);
      await signIn(anaSide.context, ana);
      const applied = await anaSide.context.request.post('/api/applications', { data: { jobId }, ...write });
      const { id: applicationId } = (await applied.json()) as { id: string };
      expect(
        (
          await request.patch(`/api/host/applications/${applicationId}`, { data: { action: 'hire' }, ...write })
        ).status(),
      ).toBe(200);
      await sendTeamOffers(hostSide.context, jobId);
      const [first, second] = [day(2), day(3)];
      for (const date of [first, second]) {
        const made = await request.post(`/api/host/jobs/${jobId}/turnovers`, {
          data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
          ...write,
        });
        expect(made.status()).toBe(201);
        const { id } = (await made.json()) as { id: string };
        expect((await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
      }

      // The host's page, live from here on.
      const page = hostSide.page;
      await watchStreamReady(page);
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await expect.poll(() => cover(page, first)).toBe(t.list.cover.confirmed);
      await waitForStreamReady(page);

      // 30 minutes after the first one's check-out, nobody started it: the bell and the email.
      await moveClockTo(request, new Date(zonedInstant(first, '11:00', PROPERTY_ZONE).getTime() + 31 * 60_000));
      const mail = await waitForMail(host.email, /^URGENT: the turnover at 9 Heron Ct has not started$/);
      await bell(page).click();
      await page.getByText(alerts.overdue.hostTitle).waitFor({ timeout: 15_000 });
      await saveScreenshot(page, path.join(SHOTS, 'host-alert-bell-1280.png'), { fullPage: false });
      await page.keyboard.press('Escape');
      // The card says so too, live.
      await expect
        .poll(() => card(page, first).getByTestId('turnover-not-started').textContent(), { timeout: 10_000 })
        .toContain('Ana Alvarez confirmed it but has not started: check-out was at 11:00 AM.');
      expect(mail.text).toContain('11:00 AM–4:00 PM EST');
      await waitForMail(ana.email, /^URGENT: your turnover at 9 Heron Ct has not started$/);

      // Both windows end without a start: both read Missed, live.
      await moveClockTo(request, new Date(zonedInstant(second, '16:00', PROPERTY_ZONE).getTime() + 60_000));
      await expect.poll(() => cover(page, second), { timeout: 15_000 }).toBe(t.list.cover.missed);
      await expect.poll(() => cover(page, first), { timeout: 15_000 }).toBe(t.list.cover.missed);
      await waitForMail(host.email, /^URGENT: turnover missed at 9 Heron Ct$/);
      const missed = card(page, first).getByTestId('missed-turnover');
      expect(await missed.textContent()).toContain('Ana Alvarez confirmed it but never started it');
      await card(page, first).scrollIntoViewIfNeeded();
      await saveScreenshot(page, path.join(SHOTS, 'host-missed-1280.png'));
      await page.setViewportSize(PHONE);
      await card(page, first).scrollIntoViewIfNeeded();
      await saveScreenshot(page, path.join(SHOTS, 'host-missed-390.png'), { fullPage: false });
      await expectNoSeriousA11yViolations(page, 'missed turnover');

      // The cleaner's schedule says Missed too.
      await anaSide.page.goto('/cleaner/schedule');
      const anaCard = anaSide.page.locator(`[data-testid="schedule-turnover"][data-date="${first}"]`);
      await expect.poll(() => anaCard.getByTestId('turnover-status').textContent()).toBe(t.list.status.missed);
      await saveScreenshot(anaSide.page, path.join(SHOTS, 'cleaner-missed-390.png'), { fullPage: false });

      // The first: marked handled; it stays missed.
      await missed.getByRole('button', { name: m.markHandled }).click();
      const handle = page.getByRole('alertdialog', { name: m.markHandledTitle });
      await handle.getByRole('button', { name: m.markHandledConfirm }).click();
      await handle.waitFor({ state: 'detached' });
      await missed.getByTestId('missed-handled').waitFor();
      expect(await cover(page, first)).toBe(t.list.cover.missed);

      // The second: reopened to the team, in a new window; Ana is asked again.
      await card(page, second).getByRole('button', { name: m.reopenTeam }).click();
      const reopen = page.getByRole('alertdialog', { name: m.reopenTeamTitle });
      await expectNoSeriousA11yViolations(page, 'reopen dialog');
      await reopen.getByRole('button', { name: m.reopenTeamConfirm }).click();
      await reopen.waitFor({ state: 'detached' });
      await expect.poll(() => cover(page, second)).toBe(t.list.cover.offered);
      expect(await card(page, second).getByTestId('turnover-cover-detail').textContent()).toMatch(
        /^Offered to Ana Alvarez, answer by /,
      );
      await page.setViewportSize(DESKTOP);
      await saveScreenshot(page, path.join(SHOTS, 'host-reopened-1280.png'));

      // The dashboard never calls a past or missed turnover next.
      const jobs = (await (await request.get('/api/host/jobs')).json()) as {
        jobs: { id: string; nextTurnover: { date: string } | null }[];
      };
      expect(jobs.jobs.find((j) => j.id === jobId)?.nextTurnover?.date).not.toBe(first);

      await anaSide.context.close();
      await hostSide.context.close();
    },
    120_000,
  );
});
