// The notifications feature's public entry: pages that update live read the user's notification
// list (kept fresh by the header's bell). Everything else in notifications/ is internal.
export { useNotifications } from './api/notifications';
export { useInvalidateOnNotification } from './use-invalidate-on-notification';
