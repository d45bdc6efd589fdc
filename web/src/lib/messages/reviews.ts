// The reviews texts (issue 39), imported by the components that show them (see web/src/lib/i18n.tsx).
import { reviews } from '@core/messages/en/reviews';
import type { MessagesOf } from '../i18n';

export const reviewsMessages: MessagesOf<'reviews'> = {
  namespace: 'reviews',
  catalogs: { en: reviews, es: () => import('@core/messages/es/reviews').then((m) => m.reviews) },
};
