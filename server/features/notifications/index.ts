// The notifications feature's front door: other features write a user's notifications through it.
export { createNotification, hasNotificationOfKind, withdrawPendingNotifications } from './service';
export { pushOfferReminder, type PushExtras } from './push';
