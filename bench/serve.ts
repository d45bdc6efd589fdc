// The benchmark's server process: the app exactly as server/main.ts builds it (same env parsing,
// database, migrations, buildApp), plus three things only a benchmark needs, none reachable from
// server/main.ts or any production start:
// - loopback is exempt from rate limits (the load generator signs in hundreds of times from 127.0.0.1,
//   the same exemption the browser-test server uses);
// - no cap on open event streams per user or per address (its 1,000 streams stand for 1,000 browsers
//   but come from ten accounts on one address);
// - the event-loop delay is sampled and reported to the parent over the IPC channel on request.
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '@server/app';
import { migrateDatabase, openDatabase } from '@server/db/client';
import { loadEnv } from '@server/env';

export type EventLoopReport = { p50: number; p99: number; max: number; mean: number };
export type ServeMessage = { type: 'eld-reset' } | { type: 'eld-read' };

async function serve() {
  if (!process.send) throw new Error('bench/serve.ts is started by bench/run.ts (it needs the IPC channel).');
  const env = loadEnv();
  if (env.isProduction) throw new Error('bench/serve.ts refuses NODE_ENV=production.');
  const database = env.databaseUrl
    ? await openDatabase({ url: env.databaseUrl })
    : await openDatabase({ dataDir: path.join(env.dataDir, 'pglite') });
  await migrateDatabase(database);
  const app = await buildApp({
    env,
    database,
    logger: { level: env.logLevel },
    rateLimitExempt: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    streams: { perUser: Infinity, perAddress: Infinity },
  });

  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  process.on('message', (message: ServeMessage) => {
    if (message.type === 'eld-reset') delay.reset();
    if (message.type === 'eld-read') {
      const report: EventLoopReport = {
        p50: ms(delay.percentile(50)),
        p99: ms(delay.percentile(99)),
        max: ms(delay.max),
        mean: ms(delay.mean),
      };
      process.send!({ type: 'eld', report });
    }
  });

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('disconnect', () => void shutdown());

  await app.listen({ port: env.port, host: '127.0.0.1' });
  process.send({ type: 'listening', port: (app.server.address() as { port: number }).port });
}

serve().catch((err) => {
  console.error('bench server failed to start:', err);
  process.exit(1);
});
