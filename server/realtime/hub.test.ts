// The hub knows no feature: what a stream receives is whatever the loader it was built with makes of
// an announcement (server/app.ts wires the notifications feature's). Announced through the real
// channel on the real database, heard through the process's LISTEN connection (server/db/listener.ts),
// whose loss the hub reports and after which it resyncs.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createDbListener, type DbListener } from '../db/listener';
import { createTestDatabase } from '../test/app';
import { dropListenConnections } from '../test/listen-connections';
import { announceToUser } from './channel';
import { createRealtimeHub, type HubEvent, type RealtimeHub } from './hub';

type Loaded = { userId: string; id: string };

const errors: unknown[] = [];
const infos: unknown[] = [];
const log = {
  info: (...args: unknown[]) => void infos.push(args.at(-1)),
  warn() {},
  debug() {},
  trace() {},
  fatal() {},
  error: (o: unknown) => void errors.push(o),
  child: () => log,
  level: 'error',
} as unknown as FastifyBaseLogger;

const USER = '7d3f4a6e-0c1b-4b8e-9f2a-1e5d6c7b8a90';
const OTHER = '2b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

describe('the realtime hub', () => {
  let database: Database & { dispose(): Promise<void> };
  let listener: DbListener;
  let hub: RealtimeHub<Loaded>;
  const loads: Loaded[] = [];
  /** Whether the hub said it was listening at each reported loss. */
  const losses: boolean[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = createDbListener({ database, log });
    hub = createRealtimeHub<Loaded>({
      database,
      listener,
      log,
      onListenerLost: () => void losses.push(hub.listening()),
      loadEvent: async (userId, id) => {
        loads.push({ userId, id });
        if (id === 'nothing') return null;
        if (id === 'broken') throw new Error('the loader failed');
        return { userId, id };
      },
    });
    // As server/app.ts does: the listener first, the hub after it; stopped the other way round.
    expect(hub.listening()).toBe(false);
    await listener.start();
    hub.start();
    expect(hub.listening()).toBe(true);
  });
  afterAll(async () => {
    await hub?.stop();
    await listener?.stop();
    await database?.dispose();
  });

  it('sends a subscriber what its loader loads, and loads nothing for users without a stream here', async () => {
    const received: HubEvent<Loaded>[] = [];
    const arrived = new Promise<void>((resolve) => {
      const unsubscribe = hub.subscribe(USER, (event) => {
        received.push(event);
        if (event.kind === 'event' && event.event.id === 'last') {
          unsubscribe();
          resolve();
        }
      });
    });

    await announceToUser(database.db, OTHER, 'for-someone-else');
    await announceToUser(database.db, USER, 'nothing');
    await announceToUser(database.db, USER, 'broken');
    await announceToUser(database.db, USER, 'first');
    await announceToUser(database.db, USER, 'last');
    await arrived;

    expect(received).toEqual([
      { kind: 'event', event: { userId: USER, id: 'first' } },
      { kind: 'event', event: { userId: USER, id: 'last' } },
    ]);
    // No stream of OTHER on this process: their announcement is never loaded.
    expect(loads.map((l) => l.id)).toEqual(['nothing', 'broken', 'first', 'last']);
    expect(errors).toHaveLength(1);
    expect(hub.subscriberCount()).toBe(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'when the listener loses its connection: not listening, reported once; once back, a resync and a session check',
    async () => {
      const received: HubEvent<Loaded>[] = [];
      const unsubscribe = hub.subscribe(USER, (event) => void received.push(event));
      // A stream whose session is gone: only a session check ends it (the periodic one is 30 s away).
      let ended = false;
      const stream = hub.openStream({
        userId: USER,
        sessionId: 'a-session-that-does-not-exist',
        address: '192.0.2.1',
        end: () => (ended = true),
      });
      expect(stream.ok).toBe(true);

      expect(await dropListenConnections(database.pool!)).toBe(1);

      await expect.poll(() => losses).toEqual([false]);
      await expect.poll(() => received, { timeout: 5_000 }).toEqual([{ kind: 'resync' }]);
      expect(hub.listening()).toBe(true);
      expect(infos).toContain('realtime: listener reconnected');
      await expect.poll(() => ended).toBe(true);
      expect(losses).toHaveLength(1);

      // And it hears announcements again.
      await announceToUser(database.db, USER, 'after');
      await expect.poll(() => received.at(-1)).toEqual({ kind: 'event', event: { userId: USER, id: 'after' } });
      unsubscribe();
      if (stream.ok) stream.release();
    },
  );

  it('is not listening once stopped, while its listener still runs', async () => {
    await hub.stop();
    expect(listener.listening()).toBe(true);
    expect(hub.listening()).toBe(false);
  });
});
