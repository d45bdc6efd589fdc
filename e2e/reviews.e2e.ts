// Verified reviews (issue 39) over the real server and browser. A host hires a cleaner; two
// turnovers of theirs are completed (seeded through the test factories). Both review the first
// blind: the host's review stays hidden until the cleaner writes hers, then both appear together.
// The reviewed cleaner replies and reports; two more hosts review her and, with the clock moved 15
// days, the lone reviews are published on their own: the host sees her stars on the applicants page
// and the team, the cleaner sees the host's rating on browse. A missed turnover marked a no-show
// opens a labelled review, and the cleaner contests it. The form and the reviews are photographed
// at 390 and 1280 px.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { en } from '@core/messages/en';
import { reviewEmails } from '@core/messages/en/review-emails';
import { format } from '@core/messages/format';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
} from './support/browser';
import { createHostWithJob, uniqueTown } from './support/cleaner-helpers';
import { advanceDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const m = en.reviews;
const SHOTS = path.resolve('test-results/screenshots/reviews');
const browser = browserForFile();
holdDevClockEachTest();
const write = { headers: { origin: baseUrl() } };

/** A turnover of the job done (or, `missed`, confirmed and never started) by the cleaner: seeded directly. */
async function turnoverTogether(
  jobId: string,
  cleanerUserId: string,
  options: { daysAgo?: number; missed?: boolean } = {},
) {
  const res = await fetch(`${inject('seedUrl')}/turnovers-together`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jobId, cleanerUserId, ...options }),
  });
  if (!res.ok) throw new Error(`seeding a turnover failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { turnoverId: string }).turnoverId;
}

async function jobOf(context: BrowserContext): Promise<string> {
  return ((await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;
}

/** A host with a job and Maria hired on it (she applied; the host hired her through the API). */
async function hostAndHiredCleaner(viewport = DESKTOP) {
  const host = await createHostWithJob(
    { city: uniqueTown(), state: 'FL', propertyAddress: '7 Coral Way' },
    { firstName: 'Hana', lastName: 'Brooks' },
  );
  const cleaner = await seedAccount('cleaner', { firstName: 'Maria', lastName: 'Vega', rating: 4.5 });
  const hostSide = await newPage(browser(), viewport);
  await signIn(hostSide.context, host);
  const jobId = await jobOf(hostSide.context);
  const cleanerSide = await newPage(browser(), PHONE);
  await signIn(cleanerSide.context, cleaner);
  const applied = await cleanerSide.context.request.post('/api/applications', { data: { jobId }, ...write });
  expect(applied.status()).toBe(201);
  const { id } = (await applied.json()) as { id: string };
  const hired = await hostSide.context.request.patch(`/api/host/applications/${id}`, {
    data: { action: 'hire' },
    ...write,
  });
  expect(hired.status()).toBe(200);
  return { host, cleaner, jobId, hostSide, cleanerSide };
}

async function chooseStars(page: Page, label: string, stars: number) {
  await page
    .getByRole('radiogroup', { name: label })
    .getByRole('radio', { name: format(m.form.starLabel, { count: stars }) })
    .check({ force: true });
}

async function hostReviews(page: Page, stars: number, words: string) {
  for (const k of ['quality', 'punctuality', 'communication'] as const) await chooseStars(page, m.form[k], stars);
  await page.getByLabel(m.form.words).fill(words);
  await page.getByRole('button', { name: m.form.submit }).click();
}

async function cleanerReviews(page: Page, words: string) {
  for (const k of ['matchedListing', 'accessWorked', 'checkoutOnTime', 'paidAsAgreed'] as const)
    await page.getByRole('group', { name: m.form[k] }).getByText(m.form.yes, { exact: true }).click();
  await chooseStars(page, m.form.overall, 4);
  await page.getByLabel(m.form.words).fill(words);
  await page.getByRole('button', { name: m.form.submit }).click();
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    // From the top: the sticky header would otherwise be drawn mid-page.
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, `${name}-${label}.png`));
  }
}

describe('verified reviews', () => {
  let shared: Awaited<ReturnType<typeof hostAndHiredCleaner>> & { second: string };

  it('both review blind; the reviews appear together when the second is written; a reply and a report', async () => {
    const p = await hostAndHiredCleaner();
    const first = await turnoverTogether(p.jobId, p.cleaner.userId, { daysAgo: 3 });
    const second = await turnoverTogether(p.jobId, p.cleaner.userId, { daysAgo: 2 });
    shared = { ...p, second };
    const host = p.hostSide.page;
    const cleaner = p.cleanerSide.page;

    // The bell's invitations (shown just after the turnover's own notification) lead to the form.
    const invited = async () =>
      (
        (await (await p.hostSide.context.request.get('/api/notifications')).json()) as {
          notifications: { type: string; data: { turnover_id?: string } }[];
        }
      ).notifications
        .filter((n) => n.type === 'review_invited')
        .map((n) => n.data.turnover_id)
        .sort();
    await expect.poll(invited, { timeout: 20_000 }).toEqual([first, second].sort());
    await host.goto(`/reviews/write/${first}`);
    await expect.poll(() => host.getByRole('heading', { level: 1 }).textContent()).toBe('How did Maria V. do?');
    await shoot(host, 'form-host');
    await expectNoSeriousA11yViolations(host, 'review form');
    await hostReviews(host, 5, 'Spotless, and the linen folded like a hotel.');
    await expect.poll(() => host.getByTestId('waiting').textContent()).toContain('Waiting for Maria V.');

    // Blind: the cleaner's page shows her form, nothing of the host's words.
    await cleaner.goto(`/reviews/write/${first}`);
    await expect
      .poll(() => cleaner.getByRole('heading', { level: 1 }).textContent())
      .toBe('How was working for Hana B.?');
    expect(await cleaner.textContent('main')).not.toContain('Spotless');
    await shoot(cleaner, 'form-cleaner');
    await cleanerReviews(cleaner, 'Clear instructions and the lockbox worked.');
    // Published together: she sees his at once; he sees hers on reload.
    await expect.poll(() => cleaner.getByTestId('review').textContent()).toContain('Spotless');
    await host.reload();
    await expect.poll(() => host.getByTestId('review').textContent()).toContain('Clear instructions');

    // Her public reviews: his, verified by their two turnovers; she replies and reports it.
    await cleaner.goto(`/reviews/users/${p.cleaner.userId}`);
    const review = cleaner.getByTestId('review');
    await expect.poll(() => review.textContent()).toContain('Verified: 2 turnovers together');
    await cleaner.getByLabel(m.list.reply).fill('Thank you, Hana!');
    await cleaner.getByRole('button', { name: m.list.replySend }).click();
    await expect.poll(() => cleaner.getByTestId('review-reply').textContent()).toContain('Thank you, Hana!');
    await cleaner.getByRole('button', { name: m.list.report }).click();
    await cleaner.getByText(m.list.reasons.private_data, { exact: true }).click();
    await cleaner.getByRole('button', { name: m.list.reportSend }).click();
    await expect.poll(() => cleaner.getByText(m.list.reportSent).count()).toBeGreaterThan(0);
    await cleaner.reload();
    await expect.poll(() => cleaner.getByTestId('review-reply').count()).toBe(1);
    await shoot(cleaner, 'reviews-of-cleaner');
    await expectNoSeriousA11yViolations(cleaner, 'reviews of a person');
  }, 90_000);

  itMovesTheClock(
    'after 14 days the lone reviews are published on their own; stars on applicants, the team and browse',
    async () => {
      const p = shared;
      // A third turnover of theirs, made now: between the tests, others may move the shared clock
      // far enough to close the second one's window.
      const third = await turnoverTogether(p.jobId, p.cleaner.userId, { daysAgo: 1 });
      // The host reviews it alone; two more hosts review her alone.
      const alone = await p.hostSide.context.request.post(`/api/reviews/turnovers/${third}`, {
        data: { cleaner: { quality: 4, punctuality: 4, communication: 4 } },
        ...write,
      });
      expect(alone.status()).toBe(200);
      for (const stars of [5, 4]) {
        const other = await createHostWithJob({ city: uniqueTown(), state: 'FL' });
        const side = await newPage(browser(), DESKTOP);
        await signIn(side.context, other);
        const id = await turnoverTogether(await jobOf(side.context), p.cleaner.userId);
        const res = await side.context.request.post(`/api/reviews/turnovers/${id}`, {
          data: { cleaner: { quality: stars, punctuality: stars, communication: stars } },
          ...write,
        });
        expect(res.status()).toBe(200);
        await side.context.close();
      }
      const cleaner = p.cleanerSide.page;
      await cleaner.goto(`/reviews/write/${third}`);
      await expect.poll(() => cleaner.getByRole('heading', { level: 1 }).textContent()).toContain('Hana B.');
      expect(await cleaner.getByTestId('review').count()).toBe(0);

      await advanceDevClock(p.hostSide.context.request, { advanceDays: 15 });
      // The window's close is scheduled work: it runs on the moved clock.
      await expect
        .poll(
          async () =>
            (
              (await (await p.cleanerSide.context.request.get(`/api/reviews/turnovers/${third}`)).json()) as {
                publishedAt: string | null;
              }
            ).publishedAt,
          { timeout: 15_000 },
        )
        .not.toBeNull();
      await cleaner.reload();
      await expect.poll(() => cleaner.getByTestId('review').count()).toBe(1);
      expect(await cleaner.getByTestId('review').textContent()).toContain('Verified: 3 turnovers together');

      // Three hosts' reviews: stars (the newest of each: 4, 5, 4) with the self-described rating beside them.
      const host = p.hostSide.page;
      await host.goto(`/host/jobs/${p.jobId}/applicants`);
      const summary = host.getByTestId('review-summary').first();
      await expect.poll(() => summary.textContent()).toContain('4.3(3 reviews)');
      expect(await summary.textContent()).toContain('Self-described: 4.5');
      await shoot(host, 'applicants-stars');
      await host.goto(`/host/jobs/${p.jobId}/turnovers`);
      const member = host.getByTestId('team-member').first();
      await expect.poll(() => member.getByTestId('review-summary').textContent()).toContain('4.3(3 reviews)');
      await shoot(host, 'team-stars');

      // The cleaner sees the host's rating on the job card she browses ("New": one review so far).
      await cleaner.goto('/browse-jobs');
      const card = cleaner.locator(`[data-job-id="${p.jobId}"]`);
      await expect.poll(() => card.getByTestId('review-summary').textContent()).toContain('New(1 review)');
      expect(await card.getByTestId('review-summary').textContent()).toContain(m.summary.hostRating);
      await card.scrollIntoViewIfNeeded();
      await shoot(cleaner, 'browse-host-rating');
    },
    120_000,
  );

  it('a missed turnover marked a no-show opens a labelled review; the cleaner contests it', async () => {
    const p = await hostAndHiredCleaner();
    const missed = await turnoverTogether(p.jobId, p.cleaner.userId, { missed: true });
    const host = p.hostSide.page;
    await host.goto(`/host/jobs/${p.jobId}/turnovers`);
    await host.getByRole('button', { name: m.noShow.mark }).first().click();
    await host.getByRole('alertdialog').getByRole('button', { name: m.noShow.markConfirm }).click();
    await host.waitForURL(`**/reviews/write/${missed}`);
    await expect.poll(() => host.getByTestId('no-show-panel').textContent()).toContain('Marked a no-show');
    expect(await host.textContent('main')).toContain(m.form.noShowLabel);

    const cleaner = p.cleanerSide.page;
    await cleaner.goto(`/reviews/write/${missed}`);
    await cleaner.getByLabel(m.noShow.contest).fill('The lockbox was empty; I waited an hour.');
    await cleaner.getByRole('button', { name: m.noShow.contestSend }).click();
    await expect
      .poll(() => cleaner.getByTestId('contest-statement').textContent())
      .toContain('The lockbox was empty; I waited an hour.');
    await shoot(cleaner, 'no-show-contested');
    await expectNoSeriousA11yViolations(cleaner, 'no-show contested');

    // Back on the host's card: marked, with her statement, and no second 'Mark no-show'.
    await host.goto(`/host/jobs/${p.jobId}/turnovers`);
    const marked = host.getByTestId('no-show-marked');
    await expect.poll(() => marked.textContent()).toContain('The lockbox was empty; I waited an hour.');
    expect(await marked.textContent()).toContain('a no-show on');
    expect(await host.getByRole('button', { name: m.noShow.mark }).count()).toBe(0);
    await marked.scrollIntoViewIfNeeded();
    await shoot(host, 'no-show-marked-card');
    await expectNoSeriousA11yViolations(host, 'no-show marked card');

    // Both review; her public reviews show the host's labelled no-show with her statement beside it.
    await host.goto(`/reviews/write/${missed}`);
    await hostReviews(host, 1, 'Nobody came.');
    await cleanerReviews(cleaner, 'The lockbox was empty.');
    await host.goto(`/reviews/users/${p.cleaner.userId}`);
    const review = host.getByTestId('review');
    await expect.poll(() => review.getByTestId('no-show-label').count()).toBe(1);
    expect(await review.getByTestId('contest-statement').textContent()).toContain('The lockbox was empty; I waited');
    await shoot(host, 'no-show-review');
  }, 90_000);
});

describe('a reported review in the support queue', () => {
  it('support reads it, hides it with a reason, and it leaves the reviewed person’s public reviews', async () => {
    const p = await hostAndHiredCleaner();
    const turnoverId = await turnoverTogether(p.jobId, p.cleaner.userId, { daysAgo: 1 });
    const words = 'She left the back door open, 14 Palm Row, gate code everyone knows.';
    expect(
      (
        await p.hostSide.context.request.post(`/api/reviews/turnovers/${turnoverId}`, {
          data: { cleaner: { quality: 2, punctuality: 3, communication: 3 }, words },
          ...write,
        })
      ).status(),
    ).toBe(200);
    const host = { matchedListing: true, accessWorked: true, checkoutOnTime: true, paidAsAgreed: true, overall: 5 };
    expect(
      (
        await p.cleanerSide.context.request.post(`/api/reviews/turnovers/${turnoverId}`, { data: { host }, ...write })
      ).status(),
    ).toBe(200);
    const cleaner = p.cleanerSide.page;
    await cleaner.goto(`/reviews/users/${p.cleaner.userId}`);
    await expect.poll(() => cleaner.getByTestId('review').textContent()).toContain('14 Palm Row');
    await cleaner.getByRole('button', { name: m.list.report }).click();
    await cleaner.getByText(m.list.reasons.private_data, { exact: true }).click();
    await cleaner.getByRole('button', { name: m.list.reportSend }).click();
    await expect.poll(() => cleaner.getByText(m.list.reportSent).count()).toBeGreaterThan(0);

    // The support admin (SUPPORT_ADMIN_EMAILS in e2e/support/global-setup.ts) reads it as text and hides it.
    const admin = await seedAccount('host', {
      email: 'reviews-desk@support.e2e.test',
      firstName: 'Rae',
      lastName: 'Desk',
    });
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, admin);
    await desk.page.goto('/support');
    const reported = desk.page.getByTestId('support-case').filter({ hasText: '14 Palm Row' });
    await reported.waitFor();
    expect(await reported.textContent()).toContain(en.support.kinds.review!);
    await reported.getByLabel(en.support.decisionReason).fill('Names the property and its access');
    await reported.getByRole('button', { name: reviewEmails.support.hide }).click();
    await reported.waitFor({ state: 'detached' });

    // Gone from her public reviews, for her and for anyone else.
    await cleaner.reload();
    await expect.poll(() => cleaner.getByText(m.list.empty).count()).toBe(1);
    expect(await cleaner.getByTestId('review').count()).toBe(0);
    const other = await p.hostSide.context.request.get(`/api/reviews/users/${p.cleaner.userId}`);
    expect(JSON.stringify(await other.json())).not.toContain('14 Palm Row');
    await desk.context.close();
    await p.hostSide.context.close();
    await p.cleanerSide.context.close();
  }, 90_000);
});
