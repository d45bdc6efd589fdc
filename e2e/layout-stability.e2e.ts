// Issue 37: /browse-jobs and /cleaner/schedule do not jump as they load (CLS ≤ 0.02 at 390 px).
// Opened from within the app, each page reserves its final space with skeletons of the final size
// while its data loads; opened directly, it arrives rendered on the server with its data (decision
// 049) and the app takes it over in place. The layout shift is summed as Lighthouse's CLS is, from
// the first paint until every part of the page has loaded.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { baseUrl, holdRoute, newPage, PHONE, seedAccount, signIn } from './support/browser';
import { createHostWithJob } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const browser = browserForFile();
holdDevClockEachTest();
const day = datesFromToday();
const write = { headers: { origin: baseUrl() } };

/** Sums the page's layout shifts from its first paint (installed before the page loads). */
async function recordLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShift: number; __shifts: string[] };
    w.__layoutShift = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        w.__layoutShift += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}`.slice(0, 80) : '',
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(' | ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shift so far, once two frames have painted what the page shows now. */
async function layoutShift(page: Page): Promise<{ total: number; shifts: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; shifts: string[] }>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as unknown as { __layoutShift: number; __shifts: string[] };
            resolve({ total: w.__layoutShift, shifts: w.__shifts });
          }),
        ),
      ),
  );
}

/**
 * Opens `path` as the app's links do, rendered in the browser (opened directly, the page would
 * arrive rendered on the server): from the in-app not-found page, the shift counted from there.
 */
async function openInApp(page: Page, path: string) {
  await page.goto('/no-such-page');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.evaluate((to) => {
    const w = window as unknown as { __layoutShift: number; __shifts: string[] };
    w.__layoutShift = 0;
    w.__shifts = [];
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the answers of every API call the page starts while it loads. */
function settledCalls(page: Page, paths: string[]): Promise<unknown> {
  return Promise.all(
    paths.map((p) => page.waitForResponse((res) => new URL(res.url()).pathname === p, { timeout: 15_000 })),
  );
}

describe('layout stability while loading', () => {
  it('/browse-jobs does not jump as it loads', async () => {
    await createHostWithJob();
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, await seedAccount('cleaner'));
    await recordLayoutShift(page);
    // The profile (and with it the highlight banner) arrives last, after the page has painted its
    // skeletons and the jobs have loaded: the order that moved the filters and the cards before.
    const releaseProfile = await holdRoute(page, '**/api/cleaner/profile');
    const jobsLoaded = settledCalls(page, ['/api/jobs', '/api/cleaner/open-turnovers']);
    const calls = settledCalls(page, ['/api/cleaner/profile', '/api/jobs/states']);
    await openInApp(page, '/browse-jobs');
    await page.getByRole('status').filter({ hasText: en.cleaner.browse.loading }).waitFor({ state: 'attached' });
    await jobsLoaded;
    releaseProfile();
    await calls;
    await page.getByRole('heading', { level: 1, name: en.cleaner.browse.title }).waitFor();
    await page.getByRole('button', { name: en.cleaner.browse.apply }).first().waitFor();
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  it('/cleaner/schedule does not jump as it loads', async () => {
    const host = await createHostWithJob();
    const hostSide = await newPage(browser(), PHONE);
    await signIn(hostSide.context, host);
    const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    const cleaner = await seedAccount('cleaner');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, cleaner);
    const applied = await context.request.post('/api/applications', { data: { jobId }, ...write });
    const { id } = (await applied.json()) as { id: string };
    await hostSide.context.request.patch(`/api/host/applications/${id}`, { data: { action: 'hire' }, ...write });
    for (const n of [1, 2]) {
      await hostSide.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
        data: { date: day(n), checkoutTime: '11:00', checkinTime: '16:00' },
        ...write,
      });
    }
    await hostSide.context.close();

    await recordLayoutShift(page);
    // The turnovers arrive once the page has painted its skeletons.
    const releaseSchedule = await holdRoute(page, '**/api/cleaner/schedule');
    const calls = settledCalls(page, ['/api/cleaner/schedule', '/api/cleaner/schedule/feed']);
    await openInApp(page, '/cleaner/schedule');
    await page.getByRole('status').filter({ hasText: en.turnovers.schedule.loading }).waitFor({ state: 'attached' });
    releaseSchedule();
    await calls;
    // Whether hiring offers the turnovers at once or they wait for the host, the list has loaded.
    await page.getByTestId('schedule-turnover').or(page.getByText(en.turnovers.schedule.empty)).first().waitFor();
    await page.getByTestId('feed-link').getByRole('textbox').waitFor();
    const { total, shifts } = await layoutShift(page);
    expect(total, shifts.join('\n')).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  it('opened directly, /browse-jobs and /cleaner/schedule arrive whole and do not move as the app takes them over', async () => {
    await createHostWithJob();
    const cleaner = await seedAccount('cleaner');
    for (const path of ['/browse-jobs', '/cleaner/schedule']) {
      // A first visit: no service worker yet (a phone with one renders the page itself).
      const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, serviceWorkers: 'block' });
      await signIn(context, cleaner);
      const page = await context.newPage();
      await recordLayoutShift(page);
      await page.goto(path);
      // Whole as it arrives: no skeleton waits for data.
      expect(
        await page
          .getByRole('status')
          .filter({ hasText: /Loading/ })
          .count(),
      ).toBe(0);
      await page.waitForLoadState('networkidle');
      const { total, shifts } = await layoutShift(page);
      expect(total, `${path}\n${shifts.join('\n')}`).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });
});
