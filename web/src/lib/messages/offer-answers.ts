// The offerAnswers texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { offerAnswers } from '@core/messages/en/offer-answers';
import type { MessagesOf } from '../i18n';

export const offerAnswersMessages: MessagesOf<'offerAnswers'> = {
  namespace: 'offerAnswers',
  catalogs: { en: offerAnswers, es: () => import('@core/messages/es/offer-answers').then((m) => m.offerAnswers) },
};
