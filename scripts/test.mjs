// `npm test`: the build (web and server), then unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests on their own so they never compete with the API
// tests for the CPU; lint and types run beside the tests at low priority. Ends with one 'N passed, N failed'
// line, after naming whatever failed (a lint error or a type error included).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

/** Runs a command with the terminal's output; asynchronous, so the checks beside it keep collecting theirs. */
const run = (cmd, args, env = process.env) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'inherit', shell: false, env });
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

/** Starts a check with its output kept, to be printed whole when it ends; resolves with its result. */
function check(name, cmd, args, env = process.env) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { shell: false, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (error) => resolve({ name, code: 1, output: `${output}${error.message}\n`, s: 0 }));
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, output, s: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

function report(result) {
  console.log(`\n== ${result.name} (${result.s} s)`);
  process.stdout.write(result.output);
}

// The whole build, web and server (`npm run build`): tests that start the server as a process run
// dist/server/main.js, what ships, and the browser tests load dist/web. Brotli at level 5 instead of
// 11: the tests serve the build on loopback (vite.config.ts).
const build = await check('build', process.execPath, ['scripts/build.mjs', '--quiet'], {
  ...process.env,
  BROTLI_QUALITY: process.env.BROTLI_QUALITY ?? '5',
});
report(build);
if (build.code !== 0) {
  console.error(`\nThe build failed (exit ${build.code}).`);
  process.exit(build.code);
}

// Lint, types (TypeScript 7, the native compiler: docs/decisions/025) and the formatter's check run beside the API tests
// under `nice`: they take the CPU the tests leave idle (a worker waiting on PostgreSQL, a child
// server or a timer) instead of holding up the tests for the 40 s they took before them
// (docs/decisions/028-ci-on-node-22.md). Their output is printed after the browser tests.
const niced = (cmd, args) =>
  spawnSync('nice', ['--version'], { stdio: 'ignore' }).status === 0
    ? ['nice', ['-n', '15', cmd, ...args]]
    : [cmd, args];
const checks = Promise.all([
  check('lint', ...niced(process.execPath, ['node_modules/eslint/bin/eslint.js', '--max-warnings', '0', '.'])),
  check(
    'types',
    ...niced(process.execPath, ['node_modules/typescript-native/bin/tsc', '--noEmit', '-p', 'tsconfig.json']),
  ),
  // The formatter's check (Prettier, docs/decisions/035): a file it would change fails the run.
  check(
    'format',
    ...niced(process.execPath, ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']),
  ),
]);

mkdirSync('test-results', { recursive: true });
const reports = ['test-results/unit-api.json', 'test-results/e2e.json'];
reports.forEach((f) => rmSync(f, { force: true }));
const withPostgres = Boolean(process.env.TEST_DATABASE_URL);
const apiProjects = [
  '--project',
  'unit',
  '--project',
  'api-pglite',
  ...(withPostgres ? ['--project', 'api-postgres'] : []),
];
console.log(
  `\n== unit and API tests${withPostgres ? ': every test on PostgreSQL, those that depend on the database on PGlite too' : ' on PGlite (set TEST_DATABASE_URL to add PostgreSQL)'}`,
);
// With a server every API test runs on it once, and PGlite runs what depends on the database
// (vitest.config.ts says why).
const apiEnv = withPostgres ? { ...process.env, TEST_EVERYTHING_ON: 'postgres' } : process.env;
const apiCode = await run(
  'npx',
  ['vitest', 'run', ...apiProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${reports[0]}`],
  apiEnv,
);
console.log('\n== browser tests');
const e2eCode = await run('npx', [
  'vitest',
  'run',
  '--project',
  'e2e',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports[1]}`,
]);
const checkResults = await checks;
checkResults.forEach(report);

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
for (const c of checkResults.filter((r) => r.code !== 0))
  failures.unshift(`x ${c.name} failed (exit ${c.code}): its output is above, under "== ${c.name}"`);
if (failures.length) console.log(`\n== failed\n${failures.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(checkResults.find((r) => r.code !== 0)?.code || apiCode || e2eCode || (failed ? 1 : 0));
