// The browser's offer to install the app (Chromium's `beforeinstallprompt`), kept from the moment
// the app starts: the event fires early, and the install banner (web/src/features/push) shows it
// later, at a better moment. Browsers without it (Safari on iPhone) get instructions instead.
import { useSyncExternalStore } from 'react';

export type InstallPromptEvent = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the banner asks at the right moment.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    changed();
  });
}

export function useInstallPrompt(): InstallPromptEvent | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => deferred,
    () => null,
  );
}

/** Shows the browser's install dialog; the event can be used once. */
export async function promptInstall(): Promise<void> {
  const event = deferred;
  deferred = null;
  changed();
  if (!event) return;
  await event.prompt();
  await event.userChoice.catch(() => undefined);
}
