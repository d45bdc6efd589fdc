// The jobs texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { jobs } from '@core/messages/en/jobs';
import type { MessagesOf } from '../i18n';

export const jobsMessages: MessagesOf<'jobs'> = {
  namespace: 'jobs',
  catalogs: { en: jobs, es: () => import('@core/messages/es/jobs').then((m) => m.jobs) },
};
