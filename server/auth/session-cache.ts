// Session lookups kept for a short time in each process (issue 19). Every API request looks up its
// session (better-auth: a session row and a user row); the bench measured that lookup as what held
// the API to a third of the database's own throughput. A signed-in lookup is kept here for up to
// `ttlMs`, keyed by a hash of the request's cookies, and dropped the moment its session ends
// anywhere: sign-out, a password reset, any revocation through better-auth reaches every process
// over PostgreSQL NOTIFY (server/realtime/hub.ts), which calls `dropSession`. While a process is not
// listening (its listener connection is down) it cannot hear revocations, so it keeps nothing.
import { createHash } from 'node:crypto';

/** How long a lookup is kept when nothing ends its session sooner. */
export const SESSION_CACHE_MS = 30_000;

export type CachedSession = { user: { id: string; email: string; name: string }; sessionId: string; expiresAt: Date };

type Entry = { value: CachedSession; until: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache(options: {
  ttlMs: number;
  maxEntries?: number;
  listening: () => boolean;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 10_000;
  const entries = new Map<string, Entry>();
  const enabled = () => options.ttlMs > 0 && options.listening();
  const keyOf = (cookies: string) => createHash('sha256').update(cookies).digest('base64url');

  return {
    /** The cached lookup for these cookies, if still fresh and this process can hear revocations. */
    get(cookies: string): CachedSession | null {
      if (!enabled()) return null;
      const key = keyOf(cookies);
      const entry = entries.get(key);
      if (!entry) return null;
      if (entry.until <= now() || entry.value.expiresAt.getTime() <= now()) {
        entries.delete(key);
        return null;
      }
      return entry.value;
    },
    /** Keeps a signed-in lookup (never a signed-out one: a sign-in must count at once). */
    set(cookies: string, value: CachedSession) {
      if (!enabled()) return;
      // The oldest entry makes room (a Map keeps insertion order).
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(keyOf(cookies), { value, until: now() + options.ttlMs });
    },
    /** A session ended (here or on another process): forget it at once. */
    dropSession(sessionId: string) {
      for (const [key, entry] of entries) if (entry.value.sessionId === sessionId) entries.delete(key);
    },
    /** Revocations may have been missed (the listener reconnected): forget everything. */
    clear() {
      entries.clear();
    },
    size: () => entries.size,
  };
}
