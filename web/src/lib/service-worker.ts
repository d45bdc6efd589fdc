// Registers the service worker (web/src/service-worker, built to /sw.js) in production builds, once
// the page has loaded: its precaching then never competes with the page's own first requests.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  reloadOnStaleChunk();
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

const RELOADED_KEY = 'turnready-chunk-reload';

/**
 * Issue 38 (decision 043): a page still running the previous version may ask for a chunk the new
 * version no longer has (the worker keeps the cleaner's pages' chunks, not every page's). Vite
 * says so with 'vite:preloadError'; the page then loads once more, as the new version. Nothing
 * typed is lost: unsent ticks, notes and photos live in IndexedDB, typed notes in localStorage.
 * Once per minute at most, so a chunk missing for another reason cannot loop.
 */
function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
    window.location.reload();
  });
}
