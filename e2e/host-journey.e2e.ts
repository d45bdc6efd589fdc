// The host journey: sign up while posting the first job, verify, sign in, dashboard, edit, delete,
// post up to the plan limit and meet the upgrade dialog; every host page passes axe at phone size.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { zipFor } from '@server/test/zips';
import { expectToast, submitSignInForm } from './support/auth-helpers';
import {
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  linkIn,
  newPage,
  PHONE,
  saveScreenshot,
  signIn,
  uniqueEmail,
  waitForMail,
} from './support/browser';
import { browserForFile } from './support/file-setup';

const h = en.host;
const SHOTS = 'test-results/host-journey';
const browser = browserForFile();

/** The job cards on a host page (list items holding a 'View Applications' link). */
const jobCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: h.jobCard.viewApplications }) });

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function fillJobForm(
  page: Page,
  job: {
    state: string;
    city: string;
    zip?: string;
    beds: string;
    baths: string;
    sqft: string;
    pay: string;
    address?: string;
  },
) {
  if (job.address !== undefined) await page.getByLabel(h.jobForm.propertyAddress).fill(job.address);
  await page.getByLabel(h.jobForm.state).selectOption(job.state);
  await page.getByLabel(h.jobForm.city).fill(job.city);
  await page.getByLabel('Property ZIP code').fill(job.zip ?? zipFor(job.state, job.city));
  await page.getByLabel(h.jobForm.bedrooms).fill(job.beds);
  await page.getByLabel(h.jobForm.bathrooms).fill(job.baths);
  await page.getByLabel(h.jobForm.squareFootage).fill(job.sqft);
  await page.getByLabel(h.jobForm.paymentPerTurnover).fill(job.pay);
  await page.getByLabel(h.jobForm.startDate).fill(inDays(3));
}

describe('host journey', () => {
  it('signs up through /host/post-job, verifies, signs in, edits, deletes, and meets the plan limit', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    const email = uniqueEmail('host-journey');

    // Step 1: the account.
    await page.goto('/host/post-job');
    await page.getByRole('heading', { name: h.postJob.signupTitle }).waitFor();
    expect(await page.getByText('Step 1 of 3').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'sign-up step 1');
    await page.getByRole('button', { name: h.postJob.continue }).click();
    await expectToast(page, h.postJob.missingInformationTitle, h.postJob.missingInformationDescription);
    await page.getByLabel('First name').fill('Jordan');
    await page.getByLabel('Last name').fill('Keys');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('host-password-1');
    await page.getByLabel('Phone').fill('(305) 555-0100 ext');
    expect(await page.getByLabel('Phone').inputValue()).toBe('(305) 555-0100');
    await page.getByRole('button', { name: h.postJob.continue }).click();

    // Step 2: the first job. Submit stays disabled until the form is valid; errors show per field.
    await page.getByRole('heading', { name: h.postJob.firstJobTitle }).waitFor();
    const send = page.getByRole('button', { name: h.postJob.sendVerification });
    expect(await send.isDisabled()).toBe(true);
    await page.getByLabel(h.jobForm.bedrooms).fill('0');
    await page.getByText(en.jobs.validation.bedroomsInvalid).waitFor();
    await fillJobForm(page, { state: 'FL', city: 'Key West', beds: '3', baths: '2', sqft: '1400', pay: '120' });
    await page.getByLabel('Hot Tub').check();
    expect(await page.getByText(en.jobs.validation.bedroomsInvalid).count()).toBe(0);
    expect(await page.getByLabel(h.jobForm.startDate).getAttribute('min')).toBeTruthy();
    expect(await page.getByLabel(h.jobForm.paymentPerTurnover).getAttribute('step')).toBe('0.01');
    await saveScreenshot(page, `${SHOTS}/post-job-phone.png`);
    await expectNoSeriousA11yViolations(page, 'sign-up step 2 filled in');

    // Back keeps what was typed.
    await page.getByRole('button', { name: h.postJob.back }).click();
    await page.getByRole('heading', { name: h.postJob.signupTitle }).waitFor();
    expect(await page.getByLabel('First name').inputValue()).toBe('Jordan');
    await page.getByRole('button', { name: h.postJob.continue }).click();
    await page.getByRole('heading', { name: h.postJob.firstJobTitle }).waitFor();
    expect(await page.getByLabel(h.jobForm.city).inputValue()).toBe('Key West');
    await send.click();

    // Step 3: verification. Nothing exists until the emailed link is clicked.
    await page.getByRole('heading', { name: en.registration.verify.title }).waitFor();
    await expectToast(page, en.registration.verify.hostSentTitle, en.registration.verify.hostSentDescription);
    await expectNoSeriousA11yViolations(page, 'sign-up step 3');
    const link = linkIn(await waitForMail(email, /Verify your email/), '/api/registrations/verify?token=');
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(303);
    // The page also checks on its own every 10 s and may move on before the click lands.
    await Promise.race([
      page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 }),
      page
        .getByRole('button', { name: en.registration.verify.checkNow })
        .click()
        .catch(() => undefined),
    ]);
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });

    // Sign in: the dashboard shows the first job.
    await submitSignInForm(page, email, 'host-password-1');
    await page.waitForURL('**/host/dashboard');
    await page.getByRole('heading', { name: h.dashboard.title }).waitFor();
    await page.getByText('1 of 1 jobs posted').waitFor();
    const card = jobCards(page).filter({ hasText: 'Key West, FL' });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/\$120\s+per turnover/);
    expect(await card.innerText()).toContain('3 beds');
    expect(await card.innerText()).toContain('0 applications');
    expect(await card.getByRole('link', { name: h.jobCard.viewApplications }).getAttribute('href')).toMatch(
      /^\/host\/jobs\/[0-9a-f-]+\/applicants$/,
    );
    expect(await page.getByRole('link', { name: h.dashboard.upgradeLink }).getAttribute('href')).toBe('/host/pricing');
    await saveScreenshot(page, `${SHOTS}/dashboard-phone.png`);
    await expectNoSeriousA11yViolations(page, 'one job at the free limit');

    // At the limit of the free plan: Post New Job opens the upgrade dialog.
    await page.getByRole('button', { name: h.dashboard.postNewJob }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(en.jobs.limit.dialogTitle).waitFor();
    expect(await dialog.innerText()).toContain(en.jobs.limit.dialogDescription);
    await expectNoSeriousA11yViolations(page, 'job limit dialog');
    await dialog.getByRole('button', { name: en.jobs.limit.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Manage Jobs → Edit: a blank address is stored as "City, ST".
    await page.goto('/host/jobs');
    await page.getByRole('heading', { name: h.manageJobs.title }).waitFor();
    await page.getByRole('button', { name: `${h.manageJobs.addNewJob} ${h.manageJobs.upgradeRequired}` }).waitFor();
    await expectNoSeriousA11yViolations(page, 'one job at the free limit');
    await page.getByRole('link', { name: h.jobCard.editJob }).click();
    await page.getByRole('heading', { name: h.editJob.title }).waitFor();
    expect(await page.getByLabel(h.jobForm.bedrooms).inputValue()).toBe('3');
    expect(await page.getByLabel('Hot Tub').isChecked()).toBe(true);
    await expectNoSeriousA11yViolations(page, 'a job loaded');
    await page.getByLabel(h.jobForm.bedrooms).fill('4');
    await page.getByLabel(h.jobForm.paymentPerTurnover).fill('135.5');
    await page.getByRole('button', { name: h.editJob.submit }).click();
    await expectToast(page, h.editJob.successTitle);
    await page.waitForURL('**/host/jobs');
    const edited = jobCards(page).filter({ hasText: '4 beds' });
    await edited.waitFor();
    expect(await edited.innerText()).toContain('$135.50');

    // Delete after confirming: Cancel keeps the job, Delete Job removes it.
    await edited.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: h.deleteDialog.cancel }).click();
    expect(await jobCards(page).filter({ hasText: '4 beds' }).count()).toBe(1);
    await edited.getByRole('button', { name: /Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: h.deleteDialog.confirm }).click();
    await expectToast(page, h.deleteDialog.successTitle, h.deleteDialog.successDescription);
    await page.goto('/host/dashboard');
    await page.getByText(h.dashboard.emptyTitle).waitFor();
    await page.getByText('0 of 1 jobs posted').waitFor();

    // A signed-in host posts from the job step straight away, up to the limit.
    await page.getByRole('button', { name: h.dashboard.postFirstJob }).click();
    await page.waitForURL('**/host/post-job');
    await page.getByRole('heading', { name: h.postJob.jobTitle }).waitFor();
    await fillJobForm(page, {
      state: 'TX',
      city: 'Austin',
      beds: '2',
      baths: '1',
      sqft: '900',
      pay: '80',
      address: '1 Congress Ave',
    });
    await page.getByRole('button', { name: h.postJob.postJob }).click();
    await expectToast(page, h.jobs.postedTitle, h.jobs.postedDescription);
    await page.waitForURL('**/host/dashboard');
    await page.getByText('1 Congress Ave').waitFor();
    await page.getByText('1 of 1 jobs posted').waitFor();

    // At the limit again: the dialog's Upgrade Plan leads to /host/pricing, and so does /host/post-job.
    await page.getByRole('button', { name: h.dashboard.postNewJob }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: en.jobs.limit.upgradePlan }).click();
    await page.waitForURL('**/host/pricing');
    await page.goto('/host/post-job');
    await page.getByRole('alertdialog').getByText(en.jobs.limit.dialogTitle).waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: en.jobs.limit.cancel }).click();
    await page.waitForURL('**/host/dashboard');
    await context.close();
  });

  it('edits the host profile (email read-only) and screens look finished at 390 and 1280 px', async () => {
    const host = await seedAccount('host');
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const { context, page } = await newPage(browser(), viewport);
      await signIn(context, host);
      await page.goto('/host/profile');
      await page.getByRole('heading', { name: h.profile.title }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(host.email);
      if (name === 'phone') {
        await expectNoSeriousA11yViolations(page, 'host profile');
        await page.getByLabel(h.profile.firstName).fill('');
        await page.getByText(h.validation.firstNameRequired).waitFor();
        await page.getByLabel(h.profile.firstName).fill('Harriet');
        await page.getByLabel(h.profile.phone).fill('5551239876');
        await page.getByRole('button', { name: h.profile.save }).click();
        await expectToast(page, h.profile.savedTitle);
      }
      await saveScreenshot(page, `${SHOTS}/profile-${name}.png`);
      for (const path of ['/host/dashboard', '/host/jobs']) {
        await page.goto(path);
        await page.getByRole('link', { name: h.jobCard.viewApplications }).first().waitFor();
        await saveScreenshot(page, `${SHOTS}/${path.slice(1).replace(/\//g, '-')}-${name}.png`);
      }
      await page.getByRole('link', { name: h.jobCard.editJob }).first().click();
      await page.getByLabel(h.jobForm.bedrooms).waitFor();
      await saveScreenshot(page, `${SHOTS}/edit-${name}.png`);
      await context.close();
    }
  });

  it('sends a missing or foreign job back to /host/jobs with "Job not found"', async () => {
    const host = await seedAccount('host');
    const { context, page } = await newPage(browser());
    await signIn(context, host);
    await page.goto('/host/jobs/00000000-0000-4000-8000-000000000000/edit');
    await expectToast(page, en.jobs.errors.notFoundTitle, en.jobs.errors.notFoundDescription);
    await page.waitForURL('**/host/jobs');
    await context.close();
  });

  it('guards host pages: a visitor goes to /auth, a cleaner account stays a cleaner', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/host/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth');

    await page.goto('/host/setup-profile?error=invalid_token&error_description=Link%20expired');
    await expectToast(page, h.setupProfile.verificationErrorTitle, en.auth.verification.linkInvalid);
    await page.waitForURL((url) => url.pathname === '/auth');

    // One account, one role (the API refuses a host profile for a cleaner account too; an account
    // without any profile completing one is covered by the host-profile API tests).
    const cleaner = await seedAccount('cleaner');
    await signIn(context, cleaner);
    await page.goto('/host/jobs');
    await page.waitForURL('**/browse-jobs');
    await page.goto('/host/setup-profile');
    await page.waitForURL('**/browse-jobs');
    await context.close();
  });
});
