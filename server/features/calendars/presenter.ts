// Calendar rows → responses. The link is a secret (it carries the channel's token): it leaves the
// server only here, only to the owning host (the routes' queries), and only masked.
import type { CalendarEventItem, CalendarItem } from '@core/schemas/turnovers';
import type { calendarEvent, jobCalendar } from '../../db/schema';

const HIDDEN = '…';

/**
 * The link with its secret parts hidden: scheme, host (and port) and the first path segment are
 * kept, everything after it (further segments, query, fragment) becomes "…". A link whose only
 * path segment is all there is (`https://host/TOKEN.ics`) hides that segment too: it may be the token.
 * User name and password are never shown.
 */
export function maskCalendarUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return HIDDEN;
  }
  const origin = `${url.protocol}//${url.host}`;
  const segments = url.pathname.split('/').filter(Boolean);
  const hasMore = segments.length > 1 || url.search !== '' || url.hash !== '';
  if (segments.length === 0) return hasMore ? `${origin}/${HIDDEN}` : origin;
  if (!hasMore) return `${origin}/${HIDDEN}`;
  return `${origin}/${segments[0]}/${HIDDEN}`;
}

export function presentCalendar(row: typeof jobCalendar.$inferSelect): CalendarItem {
  return {
    id: row.id,
    label: row.label,
    maskedUrl: maskCalendarUrl(row.url),
    kind: row.kind,
    kindChosen: row.kindChosen,
    lastSyncedAt: row.lastSyncedAt?.toISOString() ?? null,
    lastError: row.lastError,
    consecutiveFailures: row.consecutiveFailures,
    turnoversLeftOut: row.turnoversLeftOut,
  };
}

export function presentEvent(row: typeof calendarEvent.$inferSelect, markedBlock: boolean): CalendarEventItem {
  return {
    uid: row.uid,
    summary: row.summary,
    startDate: row.startDate,
    endDate: row.endDate,
    feedBlock: row.isBlock,
    markedBlock,
  };
}
