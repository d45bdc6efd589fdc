// Property-based fuzzing of every API route (the routes of the authorization matrix, which
// matrix.test.ts proves are exactly the registered ones), as a role allowed to use it: generated
// path parameters, query strings and bodies, well-formed (from the published JSON Schemas of the
// zod contracts) and malformed. No answer may be a 5xx, every 4xx has the standard error shape,
// a refused request changes no row in any table, and neither does a read (GET) apart from the two
// that are meant to. FUZZ_RUNS sets the runs per route (default 25; npm run test:stress sets more);
// the seed is fixed in `npm test` and drawn (and printed) in test:stress: see ./seed.ts.
import fc from 'fast-check';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHZ_MATRIX, ROLES, ruleKey, type Cell, type Role, type RouteRule, type Target } from '../authz/matrix';
import { randomToken, ROUTE_CALLS } from '../authz/requests';
import {
  createTrustApp,
  createWorld,
  hasErrorShape,
  openStream,
  send,
  signIn,
  startTestCheckout,
  type Call,
  type Method,
  type TrustApp,
  type World,
} from '../authz/world';
import { testWebhookSecret } from '../../billing/test-mode/secret';
import { testWebhookEvent } from '../../db/schema';
import { multipartBody } from '../app';
import { createHost, futureDate, TEST_PASSWORD } from '../factories';
import { changedTables, dataSnapshotter } from './data-snapshot';
import { smallJpeg } from '../authz/runs';
import { hostileMultipart, hostileString, PATH_FRAGMENTS, rawBody } from './hostile';
import { malformed, wellFormed, type Hints, type JsonSchema } from './schema-arbitrary';
import { fuzzParams } from './seed';

const FUZZ = fuzzParams({ runs: 25 });
const RUNS = FUZZ.numRuns;

let t: TrustApp;
let world: World;
let snapshot: () => Promise<Record<string, string>>;
let openapi: { paths: Record<string, Record<string, Operation>> };
/** Events the test-mode provider really emitted (a checkout paid, a plan cancelled), to replay changed. */
let providerEvents: Record<string, unknown>[];
/** The photo the upload routes' valid requests send (64×48). */
let jpeg: Buffer;

/** Waits for work a previous request started after answering (the photo janitor's pass), so it is not seen as this one's. */
const settle = () => t.app.ctx.photoJanitor.stop();

/** The provider's events route: its requests are signed (mostly) rather than sent with a session. */
const WEBHOOK = 'POST /api/billing/webhook';

type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

beforeAll(async () => {
  t = await createTrustApp();
  // The billing sweep (once a minute) may write at any moment after the dev clock moved: stopped
  // here, so every change seen between two snapshots is the request's own.
  await t.app.ctx.billing.stop();
  // Likewise the calendar sync worker ('Sync now' still syncs, inside the request that asks), and
  // the scheduled-work runner (a move of the development clock would run due work).
  await t.app.calendarSync.stop();
  await t.app.ctx.work.stop();
  // And the publisher of held-back notifications: a review invitation is held back a second after a
  // completed turnover, and would appear during a later request's snapshots.
  await t.app.ctx.notificationPublisher.stop();
  // And the photo janitor's timer; the passes a successful delete kicks are awaited before each
  // snapshot (settle below).
  await t.app.ctx.photoJanitor.stop();
  world = await createWorld(t);
  jpeg = await smallJpeg();
  snapshot = await dataSnapshotter(t.database.db);
  openapi = (await send(t.app, { method: 'GET', url: '/api/openapi.json' })).json as typeof openapi;
  providerEvents = await recordProviderEvents();
}, 120_000);
afterAll(() => t?.close());

/** A fresh host pays a test-mode checkout and cancels: the provider emits the events Stripe would. */
async function recordProviderEvents(): Promise<Record<string, unknown>[]> {
  const host = await createHost(t.database.db);
  const sessionId = await startTestCheckout(t.app, host, 'pro');
  await t.app.ctx.billing.testMode!.payCheckout(sessionId, host.userId);
  await send(t.app, {
    method: 'POST',
    url: '/api/billing/cancel',
    body: { kind: 'host_plan' },
    cookie: await signIn(t.app, host),
  });
  const rows = await t.database.db.select({ payload: testWebhookEvent.payload }).from(testWebhookEvent);
  if (rows.length < 3) throw new Error(`expected the provider's events, found ${rows.length}`);
  return rows.map((r) => JSON.parse(r.payload) as Record<string, unknown>);
}

/**
 * GET routes that may write: the emailed verification link creates the account, reading a
 * subscription first applies a cancellation whose period has just ended, and a feed link is made
 * the first time it is asked for, and a cleaner's read of the access instructions is recorded.
 * Every other GET is read-only.
 */
const WRITING_GETS = new Set([
  'GET /api/registrations/verify',
  'GET /api/billing/subscription',
  // A calendar-app feed link is made on first use (issue 16).
  'GET /api/cleaner/schedule/feed',
  'GET /api/host/jobs/:jobId/feed',
  // Every read of the access instructions is recorded for the host (issue 18).
  'GET /api/cleaner/turnovers/:id/access',
]);

/**
 * Routes whose 503 is an answer, not a failure: readiness says 'unavailable' (in its own shape)
 * because this file stops the background workers.
 */
const ANSWERS_503 = new Set(['GET /api/ready']);

const PREFERENCE: readonly Role[] = [
  'paidHost',
  'cleaner',
  'highlightedCleaner',
  'otherHost',
  'owningHost',
  'freeHost',
  'otherCleaner',
  'noProfile',
  'registration',
  'anonymous',
];
const TARGET_PREFERENCE: readonly Target[] = ['own', 'none', 'other', 'ownLocked'];
const isSuccess = (o: Cell | undefined) =>
  typeof o === 'number' ? o < 300 : Array.isArray(o) ? o.some((s) => s < 300) : false;

/**
 * The first role (and target) the matrix lets through, so generated requests reach the handler;
 * when no role succeeds (e.g. a portal the test-mode provider lacks), the first that gets past
 * authentication and authorization.
 */
function authorizedCaller(rule: RouteRule): { role: Role; target: Target } {
  const routeTargets = ROUTE_CALLS[ruleKey(rule)]?.targets ?? ['none'];
  const find = (accept: (o: Cell | undefined) => boolean) => {
    for (const role of PREFERENCE) {
      const cell = rule.expect[role];
      for (const target of TARGET_PREFERENCE) {
        if (!routeTargets.includes(target)) continue;
        const outcome =
          typeof cell === 'object' && !Array.isArray(cell) ? (cell as Partial<Record<Target, Cell>>)[target] : cell;
        if (accept(outcome)) return { role, target };
      }
    }
    return null;
  };
  return (
    find(isSuccess) ??
    find((o) => typeof o === 'number' && ![401, 403, 404].includes(o)) ?? {
      role: 'anonymous',
      target: routeTargets[0]!,
    }
  );
}

/** Values a JSON Schema cannot describe well: real ids and tokens, valid dates and states, known emails. */
function hintsFor(w: World): Hints {
  const ids = [
    ...w.jobs.keys(),
    ...Object.values(w.visibleApplicationOf),
    ...Object.values(w.notificationOf),
    ...Object.values(w.calendarOf),
  ] as string[];
  const emails = [...w.accounts.values()].map((a) => a.email);
  const idArb = fc.oneof(fc.constantFrom(...ids), fc.uuid());
  return {
    email: fc.oneof(
      fc.constantFrom(...emails),
      fc.emailAddress(),
      fc.uuid().map((u) => `fuzz-${u.slice(0, 8)}@example.com`),
      hostileString,
    ),
    password: fc.oneof(fc.constant(TEST_PASSWORD), fc.string({ minLength: 6, maxLength: 40 })),
    state: fc.constantFrom('TX', 'FL', 'CA', 'NY', 'HI', 'ZZ'),
    startDate: fc.constantFrom(futureDate(), futureDate(400), '2020-01-01', '2025-02-30', '9999-12-31'),
    jobId: idArb,
    job_id: idArb,
    // Turnovers (issue 16): dates around today (past ones are refused), times and zones of one state or another.
    date: fc.constantFrom(futureDate(), futureDate(3), futureDate(-3), '2025-02-30', '9999-12-31'),
    checkoutTime: fc.constantFrom('11:00', '00:00', '23:59', '24:00', '7:5'),
    checkinTime: fc.constantFrom('16:00', '10:59', '23:59', '99:99'),
    timeZone: fc.constantFrom('America/Chicago', 'America/New_York', 'Pacific/Honolulu', 'Mars/Olympus', ''),
    token: fc.oneof(fc.constant(w.principals.registration.pollToken!), fc.constant(randomToken()), hostileString),
    // Opaque positions handed out by the server: a client sends back what it got, or nothing.
    cursor: fc.constant(undefined),
    since: fc.constant(undefined),
  };
}

type FuzzRequest = {
  url: string;
  body?: unknown;
  raw?: { body: string | Buffer; contentType: string };
  headers?: Record<string, string>;
  signed?: boolean;
};

/** Percent-encodes a path segment the way a browser would (an unpaired surrogate becomes U+FFFD). */
const encodePathSegment = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

const toOpenapiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** The values the template request used for each path parameter (e.g. the caller's own job id). */
function templateParams(rulePath: string, url: string): Record<string, string> {
  const names = [...rulePath.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const pattern = new RegExp(
    `^${rulePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/?]+)')}(?:\\?|$)`,
  );
  const m = pattern.exec(url);
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m?.[i + 1] ?? '')]));
}

/** Which part of a request is broken: none, one, or all of them at once. */
type Mode = 'valid' | 'path' | 'query' | 'body' | 'raw' | 'all';

/**
 * Requests built from the template (a valid call as the authorized role): about a third fully
 * valid (well-formed values from the schemas, so handlers run to the end), the rest broken in one
 * part (path parameter, query string, JSON body, raw body) or everywhere at once.
 */
function requestArbitrary(
  rule: RouteRule,
  op: Operation | undefined,
  template: Call,
  hints: Hints,
  bodies?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzRequest> {
  const known = templateParams(rule.path, template.url);
  const paramSchemas = Object.fromEntries(
    (op?.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, p.schema]),
  );
  const paramsOf = (value: (name: string, known: string) => fc.Arbitrary<string>) =>
    fc.record(
      Object.fromEntries(Object.entries(known).map(([name, v]) => [name, value(name, v)])) as Record<
        string,
        fc.Arbitrary<string>
      >,
    );
  const validPath = paramsOf((name, value) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(encodePathSegment(value)) },
      {
        weight: 1,
        arbitrary: (wellFormed(paramSchemas[name], hints, name) as fc.Arbitrary<string>).map(encodePathSegment),
      },
    ),
  );
  const hostilePath = paramsOf(() =>
    fc.oneof(
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: fc.constantFrom(...PATH_FRAGMENTS).map(encodePathSegment) },
      { weight: 3, arbitrary: hostileString.filter((s) => s.length > 0).map(encodePathSegment) },
      // Sent as they are: broken percent-encodings and encoded separators.
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '%FF',
          '%C0%AF',
          '%E0%A4%A',
          '%00',
          '..%2F..%2F',
          '%2e%2e',
          '%',
          'a%20b',
          '%F0%9F%98',
        ),
      },
    ),
  );

  const querySpecs = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const templateQuery = [...new URL(template.url, 'http://x').searchParams];
  const toQuery = (values: Record<string, unknown>, extra: [string, string] | null, keepTemplate: boolean) => {
    const q = new URLSearchParams(keepTemplate ? templateQuery : []);
    for (const [k, v] of Object.entries(values))
      for (const one of Array.isArray(v) ? v : v === undefined ? [] : [v]) q.append(k, String(one));
    if (extra) q.append(extra[0], extra[1]);
    const s = q.toString();
    return s ? `?${s}` : '';
  };
  const validQuery = fc
    .record(Object.fromEntries(querySpecs.map((p) => [p.name, wellFormed(p.schema, hints, p.name)])), {
      requiredKeys: [],
    })
    .map((values) => toQuery(values, null, true));
  const hostileQuery = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          querySpecs.map((p) => [
            p.name,
            fc.oneof(hostileString, fc.array(hostileString, { minLength: 2, maxLength: 3 })),
          ]),
        ),
        { requiredKeys: [] },
      ),
      fc.option(
        fc.tuple(fc.constantFrom('x', 'limit[]', 'job_id[$ne]', '__proto__[x]', 'a'.repeat(200)), hostileString),
        { freq: 2 },
      ),
      fc.boolean(),
    )
    .map(([values, extra, keepTemplate]) => toQuery(values, extra, keepTemplate));

  const takesBody = rule.method !== 'GET';
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  const validBodyValue =
    bodies ??
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(template.body) },
      ...(schema ? [{ weight: 2, arbitrary: wellFormed(schema, hints) }] : []),
    );
  let validBody: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw'>> = takesBody
    ? validBodyValue.map((body) => ({ body }))
    : fc.constant({});
  let hostileBody: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw'>> = takesBody
    ? malformed(validBodyValue).map((body) => ({ body }))
    : fc.constant({});
  if (template.files) {
    // An upload (multipart, no JSON schema): the page's own request, or generated and broken bodies.
    const own = multipartBody(template.files);
    validBody = fc.constant({ raw: { body: own.body, contentType: own.contentType } });
    hostileBody = hostileMultipart(jpeg).map((raw) => ({ raw }));
  }
  const raw: fc.Arbitrary<Pick<FuzzRequest, 'body' | 'raw'>> = rawBody.map((r) => ({ raw: r }));

  const modes: fc.WeightedArbitrary<Mode>[] = [
    { weight: 4, arbitrary: fc.constant('valid') },
    { weight: 2, arbitrary: fc.constant('query') },
    { weight: 1, arbitrary: fc.constant('all') },
  ];
  if (Object.keys(known).length) modes.push({ weight: 3, arbitrary: fc.constant('path') });
  if (takesBody)
    modes.push({ weight: 4, arbitrary: fc.constant('body') }, { weight: 2, arbitrary: fc.constant('raw') });

  // Event streams resume from a client-sent Last-Event-ID: printable ASCII is all a header can carry.
  const headersArb = rule.stream
    ? fc
        .option(
          fc
            .oneof(hostileString, fc.string({ unit: 'grapheme-ascii', maxLength: 60 }))
            .map((s) => s.replace(/[^\x20-\x7e]/g, '')),
          { freq: 2 },
        )
        .map((id) => (id ? { 'last-event-id': id } : undefined))
    : fc.constant(undefined);

  return fc
    .tuple(
      fc.oneof(...modes),
      validPath,
      hostilePath,
      validQuery,
      hostileQuery,
      validBody,
      hostileBody,
      raw,
      headersArb,
      fc.nat(4),
    )
    .map(([mode, okPath, badPath, okQuery, badQuery, okBody, badBody, rawPart, headers, signChance]) => {
      const all = mode === 'all';
      const params = mode === 'path' || all ? badPath : okPath;
      const body = mode === 'raw' || (all && takesBody) ? rawPart : mode === 'body' ? badBody : okBody;
      const req: FuzzRequest = {
        url:
          rule.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') +
          (mode === 'query' || all ? badQuery : okQuery),
        ...body,
        ...(headers ? { headers } : {}),
        ...(bodies ? { signed: signChance > 0 } : {}),
      };
      // fast-check prints counterexamples with this: long strings shortened.
      return Object.assign(req, { [fc.toStringMethod]: () => describeRequest(req) });
    });
}

/** What a failing run reports: the request, with long strings shortened. */
const describeRequest = (r: FuzzRequest) =>
  JSON.stringify(
    {
      ...r,
      ...(r.raw && Buffer.isBuffer(r.raw.body) ? { raw: { ...r.raw, body: r.raw.body.toString('latin1') } } : {}),
    },
    (_k, v) => (typeof v === 'string' && v.length > 200 ? `${v.slice(0, 200)}…(${v.length} chars)` : v),
  );

describe('every route with generated input', () => {
  for (const rule of AUTHZ_MATRIX) {
    const key = ruleKey(rule);
    it(
      key,
      async () => {
        const { role, target } = authorizedCaller(rule);
        const template = await ROUTE_CALLS[key]!.build(world, role, target);
        if (!template) throw new Error(`no request for ${key} as ${role}`);
        const op = openapi.paths[toOpenapiPath(rule.path)]?.[rule.method.toLowerCase()];
        // The provider's events, replayed with new ids (a repeat would be a no-op) and then changed.
        const bodies =
          key === WEBHOOK
            ? fc
                .tuple(fc.constantFrom(...providerEvents), fc.uuid())
                .map(([e, id]) => ({ ...e, id: `evt_fuzz_${id.replace(/-/g, '')}` }))
            : undefined;
        const arb = requestArbitrary(rule, op, template, hintsFor(world), bodies);
        const webhookSecret = testWebhookSecret(t.app.ctx.env.authSecret);
        let calls = 0;
        await fc.assert(
          fc.asyncProperty(arb, async (req) => {
            calls++;
            await settle();
            const before = await snapshot();
            const call: Call = {
              method: rule.method as Method,
              url: req.url,
              cookie: template.cookie,
              headers: req.headers,
              ...(req.raw
                ? { rawBody: req.raw.body, contentType: req.raw.contentType }
                : req.body !== undefined
                  ? { body: req.body }
                  : {}),
            };
            if (req.signed) {
              // Signed with the test-mode provider's secret, exactly over the bytes sent.
              const payload = req.raw ? req.raw.body.toString() : JSON.stringify(req.body ?? null);
              Object.assign(call, { rawBody: payload, contentType: req.raw?.contentType ?? 'application/json' });
              call.headers = {
                ...call.headers,
                'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
              };
            }
            const res = rule.stream ? await openStream(world.baseUrl, call) : await send(world.app, call);
            const designed503 = res.status === 503 && ANSWERS_503.has(key);
            if (res.status >= 500 && !designed503)
              throw new Error(`${res.status} for ${describeRequest(req)}: ${res.text.slice(0, 300)}`);
            if (res.status >= 400 && !designed503 && !hasErrorShape(res.json))
              throw new Error(
                `${res.status} without the error shape for ${describeRequest(req)}: ${res.text.slice(0, 300)}`,
              );
            if (res.status >= 400 || (rule.method === 'GET' && !WRITING_GETS.has(key))) {
              // A refused sign-in is recorded on purpose: that count is what bounds password guessing.
              const recorded = key === 'POST /api/session' && res.status === 401 ? ['sign_in_failures'] : [];
              const changed = changedTables(before, await snapshot()).filter((t) => !recorded.includes(t));
              if (changed.length)
                throw new Error(`${res.status} for ${describeRequest(req)}, yet ${changed.join(', ')} changed`);
            }
          }),
          { ...FUZZ, interruptAfterTimeLimit: 60_000 * Math.max(1, RUNS / 25) },
        );
        expect(calls).toBeGreaterThanOrEqual(Math.min(RUNS, 1));
      },
      120_000 * Math.max(1, RUNS / 25),
    );
  }
});

describe('multipart bodies to the upload routes', () => {
  // Only bodies here (the route-wide fuzz above breaks everything else): random boundaries, zero to
  // many parts, photos and files that are none, hostile names, then the framing broken or not. Each
  // run uploads to a fresh turnover (or the host's item), so no limit of an earlier run refuses it.
  const UPLOADS = [
    'PUT /api/host/playbook-items/:id/reference-photo',
    'POST /api/cleaner/turnovers/:id/tasks/:taskId/photos',
    'POST /api/cleaner/turnovers/:id/problems/:problemId/photos',
    // Issue 40: a message's photo (one file; each run in a fresh conversation).
    'POST /api/conversations/:id/photos',
    // Issue 42: an expense's receipt (one file; each run on a fresh adjustment).
    'POST /api/pay/adjustments/:id/receipt',
  ];

  it('lists every route that takes a multipart body', async () => {
    const found: string[] = [];
    for (const rule of AUTHZ_MATRIX) {
      const { role, target } = authorizedCaller(rule);
      if (rule.method !== 'GET' && (await ROUTE_CALLS[ruleKey(rule)]!.build(world, role, target))?.files)
        found.push(ruleKey(rule));
    }
    expect(found.sort()).toEqual([...UPLOADS].sort());
  });

  for (const key of UPLOADS) {
    it(
      key,
      async () => {
        const rule = AUTHZ_MATRIX.find((r) => ruleKey(r) === key)!;
        const { role, target } = authorizedCaller(rule);
        let stored = 0;
        await fc.assert(
          fc.asyncProperty(hostileMultipart(jpeg), async (raw) => {
            const template = (await ROUTE_CALLS[key]!.build(world, role, target))!;
            await settle();
            const before = await snapshot();
            const res = await send(world.app, {
              method: rule.method,
              url: template.url,
              cookie: template.cookie,
              rawBody: raw.body,
              contentType: raw.contentType,
            });
            const what = `${res.status} for ${describeRequest({ url: template.url, raw })}`;
            if (res.status >= 500) throw new Error(`${what}: ${res.text.slice(0, 300)}`);
            if (res.status >= 400 && !hasErrorShape(res.json))
              throw new Error(`${what} without the error shape: ${res.text.slice(0, 300)}`);
            // A photo refused once it was decoded still took a slot of the day on purpose: that count
            // is what bounds the decoding an account can ask for (issue 35).
            const recorded = res.status === 422 ? ['photo_uploads'] : [];
            const changed = changedTables(before, await snapshot()).filter((t) => !recorded.includes(t));
            if (res.status >= 400 && changed.length) throw new Error(`${what}, yet ${changed.join(', ')} changed`);
            if (res.status < 300) {
              // Success means at least one photo kept, and every other part named with why.
              const body = res.json as {
                photos?: unknown[];
                rejected?: { name: unknown; message: unknown }[];
                referencePhoto?: unknown;
                photo?: unknown;
                adjustment?: { receiptPhotoId?: unknown };
              };
              const kept =
                body.photos?.length ?? (body.referencePhoto || body.photo || body.adjustment?.receiptPhotoId ? 1 : 0);
              if (
                kept === 0 ||
                body.rejected?.some((r) => typeof r.name !== 'string' || typeof r.message !== 'string' || !r.message)
              )
                throw new Error(`${what}: ${res.text.slice(0, 300)}`);
              stored += kept;
            }
          }),
          { ...FUZZ, interruptAfterTimeLimit: 60_000 * Math.max(1, RUNS / 25) },
        );
        // The generator reaches the handler's success path too, not only refusals.
        expect(stored).toBeGreaterThan(0);
      },
      120_000 * Math.max(1, RUNS / 25),
    );
  }
});

describe('bodies over the size limit', () => {
  it('are refused with 413 and the standard error shape on every route that takes a body, changing nothing', async () => {
    const oversized = JSON.stringify({ pad: 'x'.repeat(2 * 1024 * 1024) });
    const failures: string[] = [];
    for (const rule of AUTHZ_MATRIX.filter((r) => r.method !== 'GET')) {
      const { role, target } = authorizedCaller(rule);
      const template = (await ROUTE_CALLS[ruleKey(rule)]!.build(world, role, target))!;
      await settle();
      const before = await snapshot();
      const res = await send(world.app, {
        method: rule.method,
        url: template.url,
        cookie: template.cookie,
        rawBody: oversized,
        contentType: 'application/json',
      });
      if (res.status !== 413 || !hasErrorShape(res.json))
        failures.push(`${ruleKey(rule)}: ${res.status} ${res.text.slice(0, 200)}`);
      const changed = changedTables(before, await snapshot());
      if (changed.length) failures.push(`${ruleKey(rule)}: ${changed.join(', ')} changed`);
    }
    expect(failures).toEqual([]);
  });
});

it('covers every role of the matrix somewhere as an authorized caller', () => {
  const used = new Set(AUTHZ_MATRIX.map((r) => authorizedCaller(r).role));
  expect(ROLES.filter((r) => used.has(r)).length).toBeGreaterThan(3);
});
