// The server's twin of feature-boundaries.js (decision 038): a server feature imports another
// feature only through that feature's front door (server/features/<name>/index.ts), never its
// internals, and infrastructure (everything in server/ but features/, app.ts, main.ts, test/ and
// the demo data) imports no feature at all. server/app.ts composes the app and may wire any
// feature's internals; the demo data (seed.ts, demo/) uses features through their doors, as a
// feature does; tests are exempt. Import cycles between folders are caught by server/architecture.unit.test.ts.
import path from 'node:path';

const REPO = path.resolve(import.meta.dirname, '..');
const SERVER = path.join(REPO, 'server');
const EXEMPT = new Set(['app.ts', 'main.ts', 'test']);
/**
 * The demo data (issue 37): a host's team, calendar and turnovers in every state, written through
 * the features' own verbs (a status change through setTurnoverStatus, a hire through appendToTeam)
 * so the seeded rows keep their invariants. Only main.ts runs it; it is held to the doors as one feature.
 */
const DEMO = new Set(['seed.ts', 'demo']);
/**
 * Infrastructure files that may still use one feature (through its door), and why. None today: what
 * infrastructure needs of a feature is handed in by server/app.ts (billing's planChanged, decision 038).
 * @type {Record<string, string>}
 */
export const INFRASTRUCTURE_EXCEPTIONS = {};

/** The file an import names (relative or @server/), or null for a package or another root. */
function target(filename, spec) {
  if (spec.startsWith('.')) return path.resolve(path.dirname(filename), spec);
  if (spec.startsWith('@server/')) return path.join(SERVER, spec.slice('@server/'.length));
  return null;
}

/** Where a path sits: { layer: 'feature' | 'infrastructure' | 'exempt' | 'other', feature?, rest? }. */
function locate(abs) {
  const rel = path.relative(SERVER, abs);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return { layer: 'other' };
  const [top, name, ...rest] = rel.split(path.sep);
  if (top === 'features') return { layer: 'feature', feature: name, rest: rest.join('/') };
  if (DEMO.has(top)) return { layer: 'feature', feature: '(demo)', rest: '' };
  if (EXEMPT.has(top) || /\.test\.ts$/.test(rel)) return { layer: 'exempt' };
  return { layer: 'infrastructure', file: rel.split(path.sep).join('/') };
}

const isDoor = (rest) => rest === '' || rest === 'index' || rest === 'index.ts';

export default {
  rules: {
    'server-boundaries': {
      meta: {
        type: 'problem',
        docs: {
          description:
            'A server feature imports another feature only through its index.ts; infrastructure imports no feature.',
        },
        schema: [],
        messages: {
          internals:
            "Import feature '{{feature}}' through its front door (server/features/{{feature}}/index.ts), not its internals.",
          infrastructureImportsFeature:
            'Infrastructure never imports a feature: move the code into the feature, or have server/app.ts pass it in.',
        },
      },
      create(context) {
        if (/\.test\.ts$/.test(context.filename)) return {};
        const from = locate(path.resolve(context.filename));
        if (from.layer !== 'feature' && from.layer !== 'infrastructure') return {};
        const check = (source) => {
          if (!source || typeof source.value !== 'string') return;
          const abs = target(context.filename, source.value);
          if (!abs) return;
          const to = locate(abs);
          if (to.layer !== 'feature') return;
          if (from.layer === 'infrastructure') {
            if (INFRASTRUCTURE_EXCEPTIONS[from.file] === to.feature && isDoor(to.rest)) return;
            return context.report({ node: source, messageId: 'infrastructureImportsFeature' });
          }
          if (to.feature !== from.feature && !isDoor(to.rest))
            context.report({ node: source, messageId: 'internals', data: { feature: to.feature } });
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
