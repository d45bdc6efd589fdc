// The notification bell's constants and rules without zod (issue 19): the web's header imports
// them on every signed-in page, so they must not pull in the schemas (core/schemas/notifications.ts
// re-exports them beside the contracts).

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
  // Issue 39: to both sides, a review to write (after a completed turnover or a no-show); to a
  // cleaner, a no-show marked (they may contest it).
  'review_invited',
  'no_show_marked',
  // Issue 42: pay records: an adjustment proposed to you or answered, a payment marked paid or
  // received. One type per side, since each leads to that side's page.
  'pay_to_host',
  'pay_to_cleaner',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications the bell lists (newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The name of the server-sent event that carries one notification. */
export const NOTIFICATION_EVENT = 'notification';

/** What an 'application_status' notification says: hired, or (after the undo grace) not selected. */
export const APPLICATION_NOTIFICATION_KINDS = ['hired', 'not_selected'] as const;
export type ApplicationNotificationKind = (typeof APPLICATION_NOTIFICATION_KINDS)[number];

/** The parts of a notification that decide where clicking it leads. */
type NotificationLink = {
  type: NotificationType;
  data: { job_id?: string; turnover_id?: string; kind?: ApplicationNotificationKind };
};

/** Where clicking a notification leads, or null to stay (spec §4 notification transitions). */
export function notificationTarget(n: NotificationLink): string | null {
  if (n.type === 'job_application' && n.data.job_id)
    return `/host/applicants?job_id=${encodeURIComponent(n.data.job_id)}`;
  // Issue 37: a hired cleaner's turnovers come to their schedule.
  if (n.type === 'application_status') return n.data.kind === 'hired' ? '/cleaner/schedule' : '/cleaner/applications';
  if (n.type === 'postings_paused') return '/host/dashboard';
  if (n.type === 'pay_to_host') return '/host/payments';
  if (n.type === 'pay_to_cleaner') return '/cleaner/earnings';
  if (n.type === 'turnovers_changed' || n.type === 'turnover_offered') return '/cleaner/schedule';
  if (n.type === 'turnover_completed' && n.data.turnover_id)
    return `/host/turnovers/${encodeURIComponent(n.data.turnover_id)}`;
  if ((n.type === 'review_invited' || n.type === 'no_show_marked') && n.data.turnover_id)
    return `/reviews/write/${encodeURIComponent(n.data.turnover_id)}`;
  const hostTurnoverTypes: NotificationType[] = [
    'turnover_answered',
    'turnover_expired',
    'turnover_unfilled',
    'turnover_requested',
  ];
  if (hostTurnoverTypes.includes(n.type) && n.data.job_id)
    return `/host/jobs/${encodeURIComponent(n.data.job_id)}/turnovers`;
  return null;
}

/** A notification as the live stream carries it (core/schemas/notifications.ts NotificationItem, its contract). */
export type StreamedNotificationItem = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  data: { job_id?: string; application_id?: string; turnover_id?: string; kind?: ApplicationNotificationKind };
  createdAt: string;
};

const DATA_KEYS = ['job_id', 'application_id', 'turnover_id'] as const;

/**
 * The live stream's check of an event, without zod (the stream runs on every signed-in page): the
 * same shape NotificationItem accepts, with unknown keys dropped. A unit test holds the two together.
 */
export function readNotificationItem(value: unknown): StreamedNotificationItem | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const strings = ['id', 'title', 'message', 'createdAt'] as const;
  if (strings.some((k) => typeof v[k] !== 'string') || typeof v.read !== 'boolean') return null;
  if (!(NOTIFICATION_TYPES as readonly unknown[]).includes(v.type)) return null;
  if (typeof v.data !== 'object' || v.data === null || Array.isArray(v.data)) return null;
  const rawData = v.data as Record<string, unknown>;
  const data: StreamedNotificationItem['data'] = {};
  for (const key of DATA_KEYS) {
    if (rawData[key] === undefined) continue;
    if (typeof rawData[key] !== 'string') return null;
    data[key] = rawData[key];
  }
  if (rawData.kind !== undefined) {
    if (!(APPLICATION_NOTIFICATION_KINDS as readonly unknown[]).includes(rawData.kind)) return null;
    data.kind = rawData.kind as ApplicationNotificationKind;
  }
  return {
    id: v.id as string,
    type: v.type as NotificationType,
    title: v.title as string,
    message: v.message as string,
    read: v.read,
    data,
    createdAt: v.createdAt as string,
  };
}
