// The service worker (issue 38), built on its own by vite.config.ts (serviceWorker plugin, with
// esbuild; decision 042) into /sw.js with the list of the app shell's files. Serwist precaches that
// shell; this file adds what a push needs: showing it, and answering an offer from its buttons with
// the same signed answer as the email buttons (POST /api/offer-answers), without opening the app.
// Reading without signal (decision 043): the cleaner's schedule and turnovers are kept per person
// (offline-data.ts), their pages open from the precached shell, and the scripts they load are kept
// across versions, so a page open on a turnover when a new version takes over keeps working.
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NavigationRoute,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallback,
  type RouteMatchCallbackOptions,
} from 'serwist';
import { push as text } from '@core/messages/en/push';
import type { PushPayload } from '@core/schemas/push';
import { RENDER_HEADER } from '@core/prerender';
import {
  appNow,
  handleKeptRead,
  handleSessionChange,
  handleSessionRead,
  NETWORK_TIMEOUT_SECONDS,
  sessionKnown,
} from './offline-data';
import { offlineKindOf } from './offline-rules';
import { ASSETS_CACHE, hasKeptCleanerPages, purgeExpired, readMeta } from './offline-store';
import type { ExtendableEventLike, NotificationEventLike, PushEventLike, WorkerScope } from './worker-types';

declare const self: WorkerScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[];
  /** The scripts and styles of the cleaner's schedule and turnover pages, with everything they import. */
  __SW_OFFLINE_ASSETS: string[];
};

/**
 * Hashed scripts and styles, kept by name across versions (a month, 400 files at most): a page
 * still running the previous version finds the chunks it loads later here after the server has
 * replaced them, and the cleaner's pages work offline once loaded.
 */
const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 86_400 }),
  ],
});

let offlineAssetsKept = false;
/** Keeps the cleaner's pages' chunks (once per worker start); a chunk that fails is left for the page to load. */
function keepOfflineAssets(event: ExtendableEventLike): void {
  if (offlineAssetsKept) return;
  offlineAssetsKept = true;
  event.waitUntil(
    Promise.all(
      self.__SW_OFFLINE_ASSETS.map((url) =>
        assets.handle({ event: event as never, request: new Request(url) }).catch(() => undefined),
      ),
    ),
  );
}

/**
 * A cleaner's first kept read in this worker's life keeps their pages' chunks (not on every
 * install: a host or a visitor never downloads them, and a page's first load is not slowed).
 */
const keptRead: RouteHandlerCallback = async (options) => {
  // Only once a signed-in person's answers are kept (a page whose session the worker never saw,
  // such as a first load measured by Lighthouse, downloads nothing more): known once a session
  // read in progress is answered.
  await sessionKnown();
  if (!offlineAssetsKept && (await readMeta()).partition)
    keepOfflineAssets(options.event as unknown as ExtendableEventLike);
  return handleKeptRead(options);
};

// A new version installing on a phone that keeps a cleaner's pages keeps its own chunks before it
// takes over, so a reload without signal right after the takeover still opens them.
self.addEventListener('install', (event) => {
  event.waitUntil(
    hasKeptCleanerPages().then((kept) => {
      if (kept) keepOfflineAssets(event);
    }),
  );
});

const api = (match: (pathname: string) => boolean) => (o: RouteMatchCallbackOptions) =>
  o.sameOrigin && match(o.url.pathname);
const isSession = (pathname: string) => pathname === '/api/session';

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once: precached files are hashed, so a page already open keeps the
  // scripts it loaded, and the chunks it loads later come from the kept assets (above).
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    { matcher: api(isSession), method: 'GET', handler: handleSessionRead },
    { matcher: api(isSession), method: 'POST', handler: handleSessionChange },
    { matcher: api(isSession), method: 'DELETE', handler: handleSessionChange },
    { matcher: api((p) => !isSession(p) && offlineKindOf(p) !== null), method: 'GET', handler: keptRead },
    { matcher: api((p) => p.startsWith('/assets/')), method: 'GET', handler: assets },
  ],
});

// The cleaner's pages open without signal from the precached shell (the app then reads what was kept).
// With signal they render in the browser too, on a phone whose worker keeps the app's code: the
// server renders them only for a phone without it (decision 049), and the reads the page makes
// here are the ones this worker keeps (decision 043).
serwist.registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [
        {
          requestWillFetch: async ({ request }) => {
            const headers = new Headers(request.headers);
            headers.set(RENDER_HEADER, 'browser');
            // A navigation's own request cannot be copied with changes; its redirects are the browser's to follow.
            return new Request(request.url, { headers, credentials: 'same-origin', redirect: 'manual' });
          },
        },
        { handlerDidError: async () => serwist.matchPrecache('/index.html') },
      ],
    }),
    { allowlist: [/^\/cleaner\/schedule\/?$/, /^\/cleaner\/turnovers\/[^/]+\/?$/] },
  ),
);
serwist.addEventListeners();

self.addEventListener('activate', (event) => {
  event.waitUntil(
    appNow()
      .then(purgeExpired)
      .catch(() => undefined),
  );
});

const ICON = '/icons/icon-192.png';

function readPayload(event: PushEventLike): PushPayload | null {
  try {
    const value = event.data?.json() as Partial<PushPayload> | undefined;
    if (!value || typeof value.title !== 'string') return null;
    return {
      title: value.title,
      body: typeof value.body === 'string' ? value.body : '',
      url: typeof value.url === 'string' && value.url.startsWith('/') ? value.url : '/',
      tag: typeof value.tag === 'string' ? value.tag : undefined,
      actions: Array.isArray(value.actions) ? value.actions : undefined,
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEventLike) => {
  const payload = readPayload(event);
  if (!payload) return;
  // Notification actions and renotify are not in the DOM typings TypeScript knows; browsers that
  // lack them ignore them. A push replacing another with its tag (the lapse reminder replacing the
  // offer) sounds again rather than replacing it silently.
  const options: NotificationOptions & { actions?: { action: string; title: string }[]; renotify?: boolean } = {
    body: payload.body,
    tag: payload.tag,
    renotify: Boolean(payload.tag),
    icon: ICON,
    badge: ICON,
    data: payload,
    actions: payload.actions?.map((a) => ({ action: a.action, title: a.title })),
  };
  event.waitUntil(self.registration.showNotification(payload.title, options));
});

/** The signed token in an answer link's fragment (/offer-answer#token=…). */
const tokenOf = (url: string) => new URL(url).hash.replace(/^#token=/, '');

/** Confirms from the notification: the answer page's own request, then a notification saying how it went. */
async function confirmFromNotification(payload: PushPayload, confirmUrl: string): Promise<void> {
  let ok: boolean;
  try {
    const res = await fetch('/api/offer-answers', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(confirmUrl) }),
    });
    ok = res.ok;
  } catch {
    ok = false;
  }
  await self.registration.showNotification(ok ? text.answered.confirmed : text.answered.failed, {
    body: ok ? payload.body : text.answered.failedBody,
    tag: payload.tag,
    icon: ICON,
    // A tap opens the schedule, or (failed) the answer page, which says why.
    data: { ...payload, actions: undefined, url: ok ? payload.url : confirmUrl } satisfies PushPayload,
  });
}

async function openPage(url: string): Promise<void> {
  const target = new URL(url, self.location.origin).href;
  const open = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = open.find((c) => c.url === target);
  if (same) return void (await same.focus());
  await self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event: NotificationEventLike) => {
  const payload = event.notification.data as PushPayload | undefined;
  event.notification.close();
  if (!payload) return;
  const action = payload.actions?.find((a) => a.action === event.action);
  if (action?.action === 'confirm') return event.waitUntil(confirmFromNotification(payload, action.url));
  // "Can't make it" opens the answer page: it asks for a reason before it declines.
  event.waitUntil(openPage(action ? action.url : payload.url));
});
