// The production build (docs/decisions/023-production-build.md): the compiled server runs on plain
// Node without a TypeScript loader and serves the built web app; its stack traces name the
// TypeScript source; it imports only what a production install has; the calendar parse worker ships
// beside it; `npm start` refuses to run without a build in production, outside production sees when
// a build is stale, and passes a SIGTERM on to the server.
import { spawn, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root, serverEntry, webEntry } from '../../scripts/build.mjs';
import {
  AUTH_SECRET,
  prepareServerDatabase,
  startServer,
  type RunningServer,
  type ServerDatabase,
} from './failure/support';
import { createParsePool, PARSE_LIMITS } from '../calendars/parse-pool';
import { freePort } from './free-port';
import { nulFeed, zoneBombFeed } from './hostile-feeds';

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe('the built server', () => {
  let database: ServerDatabase;
  let server: RunningServer;
  beforeAll(async () => {
    // The API projects' setup builds the server; the web app is built by `npm run build` (npm test does).
    if (!existsSync(webEntry))
      throw new Error(`${path.relative(root, webEntry)} is missing: run \`npm run build\` first.`);
    database = await prepareServerDatabase();
    server = await startServer({ database, env: { NODE_OPTIONS: '' } });
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    await database?.dispose();
  });

  it('runs as `node dist/server/main.js`, with no loader, and serves the built web app', async () => {
    expect(server.child.spawnargs.slice(1)).toEqual([serverEntry]);
    // What the process itself was started with, as the kernel has it (no --import, no tsx).
    const cmdline = readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    expect(cmdline.slice(1)).toEqual([serverEntry]);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);

    // A signed-in browser gets the built index.html, byte for byte, and the hashed script it names.
    const built = readFileSync(webEntry, 'utf8');
    const shell = await fetch(`${server.url}/`, {
      headers: { 'accept-encoding': 'identity', cookie: 'turnready.session_token=any' },
    });
    expect(shell.status).toBe(200);
    expect(await shell.text()).toBe(built);
    const script = /<script type="module"[^>]*src="([^"]+)"/.exec(built)![1]!;
    expect((await fetch(`${server.url}${script}`)).status).toBe(200);
    // A visitor gets the page prerendered by the build, its content already in #root.
    const visitor = await fetch(`${server.url}/`);
    expect(visitor.status).toBe(200);
    expect(await visitor.text()).toMatch(/<div id="root"><[a-z]/);
  });
});

// The checks below need no database: once, in the PGlite project.
describe.runIf(process.env.TEST_DB === 'pglite')('the server bundle', () => {
  it('imports only Node built-ins and packages a production install has (dependencies, not devDependencies)', () => {
    // The server, and the calendar parse worker it starts from its own file.
    const bundle = ['server.js', 'parse-worker.js']
      .map((file) => readFileSync(path.join(path.dirname(serverEntry), file), 'utf8'))
      .join('\n');
    // `import x from 'p'` (over several lines too), `import 'p'`, `export … from 'p'` and `import('p')`.
    const specifiers = new Set(
      [
        ...bundle.matchAll(
          /^\s*(?:import|export)\b[^'"]*?\bfrom\s*["']([^"']+)["']|^\s*import\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/gm,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3]!),
    );
    expect(specifiers.size).toBeGreaterThan(10);
    const packageOf = (s: string) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/');
    const outside = [...specifiers].filter((s) => !s.startsWith('node:') && !(packageOf(s) in pkg.dependencies));
    expect(outside).toEqual([]);
    expect(pkg.dependencies).toHaveProperty('esbuild'); // npm start builds on a new clone
  });

  it('ships the calendar parse worker beside the bundle, and it reads feeds on plain Node (no TypeScript loader)', async () => {
    const worker = path.join(path.dirname(serverEntry), 'parse-worker.js');
    const pool = createParsePool({ ...PARSE_LIMITS, workers: 1 }, worker);
    try {
      // The zone bomb of issue 35 is read at once; a NUL is refused by name.
      expect(
        (await pool.parse(zoneBombFeed({ freq: 'SECONDLY', year: 2026 }), { timeZone: 'America/New_York' })).events,
      ).toMatchObject([{ startDate: '2026-06-10', startTime: '16:00' }]);
      await expect(pool.parse(nulFeed(), { timeZone: 'UTC' })).rejects.toThrow(/NUL character/);
    } finally {
      await pool.close();
    }
  });

  it("logs stack traces that name the TypeScript source, not the bundle's lines", () => {
    // A database that refuses connections: main() fails in migrateDatabase and prints the error.
    const run = spawnSync(process.execPath, [serverEntry], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
        AUTH_SECRET: 'x'.repeat(40),
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TurnReady failed to start');
    expect(run.stderr).toMatch(/at async main \(.*server\/main\.ts:\d+:\d+\)/);
    expect(run.stderr).not.toMatch(/dist\/server\/server\.js:\d+/);
  });
});

describe.runIf(process.env.TEST_DB === 'pglite')('npm start (scripts/start.mjs)', () => {
  // A copy of the scripts in an empty folder: their root is that folder, which has no build.
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'turnready-start-'));
    mkdirSync(path.join(dir, 'scripts'));
    for (const f of ['start.mjs', 'build.mjs'])
      copyFileSync(path.join(root, 'scripts', f), path.join(dir, 'scripts', f));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('with NODE_ENV=production and no build, fails with a clear message and builds nothing', () => {
    const run = spawnSync(process.execPath, [path.join(dir, 'scripts/start.mjs')], {
      cwd: dir,
      env: { PATH: process.env.PATH, NODE_ENV: 'production' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      'TurnReady is not built (dist/server/main.js and dist/web/index.html missing). Run `npm run build` first',
    );
    expect(existsSync(path.join(dir, 'dist'))).toBe(false);
  });

  it('outside production, knows which part of the build is missing or older than a source file', async () => {
    const { staleParts } = (await import(
      path.join(dir, 'scripts/build.mjs')
    )) as typeof import('../../scripts/build.mjs');
    expect(staleParts().map((s) => s.part)).toEqual(['server', 'web']);

    const write = (file: string, at: number) => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), '');
      utimesSync(path.join(dir, file), at, at);
    };
    const t = Date.now() / 1000;
    for (const source of ['server/app.ts', 'core/plans.ts', 'web/src/main.tsx', 'package.json']) write(source, t - 100);
    for (const script of ['start.mjs', 'build.mjs']) utimesSync(path.join(dir, 'scripts', script), t - 100, t - 100);
    write('dist/server/main.js', t - 50);
    write('dist/web/index.html', t - 50);
    expect(staleParts()).toEqual([]);

    // A test file is never part of a build.
    write('server/features/jobs/jobs.test.ts', t);
    write('server/test/factories.ts', t);
    expect(staleParts()).toEqual([]);

    write('core/plans.ts', t);
    expect(staleParts()).toEqual([
      { part: 'server', reason: 'core/plans.ts changed since the last build' },
      { part: 'web', reason: 'core/plans.ts changed since the last build' },
    ]);
    write('dist/server/main.js', t + 10);
    write('web/src/main.tsx', t + 20);
    expect(staleParts()).toEqual([{ part: 'web', reason: 'web/src/main.tsx changed since the last build' }]);
  });
});

// Production runs on PostgreSQL (NODE_ENV=production requires it), so this runs in that project.
describe.runIf(process.env.TEST_DB === 'postgres')('NODE_ENV=production npm start', () => {
  let database: ServerDatabase;
  beforeAll(async () => {
    database = await prepareServerDatabase();
  });
  afterAll(() => database?.dispose());

  it('starts the build, and a SIGTERM sent to npm reaches the server, which shuts down gracefully', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const npm = spawn('npm', ['start', '--silent'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        AUTH_SECRET,
        SMTP_URL: 'smtp://127.0.0.1:9',
        PAYMENTS_TEST_MODE: 'true',
        ...database.env,
      },
    });
    let output = '';
    npm.stdout!.on('data', (d: Buffer) => (output += d.toString()));
    npm.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    try {
      await expect
        .poll(
          () =>
            fetch(`${url}/api/health`).then(
              (r) => r.status,
              () => 0,
            ),
          { timeout: 30_000, interval: 100 },
        )
        .toBe(200);
      npm.kill('SIGTERM');
      // npm runs the script through sh; without `exec` the shell took the signal and the server ran on, orphaned.
      await expect.poll(() => output, { timeout: 15_000 }).toContain('shutting down');
      await expect
        .poll(
          () =>
            fetch(`${url}/api/health`).then(
              () => 'answering',
              () => 'gone',
            ),
          { timeout: 15_000 },
        )
        .toBe('gone');
      await exited;
      expect(output).not.toContain('Building');
    } finally {
      npm.kill('SIGKILL');
    }
  });
});
