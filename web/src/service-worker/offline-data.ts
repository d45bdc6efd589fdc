// Reading without signal in the service worker (issue 38, decision 043): the session, the
// cleaner's schedule, each confirmed turnover of the next 48 hours and, inside their window, its
// access instructions are answered network-first (3 s) and kept per signed-in person
// (offline-store.ts); without signal the kept answer is served, marked with when it was saved, and
// the page is told so it can say it. Nothing is served past its keep-until time.
import { NetworkFirst, type RouteHandlerCallbackOptions, type SerwistPlugin } from 'serwist';
import {
  keepUntil,
  KEEP_UNTIL_HEADER,
  offlineKindOf,
  SAVED_AT_HEADER,
  stillReadable,
  type OfflineKind,
} from './offline-rules';
import { accessCacheName, adoptOwner, dataCacheName, purgeExpired, readMeta, writeMeta } from './offline-store';
import type { WorkerScope } from './worker-types';

declare const self: WorkerScope;

/** Past this without an answer, the kept copy is shown (the network's answer still updates it). */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** A message to the page: which API answer it is reading, and whether it is a kept copy. */
export type OfflineCopyMessage =
  { type: 'turnready:offline-copy'; path: string; savedAt: number } | { type: 'turnready:fresh'; path: string };

let offsetMs: number | null = null;

/** Now on the app clock: the device's clock plus the offset the server's `x-app-now` last showed. */
export async function appNow(): Promise<number> {
  if (offsetMs === null) offsetMs = (await readMeta()).offsetMs;
  return Date.now() + offsetMs;
}

/** Follows the server's clock; kept across restarts of the worker when it moved by more than a second. */
async function noteAppNow(response: Response): Promise<void> {
  const header = response.headers.get('x-app-now');
  const value = header === null ? Number.NaN : Number(header);
  if (!Number.isFinite(value)) return;
  const next = value - Date.now();
  const meta = await readMeta();
  offsetMs = next;
  if (Math.abs(meta.offsetMs - next) <= 1000) return;
  await writeMeta({ ...meta, offsetMs: next });
  // The clock jumped (a device clock put right, or the development clock): what expired goes now.
  await purgeExpired(Date.now() + next);
}

async function tellPage(event: { clientId?: string } | undefined, message: OfflineCopyMessage): Promise<void> {
  if (!event?.clientId) return;
  const client = await self.clients.get(event.clientId);
  client?.postMessage(message);
}

/** A copy of `response` with `body` and extra headers (a Response's headers cannot be changed in place). */
const withHeaders = (response: Response, body: BodyInit | null, headers: Record<string, string>) => {
  const merged = new Headers(response.headers);
  for (const [k, v] of Object.entries(headers)) merged.set(k, v);
  return new Response(body, { status: response.status, statusText: response.statusText, headers: merged });
};

/**
 * A kept answer as it may be served now, or null past its keep-until time (then it is deleted); the
 * page is told it reads a copy, and when the copy was saved.
 */
async function readableCopy(
  cacheName: string,
  request: Request,
  cachedResponse: Response | undefined,
  event: { clientId?: string } | undefined,
): Promise<Response | null> {
  if (!cachedResponse) return null;
  const now = await appNow();
  if (!stillReadable(cachedResponse.headers.get(KEEP_UNTIL_HEADER), now)) {
    await (await caches.open(cacheName)).delete(request);
    return null;
  }
  const savedAt = Number(cachedResponse.headers.get(SAVED_AT_HEADER));
  await tellPage(event, { type: 'turnready:offline-copy', path: new URL(request.url).pathname, savedAt });
  // The page's clock follows `x-app-now`: the kept answer says now, not when it was saved.
  return withHeaders(cachedResponse, await cachedResponse.blob(), { 'x-app-now': String(now) });
}

/** What keeps and serves one person's answers of one kind. */
function keepingPlugin(kind: OfflineKind, partition: string, cacheName: string): SerwistPlugin {
  return {
    fetchDidSucceed: async ({ response, event, request }) => {
      await noteAppNow(response);
      if (response.ok)
        await tellPage(event as { clientId?: string }, {
          type: 'turnready:fresh',
          path: new URL(request.url).pathname,
        });
      return response;
    },
    cacheWillUpdate: async ({ request, response }) => {
      const drop = async () => {
        await (await caches.open(cacheName)).delete(request);
        return null;
      };
      // Not this person's any more (signed out or switched meanwhile): stored nowhere.
      if ((await readMeta()).partition !== partition) return null;
      // Refused (no longer theirs, window closed): what was kept goes too.
      if (response.status !== 200) return response.status >= 400 && response.status < 500 ? drop() : null;
      const text = await response.clone().text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return null;
      }
      const now = await appNow();
      const until = keepUntil(kind, body, now);
      if (until === null) return drop();
      return withHeaders(response, text, { [SAVED_AT_HEADER]: String(now), [KEEP_UNTIL_HEADER]: String(until) });
    },
    cachedResponseWillBeUsed: ({ cachedResponse, event, request }) =>
      readableCopy(cacheName, request, cachedResponse, event as { clientId?: string }),
  };
}

/** GET /api/cleaner/schedule, /api/cleaner/turnovers/{id} and …/access: network first, kept per person. */
export async function handleKeptRead({ event, request }: RouteHandlerCallbackOptions): Promise<Response> {
  const kind = offlineKindOf(new URL(request.url).pathname);
  // A page's first reads start beside its session read (decision 044): whose they are is known once
  // that answer is in (another person may have signed in since), so they wait for it. It costs the
  // session's round trip on a page load, and only on a phone whose worker is already running.
  await sessionKnown();
  const { partition } = await readMeta();
  // The clean-up on each read: a handful of entries, and nothing past its time survives a fetch.
  (event as unknown as { waitUntil(p: Promise<unknown>): void }).waitUntil(
    appNow()
      .then(purgeExpired)
      .catch(() => undefined),
  );
  // Nobody known to be signed in on this device: nothing is kept or served.
  if (!kind || !partition) {
    const response = await fetch(request);
    await noteAppNow(response);
    return response;
  }
  const cacheName = kind === 'access' ? accessCacheName(partition) : dataCacheName(partition);
  const strategy = new NetworkFirst({
    cacheName,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [keepingPlugin(kind, partition, cacheName)],
  });
  return strategy.handle({ event, request });
}

type SessionBody = { user?: { id?: unknown } | null };
const userIdOf = (body: SessionBody | null) => (typeof body?.user?.id === 'string' ? body.user.id : null);

/**
 * GET /api/session: who is signed in decides whose answers are kept (a different person: a new,
 * empty partition; nobody: none), and the answer itself is kept so the app knows them offline.
 */
export async function handleSessionRead(options: RouteHandlerCallbackOptions): Promise<Response> {
  const handled = readSession(options);
  const settled = handled.then(() => undefined);
  sessionSettled = settled;
  void settled
    .catch(() => undefined)
    .then(() => {
      if (sessionSettled === settled) sessionSettled = null;
    });
  return handled;
}

/** The session read in progress, if any: kept reads wait for it to know whose they are. */
let sessionSettled: Promise<void> | null = null;

/** Settles once no session read is in progress (whose answers are kept is then known). */
export const sessionKnown = async (): Promise<void> => void (await sessionSettled?.catch(() => undefined));

async function readSession({ event, request }: RouteHandlerCallbackOptions): Promise<Response> {
  const network = fetch(request);
  const kept = async () => {
    const { partition } = await readMeta();
    if (!partition) return null;
    const cacheName = dataCacheName(partition);
    const copy = await (await caches.open(cacheName)).match(request);
    return readableCopy(cacheName, request, copy, event as { clientId?: string });
  };
  // As NetworkFirst: past the timeout, or on a network error, the kept copy (if any) answers.
  const timedOut = new Promise<'timeout'>((resolve) =>
    setTimeout(() => resolve('timeout'), NETWORK_TIMEOUT_SECONDS * 1000),
  );
  let response: Response;
  try {
    const first = await Promise.race([network, timedOut]);
    if (first === 'timeout') {
      const copy = await kept();
      if (copy) {
        event.waitUntil(network.then((r) => rememberSession(request, r)).catch(() => undefined));
        return copy;
      }
      response = await network;
    } else response = first;
  } catch (error) {
    const copy = await kept();
    if (!copy) throw error;
    return copy;
  }
  return rememberSession(request, response);
}

/** Adopts the person a session answer names and keeps the answer in their partition. */
async function rememberSession(request: Request, response: Response): Promise<Response> {
  await noteAppNow(response);
  if (response.status !== 200) return response;
  const text = await response.clone().text();
  let body: SessionBody | null;
  try {
    body = JSON.parse(text) as SessionBody;
  } catch {
    return response;
  }
  const meta = await adoptOwner(userIdOf(body));
  if (meta.partition) {
    const now = await appNow();
    const until = keepUntil('session', body, now);
    if (until !== null)
      await (
        await caches.open(dataCacheName(meta.partition))
      ).put(
        request,
        withHeaders(response, text, { [SAVED_AT_HEADER]: String(now), [KEEP_UNTIL_HEADER]: String(until) }),
      );
  }
  return response;
}

/**
 * POST /api/session (signing in) and DELETE /api/session (signing out) pass through; their answer
 * says who is signed in now, so the kept answers of anyone else go at once.
 */
export async function handleSessionChange({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  const response = await fetch(request);
  await noteAppNow(response);
  if (!response.ok) return response;
  if (request.method === 'DELETE') {
    await adoptOwner(null);
    return response;
  }
  try {
    await adoptOwner(userIdOf((await response.clone().json()) as SessionBody));
  } catch {
    // An answer that is not a session changes nothing.
  }
  return response;
}
