// The embedded database's control socket: a Unix socket in the data folder that the app running on
// that folder listens on. It does two things. `npm run db:backup` asks it for a consistent dump
// (nothing else may open PGlite's folder while the app has it); and a second server started on
// the same folder finds it answering and refuses to start, instead of corrupting the database.
// Only someone who can reach the data folder can reach the socket (mode 0600): the same people who
// could copy the database anyway, so it needs no other credential.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync } from 'node:fs';
import { chmod, mkdir, unlink } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A dump of the data folder that PostgreSQL can start from. It is taken between transactions
 * (PGlite's transaction lock is held, so none is half done; the lock is not reentrant, which is
 * why the checkpoint runs before it), and after a checkpoint, so the data files already hold what
 * was committed and a restore has little log to replay. Whatever commits in between is in the log.
 */
export async function dumpConsistent(pglite: PGlite): Promise<Blob> {
  await pglite.exec('checkpoint');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('gzip'));
}

/**
 * Unix socket paths are limited to about 104 bytes; a deep data folder gets its socket in a
 * directory of its own under the temp folder. That name is predictable (the backup command must
 * find it), and the temp folder is shared with every user of the machine, so the directory is
 * created private (mode 0700) and used only while it is a real directory owned by this user that
 * nobody else can enter: a directory or link planted there by someone else is refused, never used.
 */
export function controlSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir);
  const inFolder = path.join(absolute, 'control.sock');
  if (Buffer.byteLength(inFolder) <= 100) return inFolder;
  const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
  const digest = createHash('sha256').update(absolute).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `turnready-${uid}-${digest}`, 'control.sock');
}

/** Whether the socket lives in the data folder itself (else in a private directory of the temp folder). */
const inDataFolder = (dataDir: string, socketPath: string) => path.dirname(socketPath) === path.resolve(dataDir);

export class ControlDirectoryError extends Error {}

/** Throws unless `dir` is a directory (not a link) owned by this user with no access for others. */
function checkPrivateDirectory(dir: string): void {
  const stat = lstatSync(dir);
  const uid = typeof process.getuid === 'function' ? process.getuid() : stat.uid;
  if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0) {
    throw new ControlDirectoryError(
      `${dir} is not a private directory of this user (it must be a directory, mode 0700, owned by uid ${uid}); ` +
        'remove it, or give DATA_DIR a shorter path so the control socket lives in the data folder.',
    );
  }
}

/** Creates (or checks) the private directory a temp-folder socket lives in. */
async function preparePrivateDirectory(dataDir: string, socketPath: string): Promise<void> {
  if (inDataFolder(dataDir, socketPath)) return;
  const dir = path.dirname(socketPath);
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  checkPrivateDirectory(dir);
}

/** The socket to talk to, or undefined when there is none (or it sits where nobody should trust it). */
function existingSocket(dataDir: string): string | undefined {
  const socketPath = controlSocketPath(dataDir);
  if (!inDataFolder(dataDir, socketPath)) {
    const dir = path.dirname(socketPath);
    if (!existsSync(dir)) return undefined;
    checkPrivateDirectory(dir);
  }
  return existsSync(socketPath) ? socketPath : undefined;
}

export class DataFolderInUseError extends Error {}

type Answer = { status: number; body: Buffer };

function ask(socketPath: string, route: string, timeoutMs: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ socketPath, path: route, timeout: timeoutMs }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`the app on ${socketPath} did not answer within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

const isNobodyThere = (err: unknown) => ['ECONNREFUSED', 'ENOENT'].includes((err as NodeJS.ErrnoException).code ?? '');

/** The running app's status, or undefined when no app listens on this data folder. */
export async function appOnDataFolder(dataDir: string): Promise<{ pid: number } | undefined> {
  const socketPath = existingSocket(dataDir);
  if (!socketPath) return undefined;
  try {
    const answer = await ask(socketPath, '/status', 5_000);
    return JSON.parse(answer.body.toString('utf8')) as { pid: number };
  } catch (err) {
    if (isNobodyThere(err)) return undefined;
    throw err;
  }
}

/** A dump from the app running on this data folder, or undefined when none runs. */
export async function requestBackupFromApp(dataDir: string): Promise<Blob | undefined> {
  const socketPath = existingSocket(dataDir);
  if (!socketPath) return undefined;
  let answer: Answer;
  try {
    answer = await ask(socketPath, '/backup', 10 * 60_000);
  } catch (err) {
    if (isNobodyThere(err)) return undefined; // a socket left by an app that did not shut down
    throw err;
  }
  if (answer.status !== 200)
    throw new Error(`The running app could not take the backup: ${answer.body.toString('utf8')}`);
  return new Blob([new Uint8Array(answer.body)]);
}

/**
 * Claims the data folder for this process before its database opens (refusing when another app
 * answers on it), and serves backups once `attach` hands it the database and the app's log.
 */
export async function claimDataFolder(options: { dataDir: string }) {
  const socketPath = controlSocketPath(options.dataDir);
  const running = await appOnDataFolder(options.dataDir);
  if (running) {
    throw new DataFolderInUseError(
      `Another TurnReady server (process ${running.pid}) is using the data folder ${path.resolve(options.dataDir)}. ` +
        'The embedded database serves one process: stop that one, or give this one its own DATA_DIR (or a DATABASE_URL to share a PostgreSQL server).',
    );
  }
  await preparePrivateDirectory(options.dataDir, socketPath);
  if (existsSync(socketPath)) await unlink(socketPath); // left by a process that did not shut down

  let pglite: PGlite | undefined;
  let log: Pick<FastifyBaseLogger, 'info' | 'error'> | undefined;
  let dumping: Promise<Blob> | undefined;
  const server = http.createServer((req, res) => {
    const reply = (status: number, body: string | Buffer, type: string) => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    if (req.method === 'GET' && req.url === '/status')
      return reply(200, JSON.stringify({ pid: process.pid }), 'application/json');
    if (req.method === 'GET' && req.url === '/backup') {
      if (!pglite) return reply(503, 'The app is still starting; try again in a moment.', 'text/plain');
      const started = Date.now();
      // Two backups asked at once share one dump.
      dumping ??= dumpConsistent(pglite).finally(() => (dumping = undefined));
      dumping
        .then(async (blob) => {
          const body = Buffer.from(await blob.arrayBuffer());
          log?.info({ bytes: body.length, ms: Date.now() - started }, 'database backup taken');
          reply(200, body, 'application/gzip');
        })
        .catch((err: unknown) => {
          log?.error({ err }, 'database backup failed');
          reply(500, `The backup failed: ${(err as Error).message}`, 'text/plain');
        });
      return;
    }
    reply(404, 'Not found', 'text/plain');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);

  return {
    socketPath,
    /** Backups are served from here on, and logged to the app's log. */
    attach(database: PGlite, appLog: Pick<FastifyBaseLogger, 'info' | 'error'>) {
      pglite = database;
      log = appLog;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await unlink(socketPath).catch(() => {});
    },
  };
}
