// The writes that sends and live events make to the messages caches (the keys: keys.ts).
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ConversationsResponse, ConversationSummary, Message, MessagesResponse } from '@core/schemas/messages';
import { conversationsKey, threadKey } from './keys';

export { conversationsKey, messagesKey, threadKey, unreadKey } from './keys';

/** Writes a conversation's new summary into the list. */
export function putSummary(qc: QueryClient, id: string, change: (c: ConversationSummary) => ConversationSummary) {
  qc.setQueryData<ConversationsResponse>(conversationsKey, (old) =>
    old ? { ...old, conversations: old.conversations.map((c) => (c.id === id ? change(c) : c)) } : old,
  );
}

type Thread = InfiniteData<MessagesResponse>;

/** Oldest first: the pages come newest page first, each page oldest first. */
export const threadMessages = (data: { pages: MessagesResponse[] } | undefined): Message[] =>
  data ? [...data.pages].reverse().flatMap((p) => p.messages) : [];

/**
 * Puts a message at the end of every loaded view of its conversation it belongs in (all messages,
 * or the job it is about), once however many times it arrives (the send's answer, the stream).
 */
export function appendMessage(qc: QueryClient, conversationId: string, message: Message) {
  for (const [key, data] of qc.getQueriesData<Thread>({ queryKey: threadKey(conversationId) })) {
    const filter = key[3];
    if (!data || (filter !== 'all' && filter !== message.about?.jobId)) continue;
    if (data.pages.some((p) => p.messages.some((m) => m.id === message.id))) continue;
    const [newest, ...older] = data.pages;
    if (!newest) continue;
    qc.setQueryData<Thread>(key, {
      ...data,
      pages: [{ ...newest, messages: [...newest.messages, message] }, ...older],
    });
  }
}

/** Marks the reader's messages up to `upTo` seen at `seenAt` in every loaded view of the conversation. */
export function markOwnSeen(qc: QueryClient, conversationId: string, upTo: string, seenAt: string) {
  for (const [key, data] of qc.getQueriesData<Thread>({ queryKey: threadKey(conversationId) })) {
    if (!data) continue;
    const all = threadMessages(data);
    const index = all.findIndex((m) => m.id === upTo);
    // Not loaded here (another filter's message): every message of the reader's loaded before it is older.
    const cut = index === -1 ? all.length : index + 1;
    const seen = new Set(
      all
        .slice(0, cut)
        .filter((m) => m.fromMe && !m.seenAt)
        .map((m) => m.id),
    );
    if (seen.size === 0) continue;
    qc.setQueryData<Thread>(key, {
      ...data,
      pages: data.pages.map((p) => ({
        ...p,
        messages: p.messages.map((m) => (seen.has(m.id) ? { ...m, seenAt } : m)),
      })),
    });
  }
}
