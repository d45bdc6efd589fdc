// The applicants texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { applicants } from '@core/messages/en/applicants';
import type { MessagesOf } from '../i18n';

export const applicantsMessages: MessagesOf<'applicants'> = {
  namespace: 'applicants',
  catalogs: { en: applicants, es: () => import('@core/messages/es/applicants').then((m) => m.applicants) },
};
