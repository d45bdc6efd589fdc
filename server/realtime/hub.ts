// The realtime hub of one server process: one LISTEN on the notification channel (a dedicated
// pg.Client with reconnect on PostgreSQL, pglite.listen when embedded), dispatching each new
// notification to this process's open streams of its user. Every process runs one, so a change
// committed through any process reaches streams held by any other.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import { findStreamedNotification, NOTIFICATION_CHANNEL, type StreamedNotification } from '../features/notifications/service';

export type HubEvent = { kind: 'notification'; event: StreamedNotification } | { kind: 'resync' };
type Subscriber = (event: HubEvent) => void;

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;

export function createRealtimeHub(options: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = options;
  const subscribers = new Map<string, Set<Subscriber>>();
  /** Cleanups of open streams, run when the server closes (open streams would keep it from closing). */
  const streams = new Set<() => void>();
  let stopped = true;
  let unlisten: (() => Promise<void>) | undefined;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_MIN_MS;

  function broadcast(event: HubEvent, userId?: string) {
    const targets = userId ? [subscribers.get(userId)] : [...subscribers.values()];
    for (const set of targets) for (const fn of set ?? []) fn(event);
  }

  async function onPayload(payload: string | undefined) {
    let signal: { userId?: unknown; id?: unknown };
    try {
      signal = JSON.parse(payload ?? '') as typeof signal;
    } catch {
      log.warn({ payload }, 'realtime: ignored a malformed notification payload');
      return;
    }
    if (typeof signal.userId !== 'string' || typeof signal.id !== 'string') return;
    if (!subscribers.has(signal.userId)) return; // no stream of this user on this process
    try {
      const event = await findStreamedNotification(database.db, signal.userId, signal.id);
      if (event) broadcast({ kind: 'notification', event }, signal.userId);
    } catch (err) {
      log.error({ err }, 'realtime: could not load a notification');
    }
  }

  async function connectPg() {
    if (stopped) return;
    const c = new pg.Client(database.pool!.options);
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === NOTIFICATION_CHANNEL) void onPayload(msg.payload);
    });
    c.on('error', (err) => {
      log.warn({ err }, 'realtime: listener connection failed; reconnecting');
      scheduleReconnect(c);
    });
    c.on('end', () => scheduleReconnect(c));
    try {
      await c.connect();
      await c.query(`listen ${NOTIFICATION_CHANNEL}`);
      if (retryMs !== RECONNECT_MIN_MS) {
        // Notifications sent while we were not listening are lost: streams catch up from their cursor.
        broadcast({ kind: 'resync' });
        log.info('realtime: listener reconnected');
      }
      retryMs = RECONNECT_MIN_MS;
    } catch (err) {
      log.warn({ err }, 'realtime: could not listen; retrying');
      scheduleReconnect(c);
    }
  }

  function scheduleReconnect(c: pg.Client) {
    if (stopped || client !== c || retryTimer) return;
    client = undefined;
    c.removeAllListeners('end');
    c.on('error', () => {});
    void c.end().catch(() => {});
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connectPg();
    }, delay);
  }

  return {
    async start() {
      if (!stopped) return;
      stopped = false;
      if (database.kind === 'pglite') {
        unlisten = await database.pglite!.listen(NOTIFICATION_CHANNEL, (payload) => void onPayload(payload));
      } else {
        await connectPg();
      }
    },

    /** Ends every open stream, so the server can close. */
    closeStreams() {
      for (const end of [...streams]) end();
    },

    async stop() {
      stopped = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
      await unlisten?.().catch(() => {});
      unlisten = undefined;
    },

    /** Receives the events of `userId` on this process until the returned function is called. */
    subscribe(userId: string, fn: Subscriber): () => void {
      let set = subscribers.get(userId);
      if (!set) subscribers.set(userId, (set = new Set()));
      set.add(fn);
      return () => {
        set.delete(fn);
        if (set.size === 0 && subscribers.get(userId) === set) subscribers.delete(userId);
      };
    },

    /** Registers an open stream's cleanup, run on server close; returns its unregistration. */
    trackStream(end: () => void): () => void {
      streams.add(end);
      return () => streams.delete(end);
    },

    /** Open subscriptions on this process (for tests and health). */
    subscriberCount: () => [...subscribers.values()].reduce((n, s) => n + s.size, 0),
  };
}
