// The support audit log (issue 39): every action support takes, with who, when, on what and why,
// written in the action's own transaction.
import type { SupportActionKind } from '@core/support';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { supportAction, user } from '../../db/schema';

export type Actor = { id: string; email: string };

export async function logSupportAction(
  q: Queryable,
  input: {
    actor: Actor;
    action: SupportActionKind;
    caseId: string | null;
    targetUserId: string | null;
    detail: string;
    reason: string;
    now: Date;
  },
): Promise<void> {
  await q.insert(supportAction).values({
    actorUserId: input.actor.id,
    actorEmail: input.actor.email,
    action: input.action,
    caseId: input.caseId,
    targetUserId: input.targetUserId,
    detail: input.detail,
    reason: input.reason,
    createdAt: input.now,
  });
}

/** The acting account's id and email (the log keeps the email as it was). */
export async function actorOf(q: Queryable, actorId: string): Promise<Actor> {
  const [row] = await q.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, actorId)).limit(1);
  return row ?? { id: actorId, email: '' };
}
