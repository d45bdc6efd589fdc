// Password hashing under a burst (issue 19). scrypt is deliberately slow (about 18 per second on 2
// cores) and runs on libuv's thread pool, so a burst of sign-ins queues there, unseen, and each
// waits behind all the others: at 50 sign-ins a second the tenth second's wait 10 s. This queue
// runs a bounded number at once and refuses, at once, work that would wait longer than
// `maxWaitMs` (estimated from the recent cost of one hash): the user gets "busy, try again in N s"
// (503 with Retry-After) instead of a spinner, and the thread pool stays free for everything else.
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { errors as text } from '@core/messages/en/errors';
import { format } from '@core/messages/format';
import { AppError } from '../errors';

/** Thrown when password work would wait too long: 503 SERVER_BUSY with Retry-After. */
export class PasswordWorkBusy extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('SERVER_BUSY', format(text.busy, { seconds: retryAfterSeconds }));
    this.name = 'PasswordWorkBusy';
  }
}

/** How a password becomes a stored hash and is checked against one. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

/** better-auth's scrypt: what every server runs. (API tests may pass a memoizing wrapper: server/test/password-hasher.ts.) */
export const scryptHasher: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

export type PasswordWorkOptions = {
  /** The hashing itself (default scryptHasher). */
  hasher?: PasswordHasher;
  /** Hashes at once (default 2: one per core of the machine this was measured on). */
  concurrency?: number;
  /** The longest a sign-in may wait for its hash to start (default 3 s). */
  maxWaitMs?: number;
  /** The first guess at one hash's cost, until some are measured (ms). */
  initialCostMs?: number;
};

export type PasswordWork = ReturnType<typeof createPasswordWork>;

type Waiting = { start: () => void; fail: (error: Error) => void; timer: NodeJS.Timeout };

export function createPasswordWork(options: PasswordWorkOptions = {}) {
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const maxWaitMs = options.maxWaitMs ?? 3_000;
  const hasher = options.hasher ?? scryptHasher;
  let costMs = options.initialCostMs ?? 100;
  let running = 0;
  const queue: Waiting[] = [];

  /** How long a job queued now would wait: the rounds of work ahead of it. */
  const expectedWaitMs = () => (running < concurrency ? 0 : Math.ceil((queue.length + 1) / concurrency) * costMs);
  const busy = (waitMs: number) => new PasswordWorkBusy(Math.max(1, Math.ceil(waitMs / 1000)));

  /** Hands a freed place to the first waiting job (counted as running from now, so nobody overtakes it). */
  function next() {
    const job = queue.shift();
    if (!job) return;
    clearTimeout(job.timer);
    running++;
    job.start();
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running < concurrency) running++;
    else {
      const wait = expectedWaitMs();
      if (wait > maxWaitMs) throw busy(wait);
      await new Promise<void>((resolve, reject) => {
        const job: Waiting = {
          start: resolve,
          fail: reject,
          // The estimate was wrong (slower hashes than measured): still nobody waits past the bound.
          timer: setTimeout(() => {
            queue.splice(queue.indexOf(job), 1);
            reject(busy(costMs));
          }, maxWaitMs),
        };
        queue.push(job);
      });
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      // A moving average: the estimate follows the machine's real pace under the current load.
      costMs = costMs * 0.8 + (performance.now() - started) * 0.2;
      running--;
      next();
    }
  }

  return {
    run,
    hash: (password: string) => run(() => hasher.hash(password)),
    verify: (data: { hash: string; password: string }) => run(() => hasher.verify(data)),
    /** Hashing outside the queue (a sign-up's password: its own rate limit bounds it). */
    hasher,
    /** For tests and metrics: what is running and waiting now, and the current estimate of one hash. */
    state: () => ({ running, waiting: queue.length, costMs }),
  };
}
