// The conversation list, newest first: the other person's photo and name, the newest message's
// preview (system lines and quick replies in the reader's words) and the unread count.
import { Link } from 'react-router';
import type { ConversationSummary } from '@core/schemas/messages';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { previewText } from '../render';
import { Avatar } from './avatar';
import { formatMessageTime } from './message-time';

export function ConversationList({
  conversations,
  activeId,
}: {
  conversations: ConversationSummary[];
  activeId: string | null;
}) {
  const m = useMessages(conversationsMessages).conversations;
  return (
    <ul className="divide-y divide-slate-100" data-testid="conversation-list">
      {conversations.map((c) => {
        const active = c.id === activeId;
        return (
          <li key={c.id}>
            <Link
              to={`/messages/${encodeURIComponent(c.id)}`}
              aria-current={active ? 'page' : undefined}
              data-conversation-id={c.id}
              className={cn(
                'flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50',
                active && 'bg-brand-50 hover:bg-brand-50',
              )}
            >
              <Avatar name={c.other.name} photoUrl={c.other.photoUrl} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span
                    className={cn('truncate text-sm text-slate-900', c.unreadCount > 0 ? 'font-bold' : 'font-semibold')}
                  >
                    {c.other.name}
                  </span>
                  {c.last && (
                    <time dateTime={c.last.createdAt} className="shrink-0 text-xs text-slate-600">
                      {formatMessageTime(c.last.createdAt)}
                    </time>
                  )}
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span
                    className={cn(
                      'truncate text-sm',
                      c.unreadCount > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
                      c.last?.kind === 'system' && 'italic',
                    )}
                  >
                    {c.blockedByMe ? m.list.blocked : previewText(c.last, c.other, m)}
                  </span>
                  {c.unreadCount > 0 && (
                    <span
                      data-testid="conversation-unread"
                      className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-[11px] font-bold leading-none text-white"
                    >
                      <span aria-hidden="true">{c.unreadCount > 99 ? '99+' : c.unreadCount}</span>
                      <span className="sr-only">{format(m.list.unread, { count: c.unreadCount })}</span>
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
