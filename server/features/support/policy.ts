// Who may use the support queue (issue 39): the signed-in accounts whose email is in
// SUPPORT_ADMIN_EMAILS. Anyone else gets the 404 of a route that does not exist.
import type { FastifyRequest } from 'fastify';
import { errors } from '@core/messages/en/errors';
import { isSupportAdmin } from '@core/support';
import { notFound } from '../../errors';
import { requireUser, type SessionUser } from '../../http/session';

export async function requireSupportAdmin(req: FastifyRequest): Promise<SessionUser> {
  const me = await requireUser(req);
  if (!isSupportAdmin(me.email, req.server.ctx.env.supportAdminEmails)) throw notFound(errors.notFound);
  return me;
}
