// The support queue's texts, imported by its page and the header link (see web/src/lib/i18n.tsx).
import { support } from '@core/messages/en/support';
import type { MessagesOf } from '../i18n';

export const supportMessages: MessagesOf<'support'> = {
  namespace: 'support',
  catalogs: { en: support, es: () => import('@core/messages/es/support').then((m) => m.support) },
};
