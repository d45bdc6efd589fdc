// The home texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { home } from '@core/messages/en/home';
import type { MessagesOf } from '../i18n';

export const homeMessages: MessagesOf<'home'> = {
  namespace: 'home',
  catalogs: { en: home, es: () => import('@core/messages/es/home').then((m) => m.home) },
};
