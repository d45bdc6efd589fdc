// The host's turnover board (issue 37): a host with two properties opens Turnovers from the menu
// and sees both properties' turnovers next week in one place; the unfilled one and the one waiting
// for Ana's answer are on top with their reasons in words; a filter by property keeps to one
// property (and stays in the address); at 1280 px the week is seven day columns. Scanned and
// photographed at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, weekStart } from '@core/board';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { subscribe } from './support/billing-helpers';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  hostFirstJob,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const b = en.board;
const SHOTS = path.resolve('test-results/screenshots/turnover-board');

const browser = browserForFile();
// The offer to Ana must not lapse while the test reads it: the clock stays put.
holdDevClockEachTest();
const day = datesFromToday(); // both properties are in Florida's default zone

const write = { headers: { origin: baseUrl() } };

async function post(context: BrowserContext, url: string, data: unknown = {}) {
  const res = await context.request.post(url, { data, ...write });
  if (!res.ok()) throw new Error(`${url}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

const row = (page: Page, id: string) => page.locator(`[data-testid="board-row"][data-turnover-id="${id}"]`);
const atRiskIds = (page: Page) =>
  page
    .getByTestId('board-at-risk')
    .getByTestId('board-row')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-turnover-id')));

describe('the host’s turnover board', () => {
  it('shows two properties’ week in one place, the unfilled and the offered on top with their reasons, filtered by property, and a week grid at desktop width', async () => {
    const town = uniqueTown();
    const host = await createHostWithJob({ city: town, state: 'FL', propertyAddress: '18 Palmetto Row' });
    const ana = await seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' });
    const hostSide = await newPage(browser(), PHONE);
    await signIn(hostSide.context, host);
    await subscribe(hostSide.context, 'premium');
    const palmetto = (
      (await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }
    ).jobs[0]!.id;
    const harbor = (
      await post(hostSide.context, '/api/host/jobs', hostFirstJob({ propertyAddress: '4 Harbor Ct', city: town }))
    ).id;

    // Ana applies to 18 Palmetto Row and is hired; 4 Harbor Ct has nobody yet.
    const anaSide = await newPage(browser(), PHONE);
    await signIn(anaSide.context, ana);
    const application = await post(anaSide.context, '/api/applications', { jobId: palmetto });
    const hired = await hostSide.context.request.patch(`/api/host/applications/${application.id}`, {
      data: { action: 'hire' },
      ...write,
    });
    expect(hired.status()).toBe(200);
    await sendTeamOffers(hostSide.context, palmetto);

    // Next week (Monday to Wednesday), whatever weekday today is: one Ana confirms, one waits for her, one nobody has.
    const monday = addDays(weekStart(day(0)), 7);
    const times = { checkoutTime: '11:00', checkinTime: '16:00' };
    const confirmed = await post(hostSide.context, `/api/host/jobs/${palmetto}/turnovers`, { date: monday, ...times });
    await post(anaSide.context, `/api/cleaner/turnovers/${confirmed.id}/confirm`);
    const offered = await post(hostSide.context, `/api/host/jobs/${palmetto}/turnovers`, {
      date: addDays(monday, 2),
      ...times,
    });
    const unfilled = await post(hostSide.context, `/api/host/jobs/${harbor}/turnovers`, {
      date: addDays(monday, 1),
      ...times,
    });
    await anaSide.context.close();

    // The menu's 'Turnovers' opens the board: what needs the host is on top, the most severe first.
    const page = hostSide.page;
    await page.goto('/host/dashboard');
    await page.getByRole('button', { name: en.layout.header.menu }).click();
    await page
      .getByRole('list', { name: en.layout.header.menu })
      .getByRole('link', { name: en.turnovers.links.hostMenu })
      .click();
    await page.waitForURL('**/host/turnovers');
    await page.getByRole('heading', { level: 1, name: b.title }).waitFor();
    await expect.poll(() => atRiskIds(page)).toEqual([unfilled.id, offered.id]);
    expect(await row(page, unfilled.id).getByTestId('board-row-risks').textContent()).toBe(b.risks.unfilled);
    // Nobody has it: its badge says so (no cleaner line).
    expect(await row(page, unfilled.id).getByTestId('turnover-cover').textContent()).toBe(
      en.turnovers.list.cover.unassigned,
    );
    expect(await row(page, unfilled.id).getByTestId('board-row-cleaner').count()).toBe(0);
    expect(await row(page, unfilled.id).getByRole('heading').textContent()).toBe('4 Harbor Ct');
    expect(await row(page, offered.id).getByTestId('board-row-risks').textContent()).toMatch(
      /^Waiting for Ana Alvarez, \d+ (min|h|h \d+ min|days?) left$/,
    );
    expect(await row(page, offered.id).getByTestId('turnover-cover').textContent()).toBe(
      en.turnovers.list.cover.offered,
    );
    expect(await row(page, offered.id).getByTestId('board-row-when').textContent()).toContain('11:00 AM – 4:00 PM E');

    await saveScreenshot(page, path.join(SHOTS, 'board-this-week-390.png'));

    // Next week's agenda on a phone: the confirmed one, with its cleaner, under Later.
    await page.getByRole('button', { name: b.week.next }).click();
    await expect.poll(() => page.getByTestId('board-week-span').textContent()).toMatch(/^\w{3} \d+ – \w{3} \d+$/);
    const later = page.locator('[data-testid="board-group"][data-group="later"]');
    await later.locator(`[data-turnover-id="${confirmed.id}"]`).waitFor();
    expect(await row(page, confirmed.id).getByTestId('board-row-cleaner').textContent()).toBe('Ana Alvarez');
    expect(await row(page, confirmed.id).getByTestId('turnover-cover').textContent()).toBe(
      en.turnovers.list.cover.confirmed,
    );
    expect(page.url()).toContain(`week=${monday}`);
    await expectNoSeriousA11yViolations(page, 'board with risks, next week');
    await saveScreenshot(page, path.join(SHOTS, 'board-390.png'));

    // Filter by property: only 4 Harbor Ct's, kept in the address through a reload.
    await page.getByLabel(b.filters.property).selectOption({ label: '4 Harbor Ct' });
    await expect.poll(() => atRiskIds(page)).toEqual([unfilled.id]);
    expect(await row(page, confirmed.id).count()).toBe(0);
    expect(page.url()).toContain(`job=${harbor}`);
    await page.reload();
    await expect.poll(() => atRiskIds(page)).toEqual([unfilled.id]);
    expect(await page.getByLabel(b.filters.property).inputValue()).toBe(harbor);

    // A row leads to its property's Turnovers page, which names the property.
    await page.getByRole('link', { name: format(b.row.open, { property: '4 Harbor Ct' }) }).click();
    await page.waitForURL(`**/host/jobs/${harbor}/turnovers`);
    await page
      .getByRole('heading', { level: 1, name: format(en.turnovers.hostPage.titleOf, { place: '4 Harbor Ct' }) })
      .waitFor();
    await hostSide.context.close();

    // At 1280 px: next week as seven day columns, both properties' turnovers in their days.
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, host);
    await desk.page.goto('/host/turnovers');
    await expect.poll(() => atRiskIds(desk.page)).toEqual([unfilled.id, offered.id]);
    await desk.page.getByTestId('board-week-grid').waitFor();
    await saveScreenshot(desk.page, path.join(SHOTS, 'board-this-week-1280.png'));
    await desk.page.getByRole('button', { name: b.week.next }).click();
    const grid = desk.page.getByTestId('board-week-grid');
    await grid.locator(`[data-testid="board-card"][data-turnover-id="${confirmed.id}"]`).waitFor();
    expect(
      await grid.getByTestId('board-day').evaluateAll((els) => els.map((el) => el.getAttribute('data-date'))),
    ).toEqual(Array.from({ length: 7 }, (_, i) => addDays(monday, i)));
    const inDay = (date: string) =>
      grid
        .locator(`[data-testid="board-day"][data-date="${date}"]`)
        .getByTestId('board-card')
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-turnover-id')));
    expect(await inDay(monday)).toEqual([confirmed.id]);
    expect(await inDay(addDays(monday, 1))).toEqual([unfilled.id]);
    expect(await inDay(addDays(monday, 2))).toEqual([offered.id]);
    expect(await grid.locator(`[data-turnover-id="${unfilled.id}"]`).textContent()).toContain('4 Harbor Ct');
    expect(await grid.locator(`[data-turnover-id="${confirmed.id}"]`).textContent()).toContain('18 Palmetto Row');
    // The agenda is the phone's: at this width the week grid replaces it.
    expect(await desk.page.getByRole('region', { name: b.agendaLabel }).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(desk.page, 'board week grid');
    await saveScreenshot(desk.page, path.join(SHOTS, 'board-1280.png'));

    // The next 30 days: an agenda by day at any width, kept in the address.
    await desk.page.getByRole('button', { name: b.range.next30 }).click();
    await desk.page
      .getByRole('region', { name: b.agendaLabel })
      .locator(`[data-turnover-id="${confirmed.id}"]`)
      .waitFor();
    expect(desk.page.url()).toContain('range=next30');
    expect(await grid.count()).toBe(0);
    await saveScreenshot(desk.page, path.join(SHOTS, 'board-next30-1280.png'));
    await desk.context.close();
  }, 120_000);
});
