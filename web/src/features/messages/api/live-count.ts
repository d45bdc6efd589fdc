// The header's side of live messages (on every signed-in page, so kept small): each `message` event
// sets the unread count, and each event marks the messages caches stale when no messages page shows them,
// so the next visit reads them again. The messages page itself merges each event (live.ts).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UnreadResponse } from '@core/schemas/messages';
import { subscribeToStream } from '@web/lib/event-stream';
import { conversationsKey, messagesKey, unreadKey } from './keys';

export function useLiveUnreadCount(userId: string) {
  const qc = useQueryClient();
  useEffect(() => {
    const markStale = () => {
      const listShown = (qc.getQueryCache().find({ queryKey: conversationsKey })?.getObserversCount() ?? 0) > 0;
      if (!listShown) void qc.invalidateQueries({ queryKey: messagesKey, refetchType: 'none' });
    };
    const offMessage = subscribeToStream(userId, 'message', (data) => {
      const unreadTotal = (data as { unreadTotal?: unknown } | null)?.unreadTotal;
      if (typeof unreadTotal !== 'number') return console.error('Ignored a malformed message event', data);
      qc.setQueryData<UnreadResponse>(unreadKey, { unreadTotal });
      markStale();
    });
    const offSeen = subscribeToStream(userId, 'message_seen', markStale);
    return () => {
      offMessage();
      offSeen();
    };
  }, [qc, userId]);
}
