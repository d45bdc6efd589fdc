// A background worker's sign of life, read by the readiness check (GET /api/ready): whether it was
// started and not stopped, and when it last made progress. A worker beats when a pass begins, after
// each item and when the pass ends; a pass stuck on one item stops the beats, so "running but
// silent for longer than `staleAfterMs`" means the loop is wedged even though nothing says stopped.

export type WorkerState = 'running' | 'stopped' | 'stalled';
export type WorkerStatus = { running: boolean; lastBeatAt: number | undefined; staleAfterMs: number };

export function createHeartbeat(staleAfterMs: number) {
  let running = false;
  let lastBeatAt: number | undefined;
  return {
    beat() {
      lastBeatAt = Date.now();
    },
    started() {
      running = true;
      lastBeatAt = Date.now();
    },
    stopped() {
      running = false;
    },
    status: (): WorkerStatus => ({ running, lastBeatAt, staleAfterMs }),
  };
}

/** What a status means at `now`: stopped, running, or running without progress for too long. */
export function workerState(status: WorkerStatus, now = Date.now()): WorkerState {
  if (!status.running) return 'stopped';
  if (status.lastBeatAt === undefined || now - status.lastBeatAt > status.staleAfterMs) return 'stalled';
  return 'running';
}

/**
 * How long a worker may stay silent: two leases (a lease is "longer than one item can take", so an
 * item silent for two has been given up on by every other server too), and never less than three
 * poll intervals (an idle worker beats once per poll).
 */
export const staleAfter = (leaseMs: number, pollMs: number) => Math.max(2 * leaseMs, 3 * pollMs);
