// Boot: read the environment, open and migrate the database, seed demo data into a new embedded
// database, listen, and shut down gracefully (in-flight requests finish, then the database closes).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { migrateDatabase, openDatabase } from './db/client';
import { seedDemoData } from './seed';
import { EnvError, loadEnv } from './env';
import { devToolsExposed } from './http/dev-tools';
import { loggerOptions } from './logger';
import { claimDataFolder, ControlDirectoryError, DataFolderInUseError } from './ops/control';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (!env.databaseUrl) mkdirSync(env.dataDir, { recursive: true });
  // The embedded database is one process's: claim its folder first (server/ops/control.ts).
  const control = env.databaseUrl ? undefined : await claimDataFolder({ dataDir: env.dataDir });
  const database = env.databaseUrl
    ? await openDatabase({ url: env.databaseUrl })
    : await openDatabase({ dataDir: path.join(env.dataDir, 'pglite') });
  await migrateDatabase(database);

  const app = await buildApp({ env, database, logger: loggerOptions(env) });
  if (database.pglite) control?.attach(database.pglite, app.log);

  if (database.isNew && env.seedDemo) {
    const logins = await seedDemoData(app.ctx);
    app.log.info('Demo data created. Sign in with any of these (password: %s):', logins.password);
    for (const l of logins.accounts) app.log.info('  %s  %s', l.role.padEnd(7), l.email);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await control?.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.port, host: env.host });
  if (devToolsExposed(env)) {
    app.log.warn(
      `Development tools (/api/dev/*: the mailbox with reset links, the app clock) are on and the server listens on ${env.host}, ` +
        `reachable from other machines. ${env.devTools === 'open' ? 'DEV_TOOLS=true lets anyone use them' : 'They answer only requests from this machine'}; ` +
        'set NODE_ENV=production for a real deployment.',
    );
  }
  app.log.info(`TurnReady is running at ${env.appUrl} (database: ${database.kind}, email: ${app.ctx.mailer.mode})`);
}

main().catch((err) => {
  if (err instanceof DataFolderInUseError || err instanceof ControlDirectoryError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('TurnReady failed to start:', err);
  process.exit(1);
});
