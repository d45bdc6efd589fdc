// Sending a message (issue 40). Under the lock of the conversation's member rows: nothing is sent
// while either side blocks the other; before a hire, words carrying contact details are refused
// (the sender is told and may edit); words that look like a door code need the sender's "send
// anyway"; the same clientKey again (a retry) gives back the first message. In the same transaction:
// the photos are attached, the other side's away email is armed, both sides' streams are told, and
// the other side's devices get a push.
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { contactDetailsIn, looksLikeAccessCode, MESSAGE_EMAIL_AFTER_MS } from '@core/message-rules';
import { messageEmails as text } from '@core/messages/en/message-emails';
import { MESSAGE_EVENT, type Message, type SendMessageInput } from '@core/schemas/messages';
import { pgErrorCode, type Queryable, type Tx } from '../../db/client';
import { conversation, conversationMember, message, messagePreferences, photo, turnover } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { announceToUser } from '../../realtime/channel';
import { scheduleWork } from '../../work/schedule';
import { enqueuePush } from '../push';
import { conversationOf, hiredTogether, tiedByJob, type ConversationRow, type MemberRow } from './policy';
import { findMessageFor, nameOf } from './reads';

/** Photos uploaded to a conversation and not yet sent, per sender: the composer's, with room for retries. */
export const PENDING_PHOTOS_MAX = 20;

const conversationNotFound = () => notFound(text.errors.conversationNotFound);
const clientKeyReused = () =>
  new AppError('CONFLICT', text.errors.clientKeyReused, { clientKey: text.errors.clientKeyReused });

/** Refuses anything new in a conversation either side has blocked. */
export function assertNotBlocked(me: MemberRow, other: MemberRow): void {
  if (me.blockedAt) throw new AppError('blocked', text.errors.blockedByMe);
  if (other.blockedAt) throw new AppError('blocked', text.errors.blockedByOther);
}

/** Tells both sides' open streams (every device) of a new message; heard after commit. */
export async function announceMessage(q: Queryable, c: ConversationRow, messageId: string): Promise<void> {
  await announceToUser(q, c.hostUserId, messageId, MESSAGE_EVENT);
  await announceToUser(q, c.cleanerUserId, messageId, MESSAGE_EVENT);
}

/** The conversation's row for a photo upload: theirs, not blocked, with room for one more pending photo. */
export async function admitMessagePhoto(tx: Tx, userId: string, conversationId: string): Promise<void> {
  const found = await conversationOf(tx, userId, conversationId, true);
  if (!found) throw conversationNotFound();
  assertNotBlocked(found.me, found.other);
  const [pending] = await tx
    .select({ n: count() })
    .from(photo)
    .where(and(eq(photo.conversationId, conversationId), eq(photo.ownerUserId, userId), isNull(photo.messageId)));
  if ((pending?.n ?? 0) >= PENDING_PHOTOS_MAX) throw new AppError('LIMIT_REACHED', text.errors.tooManyPendingPhotos);
}

type SendInput = Omit<SendMessageInput, 'text' | 'photoIds'> & { text: string; photoIds: string[] };

export async function sendMessage(
  tx: Tx,
  input: { userId: string; conversationId: string; message: SendInput; now: Date },
): Promise<{ message: Message; created: boolean }> {
  const { userId, conversationId, now } = input;
  const m = input.message;
  const found = await conversationOf(tx, userId, conversationId, true);
  if (!found) throw conversationNotFound();
  const { conversation: c, me, other } = found;

  // A retry of a message already sent: the first one, whatever has changed since.
  const [sent] = await tx
    .select({ id: message.id, conversationId: message.conversationId })
    .from(message)
    .where(and(eq(message.senderUserId, userId), eq(message.clientKey, m.clientKey)))
    .limit(1);
  if (sent) {
    if (sent.conversationId !== conversationId) throw clientKeyReused();
    return { message: (await findMessageFor(tx, userId, sent.id))!.message, created: false };
  }

  assertNotBlocked(me, other);
  const words = m.quickReply ? '' : m.text.trim();
  if (words && contactDetailsIn(words).length > 0 && !(await hiredTogether(tx, c.hostUserId, c.cleanerUserId)))
    throw new AppError('contact_before_hire', text.errors.contactBeforeHire, { text: text.errors.contactBeforeHire });
  if (words && looksLikeAccessCode(words) && !m.sendAccessCode)
    throw new AppError('looks_like_access_code', text.errors.accessCode, { text: text.errors.accessCode });

  let about: { jobId: string; turnoverId: string | null } | null = null;
  if (m.about) {
    const ok =
      (await tiedByJob(tx, m.about.jobId, c.cleanerUserId)) &&
      (await hostOwnsJob(tx, c.hostUserId, m.about.jobId)) &&
      (!m.about.turnoverId || (await turnoverOfJob(tx, m.about.turnoverId, m.about.jobId)));
    if (!ok) throw new AppError('VALIDATION_FAILED', text.errors.aboutNotShared, { about: text.errors.aboutNotShared });
    about = { jobId: m.about.jobId, turnoverId: m.about.turnoverId ?? null };
  }

  const photoIds = [...new Set(m.photoIds)];
  if (photoIds.length) {
    const mine = await tx
      .select({ id: photo.id })
      .from(photo)
      .where(
        and(
          inArray(photo.id, photoIds),
          eq(photo.ownerUserId, userId),
          eq(photo.conversationId, conversationId),
          isNull(photo.messageId),
        ),
      )
      .for('update');
    if (mine.length !== photoIds.length)
      throw new AppError('VALIDATION_FAILED', text.errors.photoNotYours, { photoIds: text.errors.photoNotYours });
  }

  // The same key sent at once into another conversation (not serialized by this one's lock).
  const [row] = await tx
    .insert(message)
    .values({
      conversationId,
      senderUserId: userId,
      kind: 'text',
      text: words,
      quickReply: m.quickReply ?? null,
      jobId: about?.jobId ?? null,
      turnoverId: about?.turnoverId ?? null,
      clientKey: m.clientKey,
    })
    .returning({ id: message.id, createdAt: message.createdAt })
    .catch((err: unknown) => {
      throw pgErrorCode(err) === '23505' ? clientKeyReused() : err;
    });
  if (photoIds.length) await tx.update(photo).set({ messageId: row!.id }).where(inArray(photo.id, photoIds));
  await tx.update(conversation).set({ lastMessageAt: row!.createdAt }).where(eq(conversation.id, conversationId));
  await armAwayEmail(tx, other, now);
  await announceMessage(tx, c, row!.id);
  await pushMessage(tx, {
    to: other.userId,
    from: userId,
    conversationId,
    words,
    quickReply: m.quickReply,
    photos: photoIds.length,
  });
  return { message: (await findMessageFor(tx, userId, row!.id))!.message, created: true };
}

async function hostOwnsJob(q: Queryable, hostUserId: string, jobId: string): Promise<boolean> {
  const r = (await q.execute(
    sql`select exists (select 1 from jobs where id = ${jobId} and host_user_id = ${hostUserId}) as ok`,
  )) as unknown as {
    rows: { ok: boolean }[];
  };
  return r.rows[0]?.ok === true;
}

async function turnoverOfJob(q: Queryable, turnoverId: string, jobId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: turnover.id })
    .from(turnover)
    .where(and(eq(turnover.id, turnoverId), eq(turnover.jobId, jobId)))
    .limit(1);
  return !!row;
}

/** Whether the person wants away emails at all (their profile's switch; no row: yes). */
export async function emailsWanted(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ on: messagePreferences.emailWhenAway })
    .from(messagePreferences)
    .where(eq(messagePreferences.userId, userId))
    .limit(1);
  return row?.on ?? true;
}

/**
 * The reader has a new unread message: unless an away email is already due or was sent since they
 * last read (one per conversation until they read again), one is due in MESSAGE_EMAIL_AFTER_MS.
 */
async function armAwayEmail(tx: Tx, reader: MemberRow, now: Date): Promise<void> {
  if (reader.emailDueAt || reader.emailedSinceSeen || !reader.emailWhenAway) return;
  if (!(await emailsWanted(tx, reader.userId))) return;
  const dueAt = new Date(now.getTime() + MESSAGE_EMAIL_AFTER_MS);
  await tx.update(conversationMember).set({ emailDueAt: dueAt }).where(eq(conversationMember.id, reader.id));
  await scheduleWork(tx, { kind: 'message-email', subjectId: reader.id, dueAt });
}

const PREVIEW_CHARS = 80;

/** The push of a new message: the sender's name and a short preview, one notification per conversation. */
async function pushMessage(
  tx: Tx,
  p: {
    to: string;
    from: string;
    conversationId: string;
    words: string;
    quickReply?: SendInput['quickReply'];
    photos: number;
  },
): Promise<void> {
  // A locked screen never shows what looks like a door code (sent anyway after the warning).
  const preview = p.quickReply
    ? text.quickReplies[p.quickReply]
    : looksLikeAccessCode(p.words)
      ? text.push.hidden
      : p.words
        ? p.words.length > PREVIEW_CHARS
          ? `${p.words.slice(0, PREVIEW_CHARS - 1).trimEnd()}…`
          : p.words
        : text.push.photo;
  await enqueuePush(tx, {
    userId: p.to,
    kind: 'messages',
    urgency: 'normal',
    payload: {
      title: await nameOf(tx, p.from),
      body: preview,
      url: `/messages/${p.conversationId}`,
      tag: `message:${p.conversationId}`,
    },
  });
}
