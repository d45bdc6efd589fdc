// Where the server reads feeds: parseCalendar in worker threads (parse-worker.ts) with a time limit
// and a heap limit, so a feed that costs too much ends a worker and becomes a CalendarParseError
// for the host, while the server's event loop keeps answering. A couple of workers are kept and
// reused; one that timed out or crashed is replaced by the next feed that needs it.
// docs/decisions/030-bounded-calendar-parsing.md.
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { calendarEmails } from '@core/messages/en/calendar-emails';
import { runtimeFiles } from '../runtime-files';
import { CalendarParseError, type CalendarKind, type ParsedCalendar } from './parse';
import type { ParseReply, ParseRequest } from './parse-worker';

export type ParseLimits = {
  /** Workers kept at most; each reads one feed at a time and the rest wait their turn. */
  workers: number;
  /** From the moment a worker gets the feed; then the worker is ended. */
  timeLimitMs: number;
  /** The worker's heap (V8 resourceLimits); past it the worker ends. */
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
  /** An idle worker ends after this long (a new one starts in about 0.2 s). */
  idleMs: number;
};

/**
 * The largest feeds we accept (2 MB, 5,000 events or 150,000 lines) read in 0.1 to 0.7 s on this
 * machine and fit in a 32 MB heap (npm run bench:calendars); the limits leave twice that, and a
 * slow, busy machine five times the time.
 */
export const PARSE_LIMITS: ParseLimits = {
  workers: 2,
  timeLimitMs: 5000,
  maxOldGenerationSizeMb: 64,
  maxYoungGenerationSizeMb: 16,
  idleMs: 60_000,
};

export type ParseOptions = { timeZone: string; kind?: CalendarKind };
/** A read feed, and the worker's heap after reading it (bytes; the bench reports it). */
export type ParseRun = { calendar: ParsedCalendar; heapBytes: number };

type Job = { request: ParseRequest; resolve(run: ParseRun): void; reject(error: Error): void };
type Slot = {
  worker: Worker;
  ready: boolean;
  job?: Job;
  timer?: NodeJS.Timeout;
  idleTimer?: NodeJS.Timeout;
  retired: boolean;
};

export type ParsePool = ReturnType<typeof createParsePool>;

export function createParsePool(limits: ParseLimits = PARSE_LIMITS, workerFile = runtimeFiles.parseWorker) {
  const slots = new Set<Slot>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  function spawn(): Slot {
    const worker = startWorker(workerFile, limits);
    // An idle worker never keeps the process alive; one with a feed does (pump, finish).
    worker.unref();
    const slot: Slot = { worker, ready: false, retired: false };
    slots.add(slot);
    worker.on('message', (reply: ParseReply) => {
      if ('ready' in reply) {
        slot.ready = true;
        if (slot.job) send(slot, slot.job);
        return;
      }
      const job = slot.job;
      if (!job || reply.id !== job.request.id) return;
      finish(slot);
      if (reply.ok) job.resolve({ calendar: reply.calendar, heapBytes: reply.heapBytes });
      else job.reject(errorFrom(reply.name, reply.message));
      idle(slot);
    });
    worker.on('error', (error: Error & { code?: string }) => {
      // Out of heap: the feed's fault. Anything else (a worker that cannot start) is the server's.
      fail(
        slot,
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new CalendarParseError(calendarEmails.errors.feed.tooComplex)
          : error,
      );
    });
    worker.on('exit', (code) => fail(slot, new Error(`The calendar parse worker stopped (exit code ${code}).`)));
    return slot;
  }

  function send(slot: Slot, job: Job) {
    slot.timer = setTimeout(() => {
      fail(slot, new CalendarParseError(calendarEmails.errors.feed.tooSlow));
      void slot.worker.terminate();
    }, limits.timeLimitMs);
    slot.worker.postMessage(job.request);
  }

  function finish(slot: Slot) {
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.worker.unref();
  }

  /** The slot is done for: its job (if any) fails with `error` and another worker takes the queue. */
  function fail(slot: Slot, error: Error) {
    if (slot.retired) return;
    slot.retired = true;
    slots.delete(slot);
    clearTimeout(slot.idleTimer);
    const job = slot.job;
    finish(slot);
    job?.reject(error);
    pump();
  }

  function idle(slot: Slot) {
    slot.idleTimer = setTimeout(() => {
      if (slot.job || slot.retired) return;
      slot.retired = true;
      slots.delete(slot);
      void slot.worker.terminate();
    }, limits.idleMs);
    slot.idleTimer.unref();
    pump();
  }

  function pump() {
    while (queue.length > 0 && !closed) {
      let slot = [...slots].find((s) => !s.job && !s.retired);
      if (!slot && slots.size < limits.workers) slot = spawn();
      if (!slot) return;
      clearTimeout(slot.idleTimer);
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      // A worker still starting gets the feed when it says it is ready: its start-up is not the feed's time.
      if (slot.ready) send(slot, job);
    }
  }

  /** Reads a feed in a worker: the calendar and the worker's heap after reading, or a CalendarParseError for the host. */
  function run(text: string, options: ParseOptions): Promise<ParseRun> {
    if (closed) return Promise.reject(new Error('The calendar parse pool is closed.'));
    return new Promise<ParseRun>((resolve, reject) => {
      queue.push({ request: { id: nextId++, text, timeZone: options.timeZone, kind: options.kind }, resolve, reject });
      pump();
    });
  }

  return {
    run,
    /** Reads a feed in a worker: the calendar, or a CalendarParseError for the host. */
    parse: async (text: string, options: ParseOptions): Promise<ParsedCalendar> => (await run(text, options)).calendar,
    /** Ends every worker; feeds waiting or being read fail. */
    async close() {
      closed = true;
      const error = new Error('The calendar parse pool is closed.');
      for (const job of queue.splice(0)) job.reject(error);
      const ending = [...slots].map((slot) => slot.worker);
      for (const slot of [...slots]) fail(slot, error);
      await Promise.all(ending.map((worker) => worker.terminate()));
    },
  };
}

/** An error as the worker threw it: a CalendarParseError for the host, or a RangeError (a bad zone: our bug). */
function errorFrom(name: string, message: string): Error {
  if (name === 'CalendarParseError') return new CalendarParseError(message);
  if (name === 'RangeError') return new RangeError(message);
  return new Error(message);
}

function startWorker(file: string, limits: ParseLimits): Worker {
  const options = {
    resourceLimits: {
      maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb,
      maxYoungGenerationSizeMb: limits.maxYoungGenerationSizeMb,
    },
  };
  if (!file.endsWith('.ts')) return new Worker(file, options);
  // The source tree (tests, `npm run dev`, the bench; run from the repository root, where tsx also
  // finds tsconfig.json's paths): the worker loads TypeScript through tsx, as the main thread does.
  // Node 20 does not apply `--import tsx` from a worker's execArgv, so it registers tsx first.
  const entry = pathToFileURL(file).href;
  return new Worker(
    `import('tsx/esm/api').then((api) => { api.register(); return import(${JSON.stringify(entry)}); });`,
    { ...options, eval: true },
  );
}

let shared: ParsePool | undefined;

/** parseCalendar in the server's shared pool of workers (server/features/calendars/sync.ts reads feeds with it). */
export function parseCalendarBounded(text: string, options: ParseOptions): Promise<ParsedCalendar> {
  shared ??= createParsePool();
  return shared.parse(text, options);
}
