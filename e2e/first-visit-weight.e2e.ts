// Issue 19's budget: a first visit to any route (a fresh browser, nothing cached) fetches at most
// FIRST_LOAD_BUDGET_KB of JavaScript, gzip, counting every script until the network is idle: the
// entry, the page's chunk and every chunk loaded after the first render (menus, forms, widgets),
// which is what a phone downloads and parses. Every route of web/src/app/router.tsx is visited,
// as the visitor it is for, with real ids for the routes that take one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { distDir, FIRST_LOAD_BUDGET_KB, routeModules } from '../bench/bundle';
import { baseUrl, newPage, signIn } from './support/browser';
import { openCheckout } from './support/billing-helpers';
import { createHostWithJob, sendTeamOffers } from './support/cleaner-helpers';
import { accountsForFile, browserForFile, holdDevClockEachTest } from './support/file-setup';

const browser = browserForFile();
const accounts = accountsForFile('cleaner');
// One route is an open test checkout: no other file may move the clock (which closes it) meanwhile.
holdDevClockEachTest();

type Visitor = 'visitor' | 'host' | 'cleaner';
const visitorOf = (route: string): Visitor =>
  route.startsWith('/host/') && route !== '/host/post-job'
    ? 'host'
    : route.startsWith('/cleaner/') && route !== '/cleaner/signup'
      ? 'cleaner'
      : route === '/browse-jobs' || route === '/highlight/success'
        ? 'cleaner'
        : 'visitor';

const gzipKb = new Map<string, number>();
function scriptKb(pathname: string): number {
  if (!gzipKb.has(pathname))
    gzipKb.set(pathname, gzipSync(readFileSync(path.join(distDir, pathname)), { level: 9 }).length / 1024);
  return gzipKb.get(pathname)!;
}

/** The scripts a fresh visit to `pathname` fetches until the network has been idle for 500 ms. */
async function firstVisit(context: BrowserContext, pathname: string): Promise<{ kb: number; files: string[] }> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.origin === baseUrl() && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  await page.goto(pathname, { waitUntil: 'networkidle' });
  await page.close();
  const list = [...files].sort((a, b) => scriptKb(b) - scriptKb(a));
  return { kb: list.reduce((n, f) => n + scriptKb(f), 0), files: list };
}

describe('first visit weight', () => {
  it(`fetches at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript (gzip) on every route`, async () => {
    const host = await createHostWithJob();
    const contexts: Record<Visitor, BrowserContext> = {
      visitor: (await newPage(browser())).context,
      host: (await newPage(browser())).context,
      cleaner: (await newPage(browser())).context,
    };
    await signIn(contexts.host, host);
    await signIn(contexts.cleaner, accounts.cleaner);
    const jobId = ((await (await contexts.host.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    const turnoverId = await confirmedTurnover(contexts.host, contexts.cleaner, jobId);
    const checkout = await openCheckout(contexts.host, 'pro');
    const ids: Record<string, string> = { jobId, id: turnoverId, sessionId: checkout.split('/').pop()! };

    const routes = [...routeModules().keys()].filter((route) => route !== '*');
    const results = new Map<string, { visitor: Visitor; kb: number; files: string[] }>();
    // Three visits at a time: each is mostly waiting on the network going idle.
    const queue = [...routes];
    await Promise.all(
      [1, 2, 3].map(async () => {
        for (let route = queue.shift(); route; route = queue.shift()) {
          const pathname = route.replace(/:(\w+)/g, (_, name: string) => ids[name] ?? name);
          // A fresh browser each time: nothing cached from another route.
          const visitor = visitorOf(route);
          const fresh = await browser().newContext({ baseURL: baseUrl() });
          await fresh.addCookies(await contexts[visitor].cookies());
          results.set(route, { visitor, ...(await firstVisit(fresh, pathname)) });
          await fresh.close();
        }
      }),
    );
    const over: string[] = [];
    const report: string[] = [];
    for (const route of routes) {
      const { visitor, kb, files } = results.get(route)!;
      report.push(`${kb.toFixed(1).padStart(6)} KB  ${route} (${visitor})`);
      if (kb > FIRST_LOAD_BUDGET_KB)
        over.push(
          `${route}: ${kb.toFixed(1)} KB; largest: ${files
            .slice(0, 6)
            .map((f) => `${path.basename(f)} ${scriptKb(f).toFixed(1)}`)
            .join(', ')}`,
        );
    }
    console.log(`First visits (gzip JavaScript until the network is idle):\n${report.join('\n')}`);
    for (const context of Object.values(contexts)) await context.close();
    expect(over, `over the ${FIRST_LOAD_BUDGET_KB} KB budget`).toEqual([]);
  });
});

/** The cleaner applies, the host hires them (and sends the offers) and adds a turnover, and the cleaner confirms it. */
async function confirmedTurnover(host: BrowserContext, cleaner: BrowserContext, jobId: string): Promise<string> {
  const origin = { origin: baseUrl() };
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, headers: origin });
  const { id: applicationId } = (await applied.json()) as { id: string };
  expect(
    (
      await host.request.patch(`/api/host/applications/${applicationId}`, { data: { action: 'hire' }, headers: origin })
    ).status(),
  ).toBe(200);
  await sendTeamOffers(host, jobId);
  const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const added = await host.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
    headers: origin,
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  expect((await cleaner.request.post(`/api/cleaner/turnovers/${id}/confirm`, { headers: origin })).status()).toBe(200);
  return id;
}
