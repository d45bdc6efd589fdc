// One conversation's messages: the newest page first, older pages with 'Load earlier' (keyset
// `before`), optionally only those about one job; sending (a clientKey per message, reused on
// retry), photos uploaded before the send, and 'seen' marks.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  MarkSeenResponse,
  Message,
  MessagePhotoResponse,
  MessagesResponse,
  SendMessageInput,
  SendMessageResponse,
  UnreadResponse,
} from '@core/schemas/messages';
import { apiGet, apiPost, apiUpload } from '@web/lib/api';
import { conversationsKey, messagesKey, putSummary, unreadKey } from './conversations';

/** Every page of one conversation (filtered or not) starts with this key. */
export const threadKey = (id: string) => [...messagesKey, 'thread', id] as const;

export const threadQuery = (id: string, jobId: string | null) =>
  infiniteQueryOptions({
    queryKey: [...threadKey(id), jobId ?? 'all'] as const,
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams();
      if (pageParam) q.set('before', pageParam);
      if (jobId) q.set('jobId', jobId);
      const qs = q.toString();
      return apiGet<MessagesResponse>(`/conversations/${encodeURIComponent(id)}/messages${qs ? `?${qs}` : ''}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagesResponse) => last.before,
    // Live events keep it fresh (api/live.ts).
    staleTime: Infinity,
  });

export const useThread = (id: string, jobId: string | null) => useInfiniteQuery(threadQuery(id, jobId));

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

/** Sends a message; 422 / 409 / 403 come back as ApiRequestError for the composer (send-errors.ts). */
export function useSendMessage(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SendMessageInput) =>
      apiPost<SendMessageResponse>(`/conversations/${encodeURIComponent(conversationId)}/messages`, input),
    onSuccess: ({ message }) => {
      appendMessage(qc, conversationId, message);
      putSummary(qc, conversationId, (c) => ({ ...c, last: message, updatedAt: message.createdAt }));
      void qc.invalidateQueries({ queryKey: conversationsKey });
    },
  });
}

/** One photo for the next message: kept for the sender until the message carrying it is sent. */
export function uploadMessagePhoto(conversationId: string, file: File) {
  return apiUpload<MessagePhotoResponse>('POST', `/conversations/${encodeURIComponent(conversationId)}/photos`, [file]);
}

/** Everything from the other side up to `upTo` is seen: the unread counts drop at once. */
export function useMarkSeen(conversationId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (upTo: string) =>
      apiPost<MarkSeenResponse>(`/conversations/${encodeURIComponent(conversationId)}/read`, { upTo }),
    onMutate: () => putSummary(qc, conversationId, (c) => ({ ...c, unreadCount: 0 })),
    onSuccess: ({ unreadTotal }) => {
      qc.setQueryData<UnreadResponse>(unreadKey, { unreadTotal });
      qc.setQueryData(conversationsKey, (old: { unreadTotal: number } | undefined) =>
        old ? { ...old, unreadTotal } : old,
      );
    },
    onError: (err) => console.error('Error marking messages seen:', err),
  });
}
