// Layers of the web app (bulletproof-react's "unidirectional codebase"): app -> features -> shared
// (components, lib). A feature imports another feature only through that feature's public entry
// (web/src/features/<name>/index.ts), never its internals; shared code and features never import the
// app shell, and shared code never imports a feature. Import cycles are caught by
// web/src/import-graph.test.ts.
import path from 'node:path';

const WEB_SRC = path.resolve(import.meta.dirname, '..', 'web', 'src');

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
        docs: { description: 'A web feature imports another feature only through its index.ts; shared code imports no feature.' },
        schema: [],
        messages: {
          internals: "Import feature '{{feature}}' through its public entry (features/{{feature}}/index.ts), not its internals.",
          sharedImportsFeature: 'web/src/components and web/src/lib are shared: they never import a feature.',
          importsApp: 'Only web/src/app composes the app: nothing imports it.',
        },
      },
      create(context) {
        const from = locate(context.filename);
        if (from.layer !== 'feature' && from.layer !== 'shared') return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
          const to = locate(path.resolve(path.dirname(context.filename), source.value));
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
  },
};
