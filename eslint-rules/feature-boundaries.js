// Layers of the web app (bulletproof-react's "unidirectional codebase"): app -> features -> shared
// (components, lib). A feature imports another feature only through that feature's public entry
// (web/src/features/<name>/index.ts), never its internals; shared code and features never import the
// app shell, and shared code never imports a feature. Import cycles are caught by
// web/src/architecture.test.ts. A second rule, use-aliases, keeps relative imports inside their area.
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');
const WEB_SRC = path.join(REPO, 'web', 'src');

/** The aliases of tsconfig.json "paths": one spelling of a module from anywhere outside its area. */
const ALIASES = { '@core/': path.join(REPO, 'core'), '@server/': path.join(REPO, 'server'), '@web/': WEB_SRC };
const ROOTS = [
  WEB_SRC,
  path.join(REPO, 'core'),
  path.join(REPO, 'server'),
  path.join(REPO, 'e2e'),
  path.join(REPO, 'bench'),
];

/** The file an import names (relative or aliased), or null for a package. */
function target(filename, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec);
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) return path.join(dir, spec.slice(alias.length));
  return null;
}

const inside = (dir, abs) => abs === dir || abs.startsWith(dir + path.sep);
const rootOf = (abs) => ROOTS.find((r) => inside(r, abs)) ?? null;
/** web/src's areas: each feature, components, lib, app (a relative import stays inside one). */
function areaOf(abs) {
  const where = locate(abs);
  if (where.layer === 'feature') return `features/${where.feature}`;
  const parts = path.relative(WEB_SRC, abs).split(path.sep);
  return parts.length > 1 ? parts[0] : '.';
}

/** Where a path sits: { layer: 'app' | 'feature' | 'shared' | 'other', feature?, rest? }. */
function locate(abs) {
  const rel = path.relative(WEB_SRC, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { layer: 'other' };
  const [top, name, ...rest] = rel.split(path.sep);
  if (top === 'features') return { layer: 'feature', feature: name, rest: rest.join('/') };
  if (top === 'app') return { layer: 'app' };
  if (top === 'components' || top === 'lib') return { layer: 'shared' };
  return { layer: 'other' };
}

export default {
  rules: {
    'feature-boundaries': {
      meta: {
        type: 'problem',
        docs: {
          description:
            'A web feature imports another feature only through its index.ts; shared code imports no feature.',
        },
        schema: [],
        messages: {
          internals:
            "Import feature '{{feature}}' through its public entry (features/{{feature}}/index.ts), not its internals.",
          sharedImportsFeature: 'web/src/components and web/src/lib are shared: they never import a feature.',
          importsApp: 'Only web/src/app composes the app: nothing imports it.',
        },
      },
      create(context) {
        const from = locate(context.filename);
        if (from.layer !== 'feature' && from.layer !== 'shared') return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string') return;
          const abs = target(context.filename, source.value);
          if (!abs) return;
          const to = locate(abs);
          if (to.layer === 'app') return context.report({ node: source, messageId: 'importsApp' });
          if (to.layer !== 'feature') return;
          if (from.layer === 'shared') return context.report({ node: source, messageId: 'sharedImportsFeature' });
          if (to.feature !== from.feature && to.rest !== '' && to.rest !== 'index' && to.rest !== 'index.ts') {
            context.report({ node: source, messageId: 'internals', data: { feature: to.feature } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
    'use-aliases': {
      meta: {
        type: 'suggestion',
        docs: {
          description:
            'A relative import stays inside its area; crossing into core, server or another web area uses @core/, @server/ or @web/.',
        },
        schema: [],
        messages: { alias: "Import '{{spec}}' as '{{alias}}': relative imports stay inside their own area." },
      },
      create(context) {
        const from = path.resolve(context.filename);
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const abs = path.resolve(path.dirname(from), source.value);
          const toRoot = rootOf(abs);
          const alias = Object.entries(ALIASES).find(([, dir]) => dir === toRoot)?.[0];
          if (!alias) return;
          const crosses = rootOf(from) !== toRoot || (toRoot === WEB_SRC && areaOf(from) !== areaOf(abs));
          if (crosses)
            context.report({
              node: source,
              messageId: 'alias',
              data: { spec: source.value, alias: alias + path.relative(toRoot, abs).split(path.sep).join('/') },
            });
        };
        return {
          ImportDeclaration: (node) => check(node.source),
          ExportNamedDeclaration: (node) => check(node.source),
          ExportAllDeclaration: (node) => check(node.source),
          ImportExpression: (node) => check(node.source),
        };
      },
    },
  },
};
