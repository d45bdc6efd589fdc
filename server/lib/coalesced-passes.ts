// The loop behind every background worker's `kick()`: a kick runs a pass now; kicks that come while
// a pass runs are folded into exactly one more pass after it, and get the running promise. A burst of
// wake-ups (NOTIFYs, commits, timer ticks) so costs at most two passes, never one per wake-up, and
// a wake-up is never lost: whatever it asked for is looked at by a pass that starts after it.

export type CoalescedPassesOptions = {
  /** One pass over the worker's backlog; resolves with how much it did (a void pass counts 0). */
  pass: () => Promise<number | void>;
  /** A pass's error (it counts 0, and the loop goes on), or an error of `afterPasses`. Usually: log it. */
  onError: (err: unknown) => void;
  /** True once the owner stopped: no further pass, only the one in progress finishes. Default: never. */
  isStopped?: () => boolean;
  /** Runs once after the last pass, still inside the run (kicks meanwhile are folded into it); e.g. re-arm a timer. */
  afterPasses?: () => Promise<void>;
  /** Called when a run has settled (`current` is already cleared); e.g. a heartbeat's beat. */
  onSettled?: () => void;
};

export type CoalescedPasses = {
  /** Runs a pass now, or one more after the one in progress; resolves with the run's total. Never rejects. */
  kick: () => Promise<number>;
  /** The run in progress, if any: what `stop()` and a manual pass await before going on. */
  readonly current: Promise<number> | undefined;
};

export function createCoalescedPasses(options: CoalescedPassesOptions): CoalescedPasses {
  const { pass, onError, afterPasses, onSettled } = options;
  const isStopped = options.isStopped ?? (() => false);
  let running: Promise<number> | undefined;
  let again = false;

  async function run(): Promise<number> {
    let total = 0;
    do {
      again = false;
      try {
        total += (await pass()) ?? 0;
      } catch (err) {
        onError(err);
      }
    } while (again && !isStopped());
    if (afterPasses) await afterPasses().catch(onError);
    return total;
  }

  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
      onSettled?.();
      // A kick that came after the loop's last check (during `afterPasses`, or in the moment before
      // the run settles) was handed this run's promise, yet no pass will start after it: whatever
      // it woke us for (an item that just fell due) would wait for the next poll. Run the pass it
      // asked for. Its caller's promise has settled with this run; the extra run is on its own.
      if (again && !isStopped()) void kick();
    });
    return running;
  }

  return {
    kick,
    get current() {
      return running;
    },
  };
}
