// Finds Debian's Chromium, installing it with apt when it is missing and we are allowed to.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's chromium-headless-shell first: the same Blink without the desktop browser around it, so
// the browser tests spend about a third less CPU (their time on 2 cores is mostly Chromium's). The
// real binary, not the /usr/bin wrapper script (Playwright needs the process it starts to be the
// browser). The full browser still works and stays what bench/lighthouse.ts measures.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CANDIDATES = [process.env.CHROMIUM_PATH, HEADLESS_SHELL, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
  Boolean,
) as string[];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function findChromium(): string | undefined {
  return CANDIDATES.find((p) => existsSync(p));
}

/** Debian's full Chromium: only its installability check (e2e/installable-app.e2e.ts) is real. */
export const FULL_CHROMIUM = '/usr/lib/chromium/chromium';

export function ensureChromium(): string {
  const found = findChromium();
  const packages = [
    ...(existsSync(HEADLESS_SHELL) || found ? [] : ['chromium-headless-shell']),
    ...(existsSync(FULL_CHROMIUM) || process.env.CHROMIUM_PATH ? [] : ['chromium']),
  ];
  if (packages.length === 0 && found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = spawnSync('which', ['apt-get']).status === 0;
  if (isRoot && hasApt) {
    console.log(`[e2e] Installing Debian's ${packages.join(' and ')} (apt-get)...`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  const installed = findChromium();
  if (installed) return installed;
  throw new Error(
    'Browser tests need Chromium and it is not installed. Install it with `sudo apt-get install chromium-headless-shell` ' +
      '(Debian/Ubuntu), or point CHROMIUM_PATH at a Chromium or Chrome binary, then run `npm test` again.',
  );
}
