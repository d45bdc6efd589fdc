// The language to answer a request in (issue 41): a signed-in person's stored language, else the
// request's Accept-Language. Here beside the session it reads, so the languages (server/i18n) need
// nothing from HTTP.
import type { FastifyRequest } from 'fastify';
import { localeFromAcceptLanguage, type Locale } from '@core/locale';
import { userLocale } from '../i18n/locale';
import { getSessionUser } from './session';

/** The language the request's Accept-Language prefers (English when none fits). */
export const acceptedLocale = (req: FastifyRequest): Locale => localeFromAcceptLanguage(req.headers['accept-language']);

// Once per request: the error handler and the handler may both ask.
const found = new WeakMap<FastifyRequest, Promise<Locale>>();

async function lookUp(req: FastifyRequest): Promise<Locale> {
  const signedIn = await getSessionUser(req);
  return signedIn ? userLocale(req.server.ctx.db, signedIn.id) : acceptedLocale(req);
}

/**
 * The language to answer a request in: a signed-in user's stored language, else the request's
 * Accept-Language (which the web app sets to the language it shows).
 */
export function requestLocale(req: FastifyRequest): Promise<Locale> {
  let locale = found.get(req);
  if (!locale) found.set(req, (locale = lookUp(req)));
  return locale;
}

/** Forgets what was read for this request (the language was just changed). */
export const forgetRequestLocale = (req: FastifyRequest) => found.delete(req);
