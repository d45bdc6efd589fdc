// Opens the database: embedded PostgreSQL (PGlite) in a data folder by default, a real PostgreSQL
// server through `pg` when DATABASE_URL is set. Both run the same SQL migrations.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import { runtimeFiles } from '../runtime-files';
import * as schema from './schema';
import { loadZipCodes } from './zip-codes';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** True when this process created a new embedded database (used to decide on demo data). */
  isNew: boolean;
  /** PGlite instance, when embedded (tests dump it to make templates). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
};

const { migrationsFolder } = runtimeFiles;

/**
 * A PGlite instance with the extensions our migrations use (pg_trgm for the city search).
 * Every embedded database, in the app and in tests, is made here.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): PGlite {
  return new PGlite({ ...options, extensions: { pg_trgm } });
}

export type OpenOptions =
  { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite; isNew?: boolean };

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    let closing = false;
    // An idle connection can drop (server restart, failover, admin termination). The pool replaces
    // it; without this listener the 'error' event would crash the process.
    pool.on('error', (err) => {
      if (!closing) console.error(`PostgreSQL connection lost (the pool will reconnect): ${err.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, kind: 'postgres', isNew: false, pool, close };
  }
  let pglite: PGlite;
  let isNew: boolean;
  if ('dataDir' in options) {
    isNew = !existsSync(path.join(options.dataDir, 'PG_VERSION'));
    pglite = createPglite({ dataDir: options.dataDir });
  } else {
    pglite = options.pglite;
    isNew = options.isNew ?? false;
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { db, kind: 'pglite', isNew, pglite, close: () => pglite.close() };
}

/**
 * Runs pending migrations, then loads the ZIP code centroids once (decision 048). On PostgreSQL an
 * advisory lock keeps several booting servers from racing.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    await loadZipCodes(database);
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    const locked = drizzlePg(client, { schema }) as unknown as Db;
    await migratePg(locked as never, { migrationsFolder });
    await loadZipCodes({ ...database, db: locked });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The PostgreSQL error code (e.g. '23505') behind a driver error, however the driver wrapped it. */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
