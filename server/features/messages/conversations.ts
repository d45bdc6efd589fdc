// Opening a conversation (issue 40): the one per host and cleaner, found or made, when a job ties
// them (policy.ts). The host names the job and the cleaner, or a turnover (its cleaner); the cleaner
// names the job or the turnover (its host). Anything not theirs is "not found", whatever exists.
import { and, eq, sql } from 'drizzle-orm';
import { messageEmails as text } from '@core/messages/en/message-emails';
import type { OpenConversationInput } from '@core/schemas/messages';
import type { Queryable } from '../../db/client';
import { conversation, conversationMember, job, turnover } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { detectRole } from '../../http/session';
import { hostOfJob, tiedByJob } from './policy';

/** The conversation of a host and a cleaner, made (with both members' rows) when there is none yet. */
export async function ensureConversation(q: Queryable, hostUserId: string, cleanerUserId: string): Promise<string> {
  await q.insert(conversation).values({ hostUserId, cleanerUserId }).onConflictDoNothing();
  const [row] = await q
    .select({ id: conversation.id })
    .from(conversation)
    .where(and(eq(conversation.hostUserId, hostUserId), eq(conversation.cleanerUserId, cleanerUserId)))
    .limit(1);
  await q
    .insert(conversationMember)
    .values([
      { conversationId: row!.id, userId: hostUserId },
      { conversationId: row!.id, userId: cleanerUserId },
    ])
    .onConflictDoNothing();
  return row!.id;
}

const cannotOpen = () => notFound(text.errors.conversationNotFound);

/** A turnover's job and cleaner, when the job is active. */
async function turnoverParties(q: Queryable, turnoverId: string) {
  const [row] = await q
    .select({ jobId: turnover.jobId, hostUserId: job.hostUserId, cleanerUserId: turnover.assignedCleanerUserId })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(and(eq(turnover.id, turnoverId), eq(job.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** Opens (or finds) the caller's conversation named by `input`; see the module comment. */
export async function openConversation(q: Queryable, userId: string, input: OpenConversationInput): Promise<string> {
  const role = await detectRole(q, userId);
  if (!role) throw new AppError('FORBIDDEN', text.errors.cannotOpen);
  if (role === 'host') {
    if ('turnoverId' in input) {
      const t = await turnoverParties(q, input.turnoverId);
      if (!t || t.hostUserId !== userId || !t.cleanerUserId) throw cannotOpen();
      return ensureConversation(q, userId, t.cleanerUserId);
    }
    if (!input.cleanerId)
      throw new AppError('VALIDATION_FAILED', text.errors.nameTheCleaner, { cleanerId: text.errors.nameTheCleaner });
    if ((await hostOfJob(q, input.jobId)) !== userId || !(await tiedByJob(q, input.jobId, input.cleanerId)))
      throw cannotOpen();
    return ensureConversation(q, userId, input.cleanerId);
  }
  if ('turnoverId' in input) {
    const t = await turnoverParties(q, input.turnoverId);
    // Theirs when it was offered to, asked for by or assigned to them (the job ties them).
    if (!t || !(await tiedTurnover(q, input.turnoverId, userId))) throw cannotOpen();
    return ensureConversation(q, t.hostUserId, userId);
  }
  if (input.cleanerId && input.cleanerId !== userId) throw cannotOpen();
  const host = await hostOfJob(q, input.jobId);
  if (!host || !(await tiedByJob(q, input.jobId, userId))) throw cannotOpen();
  return ensureConversation(q, host, userId);
}

/** Whether the cleaner had this turnover offered, asked for it, or has it. */
async function tiedTurnover(q: Queryable, turnoverId: string, cleanerUserId: string): Promise<boolean> {
  const result = (await q.execute(sql`
    select exists (select 1 from turnover_offers where turnover_id = ${turnoverId} and cleaner_user_id = ${cleanerUserId})
      or exists (select 1 from turnover_requests where turnover_id = ${turnoverId} and cleaner_user_id = ${cleanerUserId})
      or exists (select 1 from turnovers where id = ${turnoverId} and assigned_cleaner_user_id = ${cleanerUserId}) as tied`)) as unknown as {
    rows: { tied: boolean }[];
  };
  return result.rows[0]?.tied === true;
}
