// The reliability record's texts, imported by the component that shows them (see web/src/lib/i18n.tsx).
import { reliability } from '@core/messages/en/reliability';
import type { MessagesOf } from '../i18n';

export const reliabilityMessages: MessagesOf<'reliability'> = {
  namespace: 'reliability',
  catalogs: { en: reliability, es: () => import('@core/messages/es/reliability').then((m) => m.reliability) },
};
