// The messages caches' keys and the header's unread count, apart from everything else: the header's
// link (on every signed-in page) loads only this and the stream, not the pages' code and texts.
import { queryOptions } from '@tanstack/react-query';
import type { UnreadResponse } from '@core/schemas/messages';
import { apiGet } from '@web/lib/api';

export const messagesKey = ['messages'] as const;
export const unreadKey = [...messagesKey, 'unread'] as const;
export const conversationsKey = [...messagesKey, 'conversations'] as const;
/** Every page of one conversation (all messages, or those about one job: the key's 4th part) starts with this key. */
export const threadKey = (id: string) => [...messagesKey, 'thread', id] as const;

export const unreadQuery = () =>
  queryOptions({
    queryKey: unreadKey,
    queryFn: () => apiGet<UnreadResponse>('/messages/unread'),
    // The stream keeps it fresh (api/live.ts); read again when the tab comes back, in case it slept.
    staleTime: 60_000,
    retry: false,
  });
