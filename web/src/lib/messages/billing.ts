// The billing texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { billing } from '@core/messages/en/billing';
import type { MessagesOf } from '../i18n';

export const billingMessages: MessagesOf<'billing'> = {
  namespace: 'billing',
  catalogs: { en: billing, es: () => import('@core/messages/es/billing').then((m) => m.billing) },
};
