// What the cleaner does on a started turnover without signal (issue 38): every tick, untick, notes
// save and photo is written to the phone first (an EntryStore: IndexedDB in the browser, see
// send-queue-store.ts) and then sent, one at a time, oldest first. An entry leaves the store only
// once the server has answered it, so a reload, a closed tab or a dropped connection loses
// nothing; what may then be sent twice, the server takes once (a tick sets a state, a notes save
// carries when it was typed, a photo its Idempotency-Key): decision 041.
//
// A failure of the connection (isRetryable) holds the whole line, so the order is kept, and is
// tried again after a growing wait that the page cuts short when the phone comes back online or
// the page is shown again. A refusal (the turnover completed meanwhile, a file that is not a photo)
// is final: a photo stays listed as failed, with 'Retry' and 'Dismiss'; a tick or notes save is
// dropped and the page says why.
import type { PhotoUploadResponse } from '@core/schemas/playbook';
import { isRetryable, retryDelay, type UploadState, type UploadTarget } from './upload-queue';

export type Change =
  | { kind: 'tick'; taskId: string; done: boolean }
  | {
      kind: 'notes';
      notes: string | null;
      /** When it was typed (ISO), so a late save never overwrites newer notes. */ typedAt: string;
    }
  | {
      kind: 'photo';
      target: UploadTarget;
      name: string;
      file: Blob;
      /** The photo's Idempotency-Key: the same photo sent again is answered with the first one. */
      key: string;
    };

/** waiting: in line; uploading: its request is out; retrying: no connection, the next try is scheduled; failed: refused for good. */
export type Entry = {
  /** The order it was made in, given by the store (from 1); 0 while the store is still taking it. */
  seq: number;
  turnoverId: string;
  change: Change;
  state: UploadState;
  attempts: number;
  /** Why it was refused (the server's words), or null. */
  error: string | null;
};

export type NewEntry = Omit<Entry, 'seq'>;

/** Where entries are kept until the server has them. */
export interface EntryStore {
  /** The turnover's entries, in the order they were made. */
  load(turnoverId: string): Promise<Entry[]>;
  /** Keeps a new entry; resolves with its place in line (from 1, higher than every entry before). */
  add(entry: NewEntry): Promise<number>;
  update(entry: Entry): Promise<void>;
  remove(seq: number): Promise<void>;
}

/** The next entry to send: the oldest not refused, once the store has it (seq 0: not yet). */
export function nextToSend(entries: readonly Entry[]): Entry | undefined {
  const next = entries.find((e) => e.state !== 'failed');
  return next && next.seq > 0 ? next : undefined;
}

/** Entries the server does not have yet and may still get: what 'Waiting to send (n)' counts. */
export const unsent = (entries: readonly Entry[]) => entries.filter((e) => e.state !== 'failed');

/**
 * Notes saves a newer one replaces: those still in line (not the one whose request is out, which
 * may already have arrived). Only the newest text matters, and the server would keep it anyway.
 */
export const replacedNotes = (entries: readonly Entry[]) =>
  entries.filter((e) => e.change.kind === 'notes' && e.state !== 'uploading' && e.state !== 'failed');

/** How each item with a tick not yet sent shows: its latest tick or untick. */
export function pendingTicks(entries: readonly Entry[]): Map<string, boolean> {
  const ticks = new Map<string, boolean>();
  for (const e of entries)
    if (e.change.kind === 'tick' && e.state !== 'failed') ticks.set(e.change.taskId, e.change.done);
  return ticks;
}

/** What sending an entry gave: its answer, or the error. */
export type Sender = (entry: Entry) => Promise<unknown>;

type Options = {
  turnoverId: string;
  store: EntryStore;
  send: Sender;
  /** Waits `ms` before the next try (a wake() ends it earlier). */
  wait: (ms: number) => Promise<void>;
  /** The message of a refusal. */
  describe: (err: unknown) => string;
  /** The server has it: the page takes its answer. Called before the entry leaves the list. */
  onSent: (entry: Entry, answer: unknown) => void;
  /** A tick or notes save refused for good (the page says so). */
  onRefused: (entry: Entry, message: string) => void;
};

export class SendQueue {
  private entries: Entry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly loaded: Promise<void>;
  private running = false;
  private stopped = false;
  private wakeUp: (() => void) | null = null;

  constructor(private readonly options: Options) {
    this.loaded = options.store.load(options.turnoverId).then(
      (kept) => {
        // What was being sent when the page went away may have arrived or not: it goes again.
        this.entries = [
          ...kept.map((e) => (e.state === 'failed' ? e : { ...e, state: 'waiting' as const })),
          ...this.entries,
        ];
        this.emit();
      },
      () => undefined,
    );
  }

  /** For useSyncExternalStore: a new array after every change. */
  readonly getSnapshot = () => this.entries;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /** Starts (or, after stop, resumes) sending. */
  start() {
    this.stopped = false;
    void this.pump();
  }

  /** The page went away: nothing more is sent from here (what is kept goes from the next page). */
  stop() {
    this.stopped = true;
    this.wake();
  }

  /** Back online, or the page shown again: the wait before the next try ends now. */
  wake() {
    const wake = this.wakeUp;
    this.wakeUp = null;
    wake?.();
    if (!this.stopped) void this.pump();
  }

  /**
   * Keeps a change on the phone, then sends it after everything before it. It shows at once (the
   * page's checkbox follows it in the same event), with seq 0 until the store has it: nothing is
   * sent from it on until then.
   */
  async add(change: Change) {
    const fields: NewEntry = {
      turnoverId: this.options.turnoverId,
      change,
      state: 'waiting',
      attempts: 0,
      error: null,
    };
    const entry: Entry = { ...fields, seq: 0 };
    const replaced = change.kind === 'notes' ? replacedNotes(this.entries) : [];
    this.entries = [...this.entries.filter((e) => !replaced.includes(e)), entry];
    this.emit();
    await this.loaded;
    await Promise.all(
      replaced.filter((e) => e.seq > 0).map((e) => this.options.store.remove(e.seq).catch(() => undefined)),
    );
    const seq = await this.options.store.add(fields);
    if (!this.entries.includes(entry)) {
      // A newer notes save replaced it while it was being kept.
      await this.options.store.remove(seq).catch(() => undefined);
      return;
    }
    this.entries = this.entries.map((e) => (e === entry ? { ...e, seq } : e));
    this.emit();
    if (!this.stopped) void this.pump();
  }

  /** 'Retry' on a refused photo: back in line (at its old place) with its tries counted afresh. */
  retry(seq: number) {
    this.change(seq, { state: 'waiting', attempts: 0, error: null });
    if (!this.stopped) void this.pump();
  }

  /** 'Dismiss' on a refused photo: forgotten. */
  dismiss(seq: number) {
    this.entries = this.entries.filter((e) => e.seq !== seq);
    this.emit();
    void this.options.store.remove(seq).catch(() => undefined);
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      await this.loaded;
      while (!this.stopped) {
        const entry = nextToSend(this.entries);
        if (!entry) return;
        const again = await this.sendOne(entry);
        if (again !== null) await this.sleep(again);
      }
    } finally {
      this.running = false;
    }
  }

  /** Sends one entry; the wait before trying it again, or null when it is done with. */
  private async sendOne(entry: Entry): Promise<number | null> {
    const attempts = entry.attempts + 1;
    this.change(entry.seq, { state: 'uploading', attempts });
    try {
      const answer = await this.options.send(entry);
      const refused = refusedPhoto(entry, answer);
      if (refused) {
        this.change(entry.seq, { state: 'failed', error: refused }, true);
        return null;
      }
      this.options.onSent(entry, answer);
      this.entries = this.entries.filter((e) => e.seq !== entry.seq);
      this.emit();
      await this.options.store.remove(entry.seq).catch(() => undefined);
      return null;
    } catch (err) {
      if (isRetryable(err)) {
        this.change(entry.seq, { state: 'retrying' }, true);
        return retryDelay(attempts);
      }
      const message = this.options.describe(err);
      if (entry.change.kind === 'photo') {
        this.change(entry.seq, { state: 'failed', error: message }, true);
      } else {
        this.entries = this.entries.filter((e) => e.seq !== entry.seq);
        this.emit();
        await this.options.store.remove(entry.seq).catch(() => undefined);
        this.options.onRefused(entry, message);
      }
      return null;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      void this.options.wait(ms).then(resolve);
    });
  }

  private change(seq: number, change: Partial<Entry>, keep = false) {
    this.entries = this.entries.map((e) => (e.seq === seq ? { ...e, ...change } : e));
    this.emit();
    const entry = this.entries.find((e) => e.seq === seq);
    if (keep && entry) void this.options.store.update(entry).catch(() => undefined);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}

/** A photo the server answered without storing (each file it refuses is listed with why). */
function refusedPhoto(entry: Entry, answer: unknown): string | null {
  if (entry.change.kind !== 'photo') return null;
  const response = answer as PhotoUploadResponse;
  return response.photos.length === 0 ? (response.rejected[0]?.message ?? null) : null;
}

/** Entries kept in memory only: where the browser has no IndexedDB (and in tests). */
export function memoryStore(): EntryStore & { rows: Map<number, Entry> } {
  const rows = new Map<number, Entry>();
  let next = 0;
  return {
    rows,
    load: async (turnoverId) =>
      [...rows.values()].filter((e) => e.turnoverId === turnoverId).sort((a, b) => a.seq - b.seq),
    add: async (entry) => {
      const seq = ++next;
      rows.set(seq, { ...entry, seq });
      return seq;
    },
    update: async (entry) => void (rows.has(entry.seq) && rows.set(entry.seq, entry)),
    remove: async (seq) => void rows.delete(seq),
  };
}
