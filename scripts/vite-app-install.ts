// The installable app's build step (issue 38, decision 042): the icons, made from the favicon with
// sharp, and the service worker, bundled with esbuild from web/src/service-worker into /sw.js with
// Serwist's list of files to precache (the app shell: index.html and what it loads at once) and the
// cleaner's offline pages' chunks to keep (decision 043).
// Serwist's own Vite plugin builds the worker through a second Vite build; esbuild does the same
// in one call and does not depend on Vite's plugin interface between majors.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import sharp from 'sharp';
import type { Plugin } from 'vite';

const BRAND = '#0f766e';
const ICONS = 'icons';

async function writeIcons(outDir: string, svgFile: string) {
  const svg = await readFile(svgFile);
  const dir = path.join(outDir, ICONS);
  await mkdir(dir, { recursive: true });
  const render = (size: number) =>
    sharp(svg, { density: (72 * size) / 32 })
      .resize(size, size)
      .png();
  await render(192).toFile(path.join(dir, 'icon-192.png'));
  await render(512).toFile(path.join(dir, 'icon-512.png'));
  const flat = (size: number, scale: number) =>
    render(Math.round(size * scale))
      .toBuffer()
      .then((inner) =>
        sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
          .composite([{ input: inner, gravity: 'centre' }])
          .png(),
      );
  // Maskable: the mark inside the central 80% safe zone, the brand colour to the edges.
  await (await flat(512, 0.8)).toFile(path.join(dir, 'icon-maskable-512.png'));
  // iOS rounds the corners itself and shows transparency as black: a full square on the brand colour.
  await (await flat(180, 1)).toFile(path.join(dir, 'apple-touch-icon.png'));
}

/** index.html, the scripts and styles it loads at once (hashed names), and the icons: the app shell. */
async function appShell(outDir: string) {
  const html = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const assets = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
  const revision = (content: string | Buffer) => createHash('md5').update(content).digest('hex');
  return [
    { url: '/index.html', revision: revision(html) },
    ...assets.map((url) => ({ url, revision: null })),
    ...['icon-192.png', 'icon-512.png'].map((f) => ({ url: `/${ICONS}/${f}`, revision: null })),
  ];
}

/**
 * What a cleaner reads without signal (decision 043): the two pages, and the header's parts every
 * page loads after the shell (site-header.tsx: the menus, and the bell with the messages link). Their chunks, and what those import, are kept.
 */
const OFFLINE_ROOTS = ['cleaner-schedule-page', 'cleaner-turnover-page', 'header-menus', 'header-live'];
const rootOf = (file: string) => OFFLINE_ROOTS.find((r) => new RegExp(`^${r}-[\\w-]+\\.js$`).test(file));

/**
 * The cleaner's offline pages' chunks and everything they import, statically or lazily (a dialog
 * opened later), as /assets/ URLs: kept on the phone when a version installs, so the page works
 * offline and a page still on this version finds them after the next deploy replaced them.
 */
async function offlineAssets(outDir: string, shell: { url: string }[]) {
  const dir = path.join(outDir, 'assets');
  const files = await readdir(dir);
  // The shell is precached already, and its entry names every page: the walk stops there.
  const precached = new Set(shell.map((e) => e.url.replace('/assets/', '')));
  const seen = new Set<string>();
  const queue = files.filter((f) => rootOf(f));
  // A renamed page or component would silently drop out of the offline pages: the build says so.
  const missing = OFFLINE_ROOTS.filter((r) => !queue.some((f) => rootOf(f) === r));
  if (missing.length > 0)
    throw new Error(`offline pages: no chunk named ${missing.join(', ')} (scripts/vite-app-install.ts)`);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || precached.has(file) || !files.includes(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(dir, file), 'utf8');
    // `from"./x.js"`, `import"./x.js"`, `import(\`./x.js\`)` and the preload lists' "assets/x.css".
    for (const m of code.matchAll(/["'`](?:\.\/|assets\/)([\w.-]+\.(?:js|css))["'`]/g)) queue.push(m[1]!);
  }
  return [...seen].sort().map((f) => `/assets/${f}`);
}

export function appInstall(options: { root: string }): Plugin {
  let outDir = '';
  return {
    name: 'turnready-app-install',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writeIcons(outDir, path.join(options.root, 'web/public/favicon.svg'));
      const shell = await appShell(outDir);
      const offline = await offlineAssets(outDir, shell);
      await build({
        entryPoints: [path.join(options.root, 'web/src/service-worker/index.ts')],
        outfile: path.join(outDir, 'sw.js'),
        tsconfig: path.join(options.root, 'tsconfig.json'),
        bundle: true,
        format: 'iife',
        target: 'es2020',
        minify: true,
        sourcemap: true,
        banner: {
          js: `self.__SW_MANIFEST=${JSON.stringify(shell)};self.__SW_OFFLINE_ASSETS=${JSON.stringify(offline)};`,
        },
        define: { 'process.env.NODE_ENV': '"production"' },
        logLevel: 'warning',
      });
    },
  };
}
