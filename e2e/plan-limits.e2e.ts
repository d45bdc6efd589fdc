// Plan limits after a plan ends (issue 13), at phone size: a Premium host with three open jobs whose
// plan ends sees the two newest paused on the dashboard, is refused a reopen past the Free limit,
// and chooses which job stays open by pausing one and reopening another.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { expectToast } from './support/auth-helpers';
import { advanceBillingClock, subscribe } from './support/billing-helpers';
import {
  baseUrl,
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  hostFirstJob,
  newPage,
  PHONE,
  saveScreenshot,
  signIn,
} from './support/browser';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const c = en.host.jobCard;
const SHOTS = 'test-results/plan-limits';
const browser = browserForFile();

holdDevClockEachTest();

/** The job card (list item) of the job at `address`. */
const card = (page: Page, address: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: address }) });

describe('plan limits after a plan ends', () => {
  itMovesTheClock('pauses the newest jobs past the Free limit and lets the host choose which stays open', async () => {
    const host = await seedAccount('host', { job: hostFirstJob({ propertyAddress: '1 Oldest Rd' }) });
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);
    await subscribe(context, 'premium');
    for (const address of ['2 Middle Rd', '3 Newest Rd']) {
      const res = await context.request.post('/api/host/jobs', {
        data: hostFirstJob({ propertyAddress: address }),
        headers: { origin: baseUrl() },
      });
      expect(res.status()).toBe(201);
    }
    const cancel = await context.request.post('/api/billing/cancel', {
      data: { kind: 'host_plan' },
      headers: { origin: baseUrl() },
    });
    expect(cancel.status()).toBe(200);
    await advanceBillingClock(page, 40);

    await page.goto('/host/dashboard');
    await page.getByText(format(en.host.dashboard.pausedNotice, { max: 1, count: 2 })).waitFor();
    await page.getByText(format(en.host.dashboard.jobsPosted, { count: 1, max: 1 })).waitFor();
    // The oldest job stays open; the two newest carry the Paused badge and a Reopen button.
    await card(page, '3 Newest Rd').getByText(c.paused, { exact: true }).waitFor();
    await card(page, '2 Middle Rd').getByText(c.paused, { exact: true }).waitFor();
    expect(await card(page, '1 Oldest Rd').getByText(c.paused, { exact: true }).count()).toBe(0);
    expect(
      await card(page, '1 Oldest Rd')
        .getByRole('button', { name: format(c.pauseLabel, { address: '1 Oldest Rd' }) })
        .count(),
    ).toBe(1);
    await expectNoSeriousA11yViolations(page, 'jobs paused after a plan ended');
    await saveScreenshot(page, `${SHOTS}/dashboard-paused-390.png`);

    // Reopening past the limit answers the spec's limit message.
    await page.getByRole('button', { name: format(c.reopenLabel, { address: '3 Newest Rd' }) }).click();
    await expectToast(
      page,
      en.jobs.limit.reachedTitle,
      "You've reached the maximum of 1 job posts for your Free plan. Upgrade to post more jobs.",
    );

    // Pause the open job, then reopen the newest: the host's choice.
    await page.getByRole('button', { name: format(c.pauseLabel, { address: '1 Oldest Rd' }) }).click();
    await expectToast(page, c.pausedTitle, c.pausedDescription);
    await card(page, '1 Oldest Rd').getByText(c.paused, { exact: true }).waitFor();
    await page.getByRole('button', { name: format(c.reopenLabel, { address: '3 Newest Rd' }) }).click();
    await expectToast(page, c.reopenedTitle, c.reopenedDescription);
    await card(page, '3 Newest Rd')
      .getByRole('button', { name: format(c.pauseLabel, { address: '3 Newest Rd' }) })
      .waitFor();
    expect(await card(page, '3 Newest Rd').getByText(c.paused, { exact: true }).count()).toBe(0);
    await page.getByText(format(en.host.dashboard.pausedNotice, { max: 1, count: 2 })).waitFor();

    // What cleaners browse follows: the reopened job is listed, the paused ones are not.
    const jobs = (await (await context.request.get('/api/host/jobs')).json()) as {
      jobs: { propertyAddress: string; pausedAt: string | null }[];
    };
    expect(jobs.jobs.filter((j) => j.pausedAt === null).map((j) => j.propertyAddress)).toEqual(['3 Newest Rd']);

    await page.setViewportSize(DESKTOP);
    await saveScreenshot(page, `${SHOTS}/dashboard-paused-1280.png`);
    await context.close();
  });
});
