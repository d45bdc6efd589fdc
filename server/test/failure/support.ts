// The real server as a child process (`node dist/server/main.js`, the build) on its own database,
// for tests that signal, kill and restart it; and a gate in front of the test SMTP server that
// can take the mail server down, bring it back, or make it slow.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import { createServer, Socket, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { serverEntry } from '../../../scripts/build.mjs';
import { createPglite, openDatabase, type Db } from '../../db/client';
import { freePort } from '../free-port';

export const AUTH_SECRET = 'failure-test-secret-failure-test-secret-01';

export type ServerDatabase = {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR or DATABASE_URL for the server. */
  env: Record<string, string>;
  /** Opens the database in this process (only while no server has it open, for PGlite). */
  use<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

/** A fresh copy of the migrated template: a PGlite data folder, or a new PostgreSQL database. */
export async function prepareServerDatabase(): Promise<ServerDatabase> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const name = `turnready_f_${randomBytes(6).toString('hex')}`;
    const url = new URL(pgTemplate);
    const template = url.pathname.slice(1);
    const admin = new pg.Client({ connectionString: pgTemplate.replace(`/${template}`, '/postgres') });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    return {
      kind: 'postgres',
      env: { DATABASE_URL: databaseUrl },
      async use(fn) {
        const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
        try {
          return await fn(database.db);
        } finally {
          await database.close();
        }
      },
      async dispose() {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-failure-'));
  const pgliteDir = path.join(dataDir, 'pglite');
  const seed = createPglite({ dataDir: pgliteDir, loadDataDir: new Blob([await readFile(inject('pgliteTemplate'))]) });
  await seed.waitReady;
  await seed.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    async use(fn) {
      const database = await openDatabase({ dataDir: pgliteDir });
      try {
        return await fn(database.db);
      } finally {
        await database.close();
      }
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

type LogLine = { level: number; msg: string; reqId?: string; res?: { statusCode: number }; [k: string]: unknown };

export type RunningServer = {
  url: string;
  child: ChildProcess;
  /** The server's JSON log lines so far. */
  logs: LogLine[];
  /** Resolves when the process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Resolves with the first log line that matches. */
  waitForLog(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
};

/** Starts the server and waits until /api/health answers. */
export async function startServer(options: {
  database: ServerDatabase;
  port?: number;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // The API projects' global setup builds it when missing or stale (server/test/global-setup.ts).
  if (!existsSync(serverEntry))
    throw new Error(
      `${serverEntry} is missing: run \`npm run build\` (or run this file in an API project, whose setup builds it).`,
    );
  const child = spawn(process.execPath, [serverEntry], {
    cwd: process.cwd(),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      AUTH_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...options.database.env,
      ...options.env,
    },
  });
  const logs: LogLine[] = [];
  const listeners = new Set<() => void>();
  let stderr = '';
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as LogLine);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    }
    for (const l of listeners) l();
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );

  const waitForLog = (match: (line: LogLine) => boolean, timeoutMs = 20_000) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching server log line within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
      };
      listeners.add(check);
      check();
    });

  const deadline = Date.now() + 60_000;
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  for (;;) {
    if (exitedEarly)
      throw new Error(`the server exited while starting:\n${stderr}\n${logs.map((l) => l.msg).join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within 60 s:\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, logs, exited, waitForLog };
}

/** Signs in over HTTP and returns the session cookie. */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${url}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * A TCP gate on a fixed port in front of an SMTP server: down (nothing listens: connection
 * refused), up (bytes pass straight through), slow (each connection waits before passing) or
 * held (each connection waits until `release()`; `held` counts the connections waiting).
 */
export async function smtpGate(target: { port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let delayMs = 0;
  let hold: { promise: Promise<void>; release: () => void; waiting: number } | undefined;
  let server: Server | undefined;
  const handle = (client: Socket) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    client.pause();
    const pass = () =>
      setTimeout(() => {
        const upstream = new Socket();
        sockets.add(upstream);
        upstream.on('close', () => sockets.delete(upstream));
        upstream.on('error', () => client.destroy());
        upstream.connect(target.port, '127.0.0.1', () => {
          client.pipe(upstream).pipe(client);
          client.resume();
        });
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      }, delayMs);
    if (!hold) return void pass();
    const h = hold;
    h.waiting++;
    void h.promise.then(() => {
      h.waiting--;
      if (!client.destroyed) pass();
    });
  };
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    /** Connections waiting for `release()`. */
    get held() {
      return hold?.waiting ?? 0;
    },
    release() {
      hold?.release();
      hold = undefined;
    },
    async up(options: { delayMs?: number; hold?: boolean } = {}) {
      delayMs = options.delayMs ?? 0;
      if (options.hold && !hold) {
        let release!: () => void;
        const promise = new Promise<void>((resolve) => (release = resolve));
        hold = { promise, release, waiting: 0 };
      }
      if (server) return;
      const s = createServer(handle);
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => resolve());
      });
      server = s;
    },
    async down() {
      const s = server;
      server = undefined;
      this.release();
      for (const socket of sockets) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}

export type HttpResult = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * One request over node:http, from a chosen loopback address (rate limits count per client
 * address, so each simulated client gets its own) and through a chosen keep-alive agent.
 * Rejects only when no answer came (connection refused or reset).
 */
export function httpRequest(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: unknown;
    agent?: http.Agent;
    localAddress?: string;
  } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        agent: options.agent,
        localAddress: options.localAddress,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...options.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
        );
        res.on('error', reject);
        res.on('aborted', () => reject(new Error('response aborted')));
      },
    );
    // Whether the request went out on a kept-alive connection: one the other end closed just then
    // never read it, and may be sent again (reusedSocket in Node's http documentation).
    req.on('error', (err) => reject(Object.assign(err, { reusedSocket: req.reusedSocket })));
    req.end(payload);
  });
}
