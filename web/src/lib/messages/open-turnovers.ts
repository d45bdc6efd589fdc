// The openTurnovers texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { openTurnovers } from '@core/messages/en/open-turnovers';
import type { MessagesOf } from '../i18n';

export const openTurnoversMessages: MessagesOf<'openTurnovers'> = {
  namespace: 'openTurnovers',
  catalogs: { en: openTurnovers, es: () => import('@core/messages/es/open-turnovers').then((m) => m.openTurnovers) },
};
