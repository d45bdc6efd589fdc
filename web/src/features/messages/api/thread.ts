// One conversation's messages: the newest page first, older pages with 'Load earlier' (keyset
// `before`), optionally only those about one job; sending (a clientKey per message, reused on
// retry), photos uploaded before the send, and 'seen' marks.
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkSeenResponse,
  MessagePhotoResponse,
  MessagesResponse,
  SendMessageInput,
  SendMessageResponse,
  UnreadResponse,
} from '@core/schemas/messages';
import { apiGet, apiPost, apiUpload } from '@web/lib/api';
import { appendMessage, conversationsKey, putSummary, threadKey, unreadKey } from './cache';

export { threadMessages } from './cache';

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
