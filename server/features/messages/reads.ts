// Reading messages and conversations (issue 40): one place for the queries every verb and the stream
// share, and the shapes they leave in (the presenter's rules: plain text as stored, the other side
// as first name and last initial, 'Seen' from the other side's read state).
import { and, asc, desc, eq, inArray, lt, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { hiredCondition, type ConversationRow, type MemberRow } from './policy';

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
  /** Whether any photo is attached (one probe of photos_message_idx): most messages have none, and then no photo query runs. */
  hasPhotos: sql<boolean>`exists (select 1 from photos p where p.message_id = ${message.id})`,
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
  hasPhotos: boolean;
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
  const withPhotos = rows.filter((r) => r.hasPhotos).map((r) => r.id);
  const photos = withPhotos.length
    ? await q
        .select()
        .from(photo)
        .where(inArray(photo.messageId, withPhotos))
        .orderBy(asc(photo.createdAt), asc(photo.id))
    : [];
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

type MessagePage = { messages: Message[]; before: string | null };

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
): Promise<MessagePage | null> {
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
  return pageOf(q, rows, readerId, other);
}

/** Up to a page and one more of rows, newest first → the page, oldest first, and where the older one starts. */
async function pageOf(q: Queryable, rows: readonly MessageRow[], readerId: string, other: Seen): Promise<MessagePage> {
  const page = rows.slice(0, MESSAGES_PAGE).reverse();
  return {
    messages: await present(q, page, readerId, other),
    before: rows.length > MESSAGES_PAGE ? page[0]!.id : null,
  };
}

/**
 * Unread counts stop here: the list and the header show "99+" past 99, and counting every unread
 * message of a long conversation would read them all (a 5,000-message thread opened cold) on each
 * page of it, each list and each live event.
 */
export const UNREAD_COUNT_CAP = 100;

/** The unread text messages from the other side in one conversation (the reader's member row's columns), up to the cap. */
function unreadIn(conversationId: SQLWrapper, lastSeenSeq: SQLWrapper, readerId: string | Placeholder): SQL<number> {
  return sql<number>`(select count(*)::int from (
    select 1 from messages m
    where m.conversation_id = ${conversationId} and m.seq > ${lastSeenSeq}
      and m.kind = 'text' and m.sender_user_id <> ${readerId}::uuid
    limit ${sql.raw(String(UNREAD_COUNT_CAP))}
  ) unread)`;
}

/** Text messages from the other side the reader has not seen (up to the cap), per conversation of theirs. */
async function unreadByConversation(q: Queryable, readerId: string, conversationIds?: readonly string[]) {
  const only = conversationIds
    ? sql`and cm.conversation_id in (${sql.join(
        conversationIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = (await q.execute(sql`
    select u."conversationId", u.n from (
      select cm.conversation_id as "conversationId", ${unreadIn(sql`cm.conversation_id`, sql`cm.last_seen_seq`, readerId)} as n
      from conversation_members cm
      where cm.user_id = ${readerId}::uuid ${only}
    ) u where u.n > 0`)) as unknown as { rows: { conversationId: string; n: number }[] };
  return new Map(result.rows.map((r) => [r.conversationId, Number(r.n)]));
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

/** The newest message of each of these conversations, as `readerId` sees it. */
async function lastMessages(
  q: Queryable,
  readerId: string,
  conversationIds: readonly string[],
  otherOf: (conversationId: string) => Seen,
): Promise<Map<string, Message>> {
  const lastIds = await lastMessageIds(q, conversationIds);
  const rows = lastIds.length ? await selectMessages(q).where(inArray(message.id, lastIds)) : [];
  return new Map((await present(q, rows, readerId, otherOf)).map((m, i) => [rows[i]!.conversationId, m]));
}

/** What a summary is made of, however it was read. */
interface SummaryParts {
  conversation: ConversationRow;
  me: MemberRow;
  other: MemberRow;
  names: { hostFirst: string; hostLast: string; cleanerFirst: string; cleanerLast: string };
  last: Message | null;
  unread: number;
  hired: boolean;
  jobs: { id: string; title: string }[];
}

function summarize(readerId: string, p: SummaryParts): ConversationSummary {
  const iAmHost = p.conversation.hostUserId === readerId;
  return {
    id: p.conversation.id,
    other: {
      id: iAmHost ? p.conversation.cleanerUserId : p.conversation.hostUserId,
      role: iAmHost ? 'cleaner' : 'host',
      name: iAmHost
        ? shortName(p.names.cleanerFirst, p.names.cleanerLast)
        : shortName(p.names.hostFirst, p.names.hostLast),
      photoUrl: null,
    },
    last: p.last,
    unreadCount: p.unread,
    hired: p.hired,
    blockedByMe: p.me.blockedAt !== null,
    blockedByOther: p.other.blockedAt !== null,
    emailWhenAway: p.me.emailWhenAway,
    jobs: p.jobs,
    updatedAt: p.conversation.lastMessageAt.toISOString(),
  };
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
  const memberOf = (id: string, mine: boolean) =>
    members.find((m) => m.conversationId === id && (m.userId === readerId) === mine)!;
  const unread = await unreadByConversation(q, readerId, ids);
  const lasts = await lastMessages(q, readerId, ids, (id) => memberOf(id, false));
  const hired = await hiredIn(q, ids);
  const jobs = await jobsOf(q, ids);
  return convs.map(({ conversation: c, ...names }) =>
    summarize(readerId, {
      conversation: c,
      me: memberOf(c.id, true),
      other: memberOf(c.id, false),
      names,
      last: lasts.get(c.id) ?? null,
      unread: unread.get(c.id) ?? 0,
      hired: hired.has(c.id),
      jobs: jobs.get(c.id) ?? [],
    }),
  );
}

/** One conversation's summary for its reader (who must be a member). */
export async function conversationSummary(q: Queryable, readerId: string, id: string): Promise<ConversationSummary> {
  const [summary] = await conversationSummaries(q, readerId, [id]);
  return summary!;
}

/** A job as a conversation's summary names it, as the page's statement returns it (JSON). */
type JobRef = { id: string; propertyAddress: string | null; city: string; state: string };

/**
 * Opening a conversation is the hot read (issue 40: a 5,000-message conversation's newest page as
 * fast as the notification list), so it is two statements, each prepared once per connection:
 * planning their joins cost more than running them. The first is the conversation with both
 * members, the names, the unread count (capped), whether a hire joins them and the jobs its messages
 * are about (one index probe per job of the host); the second the newest page, which also holds the
 * last message.
 */
function prepareConversationPage(q: Queryable) {
  const me = alias(conversationMember, 'me');
  const other = alias(conversationMember, 'other');
  const reader = sql.placeholder('reader');
  const head = q
    .select({
      conversation,
      me,
      other,
      hostFirst: hostProfile.firstName,
      hostLast: hostProfile.lastName,
      cleanerFirst: cleanerProfile.firstName,
      cleanerLast: cleanerProfile.lastName,
      unread: unreadIn(me.conversationId, me.lastSeenSeq, reader),
      hired: sql<boolean>`${hiredCondition(sql`${conversation.hostUserId}`, sql`${conversation.cleanerUserId}`)}`,
      jobs: sql<JobRef[]>`(
        select coalesce(json_agg(json_build_object(
          'id', x.id, 'propertyAddress', x.property_address, 'city', x.city, 'state', x.state
        ) order by x.latest desc), '[]'::json)
        from (
          select j.id, j.property_address, j.city, j.state,
            (select max(m.seq) from messages m where m.conversation_id = ${conversation.id} and m.job_id = j.id) as latest
          from jobs j where j.host_user_id = ${conversation.hostUserId}
        ) x
        where x.latest is not null)`,
    })
    .from(conversation)
    .innerJoin(me, and(eq(me.conversationId, conversation.id), eq(me.userId, reader)))
    // The other member named exactly (not "not me"): one row to expect, so the plan stays small
    // (a generic plan guessing 100 rows here cost enough to be JIT-compiled on every execution).
    .innerJoin(
      other,
      and(
        eq(other.conversationId, conversation.id),
        eq(
          other.userId,
          sql`case when ${conversation.hostUserId} = ${reader} then ${conversation.cleanerUserId} else ${conversation.hostUserId} end`,
        ),
      ),
    )
    .innerJoin(hostProfile, eq(hostProfile.userId, conversation.hostUserId))
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, conversation.cleanerUserId))
    .where(eq(conversation.id, sql.placeholder('id')))
    .prepare('conversation_page_head');
  const newest = selectMessages(q)
    .where(eq(message.conversationId, sql.placeholder('id')))
    .orderBy(desc(message.seq))
    .limit(MESSAGES_PAGE + 1)
    .prepare('conversation_page_newest');
  return { head, newest };
}
const conversationPageStatements = new WeakMap<Queryable, ReturnType<typeof prepareConversationPage>>();

/**
 * A page of one of the reader's conversations with its summary (GET /api/conversations/{id}/messages);
 * null when it is not theirs or `before` is not one of its messages (the route answers 404 either way).
 */
export async function conversationPage(
  q: Queryable,
  readerId: string,
  conversationId: string,
  opts: { before?: string; jobId?: string },
): Promise<({ conversation: ConversationSummary } & MessagePage) | null> {
  let statements = conversationPageStatements.get(q);
  if (!statements) conversationPageStatements.set(q, (statements = prepareConversationPage(q)));
  const [head] = await statements.head.execute({ id: conversationId, reader: readerId });
  if (!head) return null;
  const { conversation: c, me, other, unread, hired, jobs, ...names } = head;
  const newestPage = !opts.before && !opts.jobId;
  const page = newestPage
    ? await pageOf(q, await statements.newest.execute({ id: conversationId }), readerId, other)
    : await messagePage(q, readerId, other, conversationId, opts);
  if (!page) return null;
  const last = newestPage
    ? (page.messages.at(-1) ?? null)
    : ((await lastMessages(q, readerId, [conversationId], () => other)).get(conversationId) ?? null);
  return {
    conversation: summarize(readerId, {
      conversation: c,
      me,
      other,
      names,
      last,
      unread: Number(unread),
      hired,
      jobs: jobs.map((j) => ({ id: j.id, title: jobTitleOf(j) })),
    }),
    ...page,
  };
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
