// Backups of the embedded database (PGlite): a consistent copy taken while the app runs, and a
// restore into a new data folder that checks every table against the backup's manifest.
//
// PGlite is one process's database: nothing else may open its data folder while the app has it.
// So the running app answers backups itself, over a Unix socket in the data folder (control.ts):
// it dumps between two transactions, after a checkpoint, and the dump is verified by loading it
// into a fresh in-memory PGlite. When no app runs, the backup opens the data folder directly.
// PostgreSQL deployments back up with the server's own tools (README, "Operations").
import { createHash } from 'node:crypto';
import { chmod, copyFile, cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { createPglite } from '../db/client';
import { dumpConsistent, requestBackupFromApp } from './control';

export const BACKUP_FORMAT = 1;
const DATABASE_FILE = 'database.tar.gz';
const MANIFEST_FILE = 'manifest.json';

/** Each table's row count and a hash of its rows: a restore must reproduce both exactly. */
export type TableFingerprint = { table: string; rows: number; md5: string };

export type Manifest = {
  format: number;
  createdAt: string;
  /** How the dump was taken: from the running app, or from the data folder with no app running. */
  source: 'running-app' | 'data-folder';
  postgres: string;
  databaseSha256: string;
  tables: TableFingerprint[];
  /** Uploaded files copied beside the database (local file storage only; S3 keeps its own). */
  files: { count: number; bytes: number } | null;
  authSecret: boolean;
};

export class BackupError extends Error {}

/** The data folder's parts: PGlite's own folder, uploaded files and the generated auth secret. */
export function dataFolderParts(dataDir: string) {
  return {
    pglite: path.join(dataDir, 'pglite'),
    files: path.join(dataDir, 'files'),
    authSecret: path.join(dataDir, 'auth-secret'),
  };
}

/** Row counts and content hashes of every table in the app's schemas, in a stable order. */
export async function fingerprintTables(pglite: PGlite): Promise<TableFingerprint[]> {
  const { rows: tables } = await pglite.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle')
      order by table_schema, table_name`,
  );
  const result: TableFingerprint[] = [];
  for (const t of tables) {
    const id = `"${t.schema.replaceAll('"', '""')}"."${t.name.replaceAll('"', '""')}"`;
    const { rows } = await pglite.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${id} t`,
    );
    const [row] = rows;
    if (!row) throw new Error(`no count for ${id}`);
    result.push({ table: `${t.schema}.${t.name}`, rows: row.rows, md5: row.md5 });
  }
  return result;
}

async function loadInMemory(dump: Blob): Promise<PGlite> {
  const pglite = createPglite({ loadDataDir: dump });
  await pglite.waitReady;
  return pglite;
}

async function copySecret(from: string, to: string) {
  await copyFile(from, to);
  await chmod(to, 0o600);
}

async function postgresVersion(pglite: PGlite): Promise<string> {
  const { rows } = await pglite.query<{ server_version: string }>('show server_version');
  return rows[0]?.server_version ?? 'unknown';
}

async function folderSize(dir: string): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    count++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return { count, bytes };
}

/** Takes the dump: from the app when one runs on this data folder, else from the folder itself. */
async function takeDump(dataDir: string): Promise<{ dump: Blob; source: Manifest['source'] }> {
  const fromApp = await requestBackupFromApp(dataDir);
  if (fromApp) return { dump: fromApp, source: 'running-app' };
  const parts = dataFolderParts(dataDir);
  if (!existsSync(path.join(parts.pglite, 'PG_VERSION'))) {
    throw new BackupError(
      `There is no embedded database in ${dataDir} (no ${path.join(parts.pglite, 'PG_VERSION')}). Is DATA_DIR right?`,
    );
  }
  const pglite = createPglite({ dataDir: parts.pglite });
  await pglite.waitReady;
  try {
    return { dump: await dumpConsistent(pglite), source: 'data-folder' };
  } finally {
    await pglite.close();
  }
}

/**
 * Writes a backup folder `<into>/turnready-<time>/`: the database dump, the uploaded files (when
 * they are kept in the data folder), the generated auth secret (so sessions and signed links stay
 * valid after a restore) and a manifest that the restore checks against.
 */
export async function backup(options: {
  dataDir: string;
  into: string;
  includeFiles: boolean;
  now?: Date;
}): Promise<{ dir: string; manifest: Manifest }> {
  const { dump, source } = await takeDump(options.dataDir);
  const bytes = Buffer.from(await dump.arrayBuffer());
  // The dump is proven to restore before it is called a backup.
  const check = await loadInMemory(new Blob([new Uint8Array(bytes)]));
  let tables: TableFingerprint[];
  let postgres: string;
  try {
    tables = await fingerprintTables(check);
    postgres = await postgresVersion(check);
  } finally {
    await check.close();
  }

  const stamp = (options.now ?? new Date()).toISOString().replace(/[:.]/g, '-');
  const dir = path.join(options.into, `turnready-${stamp}`);
  if (existsSync(dir)) throw new BackupError(`${dir} already exists.`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(dir, DATABASE_FILE), bytes, { mode: 0o600 });

  const parts = dataFolderParts(options.dataDir);
  let files: Manifest['files'] = null;
  if (options.includeFiles && existsSync(parts.files)) {
    await cp(parts.files, path.join(dir, 'files'), { recursive: true });
    files = await folderSize(path.join(dir, 'files'));
  }
  const authSecret = existsSync(parts.authSecret);
  if (authSecret) await copySecret(parts.authSecret, path.join(dir, 'auth-secret'));

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: (options.now ?? new Date()).toISOString(),
    source,
    postgres,
    databaseSha256: createHash('sha256').update(bytes).digest('hex'),
    tables,
    files,
    authSecret,
  };
  await writeFile(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return { dir, manifest };
}

export async function readManifest(backupDir: string): Promise<Manifest> {
  const file = path.join(backupDir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupError(`${backupDir} is not a TurnReady backup (no ${MANIFEST_FILE}).`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  } catch {
    throw new BackupError(`${file} is not valid JSON: the backup is damaged.`);
  }
  if (manifest.format !== BACKUP_FORMAT)
    throw new BackupError(
      `${backupDir} has backup format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`,
    );
  return manifest;
}

/** The first difference between two sets of table fingerprints, or undefined when they agree. */
export function compareFingerprints(expected: TableFingerprint[], actual: TableFingerprint[]): string | undefined {
  const byTable = new Map(actual.map((t) => [t.table, t]));
  for (const e of expected) {
    const a = byTable.get(e.table);
    if (!a) return `table ${e.table} is missing`;
    if (a.rows !== e.rows) return `table ${e.table} has ${a.rows} rows, the backup ${e.rows}`;
    if (a.md5 !== e.md5) return `table ${e.table} differs from the backup`;
    byTable.delete(e.table);
  }
  const extra = [...byTable.keys()][0];
  return extra ? `table ${extra} is not in the backup` : undefined;
}

/**
 * Restores a backup into a data folder that holds no database yet (never over live data: move the
 * old folder away first). Checks the dump's hash before, and every table's rows after.
 */
export async function restore(options: { backupDir: string; dataDir: string }): Promise<{ manifest: Manifest }> {
  const manifest = await readManifest(options.backupDir);
  const bytes = await readFile(path.join(options.backupDir, DATABASE_FILE)).catch(() => {
    throw new BackupError(`${options.backupDir} has no ${DATABASE_FILE}: the backup is incomplete.`);
  });
  if (createHash('sha256').update(bytes).digest('hex') !== manifest.databaseSha256) {
    throw new BackupError(`${DATABASE_FILE} does not match the manifest's checksum: the backup is damaged.`);
  }
  const parts = dataFolderParts(options.dataDir);
  if (existsSync(path.join(parts.pglite, 'PG_VERSION'))) {
    throw new BackupError(
      `${options.dataDir} already holds a database. Restore into a new folder (DATA_DIR or --data-dir), or move that one away first.`,
    );
  }
  if (manifest.files && existsSync(parts.files) && (await readdir(parts.files)).length > 0) {
    throw new BackupError(`${parts.files} already holds files. Restore into a new folder.`);
  }

  await mkdir(options.dataDir, { recursive: true });
  const pglite = createPglite({ dataDir: parts.pglite, loadDataDir: new Blob([new Uint8Array(bytes)]) });
  try {
    await pglite.waitReady;
    const problem = compareFingerprints(manifest.tables, await fingerprintTables(pglite));
    if (problem) throw new BackupError(`The restored database does not match the backup: ${problem}.`);
  } catch (err) {
    await pglite.close().catch(() => {});
    await rm(parts.pglite, { recursive: true, force: true });
    throw err;
  }
  await pglite.close();
  if (manifest.files) await cp(path.join(options.backupDir, 'files'), parts.files, { recursive: true });
  if (manifest.authSecret && !existsSync(parts.authSecret))
    await copySecret(path.join(options.backupDir, 'auth-secret'), parts.authSecret);
  return { manifest };
}
