// `npm run build`: the web app (Vite, with its prerendered pages) into dist/web, and the server
// (esbuild: our code in one ESM file, and the calendar parse worker in another; npm packages left in
// node_modules) into dist/server with the files it reads at run time beside it. `node scripts/build.mjs server` (or `web`) builds one part.
// scripts/start.mjs and the API tests' setup ask `staleParts()` whether a build is missing or older
// than its sources. Why: docs/decisions/023-production-build.md.
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverOut = path.join(root, 'dist/server');
/** What `node dist/server/main.js` runs; written last, so its time is the server build's time. */
export const serverEntry = path.join(serverOut, 'main.js');
/** Removed when the web build fails part way, so a half-built web app never looks complete. */
export const webEntry = path.join(root, 'dist/web/index.html');

const CONFIG = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];
const PARTS = {
  server: { output: serverEntry, sources: ['server', 'core', ...CONFIG] },
  web: {
    output: webEntry,
    sources: ['web', 'core', 'vite.config.ts', 'scripts/vite-prerender.ts', 'scripts/vite-app-install.ts', ...CONFIG],
  },
};

// Tests are never part of a build: editing one does not make the build stale.
const isTestOnly = (name) => /\.(test|e2e)\.tsx?$/.test(name);
const TEST_DIRS = new Set([path.join(root, 'server/test')]);

/** The first file under `source` changed after `since` (ms), or undefined. */
function newerFile(source, since) {
  const stat = statSync(source, { throwIfNoEntry: false });
  if (!stat) return undefined;
  if (!stat.isDirectory()) return stat.mtimeMs > since ? source : undefined;
  for (const entry of readdirSync(source, { withFileTypes: true })) {
    const full = path.join(source, entry.name);
    if (entry.isDirectory() ? TEST_DIRS.has(full) : isTestOnly(entry.name)) continue;
    const found = newerFile(full, since);
    if (found) return found;
  }
  return undefined;
}

/**
 * The parts of the build (of `parts`: 'server', 'web') that are missing or older than one of their sources, with the reason: a
 * walk of about 500 files' modification times (a few milliseconds), cheap enough for every start.
 */
export function staleParts(parts = Object.keys(PARTS)) {
  const stale = [];
  for (const part of parts) {
    const { output, sources } = PARTS[part];
    const built = statSync(output, { throwIfNoEntry: false });
    if (!built) {
      stale.push({ part, reason: `${path.relative(root, output)} is missing` });
      continue;
    }
    for (const source of sources) {
      const changed = newerFile(path.join(root, source), built.mtimeMs);
      if (changed) {
        stale.push({ part, reason: `${path.relative(root, changed)} changed since the last build` });
        break;
      }
    }
  }
  return stale;
}

/**
 * Dates a build's marker file to when the build began reading its sources: a source saved while the
 * build ran is then newer than the build, and the next start rebuilds.
 */
function stampStart(file, startedMs) {
  utimesSync(file, startedMs / 1000, startedMs / 1000);
}

/** The server into dist/server: built beside it, then moved into place, so a reader never sees half of it. */
export async function buildServer() {
  const started = Date.now();
  const staging = `${serverOut}.tmp-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    await writeServer(staging);
    stampStart(path.join(staging, 'main.js'), started);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  const previous = `${serverOut}.old-${process.pid}`;
  if (existsSync(serverOut)) renameSync(serverOut, previous);
  renameSync(staging, serverOut);
  rmSync(previous, { recursive: true, force: true });
  console.log(`dist/server built in ${Date.now() - started} ms`);
}

async function writeServer(staging) {
  const { build } = await import('esbuild');
  await build({
    // Two entry points, each one self-contained file: the server, and the calendar parser's worker
    // thread, which Node loads from its own file (server/calendars/parse-pool.ts).
    entryPoints: {
      server: path.join(root, 'server/main.ts'),
      'parse-worker': path.join(root, 'server/calendars/parse-worker.ts'),
    },
    outdir: staging,
    tsconfig: path.join(root, 'tsconfig.json'), // its "paths": @core/…, @server/…
    bundle: true,
    packages: 'external', // npm packages load from node_modules as they are installed
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Class and function names stay as written: logs name errors by their class (AppError, not AppError2).
    keepNames: true,
    // server/runtime-files.ts: the bundle finds its files beside itself.
    define: { __TURNREADY_BUNDLE__: 'true' },
    logLevel: 'warning',
  });
  // The files the server reads at run time (server/runtime-files.ts says where it looks for them).
  const migrations = path.join(root, 'server/db/migrations');
  mkdirSync(path.join(staging, 'migrations/meta'), { recursive: true });
  for (const file of readdirSync(migrations).filter((f) => f.endsWith('.sql')))
    copyFileSync(path.join(migrations, file), path.join(staging, 'migrations', file));
  // Drizzle's migrator reads the journal; the schema snapshots are for drizzle-kit only (1 MB).
  copyFileSync(path.join(migrations, 'meta/_journal.json'), path.join(staging, 'migrations/meta/_journal.json'));
  copyFileSync(path.join(root, 'server/auth/common-passwords.txt'), path.join(staging, 'common-passwords.txt'));
  // Node reads a module's source map only if source maps were on when the module loaded: the
  // entry turns them on, then loads the bundle, so stack traces name the TypeScript lines. From
  // Node 22.1 it also keeps compiled code on disk for the next start (Node 20 has no such cache).
  writeFileSync(
    path.join(staging, 'main.js'),
    '// Written by scripts/build.mjs: stack traces name the TypeScript source (server.js.map).\n' +
      "import module from 'node:module';\n" +
      'module.enableCompileCache?.();\n' +
      'process.setSourceMapsEnabled(true);\n' +
      "await import('./server.js');\n",
  );
}

/** The web app into dist/web (vite.config.ts, which also prerenders the public pages). */
export async function buildWeb({ quiet = false } = {}) {
  const started = Date.now();
  const { build } = await import('vite');
  try {
    await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
    stampStart(webEntry, started);
  } catch (err) {
    rmSync(webEntry, { force: true });
    throw err;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const parts = args.filter((a) => a in PARTS);
  const wanted = (part) => parts.length === 0 || parts.includes(part);
  // vite.config.ts names its folders relative to the working directory.
  process.chdir(root);
  try {
    // Side by side: esbuild works in its own process while Vite builds.
    await Promise.all([
      wanted('server') && buildServer(),
      wanted('web') && buildWeb({ quiet: args.includes('--quiet') }),
    ]);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
  // Vite can leave handles open after a build; the build is written, so nothing is lost.
  process.exit(0);
}
