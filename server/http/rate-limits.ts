// Rate limits: every limit in one table (documented in the README's Security section), counted in
// fixed windows in a store every server process shares (server/http/rate-limit-store.ts: PostgreSQL
// or Redis; memory on embedded PGlite, which is one process). A route declares its limits with
// `config: { rateLimit }`, one rule or several (sign-in counts per client address AND per account);
// on top of those, every /api request counts toward one generous ceiling per client. A refused
// request gets 429 in the standard error shape with a Retry-After header (seconds).
//
// Why not @fastify/rate-limit: it runs at most one counter per request (its per-route limit replaces
// the global one), and these routes need two or three.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors';
import { isApiRequest } from './api-request';
import { createRateLimitStore, type RateLimitStoreOptions } from './rate-limit-store';
import { getSessionUser, type SessionUser } from './session';

// Thrown here and by the sign-in guard (server/auth), so it lives in server/errors.ts.
export { RateLimitedError };

/**
 * What a counter is kept per: the client's address (IPv6 by /64 network, as one machine usually
 * has a whole one), the email in the request body (an account, existing or not), or the signed-in user.
 */
export type RateLimitKey = 'ip' | 'email' | 'user';
export type RateLimitRule = { max: number; timeWindow: string; per?: RateLimitKey };
export type RouteRateLimit = RateLimitRule | readonly RateLimitRule[];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's own limits (each rule its own counter); false for none. */
    rateLimit?: RouteRateLimit | false;
  }
}

export const rateLimits = {
  // Guessing passwords over many accounts from one address. Guessing at one account is bounded by
  // failed sign-ins per account and address (server/auth/sign-in-guard.ts), so a stranger cannot
  // lock the owner out.
  signIn: { per: 'ip', max: 50, timeWindow: '15 minutes' },
  // Each sign-up emails the address it names: neither a script nor a stranger's address gets many.
  signUp: [
    { per: 'ip', max: 20, timeWindow: '1 hour' },
    { per: 'email', max: 5, timeWindow: '1 hour' },
  ],
  emailCheck: { max: 60, timeWindow: '1 minute' },
  // Per sign-up the database allows RESEND_LIMIT emails per RESEND_WINDOW_MINUTES (core/account-rules.ts).
  resend: { max: 10, timeWindow: '10 minutes' },
  forgotPassword: [
    { per: 'ip', max: 20, timeWindow: '15 minutes' },
    { per: 'email', max: 5, timeWindow: '15 minutes' },
  ],
  resetPassword: { max: 10, timeWindow: '15 minutes' },
  applications: { per: 'user', max: 60, timeWindow: '10 minutes' },
  jobPosts: { per: 'user', max: 20, timeWindow: '1 hour' },
  clientLog: { max: 30, timeWindow: '1 minute' },
  // Each quote emails the address it names: a person sends a few, a script mailing strangers is stopped.
  quotes: { max: 10, timeWindow: '1 hour' },
  // Each checkout creates a session at the payment provider: a person starts a few.
  checkout: { per: 'user', max: 10, timeWindow: '10 minutes' },
  // The payment provider's webhook is outside the ceiling (it sends bursts from a few addresses: a
  // busy hour's renewals, retries), so it has its own, generous one; the provider retries a refused
  // delivery later. It stops a flood of forged events from one address.
  webhook: { max: 1000, timeWindow: '1 minute' },
  // An emailed offer link is signed (guessing one is hopeless); a cleaner answers a few, a script
  // replaying links is stopped.
  offerAnswers: { per: 'ip', max: 30, timeWindow: '10 minutes' },
  // Issue 38: each subscription is a row and an address the server will post to.
  pushSubscribe: { per: 'user', max: 20, timeWindow: '1 hour' },
  // Issue 40: a person writes a few messages a minute, a busy day a few hundred; a script flooding
  // the other side (each message pushes and may email) is stopped.
  messageSend: [
    { per: 'user', max: 30, timeWindow: '1 minute' },
    { per: 'user', max: 500, timeWindow: '1 day' },
  ],
  // Each photo is decoded (a core for a third of a second) and stored; the daily photo quota applies too.
  messagePhotos: { per: 'user', max: 60, timeWindow: '1 hour' },
  // Opening conversations costs a few queries each; a person opens a handful.
  conversationOpen: { per: 'user', max: 60, timeWindow: '1 hour' },
  // Each report emails support.
  conversationReport: { per: 'user', max: 5, timeWindow: '1 hour' },
  // Issue 39: a person writes a review (a reply, a no-show mark) per turnover; a script is stopped.
  reviewWrite: { per: 'user', max: 30, timeWindow: '1 hour' },
  // Each report (or a no-show's contest) is a case for support.
  reviewReport: { per: 'user', max: 5, timeWindow: '1 hour' },
  // Issue 42: proposing, answering and paying (a proposal or a payment emails the other side); a
  // host paying a month turnover by turnover stays well inside it, a script is stopped.
  payWrite: { per: 'user', max: 300, timeWindow: '1 hour' },
  // Issue 42: each receipt is decoded and stored; the daily photo quota applies too.
  payReceipts: { per: 'user', max: 60, timeWindow: '1 hour' },
} satisfies Record<string, RouteRateLimit>;

/** Every /api request of one client, whatever its route; generous, it only stops floods. */
export const overallRateLimit = { per: 'ip', max: 600, timeWindow: '1 minute' } satisfies RateLimitRule;
/**
 * A load balancer polls health and readiness; the event stream is one long request whose messages never count;
 * the payment provider sends its webhooks from a few addresses, in bursts, and signs each one.
 */
const CEILING_EXEMPT_ROUTES = new Set(['/api/health', '/api/ready', '/api/billing/webhook']);

const UNITS: Record<string, number> = { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000 };

/** '15 minutes' → 900000. Throws on anything else, so a typo stops the boot instead of limiting nothing. */
export function windowMs(timeWindow: string): number {
  const match = /^(\d+)\s*(second|minute|hour|day)s?$/.exec(timeWindow.trim());
  if (!match || Number(match[1]) <= 0) throw new Error(`Unreadable rate-limit window: "${timeWindow}"`);
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** The client address as a counter key: IPv4 as is (also when IPv4-mapped), IPv6 by its /64 network. */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return ip;
  const [head = '', tail] = address.split('::');
  const split = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const headGroups = split(head);
  const tailGroups = tail === undefined ? [] : split(tail);
  const groups = [
    ...headGroups,
    ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'),
    ...tailGroups,
  ];
  return `${groups
    .slice(0, 4)
    .map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16).toString(16) : g))
    .join(':')}::/64`;
}

/**
 * The email a request is about (`email`, or the sign-up's `registrationData.email`) as a counter
 * key: hashed, so the shared store holds no addresses and every key has one short length.
 */
function emailOf(req: FastifyRequest): string | undefined {
  const body = req.body as { email?: unknown; registrationData?: { email?: unknown } } | undefined;
  const email = body?.email ?? body?.registrationData?.email;
  if (typeof email !== 'string' || !email.trim()) return undefined;
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
}

// The user-keyed limits look the session up before the handler does; once per request.
const sessionUsers = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
function sessionUserOf(req: FastifyRequest) {
  let found = sessionUsers.get(req);
  if (!found) sessionUsers.set(req, (found = getSessionUser(req)));
  return found;
}

/** The counter key of `req` under `per`; undefined when there is none (no email, nobody signed in). */
async function keyOf(req: FastifyRequest, per: RateLimitKey): Promise<string | undefined> {
  switch (per) {
    case 'ip':
      return clientKey(req.ip);
    case 'email':
      return emailOf(req);
    case 'user':
      return (await sessionUserOf(req))?.id;
  }
}

type Counter = { rule: RateLimitRule; per: RateLimitKey; limiter: RateLimiterAbstract };

/**
 * Counts one hit of `key`; refuses the request when it goes over. One round trip to the store, none
 * for a key this process already saw refused in the current window. A store that fails is answered
 * by the limiter's insurance (memory), so only a RateLimiterRes means "over the limit".
 */
async function hit(req: FastifyRequest, counter: Counter, key: string, scope: string) {
  try {
    await counter.limiter.consume(key);
  } catch (err) {
    if (!(err instanceof RateLimiterRes)) throw err;
    const retryAfterSeconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
    req.log.warn(
      {
        limit: scope,
        per: counter.per,
        max: counter.rule.max,
        window: counter.rule.timeWindow,
        ip: req.ip,
        retryAfterSeconds,
      },
      'rate limited',
    );
    throw new RateLimitedError(retryAfterSeconds);
  }
}

export type RateLimitingOptions = {
  /** Client addresses never counted (only the browser-test server sets any; see BuildOptions). */
  exempt?: readonly string[];
  /** Where counters are kept (server/http/rate-limit-store.ts); without any: this process's memory. */
  store?: RateLimitStoreOptions;
};

const rateLimitingPlugin: FastifyPluginAsync<RateLimitingOptions> = async (app, options) => {
  const exempt = new Set(options.exempt ?? []);
  const isExempt = (req: FastifyRequest) => exempt.has(req.ip);
  const store = createRateLimitStore(options.store ?? {}, app.log);
  await store.start();
  app.addHook('onClose', () => store.close());
  // A counter's name is its key prefix in the store: the same in every process (route and rule).
  const counterFor = (rule: RateLimitRule, name: string): Counter => ({
    rule,
    per: rule.per ?? 'ip',
    limiter: store.limiter(name, rule.max, windowMs(rule.timeWindow)),
  });

  // Routes registered from here on get their own counters, checked once the body is parsed and
  // validated (the email-keyed rules need it; a malformed request is refused before it counts).
  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const scope = `${route.method} ${route.url}`;
    const counters = (Array.isArray(limit) ? limit : [limit as RateLimitRule]).map((rule, i) =>
      counterFor(rule, `${scope}:${rule.per ?? 'ip'}:${i}`),
    );
    const check = async (req: FastifyRequest) => {
      if (isExempt(req)) return;
      // One rule after another: a request refused by the first does not use up the next.
      for (const counter of counters) {
        const key = await keyOf(req, counter.per);
        if (key !== undefined) await hit(req, counter, key, scope);
      }
    };
    const existing = route.preHandler;
    route.preHandler = [check, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
  });

  const ceiling = counterFor(overallRateLimit, 'all-api');
  app.addHook('onRequest', async (req) => {
    if (!isApiRequest(req) || CEILING_EXEMPT_ROUTES.has(req.routeOptions.url ?? '') || isExempt(req)) return;
    await hit(req, ceiling, clientKey(req.ip), 'all /api routes');
  });
};

export const rateLimiting = fp(rateLimitingPlugin, { name: 'turnready-rate-limits' });
