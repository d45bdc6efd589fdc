// Builds the whole app on a fresh copy of the migrated template database, for API tests.
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import type { FastifyServerOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../app';
import { PGlite } from '@electric-sql/pglite';
import { createPglite, openDatabase, type Database } from '../db/client';
import { loadEnv } from '../env';
import { createScratchDatabase } from '../db/scratch-database';
import { rememberingScryptHasher } from './password-hasher';

export const TEST_APP_URL = 'http://turnready.test';

export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const template = new URL(pgTemplate).pathname.slice(1);
    const scratch = await createScratchDatabase(pgTemplate.replace(`/${template}`, '/postgres'), 'turnready_t', {
      template,
    });
    const database = await openDatabase({ url: scratch.url, poolSize: 5 });
    const close = once(database.close);
    return {
      ...database,
      close,
      dispose: async () => {
        await close();
        await scratch.drop();
      },
    };
  }
  const pglite = createPglite({
    loadDataDir: await pgliteTemplate(),
    // PostgreSQL's default 128 MB of shared buffers is set up at every start, a third of the CPU a
    // test database cost; a test database holds a few megabytes.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const database = await openDatabase({ pglite });
  const close = once(database.close);
  return { ...database, close, dispose: close };
}

let template: { file: string; blob: Promise<Blob> } | undefined;
class TarballBlob extends Blob {
  constructor(private readonly data: ArrayBuffer) {
    super([]);
  }
  override async arrayBuffer() {
    return this.data.slice(0);
  }
}

/**
 * The migrated template, read once per worker however many databases its files make. PGlite reads
 * the tarball with `arrayBuffer()`, which for a Blob of 27 MB costs more CPU than the copy made here.
 */
function pgliteTemplate(): Promise<Blob> {
  const file = inject('pgliteTestTemplate');
  if (template?.file !== file) {
    const bytes = readFile(file).then((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
    template = { file, blob: bytes.then((data) => new TarballBlob(data)) };
  }
  return template.blob;
}

/** Closing twice is harmless, so a test may close the database under a running app (health checks). */
function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}

/** A fixed VAPID pair for test apps, so parallel test files never race to write one into the shared DATA_DIR. */
export const TEST_VAPID = {
  publicKey: 'BMivl2Wh2_xJ4W8Fg6aY_DRYn23yG3QWGRXHxvg0ZrSYI-x4-9ml_dN4Gor9WaeE-_MwU7mF9vEzn9NZuFCZZ8Y',
  privateKey: '62HICiWx1lk8jUwVIURXopfQCPZDOUycL8dJnAlyC8U',
};

/** The environment every test app starts from, with `overrides` on top. */
export function loadTestEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: os.tmpdir(),
    VAPID_PUBLIC_KEY: TEST_VAPID.publicKey,
    VAPID_PRIVATE_KEY: TEST_VAPID.privateKey,
    ...overrides,
  });
}

/** Starts `app` on a free loopback port (event streams need real HTTP) and returns its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

/**
 * A second server "process" on `first`'s PostgreSQL database: its own pool, realtime hub and HTTP
 * server, listening on loopback. What one process writes reaches the other only through the database.
 */
export type SecondProcess = { app: App; url: string; close(): Promise<void> };

export async function startSecondProcess(
  first: TestApp,
  options: { work?: BuildOptions['work']; env?: Record<string, string> } = {},
): Promise<SecondProcess> {
  const database = await openDatabase({ url: String(first.database.pool!.options.connectionString), poolSize: 3 });
  const app = await buildApp({
    env: loadTestEnv(options.env),
    database,
    logger: false,
    mailPollMs: 100,
    work: options.work,
    passwordWork: { hasher: rememberingScryptHasher },
  });
  const url = await listenOnLoopback(app);
  return {
    app,
    url,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = { app: App; database: Database; close(): Promise<void> };

export async function createTestApp(
  options: {
    smtpUrl?: string;
    env?: Record<string, string>;
    logger?: FastifyServerOptions['logger'];
    streams?: BuildOptions['streams'];
    calendarSync?: BuildOptions['calendarSync'];
    work?: BuildOptions['work'];
    passwordWork?: BuildOptions['passwordWork'];
    rateLimitStore?: BuildOptions['rateLimitStore'];
    supportSubjects?: BuildOptions['supportSubjects'];
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const env = loadTestEnv({ ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}), ...options.env });
  const app = await buildApp({
    env,
    database,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'debug' } : false),
    mailPollMs: 100,
    streams: options.streams,
    calendarSync: options.calendarSync,
    work: options.work,
    passwordWork: { hasher: rememberingScryptHasher, ...options.passwordWork },
    rateLimitStore: options.rateLimitStore,
    supportSubjects: options.supportSubjects,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

type Json = Record<string, unknown> | unknown[];

/** A browser-like client over `app.inject`: keeps cookies and sends our Origin on writes. */
export class TestClient {
  private cookies = new Map<string, string>();
  /** `remoteAddress`: the client address the app sees (rate limits count per address). */
  constructor(
    private readonly app: App,
    private readonly remoteAddress?: string,
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: Json,
    headers: Record<string, string> = {},
  ) {
    const res = await this.app.inject({
      method,
      url,
      ...(this.remoteAddress && { remoteAddress: this.remoteAddress }),
      payload: body as never,
      headers: {
        origin: TEST_APP_URL,
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair, ...attrs] = c.split(';');
      const [name, value] = pair!.split('=') as [string, string];
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    return { status: res.statusCode, body: res.body ? (safeJson(res.body) as any) : undefined, headers: res.headers }; // eslint-disable-line @typescript-eslint/no-explicit-any
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  /** A multipart/form-data request, as a browser's FormData sends it: each file under `field`. */
  upload = (
    url: string,
    files: UploadFile[],
    options: { method?: 'POST' | 'PUT'; field?: string; headers?: Record<string, string> } = {},
  ) => {
    const { body, contentType } = multipartBody(files, options.field ?? 'photo');
    return this.request(options.method ?? 'POST', url, body as never, {
      'content-type': contentType,
      ...options.headers,
    });
  };
  post = (url: string, body: Json = {}, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  delete = (url: string) => this.request('DELETE', url);
  hasCookies = () => this.cookies.size > 0;
  /** Takes the cookies of a Cookie header value (`a=1; b=2`), as if the server had set them. */
  useCookies = (header: string) => {
    for (const pair of header.split('; ')) {
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return this;
  };
  /** The session cookie as a Cookie header value, to replay it from elsewhere. */
  cookieHeader = () => [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
}

/**
 * One part of a multipart/form-data body: a file (the default) or, with `filename: null`, a plain
 * form field. `name` overrides the field name the body gives every part.
 */
export type UploadFile = { data: Buffer; filename?: string | null; contentType?: string; name?: string };

/**
 * A multipart/form-data body with each file in its own part, as a browser's FormData sends it. The
 * one place tests build multipart bodies (the fuzz tests break them afterwards); `boundary` is
 * random unless given.
 */
export function multipartBody(
  files: UploadFile[],
  field = 'photo',
  options: { boundary?: string } = {},
): { body: Buffer; contentType: string } {
  const boundary = options.boundary ?? `----turnready${Math.random().toString(16).slice(2)}`;
  const parts = files.flatMap((f, i) => {
    const name = f.name ?? field;
    const head =
      f.filename === null
        ? `Content-Disposition: form-data; name="${name}"`
        : `Content-Disposition: form-data; name="${name}"; filename="${f.filename ?? `photo-${i + 1}.jpg`}"\r\nContent-Type: ${f.contentType ?? 'image/jpeg'}`;
    return [Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`), f.data, Buffer.from('\r\n')];
  });
  return {
    body: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}
