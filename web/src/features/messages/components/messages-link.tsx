// The header's 'Messages' link beside the bell, for both roles, with the count of unread messages
// (GET /api/messages/unread, then the live stream), so a message raises the count on every device
// within a second.
import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { format, useMessages } from '@web/lib/i18n';
import { unreadQuery } from '../api/keys';
import { useLiveUnreadCount } from '../api/live-count';

/** As the bell's badge: 9+ beyond nine. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

export function MessagesLink({ userId }: { userId: string }) {
  // The shared texts (layout), so the header loads none of the messages pages' texts.
  const m = useMessages().layout.header;
  useLiveUnreadCount(userId);
  const unread = useQuery(unreadQuery()).data?.unreadTotal ?? 0;
  return (
    <Link
      to="/messages"
      className="relative inline-flex h-9 items-center justify-center rounded-lg px-2.5 text-slate-700 hover:bg-slate-100"
      aria-label={unread > 0 ? format(m.messagesWithUnread, { count: badgeText(unread) }) : m.messages}
    >
      <MessageSquare className="size-5" aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="messages-badge"
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
        >
          {badgeText(unread)}
        </span>
      )}
    </Link>
  );
}
