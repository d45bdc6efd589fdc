// Service areas (issue 43): a Vermont cleaner with a 25-mile radius sees the jobs within 25 miles
// nearest first with "N mi away", not the one 80 miles off; 'Within 100 miles' shows it; the host
// sees the applicant's distance; sign-up step 2 refuses a ZIP code of another state on its field.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectToast } from './support/auth-helpers';
import {
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  seedAccount,
  signIn,
  uniqueEmail,
} from './support/browser';
import { createHostWithJob, screenshot, uniqueTown } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();
const town = uniqueTown();
// From Burlington, Vermont (05401): Winooski 2 miles, East Fairfield 24, Whitefield (NH) 80.
const near = `${town} Winooski`;
const edge = `${town} Fairfield`;
const far = `${town} Whitefield`;
let host: Awaited<ReturnType<typeof createHostWithJob>>;

beforeAll(async () => {
  [host] = await Promise.all([
    createHostWithJob({ city: near, state: 'VT', zip: '05404', propertyAddress: '' }),
    createHostWithJob({ city: edge, state: 'VT', zip: '05448', propertyAddress: '' }),
    createHostWithJob({ city: far, state: 'NH', zip: '03598', propertyAddress: '' }),
  ]);
});

const cards = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="article"]')].map((a) => ({
      city: a.querySelector('h2')?.textContent ?? '',
      away: a.querySelector('[data-testid="job-distance"]')?.textContent ?? '',
    })),
  );

describe('service areas', () => {
  it('a Vermont cleaner sees the jobs within their radius nearest first, widens to 100 miles, and the host sees the distance', async () => {
    const cleaner = await seedAccount('cleaner', {
      firstName: 'Vera',
      lastName: 'Mont',
      state: 'VT',
      city: 'Burlington',
      homeZip: '05401',
      serviceRadiusMiles: 25,
    });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, cleaner);
    await page.goto('/browse-jobs');
    await page.getByRole('heading', { name: 'Browse Cleaning Jobs' }).waitFor();
    expect(await page.getByLabel('Within').inputValue()).toBe('25');
    // The page says the order it shows.
    await page.getByText('Active turnover jobs from hosts, nearest first.').waitFor();
    await page.getByLabel('City').fill(town);
    await page.waitForFunction(() => document.querySelectorAll('[role="article"]').length === 2);
    expect(await cards(page)).toEqual([
      { city: `${near}, Vermont`, away: '2 mi away' },
      { city: `${edge}, Vermont`, away: '24 mi away' },
    ]);
    await expectNoSeriousA11yViolations(page, 'browse within 25 miles');
    await screenshot(page, 'browse-within');

    await page.getByLabel('Within').selectOption('100');
    await page.waitForFunction(() => document.querySelectorAll('[role="article"]').length === 3);
    expect((await cards(page)).map((c) => c.away)).toEqual(['2 mi away', '24 mi away', '80 mi away']);
    await page.getByLabel('Within').selectOption('10');
    await page.waitForFunction(() => document.querySelectorAll('[role="article"]').length === 1);

    // Apply to the nearest; its host sees how far the applicant lives, in whole miles.
    await page.getByLabel('Within').selectOption('25');
    await page.waitForFunction(() => document.querySelectorAll('[role="article"]').length === 2);
    await page.getByRole('article').first().getByRole('button', { name: 'Apply Now' }).click();
    await expectToast(page, 'Application Submitted!');
    await context.close();

    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    await hostSide.page.goto('/host/applicants');
    const applicant = hostSide.page.getByRole('article').filter({ hasText: 'Vera' });
    await applicant.waitFor();
    expect(await applicant.getByTestId('distance').textContent()).toBe('2 mi away');
    await screenshot(hostSide.page, 'applicants-distance');
    await hostSide.context.close();
  });

  it('browse and sign-up step 2 look finished at 1280 px (screenshots) and pass axe', async () => {
    const cleaner = await seedAccount('cleaner', { state: 'VT', city: 'Burlington', homeZip: '05401' });
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, cleaner);
    await page.goto('/browse-jobs');
    await page.getByLabel('City').fill(town);
    await page.waitForFunction(() => document.querySelectorAll('[role="article"]').length === 2);
    await expectNoSeriousA11yViolations(page, 'browse within 25 miles at 1280 px');
    await screenshot(page, 'browse-within');
    await context.close();

    const visitor = await newPage(browser(), DESKTOP);
    await visitor.page.goto('/cleaner/signup');
    await visitor.page.getByLabel('First name').fill('Zip');
    await visitor.page.getByLabel('Last name').fill('Tester');
    await visitor.page.getByLabel('Email').fill(uniqueEmail('zip'));
    await visitor.page.getByLabel('Password').fill('wizard-pass-1');
    await visitor.page.getByRole('button', { name: 'Continue' }).click();
    await visitor.page.getByText('Step 2 of 3').waitFor();
    await visitor.page.getByLabel('State/Territory').selectOption('VT');
    await visitor.page.getByLabel('Home ZIP code').fill('05401');
    await screenshot(visitor.page, 'signup-step2-zip');
    await visitor.context.close();
  });

  it('sign-up step 2 asks for a home ZIP code and radius, and refuses a ZIP of another state on its field', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/cleaner/signup');
    await page.getByLabel('First name').fill('Zip');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Email').fill(uniqueEmail('zip'));
    await page.getByLabel('Password').fill('wizard-pass-1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await page.getByLabel(/Service radius/).inputValue()).toBe('25');
    await page.getByLabel('Phone').fill('(802) 555-0101');
    await page.getByLabel('State/Territory').selectOption('VT');
    await page.getByLabel('City').fill('Burlington');
    await page.getByLabel('Years of experience').selectOption('3-5');
    await page.getByLabel('Average rating').selectOption('4.5');
    await page.getByLabel('Home ZIP code').fill('0540');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await page.getByText('Enter a 5-digit ZIP code').first().waitFor();
    await page.getByLabel('Home ZIP code').fill('03598');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await page.getByText('This ZIP code is not in Vermont').first().waitFor();
    expect(await page.getByLabel('Home ZIP code').getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousA11yViolations(page, 'sign-up step 2 with a foreign ZIP');
    await screenshot(page, 'signup-step2-zip');
    await page.getByLabel('Home ZIP code').fill('05401');
    await page.getByRole('button', { name: 'Send Verification Email' }).click();
    await page.getByText('Step 3 of 3').waitFor();
    await context.close();
  });
});
