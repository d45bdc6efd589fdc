// Reading the signed-in user of a request, and who they are in the product (spec §4 role detection).
import { eq } from 'drizzle-orm';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@core/account-rules';
import type { Queryable } from '../db/client';
import { cleanerProfile, hostProfile } from '../db/schema';
import { AppError, unauthorized } from '../errors';

export type SessionUser = { id: string; email: string; name: string };

export async function getSessionUser(req: FastifyRequest): Promise<SessionUser | null> {
  const result = await req.server.ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}

/** The signed-in user and the id of the session the request carries (an event stream is bound to it). */
export async function requireSession(req: FastifyRequest): Promise<{ user: SessionUser; sessionId: string }> {
  const result = await req.server.ctx.auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
  if (!result) throw unauthorized();
  return { user: { id: result.user.id, email: result.user.email, name: result.user.name }, sessionId: result.session.id };
}

export async function requireUser(req: FastifyRequest): Promise<SessionUser> {
  const u = await getSessionUser(req);
  if (!u) throw unauthorized();
  return u;
}

/** Host profile first, then cleaner profile, else none. */
export async function detectRole(q: Queryable, userId: string): Promise<Role> {
  const [host] = await q.select({ id: hostProfile.id }).from(hostProfile).where(eq(hostProfile.userId, userId)).limit(1);
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
 * profile gets 403 with `message` (e.g. "Only hosts can post jobs.").
 */
export async function requireRole(req: FastifyRequest, role: 'host' | 'cleaner', message: string): Promise<SessionUser> {
  const u = await requireUser(req);
  const table = role === 'host' ? hostProfile : cleanerProfile;
  const [row] = await req.server.ctx.db.select({ userId: table.userId }).from(table).where(eq(table.userId, u.id)).limit(1);
  if (!row) throw new AppError('FORBIDDEN', message);
  return u;
}
