// The language the person reading an answer reads (issue 41): the checklist's library items are
// answered in it, and items typed in another language say which. The one place the playbook and the
// turnover runs learn it: the request's own `locale` once the server sets one (the signed-in
// person's stored language), meanwhile the language the request's Accept-Language prefers.
import type { FastifyRequest } from 'fastify';
import { isLocale, localeFromAcceptLanguage, type Locale } from '@core/locale';

export function readerLocale(req: FastifyRequest): Locale {
  const chosen = (req as { locale?: unknown }).locale;
  return isLocale(chosen) ? chosen : localeFromAcceptLanguage(req.headers['accept-language']);
}
