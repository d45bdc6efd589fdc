// The playbook texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { playbook } from '@core/messages/en/playbook';
import type { MessagesOf } from '../i18n';

export const playbookMessages: MessagesOf<'playbook'> = {
  namespace: 'playbook',
  catalogs: { en: playbook, es: () => import('@core/messages/es/playbook').then((m) => m.playbook) },
};
