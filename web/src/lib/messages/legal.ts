// The legal texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { legal } from '@core/messages/en/legal';
import type { MessagesOf } from '../i18n';

export const legalMessages: MessagesOf<'legal'> = {
  namespace: 'legal',
  catalogs: { en: legal, es: () => import('@core/messages/es/legal').then((m) => m.legal) },
};
