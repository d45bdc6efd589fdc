// The language the person reading an answer reads (issue 41): the checklist's library items are
// answered in it, and items typed in another language say which. The one place the playbook and the
// turnover runs learn it: the request's language (a signed-in person's stored language, else the
// request's Accept-Language; server/i18n/locale.ts).
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@core/locale';
import { requestLocale } from '../../http/request-locale';

export const readerLocale = (req: FastifyRequest): Promise<Locale> => requestLocale(req);
