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
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** How many notifications the bell lists (newest first). */
export const NOTIFICATION_LIST_LIMIT = 50;
/** The name of the server-sent event that carries one notification. */
export const NOTIFICATION_EVENT = 'notification';

/** The parts of a notification that decide where clicking it leads. */
type NotificationLink = { type: NotificationType; data: { job_id?: string; turnover_id?: string } };

/** Where clicking a notification leads, or null to stay (spec §4 notification transitions). */
export function notificationTarget(n: NotificationLink): string | null {
  if (n.type === 'job_application' && n.data.job_id) return `/host/applicants?job_id=${encodeURIComponent(n.data.job_id)}`;
  if (n.type === 'application_status') return '/cleaner/applications';
  if (n.type === 'postings_paused') return '/host/dashboard';
  if (n.type === 'turnovers_changed' || n.type === 'turnover_offered') return '/cleaner/schedule';
  if (n.type === 'turnover_completed' && n.data.turnover_id) return `/host/turnovers/${encodeURIComponent(n.data.turnover_id)}`;
  const hostTurnoverTypes: NotificationType[] = ['turnover_answered', 'turnover_expired', 'turnover_unfilled', 'turnover_requested'];
  if (hostTurnoverTypes.includes(n.type) && n.data.job_id) return `/host/jobs/${encodeURIComponent(n.data.job_id)}/turnovers`;
  return null;
}
