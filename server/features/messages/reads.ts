// Reading messages and conversations (issue 40): one place for the queries every verb and the stream
// share, and the shapes they leave in (the presenter's rules: plain text as stored, the other side
// as first name and last initial, 'Seen' from the other side's read state).
import { and, asc, count, desc, eq, gt, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { placeName } from '@core/places';
import type { ConversationSummary, Message } from '@core/schemas/messages';
import { MESSAGES_PAGE } from '@core/schemas/messages';
import type { Queryable } from '../../db/client';
import {
  cleanerProfile,
  conversation,
  conversationMember,
  hostProfile,
  job,
  message,
  photo,
  turnover,
} from '../../db/schema';
import { presentPhoto } from '../../photos/presenter';
import { hiredCondition, type MemberRow } from './policy';

const columns = {
  id: message.id,
  seq: message.seq,
  conversationId: message.conversationId,
  senderUserId: message.senderUserId,
  kind: message.kind,
  text: message.text,
  quickReply: message.quickReply,
  event: message.event,
  jobId: message.jobId,
  turnoverId: message.turnoverId,
  createdAt: message.createdAt,
  jobAddress: job.propertyAddress,
  jobCity: job.city,
  jobState: job.state,
  turnoverDate: turnover.date,
};
type MessageRow = {
  id: string;
  seq: number;
  conversationId: string;
  senderUserId: string | null;
  kind: 'text' | 'system';
  text: string;
  quickReply: Message['quickReply'];
  event: Message['event'];
  jobId: string | null;
  turnoverId: string | null;
  createdAt: Date;
  jobAddress: string | null;
  jobCity: string | null;
  jobState: string | null;
  turnoverDate: string | null;
};

/** How a job is named in a conversation: its listing's place (both sides may see it: policy.ts ties them by it). */
export const jobTitleOf = (j: { propertyAddress: string | null; city: string; state: string }) => placeName(j);

function selectMessages(q: Queryable) {
  return q
    .select(columns)
    .from(message)
    .leftJoin(job, eq(job.id, message.jobId))
    .leftJoin(turnover, eq(turnover.id, message.turnoverId));
}

type Seen = Pick<MemberRow, 'lastSeenSeq' | 'seenAt'>;

/** Rows → messages as `readerId` sees them; `otherSeen` is the other side's read state ('Seen' of the reader's own). */
async function present(
  q: Queryable,
  rows: readonly MessageRow[],
  readerId: string,
  /** The other side's read state, or a function giving it per conversation (a list of several). */
  seen: Seen | ((conversationId: string) => Seen),
): Promise<Message[]> {
  if (rows.length === 0) return [];
  const seenIn = typeof seen === 'function' ? seen : () => seen;
  const photos = await q
    .select()
    .from(photo)
    .where(
      inArray(
        photo.messageId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(photo.createdAt), asc(photo.id));
  return rows.map((r) => {
    const fromMe = r.senderUserId === readerId;
    const otherSeen = seenIn(r.conversationId);
    return {
      id: r.id,
      kind: r.kind,
      fromMe,
      text: r.text,
      quickReply: r.quickReply ?? null,
      event: r.event ?? null,
      photos: photos.filter((p) => p.messageId === r.id).map(presentPhoto),
      about:
        r.jobId && r.jobCity && r.jobState
          ? {
              jobId: r.jobId,
              jobTitle: jobTitleOf({ propertyAddress: r.jobAddress, city: r.jobCity, state: r.jobState }),
              turnoverId: r.turnoverId,
              turnoverDate: r.turnoverId ? r.turnoverDate : null,
            }
          : null,
      createdAt: r.createdAt.toISOString(),
      seenAt: fromMe && otherSeen.seenAt && r.seq <= otherSeen.lastSeenSeq ? otherSeen.seenAt.toISOString() : null,
    };
  });
}

/** Both members' rows of a conversation: the reader's and the other side's. */
async function membersOf(q: Queryable, conversationId: string, readerId: string) {
  const rows = await q.select().from(conversationMember).where(eq(conversationMember.conversationId, conversationId));
  return { me: rows.find((r) => r.userId === readerId)!, other: rows.find((r) => r.userId !== readerId)! };
}

/** One message as `readerId` sees it, if it is in one of their conversations. */
export async function findMessageFor(
  q: Queryable,
  readerId: string,
  messageId: string,
): Promise<{ conversationId: string; message: Message } | null> {
  const [row] = await selectMessages(q)
    .innerJoin(
      conversationMember,
      and(eq(conversationMember.conversationId, message.conversationId), eq(conversationMember.userId, readerId)),
    )
    .where(eq(message.id, messageId))
    .limit(1);
  if (!row) return null;
  const { other } = await membersOf(q, row.conversationId, readerId);
  return { conversationId: row.conversationId, message: (await present(q, [row], readerId, other))[0]! };
}

/**
 * A page of a conversation, newest first by the keyset (conversation, seq), returned oldest first;
 * `before` (a message of the conversation) gives the page older than it, `jobId` only messages about that job.
 */
export async function messagePage(
  q: Queryable,
  readerId: string,
  other: MemberRow,
  conversationId: string,
  opts: { before?: string; jobId?: string },
): Promise<{ messages: Message[]; before: string | null } | null> {
  const where: SQL[] = [eq(message.conversationId, conversationId)];
  if (opts.jobId) where.push(eq(message.jobId, opts.jobId));
  if (opts.before) {
    const [anchor] = await q
      .select({ seq: message.seq })
      .from(message)
      .where(and(eq(message.id, opts.before), eq(message.conversationId, conversationId)))
      .limit(1);
    if (!anchor) return null;
    where.push(lt(message.seq, anchor.seq));
  }
  const rows = await selectMessages(q)
    .where(and(...where))
    .orderBy(desc(message.seq))
    .limit(MESSAGES_PAGE + 1);
  const page = rows.slice(0, MESSAGES_PAGE).reverse();
  return {
    messages: await present(q, page, readerId, other),
    before: rows.length > MESSAGES_PAGE ? page[0]!.id : null,
  };
}

/** Text messages from the other side the reader has not seen, per conversation of theirs. */
async function unreadByConversation(q: Queryable, readerId: string, conversationIds?: readonly string[]) {
  const rows = await q
    .select({ conversationId: message.conversationId, n: count() })
    .from(conversationMember)
    .innerJoin(
      message,
      and(
        eq(message.conversationId, conversationMember.conversationId),
        gt(message.seq, conversationMember.lastSeenSeq),
      ),
    )
    .where(
      and(
        eq(conversationMember.userId, readerId),
        conversationIds ? inArray(conversationMember.conversationId, [...conversationIds]) : undefined,
        eq(message.kind, 'text'),
        ne(message.senderUserId, readerId),
      ),
    )
    .groupBy(message.conversationId);
  return new Map(rows.map((r) => [r.conversationId, Number(r.n)]));
}

/** The header's count: every unread message from the other sides of the reader's conversations. */
export async function unreadTotal(q: Queryable, readerId: string): Promise<number> {
  let total = 0;
  for (const n of (await unreadByConversation(q, readerId)).values()) total += n;
  return total;
}

/** The newest message of each conversation (one index probe each). */
async function lastMessageIds(q: Queryable, conversationIds: readonly string[]): Promise<string[]> {
  if (conversationIds.length === 0) return [];
  const result = (await q.execute(sql`
    select last.id from unnest(array[${sql.join(
      conversationIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::uuid[]) c(id)
    cross join lateral (
      select m.id from messages m where m.conversation_id = c.id order by m.seq desc limit 1
    ) last`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((r) => r.id);
}

/**
 * The jobs each conversation's messages are about, the most recently mentioned first. Asked per job
 * of the conversation's host (a handful), each an index probe for its newest message
 * (messages_conversation_job_seq_idx), so a long conversation costs no more than a short one.
 */
async function jobsOf(q: Queryable, conversationIds: readonly string[]) {
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await q.execute(sql`
    select c.id as "conversationId", j.id, j.property_address as "propertyAddress", j.city, j.state
    from conversations c
    join jobs j on j.host_user_id = c.host_user_id
    cross join lateral (
      select m.seq from messages m
      where m.conversation_id = c.id and m.job_id = j.id
      order by m.seq desc limit 1
    ) latest
    where c.id in (${ids})
    order by latest.seq desc`)) as unknown as {
    rows: { conversationId: string; id: string; propertyAddress: string | null; city: string; state: string }[];
  };
  const byConversation = new Map<string, { id: string; title: string }[]>();
  for (const j of result.rows)
    byConversation.set(j.conversationId, [
      ...(byConversation.get(j.conversationId) ?? []),
      { id: j.id, title: jobTitleOf(j) },
    ]);
  return byConversation;
}

/** Which of these conversations a hire joins (policy.ts's rule, for several at once). */
async function hiredIn(q: Queryable, conversationIds: readonly string[]): Promise<Set<string>> {
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = (await q.execute(
    sql`select c.id from conversations c where c.id in (${ids}) and ${hiredCondition(sql`c.host_user_id`, sql`c.cleaner_user_id`)}`,
  )) as unknown as { rows: { id: string }[] };
  return new Set(result.rows.map((r) => r.id));
}

/** The conversations of `readerId` (all, or these), as summaries, newest first. */
export async function conversationSummaries(
  q: Queryable,
  readerId: string,
  only?: readonly string[],
): Promise<ConversationSummary[]> {
  const convs = await q
    .select({
      conversation,
      hostFirst: hostProfile.firstName,
      hostLast: hostProfile.lastName,
      cleanerFirst: cleanerProfile.firstName,
      cleanerLast: cleanerProfile.lastName,
    })
    .from(conversation)
    .innerJoin(hostProfile, eq(hostProfile.userId, conversation.hostUserId))
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, conversation.cleanerUserId))
    .where(
      and(
        sql`(${conversation.hostUserId} = ${readerId} or ${conversation.cleanerUserId} = ${readerId})`,
        only ? inArray(conversation.id, [...only]) : undefined,
      ),
    )
    .orderBy(desc(conversation.lastMessageAt), desc(conversation.id))
    .limit(200);
  if (convs.length === 0) return [];
  const ids = convs.map((c) => c.conversation.id);
  const members = await q.select().from(conversationMember).where(inArray(conversationMember.conversationId, ids));
  const unread = await unreadByConversation(q, readerId, ids);
  const lastIds = await lastMessageIds(q, ids);
  const lastRows = lastIds.length ? await selectMessages(q).where(inArray(message.id, lastIds)) : [];
  const otherOf = (id: string) => members.find((m) => m.conversationId === id && m.userId !== readerId)!;
  const lasts = new Map(
    (await present(q, lastRows, readerId, otherOf)).map((m, i) => [lastRows[i]!.conversationId, m]),
  );
  const hired = await hiredIn(q, ids);
  const jobs = await jobsOf(q, ids);
  const summaries: ConversationSummary[] = [];
  for (const c of convs) {
    const id = c.conversation.id;
    const me = members.find((m) => m.conversationId === id && m.userId === readerId)!;
    const other = members.find((m) => m.conversationId === id && m.userId !== readerId)!;
    const iAmHost = c.conversation.hostUserId === readerId;
    summaries.push({
      id,
      other: {
        id: iAmHost ? c.conversation.cleanerUserId : c.conversation.hostUserId,
        role: iAmHost ? 'cleaner' : 'host',
        name: shortName(iAmHost ? c.cleanerFirst : c.hostFirst, iAmHost ? c.cleanerLast : c.hostLast),
        photoUrl: null,
      },
      last: lasts.get(id) ?? null,
      unreadCount: unread.get(id) ?? 0,
      hired: hired.has(id),
      blockedByMe: me.blockedAt !== null,
      blockedByOther: other.blockedAt !== null,
      emailWhenAway: me.emailWhenAway,
      jobs: jobs.get(id) ?? [],
      updatedAt: c.conversation.lastMessageAt.toISOString(),
    });
  }
  return summaries;
}

/** One conversation's summary for its reader (who must be a member). */
export async function conversationSummary(q: Queryable, readerId: string, id: string): Promise<ConversationSummary> {
  const [summary] = await conversationSummaries(q, readerId, [id]);
  return summary!;
}

/** First name and last initial: what each side sees of the other (a free host's locked applicant shows no more). */
export function shortName(first: string, last: string): string {
  const initial = last.trim().charAt(0);
  return initial ? `${first.trim()} ${initial.toUpperCase()}.` : first.trim();
}

/** A person's display name in a conversation, by their user id. */
export async function nameOf(q: Queryable, userId: string): Promise<string> {
  const [host] = await q
    .select({ first: hostProfile.firstName, last: hostProfile.lastName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, userId))
    .limit(1);
  if (host) return shortName(host.first, host.last);
  const [cleaner] = await q
    .select({ first: cleanerProfile.firstName, last: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return cleaner ? shortName(cleaner.first, cleaner.last) : '';
}
