// API reads started before the page that needs them has loaded (issue 38, decision 044): the app's
// entry knows from the address which reads the page will make, and starts them while the page's code
// is still on its way, so on a slow phone the data and the code cross the network together instead
// of one after the other. `api()` takes a matching read once, in place of a new request.

/** An early read nobody took within this time is dropped (it is not reused later as if it were fresh). */
const KEEP_MS = 10_000;

const pending = new Map<string, { startedAt: number; response: Promise<Response> }>();
/** The history entry the reads were started on: they are for that page view only. */
let startedOn: unknown;
const historyKey = () => (window.history.state as { key?: string } | null)?.key ?? null;

/** Starts GET /api{path} for each path now (the same request `api()` makes: same credentials, no headers). */
export function startEarlyReads(paths: readonly string[]): void {
  startedOn = historyKey();
  for (const path of paths) {
    const response = fetch(`/api${path}`, { credentials: 'same-origin' });
    // A failed early read is the page's own read failing: `api()` reports it when it takes it.
    response.catch(() => {});
    pending.set(path, { startedAt: performance.now(), response });
  }
}

/** The early read of GET /api{path}, once; undefined when there is none, it is too old, or the page changed. */
export function takeEarlyRead(path: string): Promise<Response> | undefined {
  if (pending.size === 0) return undefined;
  // After any navigation (say a visitor sent to /login who signs in and comes back), the reads
  // made for the first page view are stale, whatever the address: the answer may have been a 401.
  if (historyKey() !== startedOn) {
    pending.clear();
    return undefined;
  }
  const read = pending.get(path);
  if (!read) return undefined;
  pending.delete(path);
  return performance.now() - read.startedAt <= KEEP_MS ? read.response : undefined;
}
