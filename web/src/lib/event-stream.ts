// One live stream per browser, shared by all its tabs and by every feature that listens to it (the
// bell's notifications, messages): the tab holding the Web Lock is the leader and keeps the only
// EventSource, relaying each event to the other tabs over a BroadcastChannel. When the leader
// closes, the next tab in the lock queue takes over and resumes from the last event id every tab has
// seen. Browsers allow six HTTP/1.1 connections per host, so a stream per tab would starve ten open
// tabs. Without Web Locks, each tab opens its own stream. Within a tab, one connection serves every
// listener. Events arrive as parsed JSON (unknown): each listener checks the shape it expects.
import { NOTIFICATION_EVENT } from '@core/notifications';

const LOCK = 'turnready-notifications';
const CHANNEL = 'turnready-notifications';
const STREAM_URL = '/api/notifications/stream';

/**
 * The stream's event names. The leader listens for all of them whichever features its own page
 * loaded, since it relays for the other tabs. 'message' and 'message_seen' are MESSAGE_EVENT and
 * SEEN_EVENT of core/schemas/messages.ts, spelled here so no page downloads zod for its header
 * (event-stream.test.ts checks they agree).
 */
export const STREAM_EVENTS = [NOTIFICATION_EVENT, 'message', 'message_seen'] as const;
export type StreamEvent = (typeof STREAM_EVENTS)[number];

type Listener = (data: unknown) => void;
type Relay = { userId: string; lastEventId?: string; event?: StreamEvent; data?: unknown };

type Hub = { userId: string; listeners: Map<StreamEvent, Set<Listener>>; stop: () => void };
let hub: Hub | null = null;

/** Calls `listener` with each `event` of `userId`'s stream (parsed JSON); returns the unsubscribe function. */
export function subscribeToStream(userId: string, event: StreamEvent, listener: Listener): () => void {
  if (hub && hub.userId !== userId) closeHub();
  hub ??= openHub(userId);
  const current = hub;
  let set = current.listeners.get(event);
  if (!set) current.listeners.set(event, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (hub === current && [...current.listeners.values()].every((s) => s.size === 0)) closeHub();
  };
}

function closeHub() {
  hub?.stop();
  hub = null;
}

function openHub(userId: string): Hub {
  const listeners = new Map<StreamEvent, Set<Listener>>();
  const deliver = (event: StreamEvent, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) {
      try {
        listener(data);
      } catch (err) {
        console.error(`Live ${event} event handler failed`, err);
      }
    }
  };
  let lastEventId: string | undefined;
  let stopped = false;
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', (e: MessageEvent<Relay>) => {
    if (e.data?.userId !== userId) return;
    if (e.data.lastEventId) lastEventId = e.data.lastEventId;
    if (e.data.event) deliver(e.data.event, e.data.data);
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
      for (const event of STREAM_EVENTS) {
        source.addEventListener(event, (e: MessageEvent<string>) => {
          remember(e);
          const data = safeJson(e.data);
          if (data === undefined) return console.error(`Ignored a malformed ${event} event`, e.data);
          deliver(event, data);
          channel?.postMessage({ userId, lastEventId: e.lastEventId, event, data } satisfies Relay);
        });
      }
      // EventSource reconnects by itself (sending Last-Event-ID); only a refusal (e.g. signed out) closes it.
      source.addEventListener('error', () => {
        if (source.readyState === EventSource.CLOSED) console.error('Live stream closed');
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
        if (!(err instanceof DOMException && err.name === 'AbortError')) console.error('Live stream lock failed', err);
      });
  } else {
    void openStream(abort.signal);
  }

  return {
    userId,
    listeners,
    stop: () => {
      stopped = true;
      abort.abort();
      channel?.close();
    },
  };
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}
