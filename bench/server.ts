// Starts bench/serve.ts as a child process (so the load generator never shares the server's event
// loop or CPU time slice) and talks to it over IPC for event-loop readings.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { freePort } from '@server/test/free-port';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventLoopReport, ServeMessage } from './serve';

export type BenchServer = {
  baseUrl: string;
  resetEventLoop(): void;
  readEventLoop(): Promise<EventLoopReport>;
  stop(): Promise<void>;
};

const serveEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'serve.ts');

/** `databaseEnv`: DATABASE_URL or DATA_DIR. Nothing else of this process's environment is passed on. */
export async function startServer(databaseEnv: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = fork(serveEntry, [], {
    execArgv: ['--import', 'tsx'],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'development',
      PORT: String(port),
      APP_URL: baseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...databaseEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    child.on('message', (m: { type?: string }) => {
      if (m.type === 'listening') {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited (code ${code}) before listening:\n${output}`));
    });
  });

  const send = (message: ServeMessage) => child.send(message);
  return {
    baseUrl,
    resetEventLoop: () => send({ type: 'eld-reset' }),
    readEventLoop: () =>
      new Promise<EventLoopReport>((resolve) => {
        const onMessage = (m: { type?: string; report?: EventLoopReport }) => {
          if (m.type !== 'eld') return;
          child.off('message', onMessage);
          resolve(m.report!);
        };
        child.on('message', onMessage);
        send({ type: 'eld-read' });
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(force);
          if (/"level":(50|60)/.test(output))
            console.error(
              `Server errors were logged during the run:\n${output
                .split('\n')
                .filter((l) => /"level":(50|60)/.test(l))
                .slice(-5)
                .join('\n')}`,
            );
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Signs in through the API and returns the Cookie header its answer set. */
export async function signIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`Sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}
