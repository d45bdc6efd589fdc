// The entry of the prerendered public pages (web/prerendered.html): the page is already on screen,
// so the app's scripts (which hydrate it) are fetched only after the first paint, and do not compete
// with the page's own bytes on a slow connection.
requestAnimationFrame(() => {
  setTimeout(() => void import('@web/app/start').then(({ start }) => start()), 0);
});
