// The service worker (issue 38), built on its own by vite.config.ts (serviceWorker plugin, with
// esbuild; decision 042) into /sw.js with the list of the app shell's files. Serwist precaches that
// shell; this file adds what a push needs: showing it, and answering an offer from its buttons with
// the same signed answer as the email buttons (POST /api/offer-answers), without opening the app.
import { Serwist, type PrecacheEntry } from 'serwist';
import { push as text } from '@core/messages/en/push';
import type { PushPayload } from '@core/schemas/push';
import type { NotificationEventLike, PushEventLike, WorkerScope } from './worker-types';

declare const self: WorkerScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new version takes over at once: precached files are hashed, so a page already open keeps the
  // scripts it loaded, and the next page it opens comes from the new version.
  skipWaiting: true,
  clientsClaim: true,
});
serwist.addEventListeners();

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
  // Notification actions are not in the DOM typings TypeScript knows; browsers that lack them ignore them.
  const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
    body: payload.body,
    tag: payload.tag,
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
