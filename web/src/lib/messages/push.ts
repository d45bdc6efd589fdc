// The installable app's and push notifications' texts (issue 38), imported by the components that show them.
import { push } from '@core/messages/en/push';
import type { MessagesOf } from '../i18n';

export const pushMessages: MessagesOf<'push'> = {
  namespace: 'push',
  catalogs: { en: push, es: () => import('@core/messages/es/push').then((m) => m.push) },
};
