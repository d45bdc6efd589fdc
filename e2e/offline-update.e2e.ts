// A new version of the app takes over during a turnover (issue 38, decision 043). The web app is
// served here from a folder this test swaps (a deploy: every hashed file renamed, the old ones
// gone from the server, a new sw.js), with the API passed through to the run's server. A cleaner
// with a started turnover open ticks online and offline; the second build is deployed and its
// worker takes over the open page; the old page still ticks, still opens 'Report a problem' (a
// chunk the server no longer has), and a reload without signal comes up as the new version with
// the unsent tick still waiting. Back online, the host's report has every tick exactly once.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import type { CleanerTurnoverResponse, TurnoverReportResponse } from '@core/schemas/playbook';
import { baseUrl, DESKTOP, newPage, PHONE, seedAccount, signIn } from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const m = en.playbook;
const ITEMS = ['Make the beds', 'Wipe the counters', 'Mop the floors', 'Empty the bins'];
const browser = browserForFile();
holdDevClockEachTest();
const write = { headers: { origin: baseUrl() } };
const day = datesFromToday();

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

/**
 * The web server of a deploy: static files from `root` (swapped by `deploy`), index.html for the
 * app's pages, and /api/* and the manifest passed to the run's server. Nothing may be cached by
 * the browser's HTTP cache, so a file the new version lacks really is gone.
 */
async function startWebServer(first: string) {
  let root = first;
  const api = new URL(baseUrl());
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/') || url.pathname === '/manifest.webmanifest') {
      const headers = { ...req.headers, host: api.host, ...(req.headers.origin ? { origin: api.origin } : {}) };
      const upstream = http.request(
        { host: api.hostname, port: api.port, path: req.url, method: req.method, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
      return;
    }
    void (async () => {
      const file = path.join(root, path.normalize(url.pathname));
      const found = file.startsWith(root) && (await stat(file).catch(() => null))?.isFile();
      const served = found ? file : path.extname(url.pathname) ? null : path.join(root, 'index.html');
      if (!served) return void res.writeHead(404, { 'cache-control': 'no-store' }).end();
      res.writeHead(200, {
        'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      res.end(await readFile(served));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: (next: string) => void (root = next),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The notification stream stays open otherwise.
        server.closeAllConnections();
      }),
  };
}

/**
 * A second build made from the first as a real one differs: every hashed script and style under
 * a new name (references rewritten), index.html with a new revision in sw.js's precache list.
 */
async function secondBuild(from: string, to: string) {
  await cp(from, to, { recursive: true });
  const assets = path.join(to, 'assets');
  const names = (await readdir(assets)).filter((f) => /\.(js|css)$/.test(f));
  for (const f of await readdir(assets)) if (!/\.(js|css)$/.test(f)) await rm(path.join(assets, f));
  const renamed = new Map(names.map((n) => [n, n.replace(/\.(js|css)$/, 'v2.$1')]));
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(
    `(?<=/)(${[...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escape)
      .join('|')})`,
    'g',
  );
  const rewrite = async (file: string) =>
    writeFile(
      file,
      (await readFile(file, 'utf8')).replace(pattern, (n) => renamed.get(n) ?? n),
    );
  for (const [before, after] of renamed) {
    await rewrite(path.join(assets, before));
    await rename(path.join(assets, before), path.join(assets, after));
  }
  const md5 = (s: string) => createHash('md5').update(s).digest('hex');
  const oldHtml = await readFile(path.join(to, 'index.html'), 'utf8');
  await rewrite(path.join(to, 'index.html'));
  const newHtml = await readFile(path.join(to, 'index.html'), 'utf8');
  await rewrite(path.join(to, 'sw.js'));
  const sw = await readFile(path.join(to, 'sw.js'), 'utf8');
  await writeFile(path.join(to, 'sw.js'), sw.replace(md5(oldHtml), md5(newHtml)));
}

let dir = '';
let web: Awaited<ReturnType<typeof startWebServer>>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'turnready-deploy-'));
  await cp(path.resolve('dist/web'), path.join(dir, 'v1'), { recursive: true });
  await secondBuild(path.join(dir, 'v1'), path.join(dir, 'v2'));
  web = await startWebServer(path.join(dir, 'v1'));
});
afterAll(async () => {
  await web?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A confirmed turnover on tomorrow with a four-item checklist; the host's context. */
async function confirmedTurnover(cleaner: BrowserContext) {
  const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '4 Ibis Row' });
  const hostSide = await newPage(browser(), DESKTOP);
  await signIn(hostSide.context, host);
  const hr = hostSide.context.request;
  const jobId = ((await (await hr.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!.id;
  for (const label of ITEMS)
    expect((await hr.post(`/api/host/jobs/${jobId}/playbook/items`, { data: { label }, ...write })).status()).toBe(201);
  const applied = await cleaner.request.post(`${baseUrl()}/api/applications`, { data: { jobId }, ...write });
  const { id: applicationId } = (await applied.json()) as { id: string };
  expect(
    (await hr.patch(`/api/host/applications/${applicationId}`, { data: { action: 'hire' }, ...write })).status(),
  ).toBe(200);
  await sendTeamOffers(hostSide.context, jobId);
  const added = await hr.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date: day(1), checkoutTime: '11:00', checkinTime: '16:00' },
    ...write,
  });
  const { id } = (await added.json()) as { id: string };
  expect((await cleaner.request.post(`${baseUrl()}/api/cleaner/turnovers/${id}/confirm`, write)).status()).toBe(200);
  return { id, host: hostSide.context };
}

async function controlledBy(page: Page) {
  return page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return navigator.serviceWorker.controller!.scriptURL;
  });
}

const keptAssets = (page: Page) =>
  page.evaluate(async () => (await (await caches.open('turnready-assets')).keys()).map((r) => new URL(r.url).pathname));

describe('a new version during a turnover', () => {
  itMovesTheClock(
    'takes over the open page: ticks still go through, its chunks still load, nothing is lost',
    async () => {
      const context = await browser().newContext({ baseURL: web.url, viewport: PHONE });
      const page = await context.newPage();
      await signIn(context, await seedAccount('cleaner', { firstName: 'Noor', lastName: 'Haddad' }));
      const { id, host } = await confirmedTurnover(context);
      const before = (await (
        await context.request.get(`/api/cleaner/turnovers/${id}`)
      ).json()) as CleanerTurnoverResponse;
      const now = Date.parse((await readDevClock(context.request)).now);
      await advanceDevClock(context.request, {
        advanceMinutes: Math.ceil((Date.parse(before.start.opensAt) - now) / 60_000) + 5,
      });

      // --- Version 1: the turnover opened, controlled by its worker, started; one tick online, one offline.
      await page.goto(`/cleaner/turnovers/${id}`);
      await controlledBy(page);
      await page.reload();
      await page.getByRole('button', { name: m.cleaner.start }).click();
      const box = (item: string) => page.getByRole('checkbox', { name: format(m.cleaner.done, { item }) });
      const status = page.getByTestId('send-status');
      await box(ITEMS[0]!).click();
      await status.getByText(m.sending.allSent).waitFor();
      // The worker keeps this page's chunks, the 'Report a problem' dialog's among them: all of them
      // before the deploy (on a busy machine the last ones are still on their way after the first).
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const offlineAssets = await worker.evaluate(
        () => (self as unknown as { __SW_OFFLINE_ASSETS: string[] }).__SW_OFFLINE_ASSETS,
      );
      expect(offlineAssets.some((p) => /report-problem-dialog-/.test(p))).toBe(true);
      await expect
        .poll(async () => {
          const kept = new Set(await keptAssets(page));
          return offlineAssets.filter((p) => !kept.has(p));
        })
        .toEqual([]);
      const dialogChunk = (await keptAssets(page)).find((p) => /report-problem-dialog-/.test(p))!;
      await context.setOffline(true);
      await box(ITEMS[1]!).click();
      await status.getByText(format(m.sending.waiting, { count: '1' })).waitFor();

      // --- Version 2 is deployed: version 1's files are gone from the server, and its worker takes over.
      web.deploy(path.join(dir, 'v2'));
      expect((await fetch(`${web.url}${dialogChunk}`)).status).toBe(404);
      await context.setOffline(false);
      await status.getByText(m.sending.allSent).waitFor();
      const takeover = page.evaluate(
        () =>
          new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          ),
      );
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await takeover;
      expect(await page.evaluate(() => document.querySelector('script[src*="v2."]'))).toBeNull();

      // The page still runs version 1: a tick goes through, and a chunk it had not loaded yet opens.
      await box(ITEMS[2]!).click();
      await status.getByText(m.sending.allSent).waitFor();
      await page.getByRole('button', { name: m.cleaner.reportProblem }).click();
      const dialog = page.getByRole('dialog', { name: m.cleaner.problemHeading });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: m.cleaner.cancel }).click();
      await dialog.waitFor({ state: 'detached' });

      // Offline, a tick waits; a reload without signal comes up as version 2 with the tick still waiting.
      await context.setOffline(true);
      await box(ITEMS[3]!).click();
      await status.getByText(format(m.sending.waiting, { count: '1' })).waitFor();
      await page.reload();
      await status.getByText(format(m.sending.waiting, { count: '1' })).waitFor();
      expect(await page.evaluate(() => !!document.querySelector('script[src*="v2."]'))).toBe(true);
      for (const item of ITEMS) expect(await box(item).isChecked()).toBe(true);
      await context.setOffline(false);
      await status.getByText(m.sending.allSent).waitFor();

      // The host's report: every tick, once.
      const report = (await (
        await host.request.get(`/api/host/turnovers/${id}/report`)
      ).json()) as TurnoverReportResponse;
      expect(report.tasks.map((t) => [t.label, t.doneAt !== null])).toEqual(ITEMS.map((label) => [label, true]));
      await host.close();
      await context.close();
    },
  );
});
