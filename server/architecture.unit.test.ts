// The server's layering holds in the code: no import cycle between its folders (each feature, each
// infrastructure folder, each top-level module), and the lint rule that keeps features behind their
// front doors (eslint-rules/server-boundaries.js) reports what it should.
import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import boundaries, { INFRASTRUCTURE_EXCEPTIONS } from '../eslint-rules/server-boundaries.js';

const SERVER = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'migrations' || p === path.join(SERVER, 'test') ? [] : sourceFiles(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@server/')
    ? path.join(SERVER, spec.slice('@server/'.length))
    : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The folder a server module belongs to: features/<name>, an infrastructure folder, or a top-level file. */
function folderOf(file: string): string {
  const parts = path.relative(SERVER, file).split(path.sep);
  if (parts[0] === 'features') return `features/${parts[1]}`;
  return parts.length > 1 ? (parts[0] as string) : (parts[0] as string).replace(/\.ts$/, '');
}

/** The edges the lint rule still allows from infrastructure to a feature (see its INFRASTRUCTURE_EXCEPTIONS). */
const EXCEPTED = new Set(
  Object.entries(INFRASTRUCTURE_EXCEPTIONS).map(([file, feature]) => `${file.split('/')[0]} -> features/${feature}`),
);

/** Imports (relative or @server/, type-only included: they still couple) between folders of server/. */
function folderGraph(): Map<string, string[]> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SERVER)) {
    const from = folderOf(file);
    const deps = graph.get(from) ?? new Set<string>();
    graph.set(from, deps);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'((?:\.|@server\/)[^']+)'/gm)) {
      const to = resolve(file, m[1] as string);
      if (!to || !to.startsWith(SERVER + path.sep)) continue;
      const folder = folderOf(to);
      if (folder !== from && !EXCEPTED.has(`${from} -> ${folder}`)) deps.add(folder);
    }
  }
  return new Map([...graph].map(([k, v]) => [k, [...v].sort()]));
}

/** One cycle of the graph as a path (first node repeated at the end), or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('server import graph', () => {
  it('finds a cycle when there is one', () => {
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
        ]),
      ),
    ).toEqual(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['c']],
          ['c', []],
        ]),
      ),
    ).toBeNull();
  });

  it('has no import cycle between folders', () => {
    const graph = folderGraph();
    expect(graph.has('features/turnovers')).toBe(true);
    expect(graph.get('app')).toContain('features/turnovers');
    expect(findCycle(graph)?.join(' -> ') ?? null).toBeNull();
  });
});

describe('lint rule server-boundaries', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const at = (rel: string) => path.join(SERVER, rel);
  new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
    'server-boundaries',
    boundaries.rules['server-boundaries'],
    {
      valid: [
        { filename: at('features/jobs/service.ts'), code: "import { endJobTurnovers } from '../turnovers';" },
        { filename: at('features/jobs/service.ts'), code: "import { endJobTurnovers } from '../turnovers/index';" },
        {
          filename: at('features/jobs/service.ts'),
          code: "import { createNotification } from '@server/features/notifications';",
        },
        { filename: at('features/jobs/service.ts'), code: "import { presentJob } from './presenter';" },
        { filename: at('features/turnovers/messages/chain.ts'), code: "import { settleJob } from '../chain';" },
        { filename: at('features/jobs/service.ts'), code: "import { job } from '../../db/schema';" },
        { filename: at('app.ts'), code: "import { createWorkHandlers } from './features/turnovers/work-handlers';" },
        { filename: at('main.ts'), code: "import { x } from './features/jobs/service';" },
        // The demo data writes through the features' doors (issue 37).
        { filename: at('seed.ts'), code: "import { appendToTeam } from './features/team';" },
        { filename: at('demo/turnovers.ts'), code: "import { setTurnoverStatus } from '../features/turnovers';" },
        { filename: at('seed.ts'), code: "import { seedTurnoverDemo } from './demo/turnovers';" },
        { filename: at('test/factories.ts'), code: "import { x } from '../features/jobs/service';" },
        { filename: at('features/jobs/jobs.test.ts'), code: "import { x } from '../turnovers/withdraw';" },
      ],
      invalid: [
        {
          filename: at('features/jobs/service.ts'),
          code: "import { endJobTurnovers } from '../turnovers/withdraw';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('features/turnovers/messages/chain.ts'),
          code: "import { createNotification } from '../../notifications/service';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('features/jobs/index.ts'),
          code: "export { x } from '@server/features/turnovers/views';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('features/jobs/routes.ts'),
          code: "const v = () => import('../turnovers/views');",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('db/seed.ts'),
          code: "import { createNotification } from '../features/notifications';",
          errors: [{ messageId: 'infrastructureImportsFeature' }],
        },
        {
          // ...and only through them.
          filename: at('demo/turnovers.ts'),
          code: "import { settleCover } from '../features/turnovers/chain';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('work/handlers.ts'),
          code: "import { runOfferDeadline } from '@server/features/turnovers/lapse';",
          errors: [{ messageId: 'infrastructureImportsFeature' }],
        },
        {
          filename: at('clock.ts'),
          code: "import { x } from './features/dev-clock';",
          errors: [{ messageId: 'infrastructureImportsFeature' }],
        },
        {
          filename: at('billing/entitlements.ts'),
          code: "import { pauseExtraPostings } from '../features/jobs/service';",
          errors: [{ messageId: 'infrastructureImportsFeature' }],
        },
        {
          // Not even through the door: server/app.ts hands billing what it needs (planChanged).
          filename: at('billing/entitlements.ts'),
          code: "import { pauseExtraPostings } from '../features/jobs';",
          errors: [{ messageId: 'infrastructureImportsFeature' }],
        },
      ],
    },
  );
});
