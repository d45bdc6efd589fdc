// Checks the authorization matrix (matrix.ts) against the app: the table lists exactly the routes
// the server registered, and every route answers every role as the table says, for the caller's
// own objects and for other users', without any other user's restricted data in the body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { productionTestEnv } from '../env-helpers';
import { createTestDatabase } from '../app';
import { AUTHZ_MATRIX, ROLES, ruleKey, TARGETS, type Cell, type Outcome, type Target } from './matrix';
import { apiRoutes, parseRouteTree, routeKey } from './registered-routes';
import { ROUTE_CALLS } from './requests';
import {
  createTrustApp,
  createWorld,
  forbiddenMarkers,
  hasErrorShape,
  openStream,
  send,
  signIn,
  type TrustApp,
  type World,
} from './world';

let t: TrustApp;
let world: World;

beforeAll(async () => {
  t = await createTrustApp();
  world = await createWorld(t);
}, 120_000);
afterAll(() => t?.close());

const isPerTarget = (cell: Cell): cell is Partial<Record<Target, Outcome>> =>
  typeof cell === 'object' && !Array.isArray(cell);
const statusesOf = (o: Outcome): readonly number[] => (typeof o === 'number' ? [o] : o);

describe('the route list', () => {
  it('reads every method and full path from the route tree', () => {
    const tree = [
      '├── /api/a (GET, HEAD, POST)',
      '│   └── /:id (PUT)',
      '│       └── /x (HEAD)',
      '└── /api/b (DELETE)',
      '    └── /c',
    ].join('\n');
    expect(parseRouteTree(tree).map(routeKey)).toEqual([
      'GET /api/a',
      'POST /api/a',
      'PUT /api/a/:id',
      'HEAD /api/a/:id/x',
      'DELETE /api/b',
    ]);
  });

  it('has one table entry and one way to call it for every registered API route, and nothing else', () => {
    const registered = apiRoutes(t.app).map(routeKey);
    const listed = AUTHZ_MATRIX.map(ruleKey);
    expect(registered.length).toBeGreaterThan(30);
    expect(
      registered.filter((k) => !listed.includes(k)),
      'registered routes missing from server/test/authz/matrix.ts',
    ).toEqual([]);
    expect(
      listed.filter((k) => !registered.includes(k)),
      'matrix entries for routes that are not registered',
    ).toEqual([]);
    expect(
      listed.filter((k, i) => listed.indexOf(k) !== i),
      'listed twice',
    ).toEqual([]);
    expect(
      listed.filter((k) => !ROUTE_CALLS[k]),
      'matrix entries without a request in requests.ts',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_CALLS).filter((k) => !listed.includes(k)),
      'requests for routes not in the matrix',
    ).toEqual([]);
    for (const rule of AUTHZ_MATRIX) expect(Object.keys(rule.expect).sort(), ruleKey(rule)).toEqual([...ROLES].sort());
  });

  it('registers no development-only route in a production build, and every other route', async () => {
    const database = await createTestDatabase();
    const env = productionTestEnv();
    const app = await buildApp({ env, database, logger: false });
    try {
      await app.ready();
      const registered = apiRoutes(app).map(routeKey);
      const devOnly = AUTHZ_MATRIX.filter((r) => r.devOnly).map(ruleKey);
      expect(devOnly).toContain('GET /api/dev/mailbox');
      expect(registered.filter((k) => devOnly.includes(k))).toEqual([]);
      expect(AUTHZ_MATRIX.filter((r) => !r.devOnly && !registered.includes(ruleKey(r))).map(ruleKey)).toEqual([]);
      const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(hasErrorShape(res.json())).toBe(true);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});

describe('every route as every role', () => {
  for (const rule of AUTHZ_MATRIX) {
    it(`${rule.method} ${rule.path}`, async () => {
      const key = ruleKey(rule);
      const call = ROUTE_CALLS[key];
      if (!call) throw new Error(`no request for ${key} in requests.ts`);
      const routeTargets = call.targets ?? (['none'] as const);
      const failures: string[] = [];
      let calls = 0;
      for (const role of ROLES) {
        const cell = rule.expect[role];
        const targets = isPerTarget(cell) ? (Object.keys(cell) as Target[]) : routeTargets;
        for (const target of targets) {
          const where = `${role} → ${target}`;
          if (!TARGETS.includes(target) || !routeTargets.includes(target)) {
            failures.push(`${where}: the table names a target the route does not take`);
            continue;
          }
          const expected = statusesOf(isPerTarget(cell) ? cell[target]! : cell);
          const req = await call.build(world, role, target);
          if (!req) {
            if (isPerTarget(cell)) failures.push(`${where}: the table expects a call, but the role has no such object`);
            continue;
          }
          calls++;
          const res = rule.stream ? await openStream(world.baseUrl, req) : await send(world.app, req);
          if (!expected.includes(res.status))
            failures.push(`${where}: expected ${expected.join(' or ')}, got ${res.status} ${res.text.slice(0, 200)}`);
          if (res.status >= 400 && !hasErrorShape(res.json))
            failures.push(`${where}: ${res.status} without the standard error shape: ${res.text.slice(0, 200)}`);
          if (rule.file && res.status === 200) {
            const jpeg = res.text.startsWith('\xff\xd8\xff');
            if (!String(res.headers['content-type']).startsWith(rule.file) || !jpeg)
              failures.push(`${where}: not a ${rule.file} file: ${res.headers['content-type']}`);
          }
          if (rule.stream && res.status === 200) {
            if (
              !String(res.headers['content-type']).startsWith('text/event-stream') ||
              !res.text.includes('event: ready')
            )
              failures.push(`${where}: not an event stream`);
          }
          for (const [value, owner] of forbiddenMarkers(world, role, rule.reveals)) {
            if (res.text.includes(value))
              failures.push(`${where}: the response contains ${owner}'s restricted value ${value}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(calls).toBeGreaterThanOrEqual(ROLES.length);
    });
  }
});

describe('every state-changing route under an encoded /api prefix', () => {
  // The router decodes the path, so these reach the same handlers: the origin check must see them too.
  const SPELLINGS = ['/%61pi/', '/ap%69/', '/%61%70%69/'];
  const changing = AUTHZ_MATRIX.filter(
    (r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method) && ruleKey(r) !== 'POST /api/billing/webhook',
  );

  it('is refused from another site (403 BAD_ORIGIN), as every role', async () => {
    expect(changing.length).toBeGreaterThan(15);
    const failures: string[] = [];
    for (const rule of changing) {
      const call = ROUTE_CALLS[ruleKey(rule)]!;
      const target = (call.targets ?? ['none'])[0]!;
      for (const [i, role] of ROLES.entries()) {
        const req = await call.build(world, role, target);
        if (!req) continue;
        const spelling = SPELLINGS[i % SPELLINGS.length]!;
        const res = await send(world.app, {
          ...req,
          url: req.url.replace(/^\/api\//, spelling),
          headers: { ...req.headers, origin: 'https://evil.example' },
        });
        const code = (res.json as { error?: { code?: string } } | undefined)?.error?.code;
        if (res.status !== 403 || code !== 'BAD_ORIGIN')
          failures.push(`${role} ${rule.method} ${req.url} as ${spelling}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('a signed-out session', () => {
  // Its cookie, replayed (a copied cookie, a tab left open), is a visitor's everywhere: every route
  // that answers a visitor 401 answers it 401 too, the event stream included.
  it('gets 401 on every route that refuses a visitor with 401', async () => {
    const me = world.principals.owningHost.account!;
    const revoked = await signIn(world.app, me);
    expect((await send(world.app, { method: 'DELETE', url: '/api/session', cookie: revoked })).status).toBe(200);
    const failures: string[] = [];
    let calls = 0;
    for (const rule of AUTHZ_MATRIX) {
      const anonymous = rule.expect.anonymous;
      if (isPerTarget(anonymous) || statusesOf(anonymous).some((s) => s !== 401)) continue;
      if (ruleKey(rule) === 'POST /api/session') continue; // signing in with a password needs no session
      const call = ROUTE_CALLS[ruleKey(rule)]!;
      for (const target of call.targets ?? (['none'] as const)) {
        const req = await call.build(world, 'owningHost', target);
        if (!req) continue;
        calls++;
        const replayed = { ...req, cookie: revoked };
        const res = rule.stream ? await openStream(world.baseUrl, replayed) : await send(world.app, replayed);
        if (res.status !== 401)
          failures.push(`${ruleKey(rule)} → ${target}: expected 401, got ${res.status} ${res.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(20);
  });
});
