// Reading the signed-in user of a request, and who they are in the product (spec §4 role detection).
import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@core/account-rules';
import { errors as text } from '@core/messages/en/errors';
import type { Queryable } from '../db/client';
import { cleanerProfile, hostProfile } from '../db/schema';
import type { CachedSession } from '../auth/session-cache';
import { AppError, unauthorized } from '../errors';

export type SessionUser = { id: string; email: string; name: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route needs a signed-in session. The one declaration of it: refuseWithoutSession turns
     * a request without one away with 401 before the handler, the OpenAPI document lists the route
     * under the session cookie (server/http/openapi.ts), and requireUser/requireHost/requireCleaner/requireSession
     * fail loudly on a route that does not declare it, so the three cannot disagree.
     */
    signedIn?: boolean;
  }
}

/** A programming error: a route guards sign-in in its handler without declaring `config.signedIn`. */
export class UndeclaredSignIn extends Error {
  constructor(route: string) {
    super(`${route} requires a session but does not declare config: { signedIn: true } (server/http/session.ts)`);
  }
}

/**
 * The request's session: from this process's short-lived cache (server/auth/session-cache.ts, which
 * forgets a session the moment it ends anywhere) or else from better-auth, which reads it from the database.
 */
async function lookUpSession(req: FastifyRequest): Promise<CachedSession | null> {
  const cookies = req.headers.cookie;
  if (!cookies) return null;
  const cache = req.server.ctx.sessionCache;
  const cached = cache.get(cookies);
  if (cached) return cached;
  const result = await req.server.ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  const found = {
    user: { id: result.user.id, email: result.user.email, name: result.user.name },
    sessionId: result.session.id,
    expiresAt: new Date(result.session.expiresAt),
  };
  cache.set(cookies, found);
  return found;
}

// Once per request: the sign-in check, user-keyed rate limits and the handler all ask.
const lookups = new WeakMap<FastifyRequest, Promise<CachedSession | null>>();
function sessionOf(req: FastifyRequest): Promise<CachedSession | null> {
  let found = lookups.get(req);
  if (!found) lookups.set(req, (found = lookUpSession(req)));
  return found;
}

export async function getSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  return (await sessionOf(req))?.user ?? null;
}

/** preHandler hook (server/app.ts): a route declaring `config.signedIn` answers 401 without a session. */
export async function refuseWithoutSession(req: FastifyRequest): Promise<void> {
  if (req.routeOptions.config?.signedIn && !(await sessionOf(req))) throw unauthorized();
}

/** The signed-in user and the id of the session the request carries (an event stream is bound to it). */
export async function requireSession(req: FastifyRequest): Promise<{ user: SessionUser; sessionId: string }> {
  if (!req.routeOptions.config?.signedIn) throw new UndeclaredSignIn(`${req.method} ${req.routeOptions.url}`);
  const found = await sessionOf(req);
  if (!found) throw unauthorized();
  return { user: found.user, sessionId: found.sessionId };
}

export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  return (await requireSession(req)).user;
}

/** Host profile first, then cleaner profile, else none. */
export async function detectRole(q: Queryable, userId: string): Promise<Role> {
  const [host] = await q
    .select({ id: hostProfile.id })
    .from(hostProfile)
    .where(eq(hostProfile.userId, userId))
    .limit(1);
  if (host) return 'host';
  const [cleaner] = await q
    .select({ id: cleanerProfile.userId })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return cleaner ? 'cleaner' : null;
}

/**
 * The signed-in user, who must have the given profile. A visitor gets 401; a user without that
 * profile gets 403 with the role's one refusal text, the same on every route it guards.
 */
async function requireRole(req: FastifyRequest, role: 'host' | 'cleaner'): Promise<SessionUser> {
  const u = await requireUser(req);
  const table = role === 'host' ? hostProfile : cleanerProfile;
  const [row] = await req.server.ctx.db
    .select({ userId: table.userId })
    .from(table)
    .where(eq(table.userId, u.id))
    .limit(1);
  if (!row) throw new AppError('FORBIDDEN', role === 'host' ? text.hostsOnly : text.cleanersOnly);
  return u;
}

/** The signed-in host (a user with a host profile); anyone else is refused. */
export const requireHost = (req: FastifyRequest): Promise<SessionUser> => requireRole(req, 'host');

/** The signed-in cleaner (a user with a cleaner profile); anyone else is refused. */
export const requireCleaner = (req: FastifyRequest): Promise<SessionUser> => requireRole(req, 'cleaner');
