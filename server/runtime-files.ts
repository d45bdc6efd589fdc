// Where the server finds the files it reads at run time: the one place that knows the layout of the
// source tree (server/main.ts run by tsx or Vitest) and of the build (dist/server/, which
// scripts/build.mjs writes: one bundle, so every module shares the bundle's import.meta.url).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// esbuild replaces the name with `true` in the build (scripts/build.mjs); in the source it is
// undeclared, and typeof answers 'undefined' without throwing.
declare const __TURNREADY_BUNDLE__: boolean | undefined;
const bundled = typeof __TURNREADY_BUNDLE__ !== 'undefined';

/** server/ in the source tree, dist/server/ in the build. */
const here = path.dirname(fileURLToPath(import.meta.url));

export const runtimeFiles = bundled
  ? {
      // Copied beside the bundle by the build, so dist/ runs without the source tree.
      migrationsFolder: path.join(here, 'migrations'),
      commonPasswords: path.join(here, 'common-passwords.txt'),
      webDist: path.resolve(here, '../web'),
      // A second entry point of the build: the calendar parser's worker thread (calendars/parse-pool.ts).
      parseWorker: path.join(here, 'parse-worker.js'),
    }
  : {
      migrationsFolder: path.join(here, 'db/migrations'),
      commonPasswords: path.join(here, 'auth/common-passwords.txt'),
      webDist: path.resolve(here, '../dist/web'),
      parseWorker: path.join(here, 'calendars/parse-worker.ts'),
    };
