// Contracts of the notification bell (spec §3 notifications): the list, read marks, live events.
import { z } from 'zod';

// turnovers_changed: to a cleaner, turnovers were added, moved or cancelled (one per sync).
// turnover_answered: to a host, the cleaner confirmed or cannot make a turnover (issue 16).
export const NOTIFICATION_TYPES = [
  'job_application',
  'application_status',
  'postings_paused',
  'turnovers_changed',
  'turnover_answered',
  // Issue 17: to a cleaner, a turnover offered to them; to a host, an offer that lapsed, nobody left
  // to ask (urgent), a nearby cleaner's request.
  'turnover_offered',
  'turnover_expired',
  'turnover_unfilled',
  'turnover_requested',
  // Issue 18: to a host, a turnover was completed (its report is ready).
  'turnover_completed',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications the bell lists (newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The name of the server-sent event that carries one notification. */
export const NOTIFICATION_EVENT = 'notification';

export const NotificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  read: z.boolean(),
  data: z.object({ job_id: z.string().optional(), application_id: z.string().optional(), turnover_id: z.string().optional() }),
  createdAt: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** One notification as the live stream sends it: its cursor (the event id to resume from) and the notification (the data). */
export type StreamedNotification = { cursor: string; notification: NotificationItem };

export const NotificationsResponse = z.object({ notifications: z.array(NotificationItem), unreadCount: z.number().int() });
export type NotificationsResponse = z.infer<typeof NotificationsResponse>;

export const NotificationIdParams = z.object({ id: z.uuid() });

export const MarkReadResponse = z.object({ unreadCount: z.number().int() });
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** Where clicking a notification leads, or null to stay (spec §4 notification transitions). */
export function notificationTarget(n: Pick<NotificationItem, 'type' | 'data'>): string | null {
  if (n.type === 'job_application' && n.data.job_id) return `/host/applicants?job_id=${encodeURIComponent(n.data.job_id)}`;
  if (n.type === 'application_status') return '/cleaner/applications';
  if (n.type === 'postings_paused') return '/host/dashboard';
  if (n.type === 'turnovers_changed' || n.type === 'turnover_offered') return '/cleaner/schedule';
  if (n.type === 'turnover_completed' && n.data.turnover_id) return `/host/turnovers/${encodeURIComponent(n.data.turnover_id)}`;
  const hostTurnoverTypes: NotificationType[] = ['turnover_answered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested'];
  if (hostTurnoverTypes.includes(n.type) && n.data.job_id) return `/host/jobs/${encodeURIComponent(n.data.job_id)}/turnovers`;
  return null;
}
