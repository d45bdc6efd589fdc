// The conversations: the list (GET /api/conversations) and each one's settings: email when away,
// block and unblock, report (opening one: open-conversation.ts; the header's count: cache.ts). Types come from the contract (core/schemas/messages.ts).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConversationsResponse, REPORT_REASONS } from '@core/schemas/messages';
import { api, apiGet, apiPost } from '@web/lib/api';
import { conversationsKey, messagesKey, putSummary } from './cache';

export const conversationsQuery = () =>
  queryOptions({
    queryKey: conversationsKey,
    queryFn: () => apiGet<ConversationsResponse>('/conversations'),
    staleTime: 30_000,
  });

export const useConversations = () => useQuery(conversationsQuery());

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
