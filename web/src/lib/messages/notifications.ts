// The notifications texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { notifications } from '@core/messages/en/notifications';
import type { MessagesOf } from '../i18n';

export const notificationsMessages: MessagesOf<'notifications'> = {
  namespace: 'notifications',
  catalogs: { en: notifications, es: () => import('@core/messages/es/notifications').then((m) => m.notifications) },
};
