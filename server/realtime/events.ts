// What a live stream carries (GET /api/notifications/stream): each event's name on the wire and its
// data. Notifications since issue 6; a new message and a 'seen' since issue 40 (core/schemas/messages.ts).
import type { StreamedMessage, StreamedSeen } from '@core/schemas/messages';
import type { StreamedNotification } from '@core/schemas/notifications';

export type StreamEvent =
  | { name: 'notification'; data: StreamedNotification }
  | { name: 'message'; data: StreamedMessage }
  | { name: 'message_seen'; data: StreamedSeen };
