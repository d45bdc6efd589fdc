// One notification stream per browser, shared by all its tabs: the tab holding the Web Lock is the
// leader and keeps the only EventSource, relaying each event to the other tabs over a
// BroadcastChannel. When the leader closes, the next tab in the lock queue takes over and resumes
// from the last event id every tab has seen. Browsers allow six HTTP/1.1 connections per host, so a
// stream per tab would starve ten open tabs. Without Web Locks, each tab opens its own stream.
// Each event is checked for its shape before it is shown, without zod, which no signed-in page
// should download just to read its bell (issue 19; readNotificationItem in core/notifications.ts).
import { NOTIFICATION_EVENT, readNotificationItem } from '@core/notifications';
import type { NotificationItem } from '@core/schemas/notifications';

const LOCK = 'turnready-notifications';
const CHANNEL = 'turnready-notifications';
const STREAM_URL = '/api/notifications/stream';

type Relay = { userId: string; lastEventId?: string; notification?: NotificationItem };

/** Calls `onNotification` for each new notification of `userId`; returns the unsubscribe function. */
export function subscribeToNotifications(userId: string, onNotification: (n: NotificationItem) => void): () => void {
  let lastEventId: string | undefined;
  let stopped = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (e: MessageEvent<Relay>) => {
    if (e.data?.userId !== userId) return;
    if (e.data.lastEventId) lastEventId = e.data.lastEventId;
    if (e.data.notification) onNotification(e.data.notification);
  });

  /** Opens the stream and relays it; resolves never on its own, closes on `abort`. */
  function openStream(signal: AbortSignal): Promise<void> {
    return new Promise<void>((resolve) => {
      const url = lastEventId ? `${STREAM_URL}?since=${encodeURIComponent(lastEventId)}` : STREAM_URL;
      const source = new EventSource(url, { withCredentials: true });
      const remember = (e: MessageEvent) => {
        if (e.lastEventId) {
          lastEventId = e.lastEventId;
          channel?.postMessage({ userId, lastEventId } satisfies Relay);
        }
      };
      source.addEventListener('ready', remember);
      source.addEventListener(NOTIFICATION_EVENT, (e: MessageEvent<string>) => {
        remember(e);
        const notification = readNotificationItem(safeJson(e.data));
        if (!notification) return console.error('Ignored a malformed notification event', e.data);
        onNotification(notification);
        channel?.postMessage({ userId, lastEventId: e.lastEventId, notification } satisfies Relay);
      });
      // EventSource reconnects by itself (sending Last-Event-ID); only a refusal (e.g. signed out) closes it.
      source.addEventListener('error', () => {
        if (source.readyState === EventSource.CLOSED) console.error('Notification stream closed');
      });
      signal.addEventListener('abort', () => {
        source.close();
        resolve();
      });
    });
  }

  const abort = new AbortController();
  if (typeof navigator !== 'undefined' && navigator.locks) {
    navigator.locks
      .request(LOCK, { signal: abort.signal }, () => (stopped ? undefined : openStream(abort.signal)))
      .catch((err: unknown) => {
        if (!(err instanceof DOMException && err.name === 'AbortError'))
          console.error('Notification stream lock failed', err);
      });
  } else {
    void openStream(abort.signal);
  }

  return () => {
    stopped = true;
    abort.abort();
    channel?.close();
  };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}
