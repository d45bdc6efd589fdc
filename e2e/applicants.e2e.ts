// Applicant management (issue 5): cleaners apply through the API, the host opens the job's
// applicants at phone size, favorites, rejects, un-rejects, contacts and hires; the cleaner sees
// the hire under My Applications and hears of nothing else (issue 14). axe finds no serious violation.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { OFFER_GRACE_MINUTES } from '@core/team';
import { expectToast } from './support/auth-helpers';
import { subscribe } from './support/billing-helpers';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  holdLock,
  newPage,
  PHONE,
  seedAccount,
  signIn,
  waitForMail,
} from './support/browser';
import { screenshot } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const m = en.applicants;
const browser = browserForFile();

/** A cleaner account (signed in in its own context) that applied to `jobId`. */
async function cleanerWhoApplied(jobId: string, profile: Record<string, unknown>) {
  const account = await seedAccount('cleaner', profile);
  // A context without a page: applying is an API call, and each page is a renderer process.
  const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE });
  await signIn(context, account);
  const res = await context.request.post('/api/applications', { data: { jobId }, headers: { origin: baseUrl() } });
  expect(res.status()).toBe(201);
  return { account, context };
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
const statusOf = (page: Page, name: string) => cardOf(page, name).getByTestId('applicant-status');

async function expectStatus(page: Page, name: string, status: keyof typeof m.statuses) {
  await expect.poll(() => statusOf(page, name).getAttribute('data-status')).toBe(status);
}

describe('applicant management', () => {
  it('favorites, rejects, un-rejects, contacts and hires; the cleaner sees accepted', async () => {
    const hostAccount = await seedAccount('host');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, hostAccount);
    const jobs = (await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] };
    const jobId = jobs.jobs[0]!.id;

    const rosa = await cleanerWhoApplied(jobId, {
      firstName: 'Rosa',
      lastName: 'Diaz',
      availability: 'Weekdays after 10am',
      bio: 'Five years of turnovers.',
    });
    await cleanerWhoApplied(jobId, { firstName: 'Sam', lastName: 'Lee' });

    await page.goto(`/host/jobs/${jobId}/applicants`);
    await page.getByRole('heading', { name: m.jobPage.title, level: 1 }).waitFor();
    const rosaName = 'Rosa Diaz';
    await cardOf(page, rosaName).waitFor();
    expect(await cardOf(page, rosaName).getByText('Five years of turnovers.').count()).toBe(1);
    expect(await cardOf(page, rosaName).getByRole('link', { name: rosa.account.email }).count()).toBe(1);
    expect(await page.getByRole('button', { name: new RegExp(`^${m.filters.all}`) }).textContent()).toBe(
      `${m.filters.all}2`,
    );
    await expectStatus(page, rosaName, 'pending');
    await expectNoSeriousA11yViolations(page, 'pending applicants');

    // Favorite: the star toggles, the Favorites count rises.
    await cardOf(page, rosaName)
      .getByRole('button', { name: `Add ${rosaName} to favorites` })
      .click();
    // One word per status (issue 14): the toast says the badge's label.
    await expectToast(page, m.toast.updatedTitle, 'Application status changed to "Favorite".');
    expect(await statusOf(page, rosaName).textContent()).toContain(m.statuses.favorite);
    await expectStatus(page, rosaName, 'favorite');
    // The host's shortlist is private: the cleaner still reads pending (issue 14).
    const rosaPage = await rosa.context.newPage();
    await rosaPage.goto('/cleaner/applications');
    await rosaPage.getByTestId('application-status').waitFor();
    expect(await rosaPage.getByTestId('application-status').textContent()).toContain(
      en.cleaner.applications.statuses.pending,
    );
    expect(await rosaPage.getByText('Shortlisted').count()).toBe(0);
    await page.getByRole('button', { name: new RegExp(`^${m.filters.favorites}`) }).click();
    expect(await page.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: new RegExp(`^${m.filters.all}`) }).click();

    // Reject straight from favorite, then un-reject back to pending.
    await cardOf(page, rosaName).getByRole('button', { name: m.actions.reject }).click();
    await expectStatus(page, rosaName, 'rejected');
    await cardOf(page, rosaName).getByRole('button', { name: m.actions.unreject }).click();
    await expectStatus(page, rosaName, 'pending');

    // Contact: a mail draft to the cleaner, then contacting.
    const contact = cardOf(page, rosaName).getByRole('link', { name: m.actions.contact });
    expect(await contact.getAttribute('href')).toMatch(
      new RegExp(`^mailto:${rosa.account.email.replace(/[.+]/g, '\\$&')}\\?subject=`),
    );
    await contact.click();
    await expectStatus(page, rosaName, 'contacting');
    // The star is unavailable while contacting, and the card says why in visible text (issue 14).
    const star = cardOf(page, rosaName).getByRole('button', { name: `Add ${rosaName} to favorites` });
    expect(await star.isDisabled()).toBe(true);
    expect(await cardOf(page, rosaName).getByTestId('applicant-unavailable-reason').textContent()).toBe(
      m.unavailable.contacting,
    );
    expect(await star.getAttribute('aria-describedby')).toBe(
      await cardOf(page, rosaName).getByTestId('applicant-unavailable-reason').getAttribute('id'),
    );
    // Contact stays usable: it only opens the mail draft again.
    expect(await contact.getAttribute('aria-disabled')).toBeNull();

    // Hire, confirmed in a dialog (issue 37): accepted, and nothing further is offered.
    await cardOf(page, rosaName).getByRole('button', { name: m.actions.hire }).click();
    const hireDialog = page.getByRole('alertdialog', { name: format(m.hireDialog.title, { name: rosaName }) });
    // It says what follows: the first on the team, and offers only once the host sends them.
    await hireDialog.getByText(/at position 1, as its primary/).waitFor();
    await hireDialog.getByText(format(m.hireDialog.offers, { minutes: OFFER_GRACE_MINUTES })).waitFor();
    await hireDialog.getByRole('button', { name: m.hireDialog.confirm }).click();
    await hireDialog.waitFor({ state: 'detached' });
    // Toasts stack: find this one by its description.
    await page
      .locator('[data-sonner-toast] [data-description]', { hasText: m.hiredToast.description })
      .first()
      .waitFor();
    await expectStatus(page, rosaName, 'accepted');
    expect(await statusOf(page, rosaName).textContent()).toContain(m.statuses.accepted);
    // Hired, the card leads to the job's team instead of offering Hire again.
    expect(await cardOf(page, rosaName).getByRole('button', { name: m.actions.hire }).count()).toBe(0);
    await cardOf(page, rosaName).getByRole('link', { name: m.teamLink }).waitFor();
    expect(await cardOf(page, rosaName).getByRole('button', { name: m.actions.reject }).isDisabled()).toBe(true);
    await cardOf(page, rosaName).getByText(m.unavailable.accepted).waitFor();
    expect(
      await cardOf(page, rosaName).getByRole('link', { name: m.actions.contact }).getAttribute('aria-disabled'),
    ).toBeNull();
    await expectNoSeriousA11yViolations(page, 'a hired applicant');
    await screenshot(page, 'host-applicants');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'host-applicants');
    await page.setViewportSize(PHONE);

    // The all-applicants page honours job_id and links to it.
    await page.goto('/host/applicants');
    await page.getByRole('link', { name: m.allPage.viewAllForJob }).first().click();
    await page.waitForURL(`**/host/applicants?job_id=${jobId}`);
    await cardOf(page, rosaName).waitFor();
    await expectStatus(page, rosaName, 'accepted');
    await expectNoSeriousA11yViolations(page, 'filtered to a job');

    // The cleaner sees the hire, and is told by email too.
    await waitForMail(rosa.account.email, /^You're hired: /);
    await rosaPage.goto('/cleaner/applications');
    const status = rosaPage.getByTestId('application-status');
    await status.waitFor();
    expect(await status.textContent()).toContain(en.cleaner.applications.statuses.accepted);

    // ...and a notification about it in the bell, which leads to her schedule (issue 37), where
    // the turnovers of the team she joined will come.
    // Of star, reject, un-reject, contact and hire, only the hire reached the cleaner (issue 14).
    const bell = rosaPage.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.click();
    await rosaPage.getByRole('dialog').getByText(m.cleanerNotification.hiredTitle).waitFor();
    expect(await rosaPage.getByRole('dialog').getByRole('listitem').count()).toBe(1);
    await rosaPage.getByText(m.cleanerNotification.hiredTitle).first().click();
    await rosaPage.waitForURL('**/cleaner/schedule');
  }, 120_000);

  it('shows a free host the first 5 applicants in full and the 6th blurred behind Upgrade to unlock', async () => {
    const hostAccount = await seedAccount('host');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, hostAccount);
    const jobId = ((await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!
      .id;
    // One after another: the applied order decides who is beyond the preview.
    for (let i = 0; i < 6; i++) await cleanerWhoApplied(jobId, { firstName: `Applicant${i}`, lastName: 'Zed' });

    await page.goto(`/host/applicants?job_id=${jobId}`);
    const locked = page.locator('[data-locked="true"]');
    await locked.first().waitFor();
    expect(await locked.count()).toBe(1);
    expect(await locked.getByRole('heading').textContent()).toBe('Applicant5 Z.');
    expect(await locked.getByText('@example.com').count()).toBe(0);
    await locked.getByRole('link', { name: m.card.upgradeToUnlock }).click();
    await page.waitForURL('**/host/pricing');
    await page.goBack();
    await locked.first().waitFor();
    await expectNoSeriousA11yViolations(page, 'a locked applicant');

    // Issue 14: the host stars the fifth; a highlighted seventh applies. It is listed first and
    // locked; the fifth keeps its details and buttons.
    await cardOf(page, 'Applicant4 Zed').getByRole('button', { name: 'Add Applicant4 Zed to favorites' }).click();
    await expectStatus(page, 'Applicant4 Zed', 'favorite');
    const late = await cleanerWhoApplied(jobId, { firstName: 'Late', lastName: 'Star' });
    // Checkout and payment while no other file moves the clock (e2e/billing.e2e.ts).
    const releaseClock = await holdLock('dev-clock');
    await subscribe(late.context, 'highlight').finally(releaseClock);
    await page.reload();
    await page.locator('[data-locked="true"]').nth(1).waitFor();
    const first = page.getByRole('article').first();
    expect(await first.getAttribute('data-locked')).toBe('true');
    expect(await first.getByRole('heading').textContent()).toBe('Late S.');
    // Its mark explains itself in a tooltip, on hover and on keyboard focus; Escape hides it.
    const mark = first.getByRole('button', { name: m.card.highlightedLabel });
    const tooltip = page.getByRole('tooltip');
    await mark.hover();
    await tooltip.getByText(m.card.highlightedTooltip).waitFor();
    expect(await mark.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await page.keyboard.press('Escape');
    await tooltip.waitFor({ state: 'detached' });
    await page.mouse.move(0, 0);
    await mark.focus();
    await tooltip.waitFor();
    await mark.blur();
    await tooltip.waitFor({ state: 'detached' });
    for (let i = 0; i < 5; i++) expect(await cardOf(page, `Applicant${i} Zed`).getAttribute('data-locked')).toBeNull();
    expect(await cardOf(page, 'Applicant4 Zed').getByRole('button', { name: m.actions.hire }).isDisabled()).toBe(false);
    await screenshot(page, 'host-applicants-highlighted-late');
  }, 120_000);
});
