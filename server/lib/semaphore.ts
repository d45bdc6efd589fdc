// At most `limit` tasks at once; the rest wait their turn in order. Bounds what a burst of requests
// can hold at the same moment (memory, threads) by the limit, not by the burst.

export type Semaphore = {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting. */
  readonly active: number;
  readonly waiting: number;
};

export function createSemaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1)
    throw new RangeError(`semaphore limit must be a positive integer (got ${limit})`);
  let active = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    async run(task) {
      if (active < limit) active++;
      // The releasing task hands its place straight to the next one, so `active` never dips below.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
