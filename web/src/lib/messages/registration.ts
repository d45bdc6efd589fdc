// The registration texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { registration } from '@core/messages/en/registration';
import type { MessagesOf } from '../i18n';

export const registrationMessages: MessagesOf<'registration'> = {
  namespace: 'registration',
  catalogs: { en: registration, es: () => import('@core/messages/es/registration').then((m) => m.registration) },
};
