// The host texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { host } from '@core/messages/en/host';
import type { MessagesOf } from '../i18n';

export const hostMessages: MessagesOf<'host'> = {
  namespace: 'host',
  catalogs: { en: host, es: () => import('@core/messages/es/host').then((m) => m.host) },
};
