// Answering a turnover offer from its email (issue 17): the hired cleaner gets an email with
// 'Confirm' and "Can't make it" buttons; opened signed out, 'Confirm' answers once and says so
// ("Can't make it" asks first, with an optional reason: issue 37), the
// token leaves the address bar, and a used, expired or broken link, or one of a deleted job, says
// what it is and offers the schedule (which asks to sign in).
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
  waitForMail,
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';
import { datesFromToday } from './support/dates';

const m = en.offerAnswers;
const SHOTS = path.resolve('test-results/screenshots/offer-links');
const browser = browserForFile();
// Offers have deadlines on the app's clock: no other file may move it while these run.
holdDevClockEachTest();

const day = datesFromToday(); // the jobs are in Florida's default zone

const write = { headers: { origin: baseUrl() } };

/** A host whose job's hired cleaner was just offered a manual turnover: the email's two links. */
async function offeredTurnover(address: string) {
  const host = await createHostWithJob({
    city: uniqueTown(),
    state: 'FL',
    propertyAddress: address,
    paymentPerTurnover: 120,
  });
  const hostSide = await newPage(browser(), DESKTOP);
  await signIn(hostSide.context, host);
  const cleaner = await seedAccount('cleaner', { firstName: 'Nia', lastName: 'Oduya' });
  const cleanerSide = await newPage(browser(), PHONE);
  await signIn(cleanerSide.context, cleaner);
  const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
    .jobs[0]!.id;
  const applied = await cleanerSide.context.request.post('/api/applications', { data: { jobId }, ...write });
  expect(applied.status()).toBe(201);
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
  await cleanerSide.context.close();
  const added = await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date: day(6), checkoutTime: '10:00', checkinTime: '15:00' },
    ...write,
  });
  expect(added.status()).toBe(201);
  const { id: turnoverId } = (await added.json()) as { id: string };

  const mail = await waitForMail(cleaner.email, /^Turnovers changed at /);
  const confirmUrl = /Confirm: (\S+)/.exec(mail.text)?.[1];
  const declineUrl = /Can't make it: (\S+)/.exec(mail.text)?.[1];
  if (!confirmUrl || !declineUrl) throw new Error(`no offer links in:\n${mail.text}`);
  // The HTML part has the same links as buttons.
  expect(mail.html).toContain(`href="${confirmUrl}"`);
  expect(mail.html).toContain(`href="${declineUrl}"`);
  return { host: hostSide.context, cleaner, turnoverId, confirmUrl, declineUrl };
}

/** Opens a link in a browser with nobody signed in and waits for the outcome's heading. */
async function open(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** The outcome at both widths: screenshots and an accessibility scan. */
async function record(page: Page, name: string) {
  await expectNoSeriousA11yViolations(page, name);
  await saveScreenshot(page, path.join(SHOTS, `${name}-390.png`));
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, name);
  await saveScreenshot(page, path.join(SHOTS, `${name}-1280.png`));
  await page.setViewportSize(PHONE);
}

const outcomeText = (page: Page) => page.getByRole('status').textContent();

describe('offer links in the email', () => {
  it("'Confirm' works signed out, once; opened again it says it was used; the schedule asks to sign in", async () => {
    const { confirmUrl } = await offeredTurnover('41 Ibis Way');
    expect(new URL(confirmUrl).pathname).toBe('/offer-answer');
    const { context, page } = await newPage(browser(), PHONE);
    // Each call to the API: the preview (answers nothing), then the answer for a 'Confirm' still open.
    const answers: string[] = [];
    const noteAnswer = (res: { url: () => string; status: () => number }) => {
      if (res.url().includes('/api/offer-answers')) answers.push(`${new URL(res.url()).pathname} ${res.status()}`);
    };
    page.on('response', noteAnswer);

    await open(page, confirmUrl, m.page.confirmedHeading);
    // The token is gone from the address bar; the page said what was confirmed.
    expect(new URL(page.url()).hash).toBe('');
    expect(await outcomeText(page)).toContain('$120.00');
    expect(await outcomeText(page)).toMatch(/10:00 AM\s?–\s?3:00 PM/);
    await record(page, 'confirmed');

    // Opened again from the email: a new tab.
    const again = await context.newPage();
    again.on('response', noteAnswer);
    await open(again, confirmUrl, m.page.usedHeading);
    expect(await outcomeText(again)).toContain(m.errors.usedConfirmed);
    await record(again, 'used');
    // The same link pasted into the first tab: its outcome is on screen already, and nothing is sent.
    await open(page, confirmUrl, m.page.confirmedHeading);
    await expect.poll(() => new URL(page.url()).hash).toBe('');
    expect(answers).toEqual([
      '/api/offer-answers/preview 200',
      '/api/offer-answers 200',
      '/api/offer-answers/preview 409',
    ]);

    await again.getByRole('link', { name: m.page.openSchedule }).click();
    await again.waitForURL('**/login**');
    await context.close();
  });

  it('"Can\'t make it" declines; a link of a cancelled turnover is expired; a broken one is invalid', async () => {
    const first = await offeredTurnover('9 Egret Row');
    const { context, page } = await newPage(browser(), PHONE);
    const answers: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/offer-answers')) answers.push(new URL(req.url()).pathname);
    });
    // Issue 37: opening the link asks first; nothing is declined until the cleaner says so.
    await open(page, first.declineUrl, m.page.askHeading);
    expect(await page.getByTestId('offer-turnover').textContent()).toContain('$120.00');
    expect(answers).toEqual(['/api/offer-answers/preview']);
    await page.getByLabel(m.page.reasonLabel).fill('Car in the shop');
    await record(page, 'decline-ask');
    await page.getByRole('button', { name: m.page.sendDecline }).click();
    await page.getByRole('heading', { level: 1, name: m.page.declinedHeading }).waitFor();
    expect(await outcomeText(page)).toContain("we'll offer it to the next cleaner");
    expect(answers).toEqual(['/api/offer-answers/preview', '/api/offer-answers']);
    await record(page, 'declined');

    const second = await offeredTurnover('3 Pelican Pl');
    expect((await second.host.request.post(`/api/host/turnovers/${second.turnoverId}/cancel`, write)).status()).toBe(
      200,
    );
    const expired = await context.newPage();
    await open(expired, second.confirmUrl, m.page.expiredHeading);
    await record(expired, 'expired');

    // One character of the signature changed.
    const broken = second.confirmUrl.slice(0, -1) + (second.confirmUrl.endsWith('A') ? 'B' : 'A');
    const invalid = await context.newPage();
    await open(invalid, broken, m.page.invalidHeading);
    await record(invalid, 'invalid');
    await context.close();
  });

  it('a link of a job its host deleted says the job was deleted', async () => {
    const offer = await offeredTurnover('15 Heron Ct');
    const jobId = ((await (await offer.host.request.get(`/api/host/jobs`)).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    expect((await offer.host.request.delete(`/api/host/jobs/${jobId}`, write)).status()).toBe(200);
    const { context, page } = await newPage(browser(), PHONE);
    await open(page, offer.confirmUrl, m.page.goneHeading);
    expect(await outcomeText(page)).toContain(en.errors.turnovers.jobDeleted);
    await record(page, 'job-deleted');
    // Signed in, the turnover's own page says the same, without a Retry that cannot help.
    await signIn(context, offer.cleaner);
    await page.goto(`/cleaner/turnovers/${offer.turnoverId}`);
    await page.getByRole('alert').filter({ hasText: en.errors.turnovers.jobDeleted }).waitFor();
    expect(await page.getByRole('button', { name: en.playbook.cleaner.retry }).count()).toBe(0);
    await record(page, 'job-deleted-turnover-page');
    await context.close();
  });
});
