// The cleaner's uploads on a weak signal (issue 18), the rules the send queue (send-queue.ts, issue
// 38) follows for photos, ticks and notes alike: a network failure, a 5xx or a 429 is retried with
// a growing wait, a refusal (422, 409, a limit) is final and kept with the server's message. The
// page reads the queue's state to say what is still pending and to hold 'Complete' until nothing is.
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
