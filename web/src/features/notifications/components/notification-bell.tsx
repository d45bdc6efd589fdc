// The header's notification bell (spec §2 notification popover, §4 notification transitions), for
// every signed-in user: hosts hear of applicants, cleaners of changes to their applications. Each
// entry says when it came as people say it ("5 minutes ago", "yesterday"; issue 37).
import { Bell } from 'lucide-react';
import { useNavigate } from 'react-router';
import { notificationTarget } from '@core/notifications';
import type { NotificationItem } from '@core/schemas/notifications';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { Disclosure } from '@web/components/ui/disclosure';
import { format, useMessages } from '@web/lib/i18n';
import { notificationsMessages } from '@web/lib/messages/notifications';
import { useNow } from '@web/lib/use-now';
import {
  useLiveNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
} from '../api/notifications';
import { formatRelativeTime } from '../relative-time';

/** Spec §9: the badge caps at 9+. */
const badgeText = (count: number) => (count > 9 ? '9+' : String(count));

export function NotificationBell({ userId }: { userId: string }) {
  const m = useMessages(notificationsMessages).notifications;
  const navigate = useNavigate();
  const query = useNotifications(userId);
  const markRead = useMarkNotificationRead(userId);
  const markAllRead = useMarkAllNotificationsRead(userId);

  useLiveNotifications(userId);

  const unread = query.data?.unreadCount ?? 0;
  const items = query.data?.notifications ?? [];

  const openNotification = (n: NotificationItem, close: () => void) => {
    if (!n.read) markRead.mutate(n.id);
    close();
    const target = notificationTarget(n);
    if (target) void navigate(target);
  };

  return (
    // A non-modal dialog under the bell (spec §2 notification popover); see Disclosure for the keys.
    <Disclosure
      button={(props) => (
        <Button
          {...props}
          variant="ghost"
          size="sm"
          className="relative px-2.5"
          aria-label={unread > 0 ? format(m.bellWithUnread, { count: badgeText(unread) }) : m.bell}
        >
          <Bell className="size-5" aria-hidden="true" />
          {unread > 0 && (
            <span
              data-testid="notification-badge"
              aria-hidden="true"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-bold leading-none text-white"
            >
              {badgeText(unread)}
            </span>
          )}
        </Button>
      )}
      panelProps={{ role: 'dialog', 'aria-label': m.heading }}
      panelClassName="w-80 max-w-[calc(100vw-24px)] rounded-xl border border-slate-200 bg-white shadow-xl shadow-slate-900/10"
    >
      {(close) => (
        <>
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">{m.heading}</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markAllRead.mutate()}
                className="rounded px-1.5 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 hover:text-brand-900"
              >
                {m.markAllRead}
              </button>
            )}
          </div>
          <div className="max-h-80 overflow-y-auto">
            {query.isPending ? (
              <p className="px-4 py-6 text-center text-sm text-slate-600">{m.loading}</p>
            ) : items.length === 0 ? (
              <p className="px-4 py-6 text-center text-sm text-slate-600">{m.empty}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {items.map((n) => (
                  <li key={n.id}>
                    <button
                      type="button"
                      onClick={() => openNotification(n, close)}
                      className={cn(
                        'flex w-full gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50',
                        !n.read && 'bg-brand-50/60',
                      )}
                    >
                      <span
                        className={cn(
                          'mt-1.5 size-2 shrink-0 rounded-full',
                          n.read ? 'bg-transparent' : 'bg-brand-600',
                        )}
                        aria-hidden="true"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block text-sm font-semibold text-slate-900">
                          {n.title}
                          {!n.read && <span className="sr-only"> ({m.unread})</span>}
                        </span>
                        <span className="block text-sm text-slate-700">{n.message}</span>
                        <NotificationTime createdAt={n.createdAt} />
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Disclosure>
  );
}

/** "5 minutes ago", read again each minute while the list is open; the exact time on hover. */
function NotificationTime({ createdAt }: { createdAt: string }) {
  const m = useMessages(notificationsMessages).notifications;
  const now = useNow();
  const exact = new Date(createdAt).toLocaleString();
  return (
    <time dateTime={createdAt} title={exact} className="mt-0.5 block text-xs text-slate-600">
      {formatRelativeTime(createdAt, now, m)}
    </time>
  );
}
