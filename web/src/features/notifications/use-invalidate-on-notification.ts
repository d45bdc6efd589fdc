// "Live" pages: the header's bell keeps the user's notifications fresh from the event stream; a
// page watches that list and invalidates its own key when a notification of its kind arrives
// (turnover_answered for a host's job, turnovers_changed for a cleaner, pay_to_host for the
// host's payments).
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { NotificationItem, NotificationType } from '@core/schemas/notifications';
import { useSession } from '@web/features/auth';
import { useNotifications } from './api/notifications';

/** Invalidates `queryKey` whenever a new notification of `type` (and matching `match`) shows up. */
export function useInvalidateOnNotification(
  type: NotificationType,
  queryKey: QueryKey,
  match: (n: NotificationItem) => boolean = () => true,
) {
  const { user } = useSession();
  const userId = user?.id ?? '';
  const qc = useQueryClient();
  const notifications = useNotifications(userId);
  const seen = useRef<Set<string> | null>(null);
  const matchRef = useRef(match);
  useEffect(() => {
    matchRef.current = match;
  });
  const list = notifications.data?.notifications;
  const keyText = JSON.stringify(queryKey);

  useEffect(() => {
    if (!list) return;
    const relevant = list.filter((n) => n.type === type && matchRef.current(n)).map((n) => n.id);
    const before = seen.current;
    seen.current = new Set(relevant);
    // The first list is what was already there when the page loaded its data.
    if (before && relevant.some((id) => !before.has(id)))
      void qc.invalidateQueries({ queryKey: JSON.parse(keyText) as QueryKey });
  }, [list, type, qc, keyText]);
}
