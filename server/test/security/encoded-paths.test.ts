// An /api path written another way (percent-encoded letters, double slashes, dot segments, other
// case) gets every API check: the origin check, the per-client ceiling and the JSON 404. The router
// decodes the path, so a check on the raw URL would let `/%61pi/...` skip them (issue 13, finding 1).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errors } from '@core/messages/en/errors';
import { hostProfile } from '../../db/schema';
import { overallRateLimit } from '../../http/rate-limits';
import { createHost, TEST_PASSWORD } from '../factories';
import { useAppWithSmtp } from '../with-app';
import { IpClient } from './ip-client';

const env = useAppWithSmtp();
const FOREIGN = { origin: 'https://evil.example' };

async function signedInHost() {
  const host = await createHost(env.t.database.db);
  const c = new IpClient(env.t.app);
  expect((await c.post('/api/session', { email: host.email, password: TEST_PASSWORD })).status).toBe(200);
  return { host, c };
}
const firstNameOf = async (userId: string) =>
  (
    await env.t.database.db
      .select({ firstName: hostProfile.firstName })
      .from(hostProfile)
      .where(eq(hostProfile.userId, userId))
  )[0]!.firstName;

describe('an encoded /api prefix', () => {
  for (const path of ['/%61pi/host/profile', '/ap%69/host/profile', '/%2561pi/host/profile', '/api/host/profil%65']) {
    it(`PUT ${path} from another site is refused and changes nothing`, async () => {
      const { host, c } = await signedInHost();
      const res = await c.request('PUT', path, { firstName: 'Mallory', lastName: 'Evil' }, FOREIGN);
      expect(res.status === 403 || res.status === 404).toBe(true);
      if (res.status === 403) expect(res.body).toEqual({ error: { code: 'BAD_ORIGIN', message: errors.badOrigin } });
      expect(await firstNameOf(host.userId)).toBe(host.firstName);
    });
  }

  it('PUT /%61pi/host/profile reaches the handler (so the refusal above is the origin check)', async () => {
    const { host, c } = await signedInHost();
    const res = await c.request('PUT', '/%61pi/host/profile', { firstName: 'Renamed', lastName: host.lastName });
    expect(res.status).toBe(200);
    expect(await firstNameOf(host.userId)).toBe('Renamed');
    const foreign = await c.request('PUT', '/%61pi/host/profile', { firstName: 'Mallory', lastName: 'Evil' }, FOREIGN);
    expect(foreign.status).toBe(403);
    expect(await firstNameOf(host.userId)).toBe('Renamed');
  });

  it('counts toward the per-client ceiling', async () => {
    const c = new IpClient(env.t.app);
    const variants = ['/%61pi/config', '/ap%69/config', '/api//config', '/API/config', '/x/../api/config'];
    for (let i = 0; i < overallRateLimit.max; i++) await c.get(variants[i % variants.length]!);
    for (const v of variants) expect((await c.get(v)).status, v).toBe(429);
    expect((await c.get('/api/config')).status).toBe(429);
  });

  it('never falls back to the web app page: an unknown encoded API path is the JSON 404', async () => {
    const res = await new IpClient(env.t.app).get('/%61pi/no-such-route');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: errors.notFound } });
  });
});

// Every way of writing a path segment that a router or proxy may read as the same segment.
// Mostly as written, so that enough spellings reach the router's routes and the handler.
const spell = (segment: string) =>
  fc
    .oneof(
      { arbitrary: fc.constant(Array<string>(segment.length).fill('plain')), weight: 3 },
      {
        arbitrary: fc.array(fc.constantFrom('plain', 'upper', 'percent', 'percentUpper', 'double'), {
          minLength: segment.length,
          maxLength: segment.length,
        }),
        weight: 2,
      },
    )
    .map((ways) =>
      [...segment]
        .map((ch, i) => {
          const hex = ch.charCodeAt(0).toString(16);
          switch (ways[i]) {
            case 'upper':
              return ch.toUpperCase();
            case 'percent':
              return `%${hex}`;
            case 'percentUpper':
              return `%${hex.toUpperCase()}`;
            case 'double':
              return `%25${hex}`;
            default:
              return ch;
          }
        })
        .join(''),
    );
const separator = fc.oneof(
  { arbitrary: fc.constant('/'), weight: 6 },
  fc.constantFrom('//', '/./', '/x/../', '///', '/%2e/', '/%2f', '\\'),
);
const profilePath = fc
  .tuple(separator, spell('api'), separator, spell('host'), separator, spell('profile'))
  .map((parts) => parts.join(''));

describe('fuzzed spellings of an API path (fast-check, fixed seed)', () => {
  it('never change a profile from another site; every one the handler answers is origin-checked', async () => {
    const { host, c } = await signedInHost();
    let reachedHandler = 0;
    await fc.assert(
      fc.asyncProperty(profilePath, async (path) => {
        const foreign = await c.request('PUT', path, { firstName: 'Mallory', lastName: 'Evil' }, FOREIGN);
        expect(foreign.status, path).not.toBeLessThan(400);
        expect(foreign.status, path).not.toBe(500);
        expect(foreign.body?.error?.code, path).toBeDefined();
        expect(await firstNameOf(host.userId)).toBe(host.firstName);
        // The same spelling from our own pages: when that reaches the handler, the refusal was the origin check.
        const own = await c.request('PUT', path, { firstName: host.firstName, lastName: host.lastName });
        if (own.status === 200) {
          reachedHandler++;
          expect(foreign.status, path).toBe(403);
          expect(foreign.body.error.code, path).toBe('BAD_ORIGIN');
        }
      }),
      // At most 250 runs: two requests each stay under the per-client ceiling.
      { seed: 1311, numRuns: Math.min(250, Number(process.env.FUZZ_RUNS ?? 100)) },
    );
    // The generator does produce spellings the router accepts (or the property above proves nothing).
    expect(reachedHandler).toBeGreaterThan(0);
  }, 120_000);
});
