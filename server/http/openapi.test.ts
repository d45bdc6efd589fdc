// The OpenAPI document lints clean under Redocly's recommended rules (redocly.yaml), in a
// development build (every route, the development tools too) and a production one; and what it
// says about sign-in agrees with what the server does (the authorization matrix, checked against
// the running app in server/test/authz/matrix.test.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { productionTestEnv } from '../test/env-helpers';
import { createTestApp, createTestDatabase, type TestApp } from '../test/app';
import { AUTHZ_MATRIX, type Cell } from '../test/authz/matrix';
import { SESSION_SCHEME } from './openapi';

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
};
type Document = {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    responses: Record<string, unknown>;
  };
};

const root = path.resolve(import.meta.dirname, '../..');
let tmp: string;
let t: TestApp;
let doc: Document;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'openapi-'));
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t?.close();
  await rm(tmp, { recursive: true, force: true });
});

/**
 * Redocly CLI's lint (the devDependency @redocly/cli, so the same version a person runs with
 * `npx redocly lint`), with the project's redocly.yaml. Its JSON report's problems, if any.
 */
async function redoclyLint(document: unknown, name: string) {
  const file = path.join(tmp, `${name}.json`);
  await writeFile(file, JSON.stringify(document));
  const cli = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
  const run = promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'],
    {
      cwd: root,
      // No telemetry, no update check: a test talks to nothing outside the machine.
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // The CLI exits 1 when it finds errors; its report is on stdout either way.
  const { stdout } = await run.catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? '' }));
  const report = JSON.parse(stdout) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
  };
  return report.problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
}

const operations = (d: Document) =>
  Object.entries(d.paths).flatMap(([route, item]) =>
    Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${route}`, op })),
  );

describe('the OpenAPI document', () => {
  it('has no problem under Redocly recommended, in development', async () => {
    expect(await redoclyLint(doc, 'development')).toEqual([]);
  });

  it('has no problem in production either, where the cookie has the __Secure- prefix and the development tools are gone', async () => {
    const database = await createTestDatabase();
    const env = productionTestEnv();
    const app = await buildApp({ env, database, logger: false });
    try {
      await app.ready();
      const production = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
      expect(production.servers).toEqual([expect.objectContaining({ url: 'https://turnready.test' })]);
      expect(production.components.securitySchemes[SESSION_SCHEME]).toMatchObject({
        type: 'apiKey',
        in: 'cookie',
        name: '__Secure-turnready.session_token',
      });
      expect(Object.keys(production.paths).filter((p) => p.startsWith('/api/dev/'))).toEqual([]);
      expect(await redoclyLint(production, 'production')).toEqual([]);
    } finally {
      await app.close();
      await database.dispose();
    }
  });

  it('names the session cookie the server sets, and the configured address as its server', () => {
    expect(doc.components.securitySchemes[SESSION_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'turnready.session_token',
    });
    expect(doc.servers).toEqual([expect.objectContaining({ url: 'http://turnready.test' })]);
  });

  it('gives every operation a unique camelCase operationId and a security requirement', () => {
    const all = operations(doc);
    const ids = all.map(({ op }) => op.operationId);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ op }) => !Array.isArray(op.security)).map(({ key }) => key)).toEqual([]);
    expect(doc.paths['/api/host/jobs/{jobId}']!.get!.operationId).toBe('getHostJobsByJobId');
  });

  it('puts exactly the operations that refuse a visitor with 401 under the session cookie', () => {
    // A visitor (no session) and a started sign-up (no session yet) get 401 whatever they send.
    const statuses = (cell: Cell) =>
      typeof cell === 'number'
        ? [cell]
        : Array.isArray(cell)
          ? cell
          : Object.values(cell).flatMap((c) => (typeof c === 'number' ? [c] : [...c]));
    const needsSession = (expect: Record<string, Cell>) =>
      [...statuses(expect.anonymous!), ...statuses(expect.registration!)].every((s) => s === 401);
    const documented = new Map(
      operations(doc).map(({ key, op }) => [key, (op.security ?? []).some((s) => SESSION_SCHEME in s)]),
    );
    const mismatched = AUTHZ_MATRIX.filter((rule) => rule.path !== '/api/openapi.json')
      .map((rule) => ({
        key: `${rule.method} ${rule.path.replace(/:(\w+)/g, '{$1}')}`,
        needs: needsSession(rule.expect),
      }))
      .filter(({ key, needs }) => documented.get(key) !== needs);
    expect(mismatched).toEqual([]);
    expect([...documented.values()].filter(Boolean).length).toBeGreaterThan(50);
  });

  it('answers errors with the shared responses: 401 where a session is needed, 403 for a write from another site, 400 for input, 429 when limited', () => {
    const ref = (name: string) => ({ $ref: `#/components/responses/${name}` });
    expect(doc.paths['/api/host/jobs/{jobId}']!.put!.responses).toMatchObject({
      400: ref('BadRequest'),
      401: ref('Unauthorized'),
      403: ref('Forbidden'),
      404: ref('NotFound'),
      429: ref('TooManyRequests'),
    });
    // Public, no input, a read: nothing to refuse but a flood.
    expect(Object.keys(doc.paths['/api/config']!.get!.responses).sort()).toEqual(['200', '429']);
    // The payment provider's webhook is not checked for our Origin.
    expect(doc.paths['/api/billing/webhook']!.post!.responses['403']).toBeUndefined();
    const everyError = operations(doc).flatMap(({ key, op }) =>
      Object.entries(op.responses)
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, r]) => ({ key, status, r })),
    );
    // The only error answers not in the standard error body: the load balancer's probes' 503, with their own body.
    expect(
      everyError
        .filter(({ key, r }) => !r.$ref && !/^GET \/api\/(health|ready)$/.test(key))
        .map(({ key, status }) => `${status} ${key}`),
    ).toEqual([]);
    expect(doc.paths['/api/health']!.get!.responses['503']).toBeDefined();
  });
});
