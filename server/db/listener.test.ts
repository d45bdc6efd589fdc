// The one LISTEN connection of a server process (server/db/listener.ts): what it hears reaches the
// subscribers of each channel, and on PostgreSQL, when the database drops it, its subscribers are
// told at once (`onLost`) and again once it listens anew (`onReconnect`).
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app';
import { dropListenConnections } from '../test/listen-connections';
import type { Database } from './client';
import { createDbListener, type DbListener } from './listener';

const errors: unknown[] = [];
const log = {
  info() {},
  warn() {},
  debug() {},
  trace() {},
  fatal() {},
  error: (o: unknown) => void errors.push(o),
  child: () => log,
  level: 'error',
} as unknown as FastifyBaseLogger;

const A = 'listener_test_a';
const B = 'listener_test_b';

const notify = (database: Database, channel: string, payload: string) =>
  database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

describe('the LISTEN connection of a process', () => {
  let database: Database & { dispose(): Promise<void> };
  let listener: DbListener;
  const heard: string[] = [];
  /** What the listener said of itself when each loss was reported. */
  const lost: boolean[] = [];
  let reconnects = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = createDbListener({ database, log });
    listener.subscribe({ channel: A, onPayload: (p) => void heard.push(`a1:${p}`) });
    // A subscriber that throws is logged and stops no other.
    listener.subscribe({
      channel: A,
      onPayload: () => {
        throw new Error('a subscriber failed');
      },
    });
    listener.subscribe({
      channel: B,
      onPayload: (p) => void heard.push(`b:${p}`),
      onLost: () => void lost.push(listener.listening()),
      onReconnect: () => void reconnects++,
    });
  });
  afterAll(async () => {
    await listener?.stop();
    await database?.dispose();
  });

  it('listens from start to stop, and brings each channel its own notifications', async () => {
    expect(listener.listening()).toBe(false);
    await listener.start();
    expect(listener.listening()).toBe(true);
    expect(() => listener.subscribe({ channel: A, onPayload() {} })).toThrow(/before the listener starts/);

    await notify(database, A, 'one');
    await notify(database, B, 'two');
    await expect.poll(() => heard).toEqual(['a1:one', 'b:two']);
    expect(errors).toHaveLength(1);
    expect(lost).toEqual([]);
    expect(reconnects).toBe(0);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'when the database drops it: not listening, onLost once, then listening again with onReconnect',
    async () => {
      heard.length = 0;
      expect(await dropListenConnections(database.pool!)).toBe(1);

      await expect.poll(() => lost).toEqual([false]);
      await expect.poll(() => reconnects, { timeout: 5_000 }).toBe(1);
      expect(listener.listening()).toBe(true);
      expect(lost).toHaveLength(1);

      // Listening again on every channel.
      await notify(database, A, 'three');
      await notify(database, B, 'four');
      await expect.poll(() => heard).toEqual(['a1:three', 'b:four']);
    },
  );

  it('is not listening once stopped', async () => {
    await listener.stop();
    expect(listener.listening()).toBe(false);
    // Stopping is no loss.
    expect(lost.length).toBeLessThanOrEqual(1);
  });
});
