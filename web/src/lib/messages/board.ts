// The turnover board's texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { board } from '@core/messages/en/board';
import type { MessagesOf } from '../i18n';

export const boardMessages: MessagesOf<'board'> = {
  namespace: 'board',
  catalogs: { en: board, es: () => import('@core/messages/es/board').then((m) => m.board) },
};
