// The web app's layering holds in the code: no import cycles between its modules (nor between its
// features), and the lint rule that keeps features apart (eslint-rules/feature-boundaries.js)
// reports what it should.
import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, expect, it } from 'vitest';
import layers from '../../eslint-rules/feature-boundaries.js';

const SRC = path.resolve(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@web/')
    ? path.join(SRC, spec.slice('@web/'.length))
    : path.resolve(path.dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Static and dynamic imports (relative or @web/) of each module inside web/src (type-only imports included: they still couple the files). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    const specs = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)'((?:\.|@web\/)[^']+)'/gm)].map(
      (m) => m[1] as string,
    );
    graph.set(
      file,
      specs.map((s) => resolve(file, s)).filter((p): p is string => p !== null && p.startsWith(SRC + path.sep)),
    );
  }
  return graph;
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
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

const featureOf = (file: string) => {
  const [top, name] = path.relative(SRC, file).split(path.sep);
  return top === 'features' ? name : null;
};

describe('web import graph', () => {
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

  it('has no import cycle between modules', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycle(graph)?.map((f) => path.relative(SRC, f)) ?? null).toBeNull();
  });

  it('has no cycle between features', () => {
    const features = new Map<string, Set<string>>();
    for (const [file, deps] of importGraph()) {
      const from = featureOf(file);
      if (!from) continue;
      const set = features.get(from) ?? new Set<string>();
      for (const dep of deps) {
        const to = featureOf(dep);
        if (to && to !== from) set.add(to);
      }
      features.set(from, set);
    }
    expect(findCycle(new Map([...features].map(([k, v]) => [k, [...v]])))).toBeNull();
  });
});

describe('lint rule web-layers/feature-boundaries', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const at = (rel: string) => path.join(SRC, rel);
  new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
    'feature-boundaries',
    layers.rules['feature-boundaries'],
    {
      valid: [
        { filename: at('features/host/pages/post-job-page.tsx'), code: "import { useSession } from '../../auth';" },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { useSession } from '../../auth/index';",
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { HostOnly } from '../components/host-only';",
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { Button } from '../../../components/ui/button';",
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { Button } from '@web/components/ui/button';",
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { useSession } from '@web/features/auth';",
        },
        { filename: at('app/router.tsx'), code: "const p = () => import('../features/host/pages/post-job-page');" },
        { filename: at('components/ui/button.tsx'), code: "import { cn } from './cn';" },
      ],
      invalid: [
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { RequireRole } from '../../auth/components/require-role';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('features/home/home.ts'),
          code: "const c = () => import('../calculator/components/calculator-section');",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('features/billing/index.ts'),
          code: "export { X } from '../cleaner/components/x';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('lib/api.ts'),
          code: "import { useSession } from '../features/auth';",
          errors: [{ messageId: 'sharedImportsFeature' }],
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { RequireRole } from '@web/features/auth/components/require-role';",
          errors: [{ messageId: 'internals' }],
        },
        {
          filename: at('lib/api.ts'),
          code: "import { useSession } from '@web/features/auth';",
          errors: [{ messageId: 'sharedImportsFeature' }],
        },
        {
          filename: at('features/auth/pages/login-page.tsx'),
          code: "import { router } from '../../../app/router';",
          errors: [{ messageId: 'importsApp' }],
        },
      ],
    },
  );
});

describe('lint rule use-aliases', () => {
  RuleTester.describe = describe;
  RuleTester.it = it;
  const at = (rel: string) => path.join(SRC, rel);
  const server = (rel: string) => path.join(SRC, '..', '..', 'server', rel);
  new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } }).run(
    'use-aliases',
    layers.rules['use-aliases'],
    {
      valid: [
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { HostOnly } from '../components/host-only';",
        },
        { filename: at('features/host/pages/post-job-page.tsx'), code: "import { money } from '@core/money';" },
        { filename: server('features/jobs/routes.ts'), code: "import { createJob } from './service';" },
        { filename: server('features/jobs/routes.ts'), code: "import { db } from '../../db/client';" },
      ],
      invalid: [
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { money } from '../../../../../core/money';",
          errors: [{ messageId: 'alias' }],
        },
        {
          filename: at('features/host/pages/post-job-page.tsx'),
          code: "import { Button } from '../../../components/ui/button';",
          errors: [{ messageId: 'alias' }],
        },
        {
          filename: server('features/jobs/routes.ts'),
          code: "import { jobs } from '../../../core/messages/en/jobs';",
          errors: [{ messageId: 'alias' }],
        },
      ],
    },
  );
});
