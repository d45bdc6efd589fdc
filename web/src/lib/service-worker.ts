// Registers the service worker (web/src/service-worker, built to /sw.js) in production builds, once
// the page has loaded: its precaching then never competes with the page's own first requests.
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
