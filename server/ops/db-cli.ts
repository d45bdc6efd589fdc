// `npm run db:backup` and `npm run db:restore`: backups of the embedded database (server/ops/backup.ts).
//   npm run db:backup [-- --out backups] [-- --no-files]
//   npm run db:restore -- <backup folder> [--data-dir ./data-restored]
// DATA_DIR, DATABASE_URL and S3_BUCKET are read as the app reads them. On PostgreSQL the server's
// own tools do this better (pg_dump, point-in-time recovery): README, "Operations".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { EnvError, loadDataEnv } from '../env';
import { backup, BackupError, restore } from './backup';
import { appOnDataFolder } from './control';

const USAGE = `Usage:
  npm run db:backup [-- --out <folder>] [-- --no-files]
  npm run db:restore -- <backup folder> [--data-dir <new data folder>]`;

const POSTGRES_ADVICE =
  'DATABASE_URL is set: the data is in PostgreSQL, which backs itself up better than this command could. ' +
  'Use pg_dump --format=custom (and pg_restore), or your host\'s point-in-time recovery: README, "Operations".';

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const env = loadDataEnv();
  if (command === 'backup') {
    const { values } = parseArgs({
      args: rest,
      options: { out: { type: 'string', default: 'backups' }, 'no-files': { type: 'boolean', default: false } },
    });
    if (env.databaseUrl) {
      console.error(POSTGRES_ADVICE);
      return 2;
    }
    const started = Date.now();
    const { dir, manifest } = await backup({
      dataDir: env.dataDir,
      into: path.resolve(values.out),
      includeFiles: !env.filesInS3 && !values['no-files'],
    });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(`Backup written to ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    console.log(
      `  database: ${manifest.tables.length} tables, ${rows} rows, PostgreSQL ${manifest.postgres}, taken from ${manifest.source === 'running-app' ? 'the running app' : 'the data folder'}; restoring it was checked`,
    );
    console.log(
      `  files: ${manifest.files ? `${manifest.files.count} (${manifest.files.bytes} bytes)` : env.filesInS3 ? 'kept in S3, not in this backup' : 'not included'}`,
    );
    return 0;
  }
  if (command === 'restore') {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      options: { 'data-dir': { type: 'string' } },
    });
    const [from] = positionals;
    if (!from || positionals.length > 1) {
      console.error(USAGE);
      return 2;
    }
    const dataDir = path.resolve(values['data-dir'] ?? env.dataDir);
    const running = await appOnDataFolder(dataDir);
    if (running)
      throw new BackupError(
        `A TurnReady server (process ${running.pid}) is running on ${dataDir}. Restore into a new folder, or stop it first.`,
      );
    const { manifest } = await restore({ backupDir: path.resolve(from), dataDir });
    const rows = manifest.tables.reduce((n, t) => n + t.rows, 0);
    console.log(
      `Restored the backup of ${manifest.createdAt} into ${dataDir}: ${manifest.tables.length} tables and ${rows} rows, each checked against the backup.`,
    );
    if (values['data-dir']) console.log(`Start the app on it with DATA_DIR=${dataDir} npm start`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof BackupError || err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
