// `npm test`: lint, types and build side by side, then unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests on their own so they never compete with the API
// tests for the CPU. Ends with one 'N passed, N failed' line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (cmd, args, env = process.env) => spawnSync(cmd, args, { stdio: 'inherit', shell: false, env }).status ?? 1;

/** Runs checks side by side (each is mostly one process: two cores do two at once), output kept per check. */
async function together(checks) {
  const results = await Promise.all(
    checks.map(
      ([name, cmd, args, env = process.env]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { shell: false, env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (d) => (output += d));
          child.stderr.on('data', (d) => (output += d));
          child.on('close', (code) => resolve({ name, code: code ?? 1, output, s: Math.round((Date.now() - started) / 1000) }));
        }),
    ),
  );
  for (const r of results) {
    console.log(`\n== ${r.name} (${r.s} s)`);
    process.stdout.write(r.output);
  }
  const failed = results.find((r) => r.code !== 0);
  if (failed) {
    console.error(`\n${failed.name} failed (exit ${failed.code}).`);
    process.exit(failed.code);
  }
}

// The whole build, web and server (`npm run build`): tests that start the server as a process run
// dist/server/main.js, what ships. Brotli at level 5 instead of 11: the tests serve the build on
// loopback (vite.config.ts).
await together([
  ['lint', 'npx', ['eslint', '--max-warnings', '0', '.']],
  // TypeScript 7, the native compiler: the same check in a third of 5.9's CPU (docs/decisions/025).
  ['types', process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['build', process.execPath, ['scripts/build.mjs', '--quiet'], { ...process.env, BROTLI_QUALITY: process.env.BROTLI_QUALITY ?? '5' }],
]);

mkdirSync('test-results', { recursive: true });
const reports = ['test-results/unit-api.json', 'test-results/e2e.json'];
reports.forEach((f) => rmSync(f, { force: true }));
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiProjects = ['--project', 'unit', '--project', 'api-pglite', ...(withPostgres ? ['--project', 'api-postgres'] : [])];
console.log(
  `\n== unit and API tests${withPostgres ? ': every test on PostgreSQL, those that depend on the database on PGlite too' : ' on PGlite (set TEST_DATABASE_URL to add PostgreSQL)'}`,
);
// With a server every API test runs on it once, and PGlite runs what depends on the database
// (vitest.config.ts says why).
const apiEnv = withPostgres ? { ...process.env, TEST_EVERYTHING_ON: 'postgres' } : process.env;
const apiCode = run('npx', ['vitest', 'run', ...apiProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${reports[0]}`], apiEnv);
console.log('\n== browser tests');
const e2eCode = run('npx', ['vitest', 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${reports[1]}`]);

// The failures are named again at the very end, so a log cut to its tail still says what failed.
let passed = 0;
let failed = 0;
const failures = [];
for (const f of reports) {
  if (!existsSync(f)) continue;
  const r = JSON.parse(readFileSync(f, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  for (const file of r.testResults) {
    for (const t of file.assertionResults.filter((a) => a.status === 'failed')) {
      const why = (t.failureMessages[0] ?? '').split('\n').slice(0, 6).join('\n    ');
      failures.push(`x ${file.name.replace(process.cwd() + '/', '')} > ${t.fullName}\n    ${why}`);
    }
    if (file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')) {
      failures.push(`x ${file.name.replace(process.cwd() + '/', '')}: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
}
if (failures.length) console.log(`\n== failed\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(apiCode || e2eCode || (failed ? 1 : 0));
