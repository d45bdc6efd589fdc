// The photos texts, imported by the components that show them (see web/src/lib/i18n.tsx).
import { photos } from '@core/messages/en/photos';
import type { MessagesOf } from '../i18n';

export const photosMessages: MessagesOf<'photos'> = { namespace: 'photos', catalogs: { en: photos } };
