// The service area texts (ZIP codes, radius, distances), imported by the components that show them.
import { areas } from '@core/messages/en/areas';
import type { MessagesOf } from '../i18n';

export const areasMessages: MessagesOf<'areas'> = {
  namespace: 'areas',
  catalogs: { en: areas, es: () => import('@core/messages/es/areas').then((m) => m.areas) },
};
