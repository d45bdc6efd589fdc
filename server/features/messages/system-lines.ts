// The turnover's story in the thread (issue 40): each change of a turnover between a host and a
// cleaner (offered, confirmed, can't make it, lapsed, cancelled, started, problem, completed)
// appends a system line to their conversation, made if need be, in the transaction of the change.
// The turnover features call this through the door at the one place each change happens; each
// reader's page words the line in their own language from its event.
//
// One statement per call, however many lines: the chain calls it for each turnover it passes on,
// and a pass can settle hundreds (issue 35), so a round trip per conversation, message and
// announcement would hold its transaction for seconds.
import { sql } from 'drizzle-orm';
import type { SystemEvent } from '@core/message-rules';
import { MESSAGE_EVENT } from '@core/schemas/messages';
import type { Queryable } from '../../db/client';
import { REALTIME_CHANNEL } from '../../realtime/channel';

export type SystemLine = { jobId: string; turnoverId: string; cleanerUserId: string; event: SystemEvent };

/** Appends the lines, in the order given, each to its host's and cleaner's conversation (made if need be). */
export async function appendSystemLines(q: Queryable, lines: readonly SystemLine[]): Promise<void> {
  if (lines.length === 0) return;
  const values = sql.join(
    lines.map(
      (l, i) => sql`(${i}::int, ${l.jobId}::uuid, ${l.turnoverId}::uuid, ${l.cleanerUserId}::uuid, ${l.event}::text)`,
    ),
    sql`, `,
  );
  // Conversations made here are not visible to the CTEs beside them (one snapshot), hence the union;
  // both sides' streams hear of each line as the hub's channel announces a message (channel.ts).
  await q.execute(sql`
    with line (ord, job_id, turnover_id, cleaner_user_id, event) as (values ${values}),
    pair as (
      select distinct j.host_user_id, l.cleaner_user_id from line l join jobs j on j.id = l.job_id
    ),
    made as (
      insert into conversations (host_user_id, cleaner_user_id)
      select host_user_id, cleaner_user_id from pair
      on conflict (host_user_id, cleaner_user_id) do nothing
      returning id, host_user_id, cleaner_user_id
    ),
    conv as (
      select id, host_user_id, cleaner_user_id from made
      union all
      select c.id, c.host_user_id, c.cleaner_user_id from conversations c
      join pair p on p.host_user_id = c.host_user_id and p.cleaner_user_id = c.cleaner_user_id
    ),
    members as (
      insert into conversation_members (conversation_id, user_id)
      select id, host_user_id from made union all select id, cleaner_user_id from made
      on conflict (conversation_id, user_id) do nothing
    ),
    written as (
      insert into messages (conversation_id, kind, event, job_id, turnover_id)
      select conv.id, 'system', l.event, l.job_id, l.turnover_id
      from line l join jobs j on j.id = l.job_id
      join conv on conv.host_user_id = j.host_user_id and conv.cleaner_user_id = l.cleaner_user_id
      order by l.ord
      returning id, conversation_id, created_at
    ),
    touched as (
      update conversations c set last_message_at = now() where c.id in (select conversation_id from written)
    )
    select pg_notify(${REALTIME_CHANNEL}, json_build_object('userId', who.user_id, 'id', w.id, 'kind', ${MESSAGE_EVENT}::text)::text)
    from written w join conv on conv.id = w.conversation_id
    cross join lateral (values (conv.host_user_id), (conv.cleaner_user_id)) who (user_id)`);
}

export const appendSystemLine = (q: Queryable, line: SystemLine) => appendSystemLines(q, [line]);
