// The auth texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { auth } from '@core/messages/en/auth';
import type { MessagesOf } from '../i18n';

export const authMessages: MessagesOf<'auth'> = {
  namespace: 'auth',
  catalogs: { en: auth, es: () => import('@core/messages/es/auth').then((m) => m.auth) },
};
