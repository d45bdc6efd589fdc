// The backup chain near the window (issue 37), with a team of three and the clock moved: a
// confirmed cleaner cancels 24.5 hours ahead and each backup gets a third of the time left (not 29
// minutes), so the chain reaches the last one in time and she confirms from her email; cancelled
// 90 minutes ahead, the rest of the team is asked together, the first to confirm takes it and the
// other's link says it went to another cleaner. The offer email and the answer pages are
// photographed at 390 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { turnoverEmails } from '@core/messages/en/turnover-emails';
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
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';
import { datesFromToday } from './support/dates';

const t = en.turnovers;
const a = en.offerAnswers.page;
const SHOTS = path.resolve('test-results/screenshots/backup-chain-near-window');

const browser = browserForFile();
holdDevClockEachTest();

const day = datesFromToday(); // the jobs are in Florida's default zone
const write = { headers: { origin: baseUrl() } };
type Account = Awaited<ReturnType<typeof seedAccount>>;

/** Each cleaner applies and the host hires them in this order (the team's order), through the API. */
async function hireInOrder(host: BrowserContext, jobId: string, cleaners: Account[]) {
  const { context } = await newPage(browser(), PHONE);
  for (const cleaner of cleaners) {
    await context.clearCookies();
    await signIn(context, cleaner);
    const applied = await context.request.post('/api/applications', { data: { jobId }, ...write });
    expect(applied.status()).toBe(201);
    const { id } = (await applied.json()) as { id: string };
    expect(
      (await host.request.patch(`/api/host/applications/${id}`, { data: { action: 'hire' }, ...write })).status(),
    ).toBe(200);
  }
  await context.close();
  // The hires hold the offers (issue 37): the host sends them once the team is set.
  await sendTeamOffers(host, jobId);
}

/**
 * A team of three (Ana, Ben, Cy); Ana confirms a turnover three days ahead, then the clock moves to
 * `minutesBefore` its window and she cancels from her phone.
 */
async function cancelledAhead(address: string, minutesBefore: number) {
  const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: address });
  const [ana, ben, cy] = (await Promise.all([
    seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
    seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
    seedAccount('cleaner', { firstName: 'Cy', lastName: 'Carter' }),
  ])) as [Account, Account, Account];
  const hostSide = await newPage(browser(), DESKTOP);
  await signIn(hostSide.context, host);
  const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
    .jobs[0]!.id;
  await hireInOrder(hostSide.context, jobId, [ana, ben, cy]);
  const date = day(3);
  const added = await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
    ...write,
  });
  expect(added.status()).toBe(201);
  const { id, startsAt } = (await added.json()) as { id: string; startsAt: string };

  const anaSide = await newPage(browser(), PHONE);
  await signIn(anaSide.context, ana);
  expect((await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
  const now = await readDevClock(hostSide.context.request);
  await advanceDevClock(hostSide.context.request, {
    advanceMinutes: Math.floor((Date.parse(startsAt) - Date.parse(now.now)) / 60_000) - minutesBefore,
  });
  expect(
    (
      await anaSide.context.request.post(`/api/cleaner/turnovers/${id}/cancel`, {
        data: { reason: 'Flu' },
        ...write,
      })
    ).status(),
  ).toBe(200);
  await anaSide.context.close();
  return { host: hostSide, jobId, date, ben, cy };
}

const card = (page: Page, date: string) => page.locator(`[data-testid="turnover"][data-date="${date}"]`);
const coverDetail = (page: Page, date: string) => card(page, date).getByTestId('turnover-cover-detail').textContent();
const linkIn = (text: string, label: 'Confirm' | "Can't make it") => {
  const url = new RegExp(`${label}: (\\S+)`).exec(text)?.[1];
  if (!url) throw new Error(`no ${label} link in:\n${text}`);
  return url;
};

/** Opens a link with nobody signed in and waits for the page's heading. */
async function openSignedOut(url: string, heading: string) {
  const side = await newPage(browser(), PHONE);
  await side.page.goto(url);
  await side.page.getByRole('heading', { level: 1, name: heading }).waitFor();
  return side;
}

describe('backup chain near the window', () => {
  itMovesTheClock(
    'a cancellation 24.5 hours ahead reaches every backup in time, and the last one confirms from her email',
    async () => {
      const { host, jobId, date, ben, cy } = await cancelledAhead('5 Gull Ct', 24 * 60 + 30);
      // Ben: a third of 24.5 hours to answer, said in the 12-hour time and as time left.
      const benMail = await waitForMail(ben.email, /^Can you take this turnover\?/);
      expect(benMail.text).toContain('It comes to you as the backup for Ana Alvarez.');
      expect(benMail.text).toMatch(
        /Please answer by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d\d [AP]M E[SD]T \(answer within 8 h\)/,
      );
      expect(benMail.text).toMatch(/11:00 AM–4:00 PM/);
      const page = host.page;
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await expect.poll(() => coverDetail(page, date)).toMatch(/^Offered to Ben Brooks, answer by /);

      // Ben lets it pass: 8 h 11 min later the runner gives it to Cy, with a third of what is left.
      await advanceDevClock(host.context.request, { advanceMinutes: 8 * 60 + 11 });
      // Under a day ahead now, the subject says it is soon.
      const cyMail = await waitForMail(cy.email, /^Soon: can you take this turnover\?/);
      expect(cyMail.text).toContain('(answer within 5 h)');
      // Ben is told by email that it went on without him.
      const lapsed = await waitForMail(ben.email, /^Turnover passed on: /);
      expect(lapsed.text).toContain('You did not answer in time');

      // Cy confirms from her email's button, signed out, hours before the window.
      const confirmed = await openSignedOut(linkIn(cyMail.text, 'Confirm'), a.confirmedHeading);
      await confirmed.context.close();
      await page.reload();
      await expect.poll(() => coverDetail(page, date)).toBe('Confirmed by Cy Carter');
      // The activity reads oldest to newest, and the earlier "no"s are no longer in red.
      await card(page, date).getByText(t.list.activity).waitFor();
      const history = card(page, date).getByTestId('turnover-history');
      expect(await history.allTextContents()).toEqual([
        'Ana Alvarez cancelledReason: Flu',
        'Ben Brooks did not answer in time',
      ]);
      for (const line of await history.all()) expect(await line.getAttribute('class')).not.toContain('text-red');
      await saveScreenshot(page, path.join(SHOTS, 'host-confirmed-after-chain-1280.png'));
      await expectNoSeriousA11yViolations(page, 'turnover confirmed after the chain');
      await host.context.close();
    },
    240_000,
  );

  itMovesTheClock(
    '90 minutes ahead the rest of the team is asked together: the first to confirm takes it, the other link says so',
    async () => {
      const { host, jobId, date, ben, cy } = await cancelledAhead('8 Tern Ave', 90);
      const soon = /^Soon: can you take this turnover\?/;
      const [benMail, cyMail] = await Promise.all([waitForMail(ben.email, soon), waitForMail(cy.email, soon)]);
      for (const mail of [benMail, cyMail]) {
        expect(mail.text).toContain('2 cleaners on the team are asked at once: the first to confirm takes it.');
        expect(mail.text).toMatch(/\(answer within (29|30) min\)/);
      }
      // The offer email as a phone shows it.
      const view = await newPage(browser(), PHONE);
      await view.page.setContent(cyMail.html);
      await view.page.getByRole('heading', { name: turnoverEmails.offered.heading }).waitFor();
      await saveScreenshot(view.page, path.join(SHOTS, 'offer-email-390.png'), { fullPage: true });
      await view.context.close();

      const page = host.page;
      await page.goto(`/host/jobs/${jobId}/turnovers`);
      await expect
        .poll(() => coverDetail(page, date))
        .toMatch(
          /^Asked together: (Ben Brooks, Cy Carter|Cy Carter, Ben Brooks), first to confirm takes it, answer by /,
        );
      await saveScreenshot(page, path.join(SHOTS, 'host-asked-together-1280.png'));

      // "Can't make it" from Cy's email asks first: she leaves it open.
      const asked = await openSignedOut(linkIn(cyMail.text, "Can't make it"), a.askHeading);
      await saveScreenshot(asked.page, path.join(SHOTS, 'decline-ask-390.png'));
      await expectNoSeriousA11yViolations(asked.page, 'decline asks first');
      await asked.context.close();

      // Ben confirms first from his email; Cy's link now says it went to another cleaner.
      const benConfirms = await openSignedOut(linkIn(benMail.text, 'Confirm'), a.confirmedHeading);
      await benConfirms.context.close();
      const taken = await openSignedOut(linkIn(cyMail.text, 'Confirm'), a.withdrawnHeading);
      expect(await taken.page.getByRole('status').textContent()).toContain(a.withdrawnBody);
      await saveScreenshot(taken.page, path.join(SHOTS, 'offer-given-to-another-390.png'));
      await expectNoSeriousA11yViolations(taken.page, 'offer given to another cleaner');
      await taken.context.close();
      const told = await waitForMail(cy.email, /^Turnover taken: /);
      expect(told.text).toContain('This turnover was given to another cleaner');

      await page.reload();
      await expect.poll(() => coverDetail(page, date)).toBe('Confirmed by Ben Brooks');
      await host.context.close();
    },
    240_000,
  );
});
