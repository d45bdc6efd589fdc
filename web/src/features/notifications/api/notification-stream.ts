// The bell's live notifications, from the browser's one shared stream (web/src/lib/event-stream.ts).
// Each event is checked for its shape before it is shown, without zod, which no signed-in page
// should download just to read its bell (issue 19; readNotificationItem in core/notifications.ts).
import { NOTIFICATION_EVENT, readNotificationItem } from '@core/notifications';
import type { NotificationItem } from '@core/schemas/notifications';
import { subscribeToStream } from '@web/lib/event-stream';

/** Calls `onNotification` for each new notification of `userId`; returns the unsubscribe function. */
export function subscribeToNotifications(userId: string, onNotification: (n: NotificationItem) => void): () => void {
  return subscribeToStream(userId, NOTIFICATION_EVENT, (data) => {
    const notification = readNotificationItem(data);
    if (!notification) return console.error('Ignored a malformed notification event', data);
    onNotification(notification);
  });
}
