// What the service worker keeps for reading without signal (issue 38, decision 043), and until when:
// pure rules on the API's answers, shared by the worker and its tests. Times are the app's clock
// (`x-app-now`, milliseconds), so the development clock moves them as it moves the server.

const HOUR = 3_600_000;
/** A confirmed turnover is kept from this long before its window starts. */
export const KEEP_AHEAD_MS = 48 * HOUR;
/** A started turnover not yet completed is kept this long past its window's end (a late finish). */
export const IN_PROGRESS_GRACE_MS = 24 * HOUR;
/** The schedule and the session answer are kept this long after they were read. */
export const LIST_KEEP_MS = 48 * HOUR;

export type OfflineKind = 'session' | 'schedule' | 'turnover' | 'access';

/** Which kept answer an API GET is (pathname of /api/…), or null when it is not kept. */
export function offlineKindOf(pathname: string): OfflineKind | null {
  if (pathname === '/api/session') return 'session';
  if (pathname === '/api/cleaner/schedule') return 'schedule';
  if (/^\/api\/cleaner\/turnovers\/[^/]+$/.test(pathname)) return 'turnover';
  if (/^\/api\/cleaner\/turnovers\/[^/]+\/access$/.test(pathname)) return 'access';
  return null;
}

type TurnoverBody = {
  turnover?: { status?: unknown; startsAt?: unknown; endsAt?: unknown };
  startedAt?: unknown;
  completedAt?: unknown;
};
type AccessBody = { closesAt?: unknown };

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/**
 * Until when an answer may be read offline (app time, ms), or null when it must not be kept: a
 * confirmed turnover from 48 hours before its window until the window ends (a started one until a
 * day after), the access instructions until their window closes, the lists for 48 hours.
 */
export function keepUntil(kind: OfflineKind, body: unknown, now: number): number | null {
  if (kind === 'session' || kind === 'schedule') return now + LIST_KEEP_MS;
  if (typeof body !== 'object' || body === null) return null;
  if (kind === 'access') {
    const closes = instant((body as AccessBody).closesAt);
    return Number.isFinite(closes) && closes > now ? closes : null;
  }
  const t = body as TurnoverBody;
  if (t.turnover?.status !== 'confirmed' || t.completedAt) return null;
  const starts = instant(t.turnover.startsAt);
  const ends = instant(t.turnover.endsAt);
  if (!Number.isFinite(starts) || !Number.isFinite(ends) || starts - now > KEEP_AHEAD_MS) return null;
  const until = t.startedAt ? ends + IN_PROGRESS_GRACE_MS : ends;
  return until > now ? until : null;
}

/** The headers a kept answer carries in the cache: when it was saved and until when it may be read. */
export const SAVED_AT_HEADER = 'x-offline-saved-at';
export const KEEP_UNTIL_HEADER = 'x-offline-keep-until';

/** A kept answer may be read while its keep-until time is ahead (a missing or bad header: never). */
export function stillReadable(keepUntilHeader: string | null, now: number): boolean {
  const until = keepUntilHeader === null ? Number.NaN : Number(keepUntilHeader);
  return Number.isFinite(until) && until > now;
}
