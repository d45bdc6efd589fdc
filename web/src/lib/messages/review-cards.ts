// The reviews' texts on other pages' cards and links (issue 39), apart from the reviews pages'
// catalog (see web/src/lib/i18n.tsx).
import { reviewCards } from '@core/messages/en/review-cards';
import type { MessagesOf } from '../i18n';

export const reviewCardsMessages: MessagesOf<'reviewCards'> = {
  namespace: 'reviewCards',
  catalogs: { en: reviewCards, es: () => import('@core/messages/es/review-cards').then((m) => m.reviewCards) },
};
