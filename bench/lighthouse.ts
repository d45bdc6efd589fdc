// Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU slowdown) on Debian's
// Chromium, three runs per page, median scores.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

export type PageScores = {
  path: string;
  /** The route table's pattern (`/cleaner/turnovers/:id`), which the page-weight table is keyed by. */
  route: string;
  performance: number;
  accessibility: number;
  /** Medians of the three runs, in ms. */
  lcp: number;
  tbt: number;
  cls: number;
  /** The element whose moves counted most towards the CLS, in the median run. */
  clsElement?: string;
  /** JavaScript the page downloaded (transfer size, KB), including chunks loaded after the first render. */
  scriptKb: number;
  runs: number;
};

// Debian's full Chromium; where only its headless shell is installed (the browser tests' choice,
// e2e/support/chromium.ts), that one: the same Blink, and Lighthouse's throttling is simulated.
export const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';
// Without the background-networking flags Chromium's own connections to the closed network fail
// many at a time (shared/STACK.md pitfall 16).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts Chromium with a fresh profile and remote debugging on a free port (the one it prints). */
async function launchChromium(): Promise<{ port: number; kill(): Promise<void> }> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'turnready-lh-'));
  const child = spawn(
    CHROMIUM,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const kill = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
    }
    await rm(profile, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let stderr = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium did not start within 30 s: ${stderr.slice(-500)}`)),
        30_000,
      );
      child.on('error', reject);
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(stderr);
        if (m) {
          clearTimeout(timer);
          resolve(Number(m[1]));
        }
      });
    });
    return { port, kill };
  } catch (err) {
    await kill();
    throw err;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const MAX_ATTEMPTS_PER_RUN = 3;

export async function measurePages(
  baseUrl: string,
  pages: { path: string; route?: string; cookie?: string }[],
  runs = 3,
): Promise<PageScores[]> {
  const results: PageScores[] = [];
  for (const page of pages) {
    const samples: {
      performance: number;
      accessibility: number;
      lcp: number;
      tbt: number;
      cls: number;
      clsElement?: string;
      scriptKb: number;
    }[] = [];
    for (let run = 0, attempt = 1; run < runs; attempt++) {
      // A fresh browser per run: no cache, no warmed-up compiler from the previous run.
      const chrome = await launchChromium();
      try {
        const result = await lighthouse(`${baseUrl}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          // Lighthouse's own trace recording fails now and then (NO_NAVSTART, "Please run Lighthouse
          // again"): a run is retried twice before the page counts as failed.
          if (attempt < MAX_ATTEMPTS_PER_RUN) {
            console.log(`[bench] Lighthouse run on ${page.path} failed (${lhr.runtimeError.code}); retrying`);
            continue;
          }
          throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
        }
        run++;
        attempt = 0;
        // BENCH_LIGHTHOUSE_REPORTS=<folder>: each run's whole report, to see what an LCP waited for
        // (`npx lighthouse --view` can't be pointed at a signed-in page as easily).
        const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
        if (reports) {
          await mkdir(reports, { recursive: true });
          const name = `${page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}-${run}.json`;
          await writeFile(path.join(reports, name), JSON.stringify(lhr));
        }
        const items =
          (
            lhr.audits['resource-summary']?.details as
              { items?: { resourceType: string; transferSize: number }[] } | undefined
          )?.items ?? [];
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          lcp: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbt: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
          clsElement: (
            lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string } }[] } | undefined
          )?.items?.[0]?.node?.selector,
          scriptKb: Math.round((items.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 102.4) / 10,
        });
      } finally {
        await chrome.kill();
      }
    }
    results.push({
      path: page.path,
      route: page.route ?? page.path,
      performance: median(samples.map((s) => s.performance)),
      accessibility: median(samples.map((s) => s.accessibility)),
      lcp: median(samples.map((s) => s.lcp)),
      tbt: median(samples.map((s) => s.tbt)),
      cls: median(samples.map((s) => s.cls)),
      clsElement: samples.find((s) => s.cls === median(samples.map((x) => x.cls)))?.clsElement,
      scriptKb: median(samples.map((s) => s.scriptKb)),
      runs,
    });
  }
  return results;
}
