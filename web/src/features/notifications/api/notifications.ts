// The bell's data: the list with its unread count, read marks, and live events merged into the cache.
// Spec §8: fetch and update failures are only logged.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { MarkReadResponse, NotificationItem, NotificationsResponse } from '@core/schemas/notifications';
import { NOTIFICATION_LIST_LIMIT } from '@core/notifications';
import { apiGet, apiPost } from '@web/lib/api';
import { subscribeToNotifications } from './notification-stream';

export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export const notificationsQuery = (userId: string) =>
  queryOptions({
    queryKey: notificationsQueryKey(userId),
    queryFn: async () => {
      try {
        return await apiGet<NotificationsResponse>('/notifications');
      } catch (err) {
        console.error('Error fetching notifications:', err);
        throw err;
      }
    },
    // Live events keep it fresh; a refetch would only race them.
    staleTime: Infinity,
  });

export const useNotifications = (userId: string) => useQuery(notificationsQuery(userId));

/** Writes each notification that arrives live (notification-stream.ts) into notificationsQueryKey(userId). */
export function useLiveNotifications(userId: string) {
  const qc = useQueryClient();
  useEffect(() => subscribeToNotifications(userId, (n) => addLiveNotification(qc, userId, n)), [qc, userId]);
}

type Cache = NotificationsResponse | undefined;

/** Puts a notification that arrived live at the top (once, however many times it arrives). */
function addLiveNotification(qc: QueryClient, userId: string, n: NotificationItem) {
  qc.setQueryData<NotificationsResponse>(notificationsQueryKey(userId), (old: Cache) => {
    if (!old) return old; // the first fetch will include it
    if (old.notifications.some((x) => x.id === n.id)) return old;
    return {
      notifications: [n, ...old.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
      unreadCount: old.unreadCount + (n.read ? 0 : 1),
    };
  });
}

function markInCache(qc: QueryClient, userId: string, id: string | 'all') {
  qc.setQueryData<NotificationsResponse>(notificationsQueryKey(userId), (old: Cache) => {
    if (!old) return old;
    const wasUnread = old.notifications.some((n) => !n.read && (id === 'all' || n.id === id));
    return {
      notifications: old.notifications.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n)),
      unreadCount: id === 'all' ? 0 : Math.max(0, old.unreadCount - (wasUnread ? 1 : 0)),
    };
  });
}

/** Writes the read mark into notificationsQueryKey(userId) at once; invalidates it if the server refused. */
export function useMarkNotificationRead(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<MarkReadResponse>(`/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => markInCache(qc, userId, id),
    onError: (err) => {
      console.error('Error marking notification as read:', err);
      void qc.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
    },
  });
}

/** Marks every notification read in notificationsQueryKey(userId) at once; invalidates it if the server refused. */
export function useMarkAllNotificationsRead(userId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<MarkReadResponse>('/notifications/read-all'),
    onMutate: () => markInCache(qc, userId, 'all'),
    onError: (err) => {
      console.error('Error marking all notifications as read:', err);
      void qc.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
    },
  });
}
