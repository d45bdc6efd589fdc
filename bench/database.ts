// A fresh database for one benchmark run: a new database on the PostgreSQL server of DATABASE_URL
// (dropped at the end), or an embedded PGlite in a temporary DATA_DIR (deleted at the end).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '@server/db/client';
import { createScratchDatabase } from '@server/db/scratch-database';

export type BenchDatabase = {
  kind: 'postgres' | 'pglite';
  /** What the server process needs to open it (DATABASE_URL or DATA_DIR). */
  serverEnv: Record<string, string>;
  /** Opens it in this process; PGlite allows one process at a time, so close it before the server starts. */
  open(poolSize?: number): Promise<Database>;
  dispose(): Promise<void>;
};

export async function createBenchDatabase(adminUrl: string | undefined): Promise<BenchDatabase> {
  if (adminUrl) {
    const scratch = await createScratchDatabase(adminUrl, 'turnready_bench');
    return {
      kind: 'postgres',
      serverEnv: { DATABASE_URL: scratch.url },
      open: (poolSize = 10) => openDatabase({ url: scratch.url, poolSize }),
      dispose: scratch.drop,
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-bench-'));
  return {
    kind: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    // The same folder main.ts opens for this DATA_DIR.
    open: () => openDatabase({ dataDir: path.join(dataDir, 'pglite') }),
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Opens, migrates and closes: the server's own migration at boot then finds nothing to do. */
export async function migrateBenchDatabase(target: BenchDatabase): Promise<string> {
  const database = await target.open(1);
  try {
    await migrateDatabase(database);
    const result = (await database.db.execute(sql`select current_setting('server_version') as version`)) as unknown as {
      rows: { version: string }[];
    };
    return `${database.kind === 'pglite' ? 'PGlite (PostgreSQL' : 'PostgreSQL'} ${result.rows[0]!.version.split(' ')[0]}${database.kind === 'pglite' ? ')' : ''}`;
  } finally {
    await database.close();
  }
}
