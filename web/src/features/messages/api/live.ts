// Messages arriving live on the browser's one stream (web/src/lib/event-stream.ts), while the
// messages page is open: `message` is appended to its open conversation and moves the conversation
// to the top of the list (the header sets its count: live-count.ts); `message_seen` shows 'Seen'. Each event's shape is
// checked without zod, which the header (on every signed-in page) does not download.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ConversationsResponse, Message, StreamedMessage, StreamedSeen } from '@core/schemas/messages';
import { subscribeToStream } from '@web/lib/event-stream';
import { appendMessage, conversationsKey, markOwnSeen, threadKey } from './cache';

const isString = (v: unknown): v is string => typeof v === 'string';

function readMessage(v: unknown): Message | null {
  const m = v as Partial<Message> | null;
  if (!m || typeof m !== 'object') return null;
  if (!isString(m.id) || (m.kind !== 'text' && m.kind !== 'system') || typeof m.fromMe !== 'boolean') return null;
  if (!isString(m.text) || !isString(m.createdAt) || !Array.isArray(m.photos)) return null;
  return {
    id: m.id,
    kind: m.kind,
    fromMe: m.fromMe,
    text: m.text,
    quickReply: m.quickReply ?? null,
    event: m.event ?? null,
    photos: m.photos,
    about: m.about ?? null,
    createdAt: m.createdAt,
    seenAt: m.seenAt ?? null,
  };
}

/** A `message` event's data, or null when it is not one. */
export function readStreamedMessage(v: unknown): StreamedMessage | null {
  const e = v as Partial<StreamedMessage> | null;
  if (!e || typeof e !== 'object' || !isString(e.conversationId) || typeof e.unreadTotal !== 'number') return null;
  const message = readMessage(e.message);
  return message ? { conversationId: e.conversationId, message, unreadTotal: e.unreadTotal } : null;
}

/** A `message_seen` event's data, or null when it is not one. */
export function readStreamedSeen(v: unknown): StreamedSeen | null {
  const e = v as Partial<StreamedSeen> | null;
  if (!e || typeof e !== 'object' || !isString(e.conversationId) || !isString(e.upTo) || !isString(e.seenAt))
    return null;
  return { conversationId: e.conversationId, upTo: e.upTo, seenAt: e.seenAt };
}

function onMessage(qc: QueryClient, e: StreamedMessage) {
  appendMessage(qc, e.conversationId, e.message);
  let known = false;
  qc.setQueryData<ConversationsResponse>(conversationsKey, (old) => {
    if (!old) return old;
    const c = old.conversations.find((x) => x.id === e.conversationId);
    if (!c) return old;
    known = true;
    if (c.last?.id === e.message.id) return { ...old, unreadTotal: e.unreadTotal };
    const bumped = {
      ...c,
      last: e.message,
      updatedAt: e.message.createdAt,
      unreadCount: c.unreadCount + (e.message.fromMe ? 0 : 1),
    };
    return {
      conversations: [bumped, ...old.conversations.filter((x) => x.id !== c.id)],
      unreadTotal: e.unreadTotal,
    };
  });
  // A conversation the list has not seen yet (just opened by the other side): read the list again.
  // A turnover's event may come with a changed standing (a hire: contact details are fine now).
  if (!known || e.message.kind === 'system') void qc.invalidateQueries({ queryKey: conversationsKey });
  if (e.message.kind === 'system') void qc.invalidateQueries({ queryKey: threadKey(e.conversationId) });
}

/** Keeps the messages caches live while the messages page is open (the header keeps only the count: live-count.ts). */
export function useLiveMessages(userId: string) {
  const qc = useQueryClient();
  useEffect(() => {
    const offMessage = subscribeToStream(userId, 'message', (data) => {
      const e = readStreamedMessage(data);
      if (!e) return console.error('Ignored a malformed message event', data);
      onMessage(qc, e);
    });
    const offSeen = subscribeToStream(userId, 'message_seen', (data) => {
      const e = readStreamedSeen(data);
      if (!e) return console.error('Ignored a malformed message_seen event', data);
      markOwnSeen(qc, e.conversationId, e.upTo, e.seenAt);
    });
    return () => {
      offMessage();
      offSeen();
    };
  }, [qc, userId]);
}
