// The service worker's word on which answers come from the phone's saved copy (issue 38, decision
// 043): 'turnready:offline-copy' with when it was saved, 'turnready:fresh' once a fresh answer came.
// Kept apart from offline-copy.ts and imported by the entry's first module (app/early-start.ts),
// because a page's first reads start there (decision 044): a message the worker sends before
// anyone listens is lost.
import type { OfflineCopyMessage } from '@web/service-worker/offline-data';

const savedAt = new Map<string, number>();
const listeners = new Set<() => void>();

function onMessage(event: MessageEvent<OfflineCopyMessage | undefined>) {
  const message = event.data;
  if (!message || typeof message.path !== 'string') return;
  if (message.type === 'turnready:offline-copy') savedAt.set(message.path, message.savedAt);
  else if (message.type === 'turnready:fresh') savedAt.delete(message.path);
  else return;
  for (const listener of listeners) listener();
}

if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.addEventListener('message', onMessage);
  navigator.serviceWorker.startMessages();
}

export function subscribeToOfflineCopies(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** When the copy shown for `apiPath` was saved, or undefined when it is fresh. */
export const offlineCopySavedAt = (apiPath: string) => savedAt.get(apiPath);
