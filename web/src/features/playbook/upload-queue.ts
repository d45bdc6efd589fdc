// The cleaner's photo uploads on a weak signal (issue 18): each photo goes in its own request, one
// at a time; a network failure, a 5xx or a 429 is retried with a growing wait, a refusal (422, 409,
// a limit) is final and kept with the server's message. The page reads the queue's state to say
// what is still pending and to hold 'Complete' until nothing is.
import type { PhotoUploadResponse } from '@core/schemas/playbook';
import { ApiRequestError } from '@web/lib/api';

/** What a photo is for: a checklist item of the run, or a reported problem. */
export type UploadTarget = { kind: 'task' | 'problem'; id: string };

/** waiting: in line; uploading: its request is out; retrying: the last try failed, the next is scheduled; failed: refused for good. */
export type UploadState = 'waiting' | 'uploading' | 'retrying' | 'failed';

export type QueuedUpload = {
  key: string;
  target: UploadTarget;
  name: string;
  state: UploadState;
  /** Tries made so far. */
  attempts: number;
  /** Why it failed for good (the server's words), or null. */
  error: string | null;
};

/** Automatic tries before a photo waits for the cleaner's 'Retry'. */
export const MAX_UPLOAD_ATTEMPTS = 8;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;

/** The wait before try `attempt + 1` after `attempt` failed tries: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}

/** A failure worth trying again: no connection, a server error, too many requests, a timeout. Anything else the server refused on purpose. */
export function isRetryable(err: unknown): boolean {
  if (!(err instanceof ApiRequestError)) return true;
  return err.status === 0 || err.status === 408 || err.status === 429 || err.status >= 500;
}

/** Photos not yet stored nor refused: what 'Complete' waits for. */
export const pendingUploads = (items: readonly QueuedUpload[]) => items.filter((i) => i.state !== 'failed');

export const sameTarget = (a: UploadTarget, b: UploadTarget) => a.kind === b.kind && a.id === b.id;

type Options = {
  send: (target: UploadTarget, file: File) => Promise<PhotoUploadResponse>;
  /** A photo stored: the page adds it to its item or problem. */
  onUploaded: (target: UploadTarget, response: PhotoUploadResponse) => void;
  /** Waits between tries (the page's also ends early when the phone comes back online). */
  wait: (ms: number) => Promise<void>;
  /** The message of a final refusal. */
  describe: (err: unknown) => string;
  maxAttempts?: number;
};

export class UploadQueue {
  private items: QueuedUpload[] = [];
  private readonly files = new Map<string, File>();
  private readonly listeners = new Set<() => void>();
  private running = false;
  private next = 0;

  constructor(private readonly options: Options) {}

  /** For useSyncExternalStore: a new array after every change. */
  readonly getSnapshot = () => this.items;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  add(target: UploadTarget, files: Iterable<File>) {
    for (const file of files) {
      const key = `u${++this.next}`;
      this.files.set(key, file);
      this.items = [...this.items, { key, target, name: file.name, state: 'waiting', attempts: 0, error: null }];
    }
    this.emit();
    void this.pump();
  }

  /** 'Retry' on a photo that failed for good: back in line with its tries counted afresh. */
  retry(key: string) {
    this.update(key, { state: 'waiting', attempts: 0, error: null });
    void this.pump();
  }

  /** Drops a failed photo from the list. */
  dismiss(key: string) {
    this.files.delete(key);
    this.items = this.items.filter((i) => i.key !== key);
    this.emit();
  }

  private async pump() {
    if (this.running) return;
    this.running = true;
    try {
      for (;;) {
        const item = this.items.find((i) => i.state === 'waiting');
        if (!item) return;
        await this.upload(item.key);
      }
    } finally {
      this.running = false;
    }
  }

  /** Tries one photo until it is stored, refused, or out of tries. */
  private async upload(key: string) {
    const max = this.options.maxAttempts ?? MAX_UPLOAD_ATTEMPTS;
    for (;;) {
      const item = this.items.find((i) => i.key === key);
      const file = this.files.get(key);
      if (!item || !file) return;
      this.update(key, { state: 'uploading', attempts: item.attempts + 1 });
      try {
        const response = await this.options.send(item.target, file);
        const refused = response.photos.length === 0 ? response.rejected[0] : undefined;
        if (refused) return this.update(key, { state: 'failed', error: refused.message });
        this.files.delete(key);
        this.items = this.items.filter((i) => i.key !== key);
        this.emit();
        this.options.onUploaded(item.target, response);
        return;
      } catch (err) {
        const attempts = item.attempts + 1;
        if (!isRetryable(err) || attempts >= max)
          return this.update(key, { state: 'failed', error: this.options.describe(err) });
        this.update(key, { state: 'retrying' });
        await this.options.wait(retryDelay(attempts));
      }
    }
  }

  private update(key: string, change: Partial<QueuedUpload>) {
    this.items = this.items.map((i) => (i.key === key ? { ...i, ...change } : i));
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
