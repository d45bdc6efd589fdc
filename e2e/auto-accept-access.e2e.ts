// Auto-accept and the access instructions (issue 35): the host opens an unfilled turnover to nearby
// cleaners and reads, in the dialog, what auto-accept gives away; turned on, a cleaner outside the
// team requests it on /browse-jobs and has it at once, but inside the window their page says the
// host will confirm them first. The host sees live who took it and approves; the cleaner's open
// page then offers the access instructions. Scanned and photographed at 390 and 1280 px.
import path from 'node:path';
import type { Page } from 'playwright-core';
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
  waitForStreamReady,
  watchStreamReady,
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';
import { datesFromToday } from './support/dates';

const o = en.openTurnovers;
const p = en.playbook;
const SHOTS = path.resolve('test-results/screenshots/auto-accept');
const ACCESS = 'Lockbox by the back door, code 7315. Wi-Fi: ReefGuest';

const browser = browserForFile();
// The journey moves the app clock into the turnover's window.
holdDevClockEachTest();

const day = datesFromToday(); // the job is in Florida's default zone
const write = { headers: { origin: baseUrl() } };

const card = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);

/** At the top, so the sticky header does not sit over the page in the full-page picture. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`));
}

describe('auto-accept', () => {
  itMovesTheClock(
    'the host is warned, sees who took it and approves; only then does the cleaner get the access instructions',
    async () => {
      const town = uniqueTown();
      const host = await createHostWithJob({
        city: town,
        state: 'FL',
        propertyAddress: '5 Reef Rd',
        paymentPerTurnover: 125,
      });
      const [ana, nia] = await Promise.all([
        seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
        seedAccount('cleaner', { firstName: 'Nia', lastName: 'Nearby', city: town, state: 'FL' }),
      ]);
      const hostSide = await newPage(browser(), DESKTOP);
      await signIn(hostSide.context, host);
      const jobId = (
        (await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }
      ).jobs[0]!.id;
      expect(
        (
          await hostSide.context.request.put(`/api/host/jobs/${jobId}/playbook`, {
            data: { accessInstructions: ACCESS },
            ...write,
          })
        ).status(),
      ).toBe(200);

      // Ana, the team of one, can't make it: the turnover is unfilled.
      const anaSide = await newPage(browser(), PHONE);
      await signIn(anaSide.context, ana!);
      const applied = await anaSide.context.request.post('/api/applications', { data: { jobId }, ...write });
      const { id: applicationId } = (await applied.json()) as { id: string };
      expect(
        (
          await hostSide.context.request.patch(`/api/host/applications/${applicationId}`, {
            data: { action: 'hire' },
            ...write,
          })
        ).status(),
      ).toBe(200);
      await sendTeamOffers(hostSide.context, jobId);
      const date = day(2);
      const added = await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
        data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
        ...write,
      });
      const { id, startsAt } = (await added.json()) as { id: string; startsAt: string };
      expect(
        (await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/decline`, { data: {}, ...write })).status(),
      ).toBe(200);
      await anaSide.context.close();

      // The host opens it to nearby cleaners: the dialog says plainly what auto-accept gives away.
      const page = hostSide.page;
      await watchStreamReady(page);
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await waitForStreamReady(page);
      await card(page, date).getByRole('button', { name: o.host.open }).click();
      const dialog = page.getByRole('dialog', { name: o.host.openTitle });
      expect(await dialog.getByTestId('auto-accept-warning').textContent()).toBe(o.host.autoAcceptWarning);
      await dialog.getByLabel(o.host.autoAccept).check();
      await saveScreenshot(page, path.join(SHOTS, 'open-dialog-1280.png'), { fullPage: false });
      await page.setViewportSize(PHONE);
      await saveScreenshot(page, path.join(SHOTS, 'open-dialog-390.png'), { fullPage: false });
      await expectNoSeriousA11yViolations(page, 'open to nearby dialog with the auto-accept warning');
      await page.setViewportSize(DESKTOP);
      await dialog.getByRole('button', { name: o.host.openConfirm }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, date).getByText(o.host.autoAcceptOn).waitFor();

      // Nia requests it and has it at once; the toast says the host confirms her first.
      const niaSide = await newPage(browser(), PHONE);
      await signIn(niaSide.context, nia!);
      await niaSide.page.goto('/browse-jobs');
      await niaSide.page
        .locator(`[data-testid="open-turnover"][data-date="${date}"]`)
        .getByRole('button', { name: /^Request the turnover on / })
        .click();
      await niaSide.page.getByText(o.cleaner.assignedToast).waitFor();
      await niaSide.page.getByText(p.cleaner.accessHeld, { exact: true }).waitFor();

      // Live on the host's page: who took it, and 'Approve access'.
      const held = card(page, date).getByTestId('access-held');
      await held.getByRole('heading', { name: o.host.heldHeading }).waitFor({ timeout: 10_000 });
      await expect
        .poll(() => held.getByTestId('access-held-who').textContent())
        .toBe(`Nia Nearby ${format(o.host.from, { city: town, state: 'FL' })}`);
      expect(await held.textContent()).toContain(o.host.heldDetail);

      // Inside the window (ten hours before it), Nia's page holds the access instructions back and says why.
      const now = await readDevClock(hostSide.context.request);
      await advanceDevClock(hostSide.context.request, {
        advanceMinutes: Math.floor((Date.parse(startsAt) - Date.parse(now.now)) / 60_000) - 600,
      });
      const cp = niaSide.page;
      await watchStreamReady(cp);
      await cp.goto(`/cleaner/turnovers/${id}`);
      await waitForStreamReady(cp);
      await cp.getByTestId('access-held').getByText(p.cleaner.accessHeld).waitFor();
      expect(await cp.getByRole('button', { name: p.cleaner.showAccess }).count()).toBe(0);
      expect(await cp.getByText(ACCESS).count()).toBe(0);
      await shot(cp, 'cleaner-held');
      await expectNoSeriousA11yViolations(cp, 'turnover page with access held');
      await cp.setViewportSize(DESKTOP);
      await shot(cp, 'cleaner-held');
      await cp.setViewportSize(PHONE);

      await page.reload();
      await held.getByRole('button', { name: format(o.host.approveAccessLabel, { name: 'Nia Nearby' }) }).waitFor();
      await shot(page, 'host-held');
      await page.setViewportSize(PHONE);
      await shot(page, 'host-held');
      await expectNoSeriousA11yViolations(page, 'turnover taken by auto-accept');
      await held.getByRole('button', { name: format(o.host.approveAccessLabel, { name: 'Nia Nearby' }) }).click();
      await page.getByText(format(o.host.approved, { name: 'Nia Nearby' })).waitFor();
      await expect.poll(() => held.count()).toBe(0);
      expect(await card(page, date).getByTestId('turnover-cover-detail').textContent()).toBe('Confirmed by Nia Nearby');

      // Nia's open page learns of it live and offers the access instructions.
      await cp.getByRole('button', { name: p.cleaner.showAccess }).click({ timeout: 10_000 });
      expect(await cp.getByTestId('access-instructions').textContent()).toBe(ACCESS);
      await shot(cp, 'cleaner-approved');
      await niaSide.context.close();
      await hostSide.context.close();
    },
    240_000,
  );
});
