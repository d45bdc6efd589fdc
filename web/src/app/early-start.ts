// The first code the app's entry runs (web/src/main.tsx imports it first): on a cleaner's phone page,
// the page's code and its first reads are requested now, before React starts, instead of once React
// has rendered its way down to the page (decision 044).
import { startEarlyReads } from '@web/lib/early-reads';
// Before the first reads: the service worker tells which of their answers are the phone's copy.
import '@web/lib/offline-copy-messages';
import { routeStart } from './route-reads';

const early = routeStart(window.location.pathname);
if (early) {
  startEarlyReads(early.reads);
  // The same module the route table loads lazily: the browser fetches it once.
  void early.page().catch(() => {});
}
