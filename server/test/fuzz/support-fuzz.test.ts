// The support queue's routes (issue 39) fuzzed as a support admin (api-fuzz.test.ts calls them as
// the matrix's roles, none of which is one): generated case and account ids, decisions, reasons,
// emails and statuses, well-formed and hostile. Never a 5xx; every 4xx in the standard shape; a
// refused request writes no support row, suspension or session change.
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspension, supportAction, supportCase } from '../../db/schema';
import { fileSupportCase } from '../../features/support';
import { createTestApp, type TestApp, type TestClient } from '../app';
import { hasErrorShape } from '../authz/world';
import { createBareUser, createCleaner } from '../factories';
import { signedInClient } from '../sessions';
import { hostileString } from './hostile';
import { fuzzParams } from './seed';

const FUZZ = fuzzParams({ runs: 40 });
const ADMIN = 'fuzz-desk@support.turnready.test';

let t: TestApp;
let client: TestClient;
let ids: string[] = [];
let emails: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPORT_ADMIN_EMAILS: ADMIN },
    supportSubjects: {
      test_item: {
        describe: async (_q, id) => ({ title: id, body: id, people: [] }),
        actions: [{ id: 'keep', label: 'Keep it' }],
        act: async () => {},
      },
    },
  });
  const admin = await createBareUser(t.database.db, ADMIN);
  client = await signedInClient(t.app, admin);
  const cleaner = await createCleaner(t.database.db);
  const cases = [
    await fileSupportCase(t.database.db, { kind: 'test_item', subjectId: 'a', reporterId: null, reason: 'x' }),
    await fileSupportCase(t.database.db, {
      kind: 'conversation',
      subjectId: 'not/valid',
      reporterId: null,
      reason: 'x',
    }),
    await fileSupportCase(t.database.db, { kind: 'unknown_kind', subjectId: 'z', reporterId: null, reason: 'x' }),
  ];
  ids = [...cases, cleaner.userId, admin.userId];
  emails = [cleaner.email, ADMIN];
}, 60_000);
afterAll(() => t?.close());

const rows = async () =>
  Promise.all(
    [supportCase, supportAction, accountSuspension].map(
      async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n,
    ),
  );

const id = () => fc.oneof(fc.constantFrom(...ids), fc.uuid(), hostileString);
const reason = fc.oneof(fc.constant('A reason'), hostileString, fc.constant(''), fc.constant(null), fc.integer());
const anything = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.object(), hostileString);

/** A lone surrogate cannot be percent-encoded: sent as a malformed escape instead. */
const enc = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80';
  }
};

type Req = { method: 'GET' | 'POST'; url: string; body?: unknown };
const requests = (): fc.Arbitrary<Req> =>
  fc.oneof(
    fc
      .oneof(fc.constantFrom('open', 'closed'), hostileString)
      .map((s) => ({ method: 'GET' as const, url: `/api/support/cases?status=${enc(s)}` })),
    fc
      .tuple(id(), fc.oneof(fc.constantFrom('keep', 'close', 'suspend'), hostileString, anything), reason)
      .map(([c, actionId, r]) => ({
        method: 'POST' as const,
        url: `/api/support/cases/${enc(c)}/decision`,
        body: { actionId, reason: r },
      })),
    fc
      .oneof(fc.constantFrom(...emails), fc.emailAddress(), hostileString)
      .map((e) => ({ method: 'GET' as const, url: `/api/support/accounts?email=${enc(e)}` })),
    fc
      .tuple(
        fc.constantFrom('suspend', 'reinstate'),
        id(),
        fc.oneof(
          reason.map((r) => ({ reason: r })),
          anything,
        ),
      )
      .map(([verb, a, body]) => ({
        method: 'POST' as const,
        url: `/api/support/accounts/${enc(a)}/${verb}`,
        body,
      })),
  );

describe('the support routes under generated input', () => {
  it('never answer 5xx; a refusal has the standard shape and writes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(requests(), async (req) => {
        const before = await rows();
        const res = await client.request(req.method, req.url, req.body as never);
        expect(res.status, `${req.method} ${req.url}`).toBeLessThan(500);
        if (res.status >= 400) {
          expect(hasErrorShape(res.body)).toBe(true);
          expect(await rows()).toEqual(before);
        }
      }),
      FUZZ,
    );
  });
});
