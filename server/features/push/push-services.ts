// Which addresses a push may be sent to. A subscription's endpoint comes from the browser, so it is
// user-supplied: a forged one could make the server POST to an address inside our network. In
// production an endpoint must be https on a browser vendor's push service (the list below: Chrome
// and Edge through FCM, Firefox, Safari, Windows); elsewhere any http(s) address, because tests and
// development run a local stand-in push service.
const PUSH_SERVICE_DOMAINS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isAllowedPushEndpoint(endpoint: string, isProduction: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!isProduction) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || url.username || url.password || (url.port && url.port !== '443')) return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return PUSH_SERVICE_DOMAINS.some((d) => host === d || host.endsWith(`.${d}`));
}
