// The lifecycle every background worker shares (the email outbox, the scheduled-work runner, the
// calendar sync, the photo janitor, the billing sweep, the notification publisher): started and
// stopped with the app, a pass at a time (coalesced-passes.ts: a burst of kicks costs at most one
// more pass), a poll that kicks it, and a heartbeat the readiness check reads (heartbeat.ts). What
// differs between workers is a hook, not another loop: a timer to the next due time (afterPasses),
// a clock or LISTEN wake-up (onStart), a transport to close (onStopped).
import { createCoalescedPasses } from './coalesced-passes';
import { createHeartbeat, staleAfter, type WorkerStatus } from './heartbeat';

/** Anything the app starts when it is ready and stops when it closes (server/app.ts keeps one list). */
export type Service = { start(): void | Promise<void>; stop(): Promise<void> };

/** What a pass may ask of its worker. */
export type PassContext = {
  /** A sign of progress: call after each item, so a pass stuck on one item shows as stalled. */
  beat(): void;
  /** True once the worker was stopped and this pass is not one a caller asked for (`runOnce`): give the rest back. */
  stopping(): boolean;
};

export type WorkerOptions = {
  /** The worker's name: in logs, and the readiness check's key for the workers it watches. */
  name: string;
  /** One pass over the worker's backlog; resolves with how much it did. */
  pass: (ctx: PassContext) => Promise<number | void>;
  /** A pass's (or a hook's) error: the worker goes on. Usually: log it. */
  onError: (err: unknown) => void;
  /** Kick a pass this often while started; undefined: no poll (the worker wakes itself: afterPasses). */
  pollMs?: number;
  /** Drop poll ticks that come while a pass runs, instead of folding them into one more pass (unhurried sweeps). */
  skipPollsWhileRunning?: boolean;
  /** Kicks after stop() still fold into one more pass (default: a stopped worker ends with the pass in progress). */
  kicksRunWhenStopped?: boolean;
  /** Runs a pass as it starts (default true). */
  passOnStart?: boolean;
  /** How long the worker may stay silent before readiness calls it stalled (default: three polls). */
  staleAfterMs?: number;
  /**
   * False: the worker has nothing to do in this process (the outbox without SMTP); start and kick do
   * nothing and its status is undefined.
   */
  enabled?: boolean;
  /** At each poll tick, before its kick (e.g. `beat()` while a pass waits on an outside server). */
  onPoll?: () => void;
  /** After the last pass of a run (coalesced-passes' afterPasses), unless stopped: e.g. arm a timer. */
  afterPasses?: () => Promise<void>;
  /** As the worker starts, before its first pass: e.g. subscribe to wake-ups. */
  onStart?: () => void;
  /** As the worker stops, before waiting for the pass in progress: e.g. clear its own timers. */
  onStop?: () => void;
  /** Once the pass in progress has ended: e.g. close a transport. */
  onStopped?: () => void | Promise<void>;
};

export type Worker = Service & {
  readonly name: string;
  /** Runs a pass now, or one more after the one in progress; resolves with the run's total. Never rejects. */
  kick(): Promise<number>;
  /** Waits for the pass in progress, then runs a full pass, even when stopped (tests, the bench). */
  runOnce(): Promise<number>;
  /** The run in progress, if any. */
  readonly current: Promise<number> | undefined;
  /** A sign of progress from outside a pass (e.g. a poll tick while a send waits on the mail server). */
  beat(): void;
  /** Started and not stopped. */
  readonly started: boolean;
  /** The worker's sign of life for the readiness check; undefined when it is not enabled here. */
  status(): WorkerStatus | undefined;
};

export function createWorker(options: WorkerOptions): Worker {
  const { name, pass, onError, pollMs } = options;
  const enabled = options.enabled ?? true;
  const heartbeat = createHeartbeat(options.staleAfterMs ?? staleAfter(0, pollMs ?? 0));
  let stopped = true;
  let timer: NodeJS.Timeout | undefined;

  const context = (manual: boolean): PassContext => ({
    beat: heartbeat.beat,
    stopping: () => stopped && !manual,
  });
  const runPass = async (manual: boolean) => {
    heartbeat.beat();
    return (await pass(context(manual))) ?? 0;
  };

  const passes = createCoalescedPasses({
    pass: () => runPass(false),
    onError,
    isStopped: () => stopped && !options.kicksRunWhenStopped,
    afterPasses: options.afterPasses && (async () => void (stopped || (await options.afterPasses!()))),
    onSettled: () => heartbeat.beat(),
  });

  function kick(): Promise<number> {
    if (!enabled) return Promise.resolve(0);
    return passes.kick();
  }

  return {
    name,
    kick,
    async runOnce() {
      if (passes.current) await passes.current;
      return runPass(true);
    },
    get current() {
      return passes.current;
    },
    get started() {
      return !stopped;
    },
    beat: heartbeat.beat,
    status: () => (enabled ? heartbeat.status() : undefined),
    start() {
      if (!stopped || !enabled) return;
      stopped = false;
      heartbeat.started();
      options.onStart?.();
      if (pollMs !== undefined) {
        timer = setInterval(() => {
          options.onPoll?.();
          if (options.skipPollsWhileRunning && passes.current) return;
          void kick();
        }, pollMs);
        timer.unref();
      }
      if (options.passOnStart ?? true) void kick();
    },
    async stop() {
      stopped = true;
      heartbeat.stopped();
      if (timer) clearInterval(timer);
      timer = undefined;
      options.onStop?.();
      await passes.current;
      await options.onStopped?.();
    },
  };
}
