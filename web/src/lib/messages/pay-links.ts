// The pay records' few texts other pages show (issue 42: the balance on the host's team list), apart
// from the rest of the pay texts so that page loads only these (see web/src/lib/i18n.tsx).
import { payLinks } from '@core/messages/en/pay-links';
import type { MessagesOf } from '../i18n';

export const payLinksMessages: MessagesOf<'payLinks'> = {
  namespace: 'payLinks',
  catalogs: { en: payLinks, es: () => import('@core/messages/es/pay-links').then((m) => m.payLinks) },
};
