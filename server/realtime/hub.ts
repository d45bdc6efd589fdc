// The realtime hub of one server process: it hears the notification channel through the process's
// one LISTEN connection (server/db/listener.ts, shared with the clock and the scheduled-work runner)
// and dispatches each new notification to this process's open streams of its user. Every process
// runs one, so a change committed through any process reaches streams held by any other.
//
// A stream lives only as long as its session: a revoked session (sign-out, password reset, any
// deletion through better-auth) is announced on the same channel and every process ends that
// session's streams at once; a periodic batched check ends the streams of sessions that expired or
// were removed some other way. The caps on open streams per user and per client address are kept
// in this process's memory, so with several processes each counts its own.
//
// The hub knows no feature: it is built with `loadEvent`, which turns an announced (user, id, kind)
// into the event its streams send (the features' loaders, wired in server/app.ts: a notification,
// and since issue 40 a message or a 'seen'). Features
// announce through server/realtime/channel.ts and subscribe here; the hub never imports them.
import type { FastifyBaseLogger } from 'fastify';
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { DbListener } from '../db/listener';
import { session } from '../db/schema';
import { announceSessionEnded, REALTIME_CHANNEL } from './channel';

export type HubEvent<E> = { kind: 'event'; event: E } | { kind: 'resync' };
type Subscriber<E> = (event: HubEvent<E>) => void;
/**
 * Loads the event announced for `userId` with `id` and `kind` (undefined: a notification); null when
 * there is nothing to send (not theirs, gone, a kind this build does not know).
 */
export type LoadEvent<E> = (userId: string, id: string, kind: string | undefined) => Promise<E | null>;

/** Session ids ended this recently are refused a new stream (one whose check raced the revocation). */
const ENDED_MEMORY_MS = 60_000;
const CHECK_BATCH = 1_000;

export type StreamLimits = {
  /** Open streams of one user on this process; opening one more ends the oldest. */
  perUser: number;
  /** Open streams from one client address on this process; one more is refused. */
  perAddress: number;
  /** How often the sessions of open streams are checked again (expired or removed ones end). */
  sessionCheckMs: number;
};
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 20, perAddress: 50, sessionCheckMs: 30_000 };

type OpenStream = { userId: string; sessionId: string; address: string; end: () => void };
export type OpenStreamResult =
  { ok: true; release: () => void } | { ok: false; reason: 'address-limit' | 'session-ended' };

export type RealtimeHub<E> = ReturnType<typeof createRealtimeHub<E>>;

export function createRealtimeHub<E>(options: {
  database: Database;
  /** The process's LISTEN connection (subscribed here, so built before it starts; started and stopped by the caller). */
  listener: DbListener;
  log: FastifyBaseLogger;
  loadEvent: LoadEvent<E>;
  limits?: Partial<StreamLimits>;
  /** A session ended on some process (heard here): e.g. the session cache forgets it. */
  onSessionEnded?: (sessionId: string) => void;
  /** The listener lost its connection: revocations may be missed until it is back. */
  onListenerLost?: () => void;
}) {
  const { database, listener, log, loadEvent } = options;
  const limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS, ...options.limits };
  const subscribers = new Map<string, Set<Subscriber<E>>>();
  /** Open streams in the order they were opened (oldest first); ended when the server closes too. */
  const streams = new Set<OpenStream>();
  const recentlyEnded = new Map<string, number>();
  let checkTimer: NodeJS.Timeout | undefined;
  let checking: Promise<void> | undefined;
  /** Outside start()..stop() the hub ignores what the listener hears, as if it were not listening. */
  let stopped = true;

  function broadcast(event: HubEvent<E>, userId?: string) {
    const targets = userId ? [subscribers.get(userId)] : [...subscribers.values()];
    for (const set of targets) for (const fn of set ?? []) fn(event);
  }

  /** Ends this process's streams of a session that no longer exists. */
  function endSession(sessionId: string) {
    const now = Date.now();
    for (const [id, at] of recentlyEnded) if (now - at > ENDED_MEMORY_MS) recentlyEnded.delete(id);
    recentlyEnded.set(sessionId, now);
    options.onSessionEnded?.(sessionId);
    for (const s of [...streams]) if (s.sessionId === sessionId) s.end();
  }

  /** Checks the sessions of all open streams in batches; ends the streams of those gone or expired. */
  function checkSessions(): Promise<void> {
    if (checking) return checking;
    const run = async () => {
      await Promise.resolve(); // so `checking` is set before the run can finish and clear it
      try {
        const ids = [...new Set([...streams].map((s) => s.sessionId))];
        for (let i = 0; i < ids.length; i += CHECK_BATCH) {
          const batch = ids.slice(i, i + CHECK_BATCH);
          const live = await database.db
            .select({ id: session.id })
            .from(session)
            .where(and(inArray(session.id, batch), gt(session.expiresAt, sql`now()`)));
          const alive = new Set(live.map((r) => r.id));
          for (const id of batch) if (!alive.has(id)) endSession(id);
        }
      } catch (err) {
        log.warn({ err }, 'realtime: could not check the sessions of open streams');
      } finally {
        checking = undefined;
      }
    };
    return (checking = run());
  }

  async function onPayload(payload: string | undefined) {
    let signal: { userId?: unknown; id?: unknown; kind?: unknown; endedSessionId?: unknown };
    try {
      signal = JSON.parse(payload ?? '') as typeof signal;
    } catch {
      log.warn({ payload }, 'realtime: ignored a malformed notification payload');
      return;
    }
    if (typeof signal.endedSessionId === 'string') return endSession(signal.endedSessionId);
    if (typeof signal.userId !== 'string' || typeof signal.id !== 'string') return;
    if (!subscribers.has(signal.userId)) return; // no stream of this user on this process
    try {
      const event = await loadEvent(
        signal.userId,
        signal.id,
        typeof signal.kind === 'string' ? signal.kind : undefined,
      );
      if (event) broadcast({ kind: 'event', event }, signal.userId);
    } catch (err) {
      log.error({ err }, 'realtime: could not load a notification');
    }
  }

  listener.subscribe({
    channel: REALTIME_CHANNEL,
    onPayload: (payload) => {
      if (!stopped) void onPayload(payload);
    },
    onReconnect: () => {
      if (stopped) return;
      // Notifications sent while we were not listening are lost: streams catch up from their cursor,
      // and sessions revoked meanwhile are found by checking them all now.
      broadcast({ kind: 'resync' });
      void checkSessions();
      log.info('realtime: listener reconnected');
    },
    // Even when stopped: telling the caller that revocations may be missed is always safe.
    onLost: () => options.onListenerLost?.(),
  });

  return {
    /** Starts acting on what the listener hears, and the periodic session check. */
    start() {
      if (!stopped) return;
      stopped = false;
      checkTimer = setInterval(() => void checkSessions(), limits.sessionCheckMs);
      checkTimer.unref();
    },

    /** Ends every open stream, so the server can close. */
    closeStreams() {
      for (const s of [...streams]) s.end();
    },

    async stop() {
      stopped = true;
      if (checkTimer) clearInterval(checkTimer);
      checkTimer = undefined;
      await checking;
    },

    /** Receives the events of `userId` on this process until the returned function is called. */
    subscribe(userId: string, fn: Subscriber<E>): () => void {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    /**
     * Registers an open stream of `sessionId`: `end` runs when the session is revoked or found gone,
     * when the user opens one stream too many (the oldest ends) and on server close. Refused when its
     * address already holds the most streams allowed, or when the session has just been revoked.
     */
    openStream(stream: OpenStream): OpenStreamResult {
      if (recentlyEnded.has(stream.sessionId)) return { ok: false, reason: 'session-ended' };
      let fromAddress = 0;
      const ofUser: OpenStream[] = [];
      for (const s of streams) {
        if (s.address === stream.address) fromAddress++;
        if (s.userId === stream.userId) ofUser.push(s);
      }
      // The user's oldest streams beyond the cap make way for this one (and free their address's slots).
      const replaced = ofUser.slice(0, Math.max(0, ofUser.length - limits.perUser + 1));
      const freed = replaced.filter((s) => s.address === stream.address).length;
      if (fromAddress - freed >= limits.perAddress) return { ok: false, reason: 'address-limit' };
      for (const oldest of replaced) oldest.end();
      const entry = { ...stream };
      streams.add(entry);
      return { ok: true, release: () => void streams.delete(entry) };
    },

    /**
     * Announces to every process (this one at once) that a session has ended, so its streams end.
     * Never throws: a lost announcement is caught by the periodic check.
     */
    async sessionEnded(sessionId: string) {
      endSession(sessionId);
      try {
        await announceSessionEnded(database.db, sessionId);
      } catch (err) {
        log.warn({ err }, 'realtime: could not announce an ended session');
      }
    },

    /** Checks the sessions of open streams now (the timer does it every `sessionCheckMs`). */
    checkSessions,

    /** Open subscriptions on this process (for tests and health). */
    subscriberCount: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
    /** Whether revocations announced by other processes reach this one now. */
    listening: () => !stopped && listener.listening(),
    /** Open streams on this process (for tests). */
    streamCount: () => streams.size,
  };
}
