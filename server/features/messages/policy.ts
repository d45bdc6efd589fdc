// Who may message whom (issue 40), deny by default. A host and a cleaner may talk when a job of the
// host ties them: the cleaner applied to it, is (or was) on its team, or had one of its turnovers
// offered or asked for one. Contact details are fine once a hire joins them: a hired application,
// a place on a team, or a turnover of the host's confirmed to them. Everyone else gets "not found".
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { conversation, conversationMember, job } from '../../db/schema';

/** Whether a job of the host ties the cleaner to it (see the module comment); false for a deleted job. */
export async function tiedByJob(q: Queryable, jobId: string, cleanerUserId: string): Promise<boolean> {
  const result = (await q.execute(sql`
    select exists (
      select 1 from jobs j where j.id = ${jobId} and j.status = 'active' and (
        exists (select 1 from applications a where a.job_id = j.id and a.cleaner_user_id = ${cleanerUserId})
        or exists (select 1 from job_team_members m where m.job_id = j.id and m.cleaner_user_id = ${cleanerUserId})
        or exists (select 1 from turnovers t join turnover_offers o on o.turnover_id = t.id
                   where t.job_id = j.id and o.cleaner_user_id = ${cleanerUserId})
        or exists (select 1 from turnovers t join turnover_requests r on r.turnover_id = t.id
                   where t.job_id = j.id and r.cleaner_user_id = ${cleanerUserId})
        or exists (select 1 from turnovers t where t.job_id = j.id and t.assigned_cleaner_user_id = ${cleanerUserId})
      )
    ) as tied`)) as unknown as { rows: { tied: boolean }[] };
  return result.rows[0]?.tied === true;
}

/** The condition "a hire joins this host and this cleaner", on SQL values (one rule for one or many). */
export function hiredCondition(host: SQL, cleaner: SQL): SQL {
  return sql`exists (
    select 1 from jobs j where j.host_user_id = ${host} and (
      exists (select 1 from applications a where a.job_id = j.id and a.cleaner_user_id = ${cleaner} and a.status = 'accepted')
      or exists (select 1 from job_team_members m where m.job_id = j.id and m.cleaner_user_id = ${cleaner} and m.removed_at is null)
      or exists (select 1 from turnovers t where t.job_id = j.id and t.assigned_cleaner_user_id = ${cleaner}
                 and t.status in ('confirmed', 'completed'))
    ))`;
}

/** Whether a hire joins the host and the cleaner (contact details may be shared). */
export async function hiredTogether(q: Queryable, hostUserId: string, cleanerUserId: string): Promise<boolean> {
  const result = (await q.execute(
    sql`select ${hiredCondition(sql`${hostUserId}::uuid`, sql`${cleanerUserId}::uuid`)} as hired`,
  )) as unknown as { rows: { hired: boolean }[] };
  return result.rows[0]?.hired === true;
}

/** The host of a job (null when there is no such job, or it was deleted). */
export async function hostOfJob(q: Queryable, jobId: string): Promise<string | null> {
  const [row] = await q
    .select({ hostUserId: job.hostUserId })
    .from(job)
    .where(and(eq(job.id, jobId), eq(job.status, 'active')))
    .limit(1);
  return row?.hostUserId ?? null;
}

export type ConversationRow = typeof conversation.$inferSelect;
export type MemberRow = typeof conversationMember.$inferSelect;

/**
 * A conversation of `userId` with both members' rows (theirs first), optionally locked; null when it
 * is not theirs or does not exist (the caller answers 404 either way).
 */
export async function conversationOf(
  q: Queryable,
  userId: string,
  conversationId: string,
  lock = false,
): Promise<{ conversation: ConversationRow; me: MemberRow; other: MemberRow } | null> {
  const base = q
    .select({ conversation, member: conversationMember })
    .from(conversation)
    .innerJoin(conversationMember, eq(conversationMember.conversationId, conversation.id))
    .where(eq(conversation.id, conversationId));
  const rows = lock ? await base.for('update', { of: conversationMember }) : await base;
  const me = rows.find((r) => r.member.userId === userId);
  const other = rows.find((r) => r.member.userId !== userId);
  if (!me || !other) return null;
  return { conversation: me.conversation, me: me.member, other: other.member };
}
