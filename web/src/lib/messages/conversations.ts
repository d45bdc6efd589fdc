// The messages texts (issue 40), imported by the components that show them (see web/src/lib/i18n.tsx).
import { conversations } from '@core/messages/en/conversations';
import type { MessagesOf } from '../i18n';

export const conversationsMessages: MessagesOf<'conversations'> = {
  namespace: 'conversations',
  catalogs: { en: conversations, es: () => import('@core/messages/es/conversations').then((m) => m.conversations) },
};
