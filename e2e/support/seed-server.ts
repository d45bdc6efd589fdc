// Test-only seeding for the browser tests: a small HTTP server on the loopback address, started by
// e2e/support/global-setup.ts beside the app, because the test files run in workers and cannot
// reach the app's in-memory database. It is no part of the product's routes.
//
//   POST /accounts        { userType, registrationData } -> { userId, email }
//       A verified account with its profile (and a host's first job), made by the same code that
//       runs when a sign-up's emailed link is clicked (createVerifiedAccount + completeProfile),
//       from data that passes the sign-up's own schema. Only the email round trip is skipped.
//   POST /sessions        { userId } -> { name, value }
//       A new session cookie of that account, made as a sign-in makes one (server/test/sessions.ts)
//       but without the scrypt check, which would block the app's event loop for a few tenths of a
//       second per test. Signing in through the form keeps its own tests (auth-sign-in.e2e.ts).
//   POST /turnovers-together { jobId, cleanerUserId, daysAgo?, missed? } -> { turnoverId }
//       Issue 39: a completed turnover of the job by the cleaner, its review window open (both
//       invited), or with `missed` a turnover they confirmed and never started, six hours ago.
//   POST /completed-with-line { jobId, cleanerUserId, date, payment? } -> { turnoverId }
//       Issue 42: a completed turnover of the job by the cleaner on `date`, with its pay line.
//   POST /a11y-scans      { key } -> { first }
//       Whether this run has already scanned a page in this state (axe runs once per page and state).
//   POST /locks/:name?mode=shared|exclusive -> 200 once held;  DELETE /locks/:name?mode=… releases;
//   GET /locks/:name -> { readers, writer, waiting: modes in order }.
//       A readers-writer lock shared by every test file ('dev-clock'). Tests that move the server's
//       clock hold it exclusively; tests that only need it to stay put (an open checkout, an offer
//       that must not lapse) hold it shared, alongside each other. Waiters are served in order, so
//       a mover waiting holds back later readers and is never starved. Releasing an exclusive hold
//       first puts the app clock back to real time, so a test that moved it a month ahead leaves
//       real dates behind for the files seeding turnovers at real dates.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashPassword } from 'better-auth/crypto';
import { StartRegistrationInput } from '@core/schemas/auth';
import { rejectCommonPassword } from '@server/auth/common-passwords';
import { createVerifiedAccount } from '@server/auth/create-account';
import type { App } from '@server/app';
import type { Database } from '@server/db/client';
import { completeProfile } from '@server/features/registrations/complete-profile';
import { sessionCookie } from '@server/test/sessions';
import { completedWithLine } from '@server/test/pay';
import { completeTurnoverTogether, confirmedTurnover } from '@server/test/reviews';
import { zipFor } from '@server/test/zips';

export type SeedServer = { url: string; close(): Promise<void> };

/** The lock of the tests that move the app clock; its release resets the clock. */
export const DEV_CLOCK_LOCK = 'dev-clock';

type Seeded = { userType?: string; registrationData?: Record<string, unknown> };

const hasHomeZip = (body: unknown) => Boolean((body as Seeded).registrationData?.homeZip);

/**
 * Fills the ZIP codes a seeded sign-up leaves out (issue 43): the host's job gets one of its city
 * (or state); a cleaner a placeholder of their state, dropped again before the profile is written.
 */
function withZipCodes(body: unknown): unknown {
  const b = body as Seeded;
  const data = b.registrationData;
  if (!data) return body;
  if (b.userType === 'host' && data.job && typeof data.job === 'object') {
    const job = data.job as Record<string, unknown>;
    if (!job.zip && typeof job.state === 'string')
      return { ...b, registrationData: { ...data, job: { ...job, zip: zipFor(job.state, String(job.city ?? '')) } } };
  }
  if (b.userType === 'cleaner' && !data.homeZip && typeof data.state === 'string')
    return { ...b, registrationData: { ...data, homeZip: zipFor(data.state) } };
  return body;
}

export async function startSeedServer(app: App, database: Database): Promise<SeedServer> {
  // Hashing is deliberately slow (scrypt): each password is hashed once per run.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    let hash = hashes.get(password);
    if (!hash) hashes.set(password, (hash = hashPassword(password)));
    return hash;
  };

  async function seedAccount(body: unknown) {
    const input = StartRegistrationInput.parse(withZipCodes(body));
    const { password, ...payload } = input.registrationData;
    rejectCommonPassword(password, 'registrationData.password');
    const passwordHash = await hashOf(password);
    // A cleaner seeded without a home ZIP is a profile made before ZIP codes (issue 43): it browses
    // every job newest first, as the journeys written before then expect.
    if (input.userType === 'cleaner' && !hasHomeZip(body)) delete (payload as { homeZip?: string }).homeZip;
    return database.db.transaction(async (tx) => {
      const userId = await createVerifiedAccount(tx, {
        email: payload.email,
        name: `${payload.firstName} ${payload.lastName}`,
        passwordHash,
      });
      await completeProfile[input.userType](tx, userId, payload.email, payload as never);
      return { userId, email: payload.email };
    });
  }

  const scanned = new Set<string>();
  type LockMode = 'shared' | 'exclusive';
  type Lock = { readers: number; writer: boolean; waiting: { mode: LockMode; grant: () => void }[] };
  const locks = new Map<string, Lock>();
  const lockOf = (name: string) => {
    let lock = locks.get(name);
    if (!lock) locks.set(name, (lock = { readers: 0, writer: false, waiting: [] }));
    return lock;
  };
  const free = (lock: Lock, mode: LockMode) => !lock.writer && (mode === 'shared' || lock.readers === 0);
  const take = (lock: Lock, mode: LockMode) => (mode === 'shared' ? lock.readers++ : (lock.writer = true));
  /** Grants waiters from the front while they fit: one writer, or every reader up to the next writer. */
  const grantWaiting = (lock: Lock) => {
    while (lock.waiting.length && free(lock, lock.waiting[0]!.mode)) {
      const next = lock.waiting.shift()!;
      take(lock, next.mode);
      next.grant();
    }
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const run = async () => {
        const body = chunks.length
          ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>)
          : {};
        const lockMatch = /^\/locks\/([\w-]+)(?:\?mode=(shared|exclusive))?$/.exec(req.url ?? '');
        const lockName = lockMatch?.[1];
        const mode: LockMode = lockMatch?.[2] === 'shared' ? 'shared' : 'exclusive';
        if (req.method === 'POST' && req.url === '/accounts') return send(201, await seedAccount(body));
        if (req.method === 'POST' && req.url === '/sessions') {
          const cookie = await sessionCookie(app, String(body.userId));
          const at = cookie.indexOf('=');
          return send(201, { name: cookie.slice(0, at), value: cookie.slice(at + 1) });
        }
        if (req.method === 'POST' && req.url === '/turnovers-together') {
          const input = { jobId: String(body.jobId), cleanerUserId: String(body.cleanerUserId) };
          const now = app.ctx.clock.now();
          const turnoverId = body.missed
            ? await confirmedTurnover(database.db, {
                ...input,
                startsAt: new Date(now.getTime() - 6 * 3_600_000),
                missed: true,
              })
            : await completeTurnoverTogether(
                database.db,
                { ...input, now, daysAgo: Number(body.daysAgo ?? 1) },
                { mailer: app.ctx.mailer, appUrl: app.ctx.env.appUrl },
              );
          return send(201, { turnoverId });
        }
        if (req.method === 'POST' && req.url === '/completed-with-line') {
          const turnoverId = await completedWithLine(database.db, {
            jobId: String(body.jobId),
            cleanerUserId: String(body.cleanerUserId),
            date: String(body.date),
            ...(body.payment === undefined ? {} : { payment: Number(body.payment) }),
          });
          return send(201, { turnoverId });
        }
        if (req.method === 'POST' && req.url === '/a11y-scans') {
          const key = String(body.key);
          const first = !scanned.has(key);
          scanned.add(key);
          return send(200, { first });
        }
        if (lockName && req.method === 'GET') {
          const { readers, writer, waiting } = lockOf(lockName);
          return send(200, { readers, writer, waiting: waiting.map((w) => w.mode) });
        }
        if (lockName && req.method === 'POST') {
          const lock = lockOf(lockName);
          if (!lock.waiting.length && free(lock, mode)) take(lock, mode);
          else await new Promise<void>((grant) => lock.waiting.push({ mode, grant }));
          return send(200, { held: mode });
        }
        if (lockName && req.method === 'DELETE') {
          const lock = lockOf(lockName);
          if (mode === 'exclusive' && lock.writer) {
            if (lockName === DEV_CLOCK_LOCK) await app.ctx.clock.reset();
            lock.writer = false;
          } else if (mode === 'shared' && lock.readers > 0) lock.readers--;
          grantWaiting(lock);
          return send(200, { held: false });
        }
        return send(404, { error: 'not found' });
      };
      run().catch((err: unknown) => send(500, { error: err instanceof Error ? err.message : String(err) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
