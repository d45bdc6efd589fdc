import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadShellPreloads, PAGE_PRELOADS } from './page-preloads';

const SHELL = `<!doctype html><html><head><title>TurnReady</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/app-1.js">
</head><body><div id="root"></div></body></html>`;

/** A build as Vite writes it: the shell, and a manifest whose entry imports the cleaner pages dynamically. */
function buildDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'turnready-preloads-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, 'index.html'), SHELL);
  const schedule = 'src/features/turnovers/pages/cleaner-schedule-page.tsx';
  const turnover = 'src/features/playbook/pages/cleaner-turnover-page.tsx';
  const manifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_app-1.js'],
      dynamicImports: [schedule, turnover],
    },
    '_app-1.js': { file: 'assets/app-1.js' },
    '_icons-1.js': { file: 'assets/icons-1.js', imports: ['_app-1.js'] },
    '_turnovers-1.js': { file: 'assets/turnovers-1.js', imports: ['_icons-1.js'] },
    [schedule]: { file: 'assets/cleaner-schedule-page-1.js', imports: ['_app-1.js', '_icons-1.js', '_turnovers-1.js'] },
    [turnover]: { file: 'assets/cleaner-turnover-page-1.js', imports: ['_app-1.js', '_icons-1.js'] },
    // Built, but the entry does not import it (as if early-start.ts no longer listed it): no preloads.
    'src/features/cleaner/pages/browse-jobs-page.tsx': { file: 'assets/browse-jobs-page-1.js' },
  };
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const CLEANER = 'theme=dark; turnready.session_token=abc.def';

const html = (answer: ReturnType<ReturnType<typeof loadShellPreloads>>) => {
  if (!answer) return null;
  const { encoding, bytes } = answer;
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(
    'utf8',
  );
};

describe('the signed-in shell of the cleaner pages', () => {
  const shell = loadShellPreloads(buildDir());

  it("names the schedule's chunks and the header's first read, once each, in the encoding the browser accepts", () => {
    for (const encoding of [undefined, 'gzip', 'gzip, deflate, br']) {
      const page = html(shell('/cleaner/schedule', CLEANER, encoding))!;
      // The schedule itself is read by the app (the service worker keeps it for offline reading).
      expect(page).not.toContain('/api/cleaner/schedule');
      expect(page).toContain('<link rel="preload" href="/api/notifications" as="fetch" crossorigin>');
      for (const file of ['cleaner-schedule-page-1.js', 'icons-1.js', 'turnovers-1.js'])
        expect(page).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      // The app chunk is in the shell already: not named twice.
      expect(page.match(/assets\/app-1\.js/g)).toHaveLength(1);
      expect(page.match(/icons-1\.js/g)).toHaveLength(1);
      // The rest of the shell is as built.
      expect(page.replace(/<link rel="(module)?preload"[^>]*>/g, '')).toBe(
        SHELL.replace('<link rel="modulepreload" crossorigin href="/assets/app-1.js">', ''),
      );
    }
    expect(html(shell('/Cleaner/Schedule/', CLEANER, undefined))).toContain('cleaner-schedule-page-1.js');
  });

  it('writes nothing of the request into the page: the same page for every turnover and every cleaner', () => {
    const page = html(shell('/cleaner/turnovers/3f2a-01', CLEANER, 'gzip'))!;
    expect(page).toContain('<link rel="preload" href="/api/notifications" as="fetch" crossorigin>');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/cleaner-turnover-page-1.js">');
    expect(page).not.toContain('cleaner-schedule-page');
    // The turnover itself is read by the app (the service worker keeps it for offline reading).
    expect(page).not.toContain('3f2a-01');
    expect(page).not.toContain('abc.def');
    expect(page).not.toContain('session_token');
    const hostile = '/cleaner/turnovers/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E';
    expect(html(shell(hostile, 'turnready.session_token=other', 'gzip'))).toBe(page);
  });

  it('gives a visitor, other pages and pages the built entry does not start the shell as built', () => {
    expect(shell('/cleaner/schedule', undefined, 'br')).toBeNull();
    expect(shell('/cleaner/schedule', 'theme=dark; turnready.session_token=', 'br')).toBeNull();
    expect(shell('/host/dashboard', CLEANER, 'br')).toBeNull();
    expect(shell('/cleaner/schedule/extra', CLEANER, 'br')).toBeNull();
    expect(shell('/browse-jobs', CLEANER, 'br')).toBeNull();
  });

  it('sends the shell as built when the build has no manifest', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'turnready-preloads-'));
    writeFileSync(path.join(dir, 'index.html'), SHELL);
    expect(loadShellPreloads(dir)('/cleaner/schedule', CLEANER, undefined)).toBeNull();
  });

  it("lists the pages, modules and reads the web app's early start lists (web/src/app/route-reads.ts)", () => {
    // The server never imports web code: the table is compared with that file's text.
    const routeReads = readFileSync(path.resolve('web/src/app/route-reads.ts'), 'utf8');
    expect(routeReads.match(/^ {4}path: '/gm)).toHaveLength(PAGE_PRELOADS.length);
    for (const page of PAGE_PRELOADS) {
      const start = routeReads.indexOf(`path: '${page.route}'`);
      expect(start).toBeGreaterThan(0);
      const entry = routeReads.slice(start, routeReads.indexOf('\n  },', start));
      expect(entry).toContain(`import('@web/${page.module.replace(/^src\//, '').replace(/\.tsx$/, '')}')`);
      for (const read of page.reads) expect(entry).toContain(`'${read}'`);
      // A page whose answers the service worker keeps: only the read it does not keep (the header's bell).
      if (entry.includes('keptOffline: true')) expect(page.reads).toEqual(['/notifications']);
    }
  });
});
