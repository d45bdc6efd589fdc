// The one sign-in declaration (config.signedIn) and the document's operationIds, on a bare Fastify app.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { documentRoutes, operationIdFor } from './openapi';
import { refuseWithoutSession, requireUser } from './session';

describe('operationIdFor', () => {
  it('is the method and the path in camel case, parameters as By<Name>, without the /api prefix', () => {
    expect(operationIdFor('GET', '/api/host/jobs')).toBe('getHostJobs');
    expect(operationIdFor('POST', '/api/host/jobs/:jobId/team/:cleanerId/add-back')).toBe(
      'postHostJobsByJobIdTeamByCleanerIdAddBack',
    );
    expect(operationIdFor('DELETE', '/api/session')).toBe('deleteSession');
    expect(operationIdFor('POST', '/api/log/not-found')).toBe('postLogNotFound');
  });
});

describe('documentRoutes', () => {
  it('refuses two routes whose operationIds would be the same, so the app does not build', async () => {
    const app = Fastify();
    documentRoutes(app);
    app.get('/api/a-b', { schema: {} }, async () => 'one');
    expect(() => app.get('/api/a/b', { schema: {} }, async () => 'two')).toThrow(
      /operationId getAB of GET \/api\/a\/b is already GET \/api\/a-b's/,
    );
    await app.close();
  });

  it('keeps an operationId a route chooses, and documents the refusals the central hooks give', async () => {
    const app = Fastify();
    // The added error answers are the zod ApiError, as in the app.
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    documentRoutes(app);
    const seen: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => {
      if (route.method !== 'HEAD') seen[route.url] = route.schema;
    });
    app.post(
      '/api/things/:id',
      { config: { signedIn: true }, schema: { operationId: 'renameThing' } },
      async () => 'ok',
    );
    app.get('/api/open', { config: { rateLimit: false }, schema: {} }, async () => 'ok');
    await app.ready();
    expect(seen['/api/things/:id']).toMatchObject({ operationId: 'renameThing', security: [{ sessionCookie: [] }] });
    expect(Object.keys((seen['/api/things/:id'] as { response: object }).response).sort()).toEqual([
      '401',
      '403',
      '429',
    ]);
    expect(seen['/api/open']).toMatchObject({ operationId: 'getOpen', security: [], response: {} });
    await app.close();
  });
});

describe('config.signedIn', () => {
  const build = () => {
    const app = Fastify();
    app.addHook('preHandler', refuseWithoutSession);
    // Declared, and the handler never asks: the hook alone refuses a visitor.
    app.get('/declared', { config: { signedIn: true } }, async () => 'secret');
    // Guarded in the handler without the declaration: a programming error, never a silent pass.
    app.get('/undeclared', async (req) => requireUser(req));
    app.get('/public', async () => 'hello');
    return app;
  };

  it('refuses a request without a session with 401 before the handler runs', async () => {
    const app = build();
    const res = await app.inject({ method: 'GET', url: '/declared' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await app.inject({ method: 'GET', url: '/public' })).body).toBe('hello');
    await app.close();
  });

  it('fails a route that checks sign-in without declaring it', async () => {
    const app = build();
    const res = await app.inject({ method: 'GET', url: '/undeclared' });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(
      /GET \/undeclared requires a session but does not declare config: \{ signedIn: true \}/,
    );
    await app.close();
  });
});
