// One LISTEN connection per server process for everything that must hear what other processes
// commit: the development clock (server/clock.ts), the scheduled-work runner (server/work/runner.ts)
// and the realtime hub (server/realtime/hub.ts: new notifications and ended sessions). On PostgreSQL
// a dedicated pg.Client that reconnects (a pooled connection would be handed back and stop
// listening); on PGlite pglite.listen.
//
// Notifications sent while the connection is down are lost: each subscriber says how to catch up
// (`onReconnect`), e.g. the clock reads its row again, and may act the moment it is lost (`onLost`),
// e.g. the session cache stops trusting what it has kept, since revocations no longer reach it.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

type Subscription = {
  channel: string;
  onPayload: (payload: string) => void;
  /** Listening again after the connection was lost or could not listen: notifications sent meanwhile were missed. */
  onReconnect?: () => void;
  /** The listening connection was lost (once per loss, not on stop): notifications are missed until `onReconnect`. */
  onLost?: () => void;
};

export type DbListener = ReturnType<typeof createDbListener>;

export function createDbListener(options: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = options;
  const subscriptions: Subscription[] = [];
  let stopped = true;
  /** Every subscribed channel is LISTENed to now (what other processes announce reaches us). */
  let listening = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_MIN_MS;
  let unlisten: (() => Promise<void>)[] = [];

  const channels = () => [...new Set(subscriptions.map((s) => s.channel))];

  /** Calls one hook of each subscriber: one that throws must not stop the others or the reconnect loop. */
  function tell(hook: 'onReconnect' | 'onLost') {
    for (const s of subscriptions) {
      try {
        s[hook]?.();
      } catch (err) {
        log.error({ err, channel: s.channel }, `listener: a subscriber's ${hook} failed`);
      }
    }
  }

  function dispatch(channel: string, payload: string | undefined) {
    for (const s of subscriptions) {
      if (s.channel !== channel) continue;
      try {
        s.onPayload(payload ?? '');
      } catch (err) {
        log.error({ err, channel }, 'listener: a subscriber failed');
      }
    }
  }

  async function connectPg() {
    if (stopped) return;
    const c = new pg.Client(database.pool!.options);
    client = c;
    c.on('notification', (msg) => dispatch(msg.channel, msg.payload));
    c.on('error', (err) => {
      log.warn({ err }, 'listener: connection failed; reconnecting');
      scheduleReconnect(c);
    });
    c.on('end', () => scheduleReconnect(c));
    try {
      await c.connect();
      for (const channel of channels()) await c.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      log.warn({ err }, 'listener: could not listen; retrying');
      scheduleReconnect(c);
      return;
    }
    // Lost (or stopped) while the LISTENs were on their way: the reconnect already scheduled owns what follows.
    if (client !== c) return;
    listening = true;
    if (retryMs !== RECONNECT_MIN_MS) {
      log.info('listener: reconnected');
      tell('onReconnect');
    }
    retryMs = RECONNECT_MIN_MS;
  }

  function scheduleReconnect(c: pg.Client) {
    if (stopped || client !== c || retryTimer) return;
    client = undefined;
    if (listening) {
      listening = false;
      tell('onLost');
    }
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
    /** Calls `onPayload` for every notification on `channel` (subscribe before start()). */
    subscribe(subscription: Subscription) {
      if (!stopped) throw new Error('subscribe before the listener starts');
      subscriptions.push(subscription);
    },

    async start() {
      if (!stopped) return;
      stopped = false;
      if (database.kind === 'pglite') {
        for (const channel of channels())
          unlisten.push(await database.pglite!.listen(channel, (payload) => dispatch(channel, payload)));
        listening = true;
      } else {
        await connectPg();
      }
    },

    async stop() {
      stopped = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      const c = client;
      client = undefined;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
      const pending = unlisten;
      unlisten = [];
      for (const fn of pending) await fn().catch(() => {});
    },

    /** Whether every subscribed channel is heard now: false before start, while reconnecting and after stop. */
    listening: () => listening,
  };
}
