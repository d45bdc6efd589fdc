// Contracts of the notification bell (spec §3 notifications): the list, read marks, live events.
import { z } from 'zod';
import { APPLICATION_NOTIFICATION_KINDS, NOTIFICATION_TYPES } from '../notifications';

export {
  NOTIFICATION_EVENT,
  NOTIFICATION_LIST_LIMIT,
  NOTIFICATION_TYPES,
  notificationTarget,
  type NotificationType,
} from '../notifications';

export const NotificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  data: z.object({
    job_id: z.string().optional(),
    application_id: z.string().optional(),
    turnover_id: z.string().optional(),
    /** An 'application_status' notification's news: a hire leads to the schedule (issue 37). */
    kind: z.enum(APPLICATION_NOTIFICATION_KINDS).optional(),
  }),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** One notification as the live stream sends it: its cursor (the event id to resume from) and the notification (the data). */
export type StreamedNotification = { cursor: string; notification: NotificationItem };

export const NotificationsResponse = z.object({
  notifications: z.array(NotificationItem),
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationIdParams = z.object({ id: z.uuid() });

export const MarkReadResponse = z.object({ unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;
