// The calculator texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { calculator } from '@core/messages/en/calculator';
import type { MessagesOf } from '../i18n';

export const calculatorMessages: MessagesOf<'calculator'> = {
  namespace: 'calculator',
  catalogs: { en: calculator, es: () => import('@core/messages/es/calculator').then((m) => m.calculator) },
};
