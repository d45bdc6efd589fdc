// The hub knows no feature: what a stream receives is whatever the loader it was built with makes of
// an announcement (server/app.ts wires the notifications feature's). Announced through the real
// channel on the real database, heard through LISTEN.
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../test/app';
import { announceToUser } from './channel';
import { createRealtimeHub, type HubEvent, type RealtimeHub } from './hub';

type Loaded = { userId: string; id: string };

const errors: unknown[] = [];
const log = { info() {}, warn() {}, debug() {}, trace() {}, fatal() {}, error: (o: unknown) => void errors.push(o), child: () => log, level: 'error' } as unknown as FastifyBaseLogger;

const USER = '7d3f4a6e-0c1b-4b8e-9f2a-1e5d6c7b8a90';
const OTHER = '2b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

describe('the realtime hub', () => {
  let database: Database & { dispose(): Promise<void> };
  let hub: RealtimeHub<Loaded>;
  const loads: Loaded[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    hub = createRealtimeHub<Loaded>({
      database,
      log,
      loadEvent: async (userId, id) => {
        loads.push({ userId, id });
        if (id === 'nothing') return null;
        if (id === 'broken') throw new Error('the loader failed');
        return { userId, id };
      },
    });
    await hub.start();
  });
  afterAll(async () => {
    await hub?.stop();
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
});
