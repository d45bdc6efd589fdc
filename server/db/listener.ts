// One LISTEN connection per server process for the background parts that must hear what other
// processes commit: the development clock (server/clock.ts) and the scheduled-work runner
// (server/work/runner.ts). On PostgreSQL a dedicated pg.Client that reconnects (a pooled
// connection would be handed back and stop listening); on PGlite pglite.listen. The realtime hub
// keeps its own connection (server/realtime/hub.ts): it was there first and has its own resync.
//
// Notifications sent while the connection is down are lost: each subscriber says how to catch up
// (`onReconnect`), e.g. the clock reads its row again.
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './client';

const RECONNECT_MIN_MS = 250;
const RECONNECT_MAX_MS = 10_000;

type Subscription = { channel: string; onPayload: (payload: string) => void; onReconnect?: () => void };

export type DbListener = ReturnType<typeof createDbListener>;

export function createDbListener(options: { database: Database; log: FastifyBaseLogger }) {
  const { database, log } = options;
  const subscriptions: Subscription[] = [];
  let stopped = true;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retryMs = RECONNECT_MIN_MS;
  let unlisten: (() => Promise<void>)[] = [];

  const channels = () => [...new Set(subscriptions.map((s) => s.channel))];
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
      if (retryMs !== RECONNECT_MIN_MS) {
        log.info('listener: reconnected');
        for (const s of subscriptions) s.onReconnect?.();
      }
      retryMs = RECONNECT_MIN_MS;
    } catch (err) {
      log.warn({ err }, 'listener: could not listen; retrying');
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
    /** Calls `onPayload` for every notification on `channel` (subscribe before start()). */
    subscribe(subscription: Subscription) {
      if (!stopped) throw new Error('subscribe before the listener starts');
      subscriptions.push(subscription);
    },

    async start() {
      if (!stopped) return;
      stopped = false;
      if (database.kind === 'pglite') {
        for (const channel of channels()) unlisten.push(await database.pglite!.listen(channel, (payload) => dispatch(channel, payload)));
      } else {
        await connectPg();
      }
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
      const pending = unlisten;
      unlisten = [];
      for (const fn of pending) await fn().catch(() => {});
    },
  };
}
