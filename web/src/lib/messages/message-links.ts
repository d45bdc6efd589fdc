// The 'Message' buttons' and quick replies' texts (issue 40), imported by the components that show them (see web/src/lib/i18n.tsx).
import { messageLinks } from '@core/messages/en/message-links';
import type { MessagesOf } from '../i18n';

export const messageLinksMessages: MessagesOf<'messageLinks'> = {
  namespace: 'messageLinks',
  catalogs: { en: messageLinks, es: () => import('@core/messages/es/message-links').then((m) => m.messageLinks) },
};
