// The signed-in header's live parts, in one chunk: the notification bell and the messages link
// (issue 40), each with its count kept fresh by the browser's one stream.
export { NotificationBell } from '@web/features/notifications/components/notification-bell';
export { MessagesLink } from '@web/features/messages/components/messages-link';
