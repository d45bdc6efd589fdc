// The missedTurnovers texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { missedTurnovers } from '@core/messages/en/missed-turnovers';
import type { MessagesOf } from '../i18n';

export const missedTurnoversMessages: MessagesOf<'missedTurnovers'> = {
  namespace: 'missedTurnovers',
  catalogs: {
    en: missedTurnovers,
    es: () => import('@core/messages/es/missed-turnovers').then((m) => m.missedTurnovers),
  },
};
