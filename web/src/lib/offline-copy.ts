// Which API answers the page is showing from the phone's saved copy (issue 38, decision 043), as
// the service worker says with each answer (offline-copy-messages.ts, listening from the start). The
// pages that can be read offline show it; they also delete what may no longer be read (access
// instructions past their window) whenever they open, and every minute while open.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { purgeExpired, replaceKeptCopy } from '@web/service-worker/offline-store';
import { appNow } from './app-clock';
import { offlineCopySavedAt, subscribeToOfflineCopies } from './offline-copy-messages';

/** When the copy shown for `apiPath` (e.g. /api/cleaner/schedule) was saved, or null when it is fresh. */
export function useOfflineCopy(apiPath: string): number | null {
  return useSyncExternalStore(
    subscribeToOfflineCopies,
    () => offlineCopySavedAt(apiPath) ?? null,
    () => null,
  );
}

/**
 * Reads `apiPath` again once a fresh answer has come after a copy was shown: the worker shows the
 * copy when the network is slower than 3 s, and the network's late answer only refreshes the copy.
 */
export function useRefetchWhenFresh(apiPath: string, refetch: () => unknown): void {
  const savedAt = useOfflineCopy(apiPath);
  const showedCopy = useRef(false);
  useEffect(() => {
    if (savedAt !== null) showedCopy.current = true;
    else if (showedCopy.current) {
      showedCopy.current = false;
      void refetch();
    }
  }, [savedAt, refetch]);
}

const MINUTE_MS = 60_000;

/** Deletes saved answers past their time when the page opens and every minute while it is open. */
export function usePurgeExpiredOffline(): void {
  useEffect(() => {
    const purge = () => void purgeExpired(appNow()).catch(() => undefined);
    purge();
    const timer = setInterval(purge, MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
}

/**
 * Keeps the phone's copy of a turnover in step with what the page shows (a 'Start', a tick the
 * server answered), which the page learns from write answers, not from a new read.
 */
export function useKeepTurnoverCopy(apiPath: string, data: unknown): void {
  const offline = useOfflineCopy(apiPath) !== null;
  useEffect(() => {
    if (offline || data === undefined) return;
    void replaceKeptCopy(apiPath, 'turnover', data, appNow()).catch(() => undefined);
  }, [apiPath, data, offline]);
}
