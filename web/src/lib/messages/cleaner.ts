// The cleaner texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { cleaner } from '@core/messages/en/cleaner';
import type { MessagesOf } from '../i18n';

export const cleanerMessages: MessagesOf<'cleaner'> = {
  namespace: 'cleaner',
  catalogs: { en: cleaner, es: () => import('@core/messages/es/cleaner').then((m) => m.cleaner) },
};
