// The conversations: the list (GET /api/conversations), the header's unread count
// (GET /api/messages/unread), opening one (POST /api/conversations), and each one's settings: email
// when away, block and unblock, report. Types come from the contract (core/schemas/messages.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationSummary,
  ConversationsResponse,
  OpenConversationInput,
  OpenConversationResponse,
  REPORT_REASONS,
  UnreadResponse,
} from '@core/schemas/messages';
import { api, apiGet, apiPost } from '@web/lib/api';

export const messagesKey = ['messages'] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;
export const conversationsKey = [...messagesKey, 'conversations'] as const;

export const unreadQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: () => apiGet<UnreadResponse>('/messages/unread'),
    // The stream keeps it fresh (api/live.ts); read again when the tab comes back, in case it slept.
    staleTime: 60_000,
    retry: false,
  });

/** The header's count of unread messages. */
export const useUnreadCount = () => useQuery(unreadQuery());

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsKey,
    queryFn: () => apiGet<ConversationsResponse>('/conversations'),
    staleTime: 30_000,
  });

export const useConversations = () => useQuery(conversationsQuery());

/** Opens (or finds) the conversation with the other side of a job or a turnover. */
export function useOpenConversation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenConversationInput) => apiPost<OpenConversationResponse>('/conversations', input),
    onSuccess: ({ conversation }) => {
      qc.setQueryData<ConversationsResponse>(conversationsKey, (old) =>
        old && !old.conversations.some((c) => c.id === conversation.id)
          ? { ...old, conversations: [conversation, ...old.conversations] }
          : old,
      );
    },
  });
}

/** Writes a conversation's new summary into the list (and every open page of it refetches its header). */
export function putSummary(
  qc: ReturnType<typeof useQueryClient>,
  id: string,
  change: (c: ConversationSummary) => ConversationSummary,
) {
  qc.setQueryData<ConversationsResponse>(conversationsKey, (old) =>
    old ? { ...old, conversations: old.conversations.map((c) => (c.id === id ? change(c) : c)) } : old,
  );
}

const path = (id: string, rest: string) => `/conversations/${encodeURIComponent(id)}/${rest}`;

/** The conversation's 'Email me when a message waits' switch. */
export function useConversationSettings(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (emailWhenAway: boolean) => api<unknown>('PUT', path(id, 'settings'), { emailWhenAway }),
    onMutate: (emailWhenAway) => putSummary(qc, id, (c) => ({ ...c, emailWhenAway })),
    onSettled: () => qc.invalidateQueries({ queryKey: messagesKey }),
  });
}

/**
 * Block (POST) or unblock (DELETE) /api/conversations/{id}/block. Not in core/schemas/messages.ts
 * yet: the contract gives blockedByMe and the 403 `blocked`, not the route; this is its expected shape.
 */
export function useBlock(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (block: boolean) => api<unknown>(block ? 'POST' : 'DELETE', path(id, 'block'), block ? {} : undefined),
    onSuccess: (_res, block) => putSummary(qc, id, (c) => ({ ...c, blockedByMe: block })),
    onSettled: () => qc.invalidateQueries({ queryKey: messagesKey }),
  });
}

export type ReportReason = (typeof REPORT_REASONS)[number];

export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (input: { reason: ReportReason; details: string }) => apiPost<unknown>(path(id, 'report'), input),
  });
}
