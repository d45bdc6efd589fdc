// Suspending and reinstating an account (issue 39). A suspension ends every session of the account
// in the same transaction and announces each on the realtime channel (server/realtime/channel.ts),
// so every server process drops it from its session cache and ends its streams at once; sign-in
// refuses a suspended account (server/features/session) and better-auth creates no session for one
// (server/auth/auth.ts), so nothing can start a new one while it lasts.
import { and, desc, eq } from 'drizzle-orm';
import { support as text } from '@core/messages/en/support';
import type { SupportAccount, SupportLogEntry } from '@core/schemas/support';
import type { Queryable } from '../../db/client';
import { accountSuspension, session, supportAction, user } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { detectRole } from '../../http/session';
import { announceSessionEnded } from '../../realtime/channel';
import { actorOf, logSupportAction } from './log';

/** Suspends `userId`: their sessions end everywhere, and they cannot sign in until reinstated. */
export async function suspendAccount(
  tx: Queryable,
  input: { userId: string; actorId: string; reason: string; caseId?: string | null; now?: Date },
): Promise<void> {
  if (input.userId === input.actorId) throw new AppError('CONFLICT', text.errors.notYourself);
  const actor = await actorOf(tx, input.actorId);
  const now = input.now ?? new Date();
  const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).for('update');
  if (!target) throw notFound(text.errors.accountNotFound);
  const [made] = await tx
    .insert(accountSuspension)
    .values({ userId: input.userId, reason: input.reason, suspendedByUserId: actor.id, suspendedAt: now })
    .onConflictDoNothing()
    .returning({ userId: accountSuspension.userId });
  if (!made) throw new AppError('CONFLICT', text.errors.alreadySuspended);
  await endSessionsOf(tx, input.userId);
  await logSupportAction(tx, {
    actor,
    action: 'suspend',
    caseId: input.caseId ?? null,
    targetUserId: input.userId,
    detail: text.actionKinds.suspend,
    reason: input.reason,
    now,
  });
}

/** Every session of the account ends: deleted, and announced to every process (after commit). */
export async function endSessionsOf(tx: Queryable, userId: string): Promise<number> {
  const ended = await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  for (const s of ended) await announceSessionEnded(tx, s.id);
  return ended.length;
}

export async function reinstateAccount(
  tx: Queryable,
  input: { userId: string; actorId: string; reason: string; now: Date },
): Promise<void> {
  const [gone] = await tx
    .delete(accountSuspension)
    .where(eq(accountSuspension.userId, input.userId))
    .returning({ userId: accountSuspension.userId });
  if (!gone) {
    const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, input.userId)).limit(1);
    if (!exists) throw notFound(text.errors.accountNotFound);
    throw new AppError('CONFLICT', text.errors.notSuspended);
  }
  await logSupportAction(tx, {
    actor: await actorOf(tx, input.actorId),
    action: 'reinstate',
    caseId: null,
    targetUserId: input.userId,
    detail: text.actionKinds.reinstate,
    reason: input.reason,
    now: input.now,
  });
}

/** Whether the account with this email (any case) is suspended. */
export async function isSuspendedEmail(q: Queryable, email: string): Promise<boolean> {
  const [row] = await q
    .select({ id: accountSuspension.userId })
    .from(accountSuspension)
    .innerJoin(user, eq(user.id, accountSuspension.userId))
    .where(eq(user.email, email.trim().toLowerCase()))
    .limit(1);
  return !!row;
}

/** One account as support sees it: who, whether suspended, and every support action on it. */
export async function supportAccount(q: Queryable, where: { email: string } | { id: string }): Promise<SupportAccount> {
  const [u] = await q
    .select({ id: user.id, email: user.email, name: user.name, createdAt: user.createdAt })
    .from(user)
    .where('email' in where ? eq(user.email, where.email.trim().toLowerCase()) : eq(user.id, where.id))
    .limit(1);
  if (!u) throw notFound(text.accounts.notFound);
  const [suspended] = await q.select().from(accountSuspension).where(eq(accountSuspension.userId, u.id)).limit(1);
  const log = await q
    .select()
    .from(supportAction)
    .where(and(eq(supportAction.targetUserId, u.id)))
    .orderBy(desc(supportAction.createdAt))
    .limit(100);
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    role: await detectRole(q, u.id),
    createdAt: u.createdAt.toISOString(),
    suspension: suspended ? { at: suspended.suspendedAt.toISOString(), reason: suspended.reason } : null,
    log: log.map(presentLogEntry),
  };
}

export function presentLogEntry(r: typeof supportAction.$inferSelect): SupportLogEntry {
  return {
    id: r.id,
    action: r.action,
    detail: r.detail,
    reason: r.reason,
    byEmail: r.actorEmail,
    at: r.createdAt.toISOString(),
  };
}
