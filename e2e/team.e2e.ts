// A job's team (issue 17), on the host's Turnovers page: three cleaners hired in turn make the team
// in hiring order; the host reorders it by keyboard (the focus follows the moved cleaner), removes
// one and adds them back, and the upcoming turnover follows the primary once the host sends the
// offers (issue 37). Scanned and photographed at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';
import { datesFromToday } from './support/dates';

const m = en.team;
const SHOTS = path.resolve('test-results/screenshots/team');

const browser = browserForFile();
// Offers have deadlines on the app's clock: no other file may move it while these run.
holdDevClockEachTest();

const day = datesFromToday(); // the jobs are in Florida's default zone

const origin = () => ({ origin: baseUrl() });

/**
 * Each cleaner applies (one context, signed in as each in turn) and the host hires them in order,
 * through the API, then sends the offers the hires held (issue 37).
 */
async function hireInOrder(
  host: BrowserContext,
  jobId: string,
  cleaners: { userId: string; email: string; password: string }[],
) {
  const { context } = await newPage(browser(), PHONE);
  for (const cleaner of cleaners) {
    await context.clearCookies();
    await signIn(context, cleaner);
    const applied = await context.request.post('/api/applications', { data: { jobId }, headers: origin() });
    expect(applied.status()).toBe(201);
    const { id } = (await applied.json()) as { id: string };
    const hired = await host.request.patch(`/api/host/applications/${id}`, {
      data: { action: 'hire' },
      headers: origin(),
    });
    expect(hired.status()).toBe(200);
  }
  await sendTeamOffers(host, jobId);
  await context.close();
}

/** "Ana Alvarez · Primary", in the list's order. */
async function teamOrder(page: Page): Promise<string[]> {
  const items = page.getByTestId('team-member');
  const out: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const spans = await items.nth(i).locator('span').allTextContents();
    out.push(`${spans[0]} · ${spans[1]}`);
  }
  return out;
}

const role = (i: number) => (i === 0 ? m.primary : format(m.backup, { number: i }));
const expected = (...names: string[]) => names.map((n, i) => `${n} · ${role(i)}`);
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const assignedOn = (page: Page, date: string) =>
  page.locator(`[data-testid="turnover"][data-date="${date}"]`).textContent();

describe('team', () => {
  it('orders the hired cleaners by keyboard, removes one and adds them back; the turnover follows the primary', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '4 Dune Rd' });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    const jobs = (await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] };
    const jobId = jobs.jobs[0]!.id;
    const [ana, ben, cy] = await Promise.all([
      seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
      seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
      seedAccount('cleaner', { firstName: 'Cy', lastName: 'Carter' }),
    ]);
    await hireInOrder(context, jobId, [ana!, ben!, cy!]);
    const date = day(5);
    expect(
      (
        await context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
          data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
          headers: origin(),
        })
      ).status(),
    ).toBe(201);

    await page.goto(`/host/jobs/${jobId}/turnovers`);
    const team = page.getByRole('region', { name: m.heading });
    await team.getByText(m.explainer).waitFor();
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ana Alvarez', 'Ben Brooks', 'Cy Carter'));
    expect(await assignedOn(page, date)).toContain('Offered to Ana Alvarez');
    // The ends cannot move further.
    expect(await team.getByRole('button', { name: format(m.moveUpLabel, { name: 'Ana Alvarez' }) }).isDisabled()).toBe(
      true,
    );
    expect(await team.getByRole('button', { name: format(m.moveDownLabel, { name: 'Cy Carter' }) }).isDisabled()).toBe(
      true,
    );

    // Keyboard: Ben up to primary; the focus stays with Ben (on 'Move down', as he cannot go higher).
    await team.getByRole('button', { name: format(m.moveUpLabel, { name: 'Ben Brooks' }) }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ben Brooks', 'Ana Alvarez', 'Cy Carter'));
    await expect.poll(() => focusedLabel(page)).toBe(format(m.moveDownLabel, { name: 'Ben Brooks' }));
    // Cy walked up twice with Enter, the focus following him.
    await team.getByRole('button', { name: format(m.moveUpLabel, { name: 'Cy Carter' }) }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ben Brooks', 'Cy Carter', 'Ana Alvarez'));
    await expect.poll(() => focusedLabel(page)).toBe(format(m.moveUpLabel, { name: 'Cy Carter' }));
    await page.keyboard.press('Enter');
    await expect.poll(() => teamOrder(page)).toEqual(expected('Cy Carter', 'Ben Brooks', 'Ana Alvarez'));
    // The moves held the offers: Ana keeps it until the host sends them (issue 37).
    const held = team.getByTestId('offers-held');
    await held.getByText(/will be offered to Cy Carter at/).waitFor();
    expect(await assignedOn(page, date)).toContain('Offered to Ana Alvarez');
    await held.getByRole('button', { name: m.offersHeld.send }).click();
    await held.waitFor({ state: 'detached' });
    await expect.poll(() => assignedOn(page, date)).toContain('Offered to Cy Carter');
    await expect.poll(() => page.getByText('Cleaner: Cy Carter').count()).toBe(1);

    // Touch targets on a phone: every team button at least 44 px high.
    for (const box of await team
      .getByRole('button')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height)))
      expect(box).toBeGreaterThanOrEqual(44);
    // Each move was announced (a toast); the picture is of the page once they are gone.
    await page
      .getByText(format(m.moved, { name: 'Cy Carter', role: m.primary }))
      .first()
      .waitFor();
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    // At the top, so the sticky header does not sit over the page in the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'team-390.png'));
    await expectNoSeriousA11yViolations(page, 'team of three');

    // Remove the primary (confirmed first): Ben takes over, Cy is listed to add back.
    await team.getByRole('button', { name: format(m.removeLabel, { name: 'Cy Carter' }) }).click();
    const dialog = page.getByRole('alertdialog', { name: format(m.removeTitle, { name: 'Cy Carter' }) });
    await dialog.waitFor();
    await expectNoSeriousA11yViolations(page, 'remove from team dialog');
    await saveScreenshot(page, path.join(SHOTS, 'team-remove-dialog-390.png'), { fullPage: false });
    await dialog.getByRole('button', { name: m.removeConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ben Brooks', 'Ana Alvarez'));
    // Cy's open offer is taken from him, and waits for the host to send the offers.
    await expect
      .poll(() =>
        page
          .locator(`[data-testid="turnover"][data-date="${date}"]`)
          .getByTestId('turnover-cover-detail')
          .textContent(),
      )
      .toBe(en.turnovers.list.waitsForOffers);
    await held.getByRole('button', { name: m.offersHeld.send }).click();
    await expect.poll(() => assignedOn(page, date)).toContain('Offered to Ben Brooks');
    await team.getByRole('heading', { name: m.removedHeading }).waitFor();

    await team.getByRole('button', { name: format(m.addBackLabel, { name: 'Cy Carter' }) }).click();
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ben Brooks', 'Ana Alvarez', 'Cy Carter'));
    expect(await team.getByRole('heading', { name: m.removedHeading }).count()).toBe(0);
    expect(await assignedOn(page, date)).toContain('Offered to Ben Brooks');

    // The same page on a desktop.
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, host);
    await desk.page.goto(`/host/jobs/${jobId}/turnovers`);
    await desk.page.getByTestId('team-member').first().waitFor();
    await expect.poll(() => teamOrder(desk.page)).toEqual(expected('Ben Brooks', 'Ana Alvarez', 'Cy Carter'));
    await saveScreenshot(desk.page, path.join(SHOTS, 'team-1280.png'), { fullPage: false });
    await expectNoSeriousA11yViolations(desk.page, 'team of three');
    await desk.context.close();
    await context.close();
    // Three hires, a dozen changes and the toasts they announce: longer than the default minute on a shared machine.
  }, 150_000);

  it('removing a member who confirmed a turnover offers it to the next member', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '8 Gull Ln' });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    const jobId = ((await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!
      .id;
    const [ana, ben] = await Promise.all([
      seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
      seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
    ]);
    await hireInOrder(context, jobId, [ana!, ben!]);
    const date = day(6);
    const added = await context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
      data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
      headers: origin(),
    });
    expect(added.status()).toBe(201);
    const { id } = (await added.json()) as { id: string };
    const anaSide = await newPage(browser(), PHONE);
    await signIn(anaSide.context, ana!);
    expect(
      (await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/confirm`, { headers: origin() })).status(),
    ).toBe(200);

    await page.goto(`/host/jobs/${jobId}/turnovers`);
    const team = page.getByRole('region', { name: m.heading });
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ana Alvarez', 'Ben Brooks'));
    expect(await assignedOn(page, date)).toContain(format(en.turnovers.list.confirmedBy, { name: 'Ana Alvarez' }));

    await team.getByRole('button', { name: format(m.removeLabel, { name: 'Ana Alvarez' }) }).click();
    const dialog = page.getByRole('alertdialog', { name: format(m.removeTitle, { name: 'Ana Alvarez' }) });
    await dialog.getByRole('button', { name: m.removeConfirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => teamOrder(page)).toEqual(expected('Ben Brooks'));
    // Confirmed by Ana no longer: offered to Ben, and gone from Ana's schedule.
    await expect.poll(() => assignedOn(page, date)).toContain('Offered to Ben Brooks');
    const schedule = (await (await anaSide.context.request.get('/api/cleaner/schedule')).json()) as {
      upcoming: { id: string }[];
    };
    expect(schedule.upcoming.map((x) => x.id)).not.toContain(id);
    await page.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, 'team-removed-confirmed-390.png'));
    await anaSide.context.close();
    await context.close();
  }, 120_000);
});
