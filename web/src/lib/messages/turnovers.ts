// The turnovers texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { turnovers } from '@core/messages/en/turnovers';
import type { MessagesOf } from '../i18n';

export const turnoversMessages: MessagesOf<'turnovers'> = {
  namespace: 'turnovers',
  catalogs: { en: turnovers, es: () => import('@core/messages/es/turnovers').then((m) => m.turnovers) },
};
