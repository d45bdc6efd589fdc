// The pay records' texts (issue 42), imported by the components that show them (see web/src/lib/i18n.tsx):
// the pages read `pay.web`, and the words they share with the server's statements (adjustment
// kinds, payment methods) from `pay.server`.
import { pay } from '@core/messages/en/pay';
import type { MessagesOf } from '../i18n';

export const payMessages: MessagesOf<'pay'> = {
  namespace: 'pay',
  catalogs: { en: pay, es: () => import('@core/messages/es/pay').then((m) => m.pay) },
};
