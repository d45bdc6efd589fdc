// `npm test`: lint, types, build, then unit + API tests (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set), then browser tests on their own so they never compete with the API
// tests for the CPU. Ends with one 'N passed, N failed' line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', shell: false }).status ?? 1;
const step = (name, cmd, args) => {
  console.log(`\n== ${name}`);
  const code = run(cmd, args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code}).`);
    process.exit(code);
  }
};

step('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
step('types', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
step('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
step('bundle budget', 'node', ['--import', 'tsx', 'bench/bundle-budget.ts']);

mkdirSync('test-results', { recursive: true });
const reports = ['test-results/unit-api.json', 'test-results/e2e.json'];
reports.forEach((f) => rmSync(f, { force: true }));
const apiProjects = ['--project', 'unit', '--project', 'api-pglite', ...(process.env.TEST_DATABASE_URL ? ['--project', 'api-postgres'] : [])];
console.log(`\n== unit and API tests${process.env.TEST_DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set TEST_DATABASE_URL to add PostgreSQL)'}`);
const apiCode = run('npx', ['vitest', 'run', ...apiProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${reports[0]}`]);
console.log('\n== browser tests');
const e2eCode = run('npx', ['vitest', 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${reports[1]}`]);

let passed = 0;
let failed = 0;
for (const f of reports) {
  if (!existsSync(f)) continue;
  const r = JSON.parse(readFileSync(f, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(apiCode || e2eCode || (failed ? 1 : 0));
