// How a job reads (issue 14, items 5 and 10): pay with its cents wherever it is shown, the place
// once when there is no street address (also after an edit that leaves it blank), and an edit of a
// job whose start date has passed that only checks the date when the date is changed.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { expectToast } from './support/auth-helpers';
import { seedAccount, DESKTOP, newPage, PHONE, signIn } from './support/browser';
import { createHostWithJob, screenshot, uniqueTown } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const h = en.host;
const browser = browserForFile();

/** The host's only job, as the API lists it. */
async function onlyJob(page: Page): Promise<{ id: string; startDate: string }> {
  const res = await page.request.get('/api/host/jobs');
  const { jobs } = (await res.json()) as { jobs: { id: string; startDate: string }[] };
  expect(jobs).toHaveLength(1);
  return jobs[0]!;
}

const hostCard = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: h.jobCard.viewApplications }) });
const browseCard = (page: Page, city: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: new RegExp(`^${city},`) }) });

/** How many times `text` occurs in the element's visible text. */
const occurrences = async (text: string, within: { innerText: () => Promise<string> }) =>
  (await within.innerText()).split(text).length - 1;

describe('a $95.50 job without a street address', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('shows $95.50 and the place once to the host and to cleaners (%s)', async (name, viewport) => {
    const town = uniqueTown();
    const host = await createHostWithJob({ city: town, state: 'NC', propertyAddress: '', paymentPerTurnover: 95.5 });
    const cleaner = await seedAccount('cleaner');

    const hostSide = await newPage(browser(), viewport);
    await signIn(hostSide.context, host);
    for (const url of ['/host/dashboard', '/host/jobs']) {
      await hostSide.page.goto(url);
      const card = hostCard(hostSide.page);
      await card.waitFor();
      const text = await card.innerText();
      expect(text).toMatch(/\$95\.50\s+per turnover/);
      expect(text).not.toContain('$96');
      expect(await occurrences(`${town}, NC`, card)).toBe(1);
    }
    await screenshot(hostSide.page, `job-display-host-${name}`);

    const cleanerSide = await newPage(browser(), viewport);
    await signIn(cleanerSide.context, cleaner);
    await cleanerSide.page.goto('/browse-jobs');
    await cleanerSide.page.getByLabel('City').fill(town);
    const card = browseCard(cleanerSide.page, town);
    await card.waitFor();
    expect(await card.innerText()).toContain('$95.50');
    expect(await card.innerText()).not.toContain('$96');
    await card.getByRole('button', { name: en.cleaner.browse.apply }).click();
    await expectToast(cleanerSide.page, en.cleaner.apply.successTitle);
    await screenshot(cleanerSide.page, `job-display-browse-${name}`);

    await cleanerSide.page.goto('/cleaner/applications');
    const application = cleanerSide.page.getByRole('article').filter({ hasText: town });
    await application.waitFor();
    expect(await application.innerText()).toContain('$95.50 per turnover');
    expect(await occurrences(town, application)).toBe(1);
    await screenshot(cleanerSide.page, `job-display-applications-${name}`);

    // An edit that leaves the address blank keeps it blank: cleaners see no 'Address: town, NC'.
    const job = await onlyJob(hostSide.page);
    await hostSide.page.goto(`/host/jobs/${job.id}/edit`);
    await hostSide.page.getByRole('heading', { name: h.editJob.title }).waitFor();
    expect(await hostSide.page.getByLabel(h.jobForm.propertyAddress).inputValue()).toBe('');
    await hostSide.page.getByLabel(h.jobForm.bedrooms).fill('4');
    await hostSide.page.getByRole('button', { name: h.editJob.submit }).click();
    await expectToast(hostSide.page, h.editJob.successTitle);
    await hostSide.page.waitForURL('**/host/jobs');
    expect(await occurrences(`${town}, NC`, hostCard(hostSide.page))).toBe(1);

    await cleanerSide.page.goto('/browse-jobs');
    await cleanerSide.page.getByLabel('City').fill(town);
    await browseCard(cleanerSide.page, town).waitFor();
    expect(await browseCard(cleanerSide.page, town).innerText()).not.toContain('Address');
    expect(
      await browseCard(cleanerSide.page, town).locator('.sr-only', { hasText: en.cleaner.browse.address }).count(),
    ).toBe(0);
    await hostSide.context.close();
    await cleanerSide.context.close();
  });
});

describe('editing a job whose start date has passed', () => {
  it('saves a new pay without moving the date; a changed date must still not be in the past', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'NC', paymentPerTurnover: 80 });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    const job = await onlyJob(page);
    // The browser lives ten days later: the job's start date (in five days) has passed for it.
    await page.clock.setFixedTime(new Date(Date.now() + 10 * 86_400_000));
    await page.goto(`/host/jobs/${job.id}/edit`);
    await page.getByRole('heading', { name: h.editJob.title }).waitFor();
    const save = page.getByRole('button', { name: h.editJob.submit });
    await page.getByLabel(h.jobForm.paymentPerTurnover).fill('95.5');
    expect(await save.isEnabled()).toBe(true);
    expect(await page.getByText(en.jobs.validation.startDateInPast).count()).toBe(0);

    // Moving the date to another past day is refused; moving it back to its own date is fine.
    const date = page.getByLabel(h.jobForm.startDate);
    const dayBefore = new Date(`${job.startDate}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    await date.fill(dayBefore.toISOString().slice(0, 10));
    await page.getByText(en.jobs.validation.startDateInPast).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await date.fill(job.startDate);
    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'edit-past-job');

    await save.click();
    await expectToast(page, h.editJob.successTitle);
    await page.waitForURL('**/host/jobs');
    expect(await hostCard(page).innerText()).toMatch(/\$95\.50\s+per turnover/);
    await context.close();
  });
});
