// Turnovers (issue 16), the journey of "Done when": a host adds an Airbnb-style and a Vrbo-style
// calendar served by a local feed server (on the port CALENDAR_FETCH_ALLOW names in global-setup.ts),
// presses 'Sync now' and sees one turnover per reservation and none for blocks; the hired cleaner
// sees them at /cleaner/schedule, confirms one and declines another, and the host sees both
// answers without a reload.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { formatDay } from '@web/features/turnovers/format';
import {
  baseUrl,
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  signIn,
  waitForStreamReady,
  watchStreamReady,
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';
import { datesFromToday } from './support/dates';

const m = en.turnovers;
const SHOTS = path.resolve('test-results/screenshots/turnovers');

const browser = browserForFile();
// Offers have deadlines on the app's clock: no other file may move it while these run.
holdDevClockEachTest();
let feeds: Server;
let feedBase: string;
/** What the local feed server answers, by path. */
const feedBodies = new Map<string, string>();

beforeAll(async () => {
  feeds = createServer((req, res) => {
    const body = feedBodies.get(req.url ?? '');
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => feeds.listen(inject('calendarFeedPort'), '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => feeds?.close(resolve));
});

const day = datesFromToday(); // the jobs are in Florida's default zone
const ics = (d: string) => d.replaceAll('-', '');

function calendar(prodId: string, events: { uid: string; summary: string; start: string; end: string }[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${prodId}`, 'CALSCALE:GREGORIAN'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.uid}`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;VALUE=DATE:${ics(e.start)}`,
      `DTEND;VALUE=DATE:${ics(e.end)}`,
      `SUMMARY:${e.summary}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

async function jobIdOf(context: BrowserContext): Promise<string> {
  const res = await context.request.get('/api/host/jobs');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { jobs: { id: string }[] }).jobs[0]!.id;
}

/** The cleaner applies and the host hires them, through the API, and sends the offers the hire held (issue 37). */
async function hire(host: BrowserContext, cleaner: BrowserContext, jobId: string) {
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, headers: { origin: baseUrl() } });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const hired = await host.request.patch(`/api/host/applications/${id}`, {
    data: { action: 'hire' },
    headers: { origin: baseUrl() },
  });
  expect(hired.status()).toBe(200);
  await sendTeamOffers(host, jobId);
}

const hostCard = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);
const scheduleCard = (page: Page, date: string) =>
  page.locator(`[data-testid="schedule-turnover"][data-date="${date}"]`);

async function addCalendar(page: Page, url: string, label: string) {
  const form = page.getByRole('form', { name: m.calendars.heading });
  await form.getByLabel(m.hostPage.calendarLink).fill(url);
  await form.getByLabel(m.calendars.label).fill(label);
  await form.getByRole('button', { name: m.hostPage.addCalendar }).click();
  await page.getByRole('region', { name: label }).waitFor();
}

describe('turnovers', () => {
  it('imports reservations (not blocks) from two calendars, and the cleaner’s answers reach the host live', async () => {
    const town = uniqueTown();
    const host = await createHostWithJob({
      city: town,
      state: 'FL',
      propertyAddress: '27 Heron Ct',
      paymentPerTurnover: 135.5,
    });
    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    const jobId = await jobIdOf(hostSide.context);
    const cleanerSide = await newPage(browser(), PHONE);
    await signIn(cleanerSide.context, await seedAccount('cleaner', { firstName: 'Rosa', lastName: 'Reyes' }));
    await hire(hostSide.context, cleanerSide.context, jobId);

    // Airbnb: two stays back to back (a same-day turn on the first checkout) and an owner block;
    // Vrbo: one stay and a block. Three reservations, three turnovers.
    const key = town.replaceAll(' ', '-');
    feedBodies.set(
      `/${key}/airbnb.ics`,
      calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', [
        { uid: `a1-${key}@airbnb.com`, summary: 'Reserved', start: day(3), end: day(6) },
        { uid: `a2-${key}@airbnb.com`, summary: 'Reserved', start: day(6), end: day(9) },
        { uid: `a3-${key}@airbnb.com`, summary: 'Airbnb (Not available)', start: day(12), end: day(15) },
      ]),
    );
    feedBodies.set(
      `/${key}/vrbo.ics`,
      calendar('-//HomeAway.com, Inc.//EN', [
        { uid: `v1-${key}`, summary: 'Reserved - Jane D', start: day(18), end: day(21) },
        { uid: `v2-${key}`, summary: 'Blocked', start: day(24), end: day(27) },
      ]),
    );

    const page = hostSide.page;
    await watchStreamReady(page);
    await page.goto(`/host/jobs/${jobId}/turnovers`);
    await page.getByRole('heading', { level: 1, name: m.hostPage.title }).waitFor();
    await page.getByText(m.list.empty).waitFor();
    await addCalendar(page, `${feedBase}/${key}/airbnb.ics`, 'Airbnb');
    await addCalendar(page, `${feedBase}/${key}/vrbo.ics`, 'Vrbo');
    for (const label of ['Airbnb', 'Vrbo']) {
      const cal = page.getByRole('region', { name: label });
      await cal.getByRole('button', { name: m.hostPage.syncNow }).click();
      await cal.getByRole('button', { name: m.hostPage.syncNow }).waitFor(); // the busy label is gone
      await expect.poll(() => cal.getByTestId('calendar-synced').textContent()).toMatch(/^Last synced /);
      expect(await cal.getByTestId('calendar-error').count()).toBe(0);
    }
    // A calendar's imported events, shown on request (their code loads then): the stay and the block.
    const vrbo = page.getByRole('region', { name: 'Vrbo' });
    await vrbo.getByRole('button', { name: m.calendars.showEvents }).click();
    const events = vrbo.getByTestId('calendar-events').getByRole('listitem');
    await expect.poll(() => events.count()).toBe(2);
    expect((await events.allTextContents()).join(' | ')).toMatch(/Reserved - Jane D.* \| .*Blocked/);
    await vrbo.getByRole('button', { name: m.calendars.hideEvents }).click();

    // One turnover per reservation, on each checkout day; none for the blocks.
    await expect.poll(() => page.getByTestId('turnover').count()).toBe(3);
    expect(
      await page.getByTestId('turnover').evaluateAll((els) => els.map((el) => el.getAttribute('data-date'))),
    ).toEqual([day(6), day(9), day(21)]);
    const sameDay = hostCard(page, day(6));
    expect(await sameDay.textContent()).toContain(m.list.sameDay);
    expect(await sameDay.textContent()).toContain('11:00 AM – 4:00 PM');
    expect(await hostCard(page, day(9)).textContent()).not.toContain(m.list.sameDay);
    expect(await sameDay.getByTestId('turnover-pay').textContent()).toBe('$135.50');
    expect(await sameDay.textContent()).toContain(m.list.sourceCalendar);
    expect(await sameDay.getByTestId('turnover-cover').textContent()).toBe(m.list.cover.offered);
    expect(await sameDay.getByTestId('turnover-cover-detail').textContent()).toMatch(
      /^Offered to Rosa .*, answer by .* (EST|EDT)$/,
    );
    await saveScreenshot(page, path.join(SHOTS, 'host-turnovers-1280.png'));
    await expectNoSeriousA11yViolations(page, 'host turnovers with answers pending');

    // The cleaner's schedule: the three turnovers, grouped by day, with the place and the pay.
    const phone = cleanerSide.page;
    // From the cleaner's applications page ('Schedule').
    await phone.goto('/cleaner/applications');
    await phone.getByRole('link', { name: m.links.cleanerSchedule }).click();
    await phone.waitForURL('**/cleaner/schedule');
    await phone.getByRole('heading', { level: 1, name: m.schedule.title }).waitFor();
    await expect.poll(() => phone.getByTestId('schedule-turnover').count()).toBe(3);
    expect(await phone.getByRole('heading', { level: 3, name: formatDay(day(6), true) }).count()).toBe(1);
    expect(await scheduleCard(phone, day(6)).textContent()).toContain('27 Heron Ct');
    expect(await scheduleCard(phone, day(6)).textContent()).toContain('$135.50');
    await saveScreenshot(phone, path.join(SHOTS, 'cleaner-schedule-390.png'));
    await expectNoSeriousA11yViolations(phone, 'cleaner schedule');

    // The host's page is connected to its stream before the cleaner answers: what follows is live.
    await waitForStreamReady(page);
    await scheduleCard(phone, day(6)).getByRole('button', { name: m.schedule.confirm }).click();
    await scheduleCard(phone, day(6)).getByText(m.schedule.youConfirmed).waitFor();
    await scheduleCard(phone, day(9)).getByRole('button', { name: m.schedule.cantMakeIt }).click();
    const dialog = phone.getByRole('dialog');
    await dialog.getByLabel(m.schedule.reason).fill('My car is in the shop that week.');
    await saveScreenshot(phone, path.join(SHOTS, 'cleaner-decline-dialog-390.png'), { fullPage: false });
    await dialog.getByRole('button', { name: m.schedule.sendDecline }).click();
    // No longer hers: it leaves her schedule.
    await expect.poll(() => scheduleCard(phone, day(9)).count()).toBe(0);

    await expect
      .poll(() => hostCard(page, day(6)).getByTestId('turnover-cover-detail').textContent(), { timeout: 10_000 })
      .toMatch(/Confirmed by Rosa/);
    await expect
      .poll(() => hostCard(page, day(9)).getByTestId('turnover-answer').textContent(), { timeout: 10_000 })
      .toMatch(/Rosa.* can’t make it/);
    expect(await hostCard(page, day(9)).getByTestId('turnover-answer').textContent()).toContain(
      'Reason: My car is in the shop that week.',
    );
    // Rosa is the whole team: nobody is left to ask.
    expect(await hostCard(page, day(9)).getByTestId('turnover-cover').textContent()).toContain(m.list.cover.unfilled);
    expect(await hostCard(page, day(21)).getByTestId('turnover-cover-detail').textContent()).toMatch(/Offered to Rosa/);

    // Both pages at the other width.
    await saveScreenshot(page, path.join(SHOTS, 'host-turnovers-answered-1280.png'));
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, path.join(SHOTS, 'host-turnovers-390.png'));
    await phone.setViewportSize(DESKTOP);
    await saveScreenshot(phone, path.join(SHOTS, 'cleaner-schedule-1280.png'));

    // The feeds change: Airbnb reissues every UID (same stays), the second stay leaves a day later,
    // and Vrbo silently drops its reservation. A sync leaves the first turnover alone (still
    // confirmed), moves the second, cancels the third; the cleaner's open schedule follows live.
    await page.setViewportSize(DESKTOP);
    await watchStreamReady(phone);
    await phone.goto('/cleaner/schedule');
    await expect.poll(() => phone.getByTestId('schedule-turnover').count()).toBe(2);
    await waitForStreamReady(phone);
    feedBodies.set(
      `/${key}/airbnb.ics`,
      calendar('-//Airbnb Inc//Hosting Calendar 1.0//EN', [
        { uid: `a1-reissued-${key}@airbnb.com`, summary: 'Reserved', start: day(3), end: day(6) },
        { uid: `a2-${key}@airbnb.com`, summary: 'Reserved', start: day(6), end: day(10) },
        { uid: `a3-reissued-${key}@airbnb.com`, summary: 'Airbnb (Not available)', start: day(12), end: day(15) },
      ]),
    );
    feedBodies.set(
      `/${key}/vrbo.ics`,
      calendar('-//HomeAway.com, Inc.//EN', [{ uid: `v2-${key}`, summary: 'Blocked', start: day(24), end: day(27) }]),
    );
    for (const label of ['Airbnb', 'Vrbo']) {
      const cal = page.getByRole('region', { name: label });
      await cal.getByRole('button', { name: m.hostPage.syncNow }).click();
      await cal.getByRole('button', { name: m.hostPage.syncNow }).waitFor();
    }
    await expect.poll(() => hostCard(page, day(10)).count(), { timeout: 10_000 }).toBe(1);
    expect(await hostCard(page, day(9)).count()).toBe(0);
    expect(await hostCard(page, day(6)).getByTestId('turnover-cover-detail').textContent()).toMatch(
      /Confirmed by Rosa/,
    );
    // The declined stay moved a day: a new date, a new round, so Rosa is asked again.
    expect(await hostCard(page, day(10)).getByTestId('turnover-cover-detail').textContent()).toMatch(/Offered to Rosa/);
    await expect
      .poll(() => hostCard(page, day(21)).getByTestId('turnover-cover').textContent())
      .toBe(m.list.cover.cancelled);
    expect(await page.getByTestId('turnover').count()).toBe(3);
    await expect
      .poll(
        () =>
          phone.getByTestId('schedule-turnover').evaluateAll((els) => els.map((el) => el.getAttribute('data-date'))),
        { timeout: 10_000 },
      )
      .toEqual([day(6), day(10), day(21)]);
    await expect.poll(() => scheduleCard(phone, day(21)).textContent()).toContain(m.list.status.cancelled);
    await scheduleCard(phone, day(10)).getByRole('button', { name: m.schedule.confirm }).waitFor();

    await hostSide.context.close();
    await cleanerSide.context.close();
  }, 240_000);
  it('adds, edits and cancels a turnover by hand on a job without calendars or hire, keeping what was typed on errors', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', paymentPerTurnover: 120 });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    const jobId = await jobIdOf(context);
    await page.goto(`/host/jobs/${jobId}/turnovers`);
    await page.getByText(m.hostPage.noHireYet).first().waitFor();

    // The contract's own rule, before any request: check-in after check-out.
    await page.getByRole('button', { name: m.hostPage.addTurnover }).first().click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.form.date).fill(day(4));
    await dialog.getByLabel(m.form.checkoutTime).fill('11:00');
    await dialog.getByLabel(m.form.checkinTime).fill('10:00');
    await dialog.getByLabel(m.form.notes).fill('Gate code 4411');
    await dialog.getByRole('button', { name: m.form.add }).click();
    await dialog.getByText(m.validation.checkinAfterCheckout).waitFor();
    expect(await dialog.getByLabel(m.form.checkinTime).getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel(m.form.checkinTime).fill('15:30');
    await dialog.getByRole('button', { name: m.form.add }).click();
    await dialog.waitFor({ state: 'detached' });

    const card = hostCard(page, day(4));
    await card.waitFor();
    expect(await card.textContent()).toContain('11:00 AM – 3:30 PM');
    expect(await card.textContent()).toContain(m.list.sourceManual);
    expect(await card.textContent()).toContain(m.list.noCleaner);
    expect(await card.textContent()).toContain('Gate code 4411');
    expect(await card.getByTestId('turnover-pay').textContent()).toBe('$120.00');

    // A second one on the same date: the server refuses it on the date field; the typed notes stay.
    await page.getByRole('button', { name: m.hostPage.addTurnover }).first().click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel(m.form.date).fill(day(4));
    await dialog.getByLabel(m.form.notes).fill('Second visit');
    await dialog.getByRole('button', { name: m.form.add }).click();
    await expect.poll(() => dialog.getByLabel(m.form.date).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel(m.form.notes).inputValue()).toBe('Second visit');
    await saveScreenshot(page, path.join(SHOTS, 'host-add-turnover-error-390.png'), { fullPage: false });
    await dialog.getByRole('button', { name: m.form.close }).click();

    // Edit its notes, then cancel it.
    await card.getByRole('button', { name: m.list.edit }).click();
    dialog = page.getByRole('dialog');
    expect(await dialog.getByLabel(m.form.notes).inputValue()).toBe('Gate code 4411');
    await dialog.getByLabel(m.form.notes).fill('Gate code 9000');
    await dialog.getByRole('button', { name: m.form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => card.textContent()).toContain('Gate code 9000');

    // The dashboard's job card shows the next turnover and links to the page; the menu leads to the
    // board of every property (issue 37), whose row links to the page.
    await page.goto('/host/dashboard');
    const next = page.getByTestId('job-next-turnover');
    await expect.poll(() => next.textContent()).toContain(`Next turnover: ${formatDay(day(4))}, 11:00 AM EST`);
    await next.getByRole('link', { name: m.links.jobCard }).click();
    await page.waitForURL(`**/host/jobs/${jobId}/turnovers`);
    await page.goto('/host/dashboard');
    await page.getByRole('button', { name: en.layout.header.menu }).click();
    await page.getByRole('list', { name: en.layout.header.menu }).getByRole('link', { name: m.links.hostMenu }).click();
    await page.waitForURL('**/host/turnovers');
    await page
      .getByRole('link', { name: format(en.board.row.open, { property: '18 Seagrape Ln' }) })
      .first()
      .click();
    await page.waitForURL(`**/host/jobs/${jobId}/turnovers`);
    await card.waitFor();

    await card.getByRole('button', { name: m.list.cancelTurnover }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: m.list.cancelConfirm }).click();
    await expect.poll(() => card.getByTestId('turnover-cover').textContent()).toBe(m.list.cover.cancelled);
    expect(await card.getByRole('button', { name: m.list.edit }).count()).toBe(0);
    await context.close();
  }, 120_000);
});
