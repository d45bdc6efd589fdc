// Issue 41, the checklist speaks both: on a 390 px phone a host opens the checklist library, picks
// two items from two rooms, adds them, and types one of their own; each lands in its room. An item
// the host wrote in Spanish is marked "ES" (named "Written in Spanish") for the host reading English,
// and a reader of Spanish reads the library's items, and their rooms, in Spanish while the host's
// own words stay as typed, in the playbook and on the cleaner's turnover page. The picker and the
// page at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ROOM_ORDER, ROOMS } from '@core/checklist-library';
import { en } from '@core/messages/en';
import { es } from '@core/messages/es';
import { format, plural } from '@core/messages/format';
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
import { sendTeamOffers } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile } from './support/file-setup';

const m = en.playbook;
const SHOTS = path.resolve('test-results/screenshots/playbook');
const browser = browserForFile();
const day = datesFromToday(); // the jobs are in Florida's default zone
const CAT = 'Feed Biscuit the cat (bowl by the back door)';
const PLANTS = 'Riega las plantas del balcón';

/**
 * The language a signed-in browser reads in: the account's stored language (the one place this
 * test says so), which the app and the API both follow.
 */
async function readIn(context: BrowserContext, locale: 'en' | 'es') {
  const saved = await context.request.put('/api/session/locale', { data: { locale }, headers: { origin: baseUrl() } });
  expect(saved.status()).toBe(204);
}

/** The cleaner applies, the host hires them and adds a turnover, and the cleaner confirms it. */
async function confirmedTurnover(host: BrowserContext, cleaner: BrowserContext, jobId: string): Promise<string> {
  const headers = { origin: baseUrl() };
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, headers });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };
  const hired = await host.request.patch(`/api/host/applications/${applicationId}`, {
    data: { action: 'hire' },
    headers,
  });
  expect(hired.status()).toBe(200);
  await sendTeamOffers(host, jobId);
  const added = await host.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date: day(3), checkoutTime: '11:00', checkinTime: '16:00' },
    headers,
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  expect((await cleaner.request.post(`/api/cleaner/turnovers/${id}/confirm`, { headers })).status()).toBe(200);
  return id;
}

async function shot(page: Page, name: string, fullPage = true) {
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), { fullPage });
}

describe('the checklist library', () => {
  it('adds items by room from a picker on a phone, beside the host’s own; each reader reads them in their language', async () => {
    const host = await seedAccount('host', { job: hostFirstJob({ propertyAddress: '9 Palmetto Row' }) });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    await readIn(context, 'en');
    const { jobs } = (await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] };
    const jobId = jobs[0]!.id;

    await page.goto(`/host/jobs/${jobId}/playbook`);
    await page.getByText(m.host.emptyChecklist).waitFor();
    const open = page.getByRole('button', { name: m.library.open });
    await open.click();
    const picker = page.getByRole('dialog', { name: m.library.heading });
    await picker.waitFor();
    // Grouped by room, every room of the library in order, in the reader's language.
    expect(await picker.locator('legend').allTextContents()).toEqual(ROOM_ORDER.map((r) => ROOMS[r].en));
    const kitchen = picker.getByRole('group', { name: 'Kitchen' });
    const bedrooms = picker.getByRole('group', { name: 'Bedrooms' });
    // Nothing chosen yet: it says so rather than adding nothing.
    await picker.getByRole('button', { name: m.library.addNone }).click();
    await picker.getByText(m.library.noneChosen).waitFor();
    // The picker fits the phone: no sideways scroll, its buttons on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await kitchen.getByRole('checkbox', { name: 'Start the dishwasher' }).check();
    await bedrooms.getByRole('checkbox', { name: 'Check under beds for left items' }).check();
    const addTwo = picker.getByRole('button', { name: plural(m.library.addChosen, 2) });
    const box = await addTwo.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'library-picker', false);
    await expectNoSeriousA11yViolations(page, 'checklist library picker');
    await addTwo.click();
    await page.getByText(plural(m.library.added, 2)).waitFor();
    await picker.waitFor({ state: 'hidden' });
    // The focus is back on the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(m.library.open);

    // Each in its room.
    const region = (name: string) => page.getByRole('region', { name });
    await region('Kitchen').getByText('Start the dishwasher').waitFor();
    await region('Bedrooms').getByText('Check under beds for left items').waitFor();

    // One of the host's own, typed into the kitchen: it joins the kitchen's items.
    const addForm = page.getByRole('form', { name: m.host.addItem });
    await addForm.getByLabel(m.host.area).fill('Kitchen');
    await addForm.getByLabel(m.host.item).fill(CAT);
    await addForm.getByRole('button', { name: m.host.addItem }).click();
    await expect
      .poll(async () =>
        (await region('Kitchen').getByTestId('playbook-item').allTextContents()).map((t) => t.slice(0, 20)),
      )
      .toEqual(['Start the dishwasher', CAT.slice(0, 20)]);
    // Typed in the reader's language: no language mark.
    expect(await region('Kitchen').getByRole('img', { name: m.library.writtenIn.en }).count()).toBe(0);

    // An item the host wrote while reading Spanish: marked for the host reading English.
    await readIn(context, 'es');
    const typedInSpanish = await context.request.post(`/api/host/jobs/${jobId}/playbook/items`, {
      data: { label: PLANTS, area: '' },
      headers: { origin: baseUrl() },
    });
    expect(typedInSpanish.status()).toBe(201);
    await readIn(context, 'en');
    await page.reload();
    const plants = page.getByTestId('playbook-item').filter({ hasText: PLANTS });
    const mark = plants.getByRole('img', { name: m.library.writtenIn.es });
    await mark.waitFor();
    expect(await mark.textContent()).toBe(m.library.langShort.es);
    expect(await plants.locator('[lang="es"]').textContent()).toBe(PLANTS);

    // The picker again: what is on the checklist shows as such.
    await open.click();
    const dishwasher = picker.getByRole('checkbox', { name: 'Start the dishwasher' });
    expect(await dishwasher.isChecked()).toBe(true);
    expect(await dishwasher.isDisabled()).toBe(true);
    await picker
      .locator('label')
      .filter({ hasText: 'Start the dishwasher' })
      .getByText(m.library.onChecklist)
      .waitFor();
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await shot(page, 'library-playbook');

    // At 1280 px: the page, and the picker.
    await page.setViewportSize(DESKTOP);
    await shot(page, 'library-playbook');
    await open.click();
    await picker.waitFor();
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().every((a) => a.playState !== 'running')))
      .toBe(true);
    await shot(page, 'library-picker', false);
    await page.keyboard.press('Escape');

    // A reader of Spanish: the library's items and their rooms in Spanish, the host's words as typed.
    const spanish = await newPage(browser(), PHONE);
    await signIn(spanish.context, host);
    await readIn(spanish.context, 'es');
    await spanish.page.goto(`/host/jobs/${jobId}/playbook`);
    const cocina = spanish.page.getByRole('region', { name: 'Cocina' });
    await cocina.getByText('Pon a funcionar el lavaplatos').waitFor();
    await cocina.getByText(CAT).waitFor();
    await spanish.page
      .getByRole('region', { name: 'Dormitorios' })
      .getByText('Busca objetos olvidados debajo de las camas')
      .waitFor();
    await spanish.page.getByRole('button', { name: format(es.playbook.host.editLabel, { item: PLANTS }) }).waitFor();
    await shot(spanish.page, 'library-read-in-spanish');
    await spanish.context.close();

    // The cleaner, reading Spanish on a phone, reads the checklist of their turnover the same way.
    const cleanerAccount = await seedAccount('cleaner', { firstName: 'Lucía', lastName: 'Ramos' });
    const cleaner = await newPage(browser(), PHONE);
    await signIn(cleaner.context, cleanerAccount);
    await readIn(cleaner.context, 'es');
    const turnoverId = await confirmedTurnover(context, cleaner.context, jobId);
    await cleaner.page.goto(`/cleaner/turnovers/${turnoverId}`);
    const run = cleaner.page.getByRole('region', { name: 'Cocina' });
    await run.getByText('Pon a funcionar el lavaplatos').waitFor();
    await run.getByText(CAT).waitFor();
    await cleaner.page.getByRole('region', { name: 'Dormitorios' }).getByText('Busca objetos olvidados').waitFor();
    await shot(cleaner.page, 'library-run-in-spanish');
    await cleaner.context.close();
    await context.close();
  });
});
