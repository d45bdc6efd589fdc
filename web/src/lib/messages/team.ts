// The team texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { team } from '@core/messages/en/team';
import type { MessagesOf } from '../i18n';

export const teamMessages: MessagesOf<'team'> = {
  namespace: 'team',
  catalogs: { en: team, es: () => import('@core/messages/es/team').then((m) => m.team) },
};
