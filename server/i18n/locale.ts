// Whose language a text is written in (issue 41): a signed-in person's stored language, a visitor's
// Accept-Language, and the stored language of whoever receives an email, notification or feed.
import { eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@core/locale';
import type { Queryable } from '../db/client';
import { user } from '../db/schema';

/** The stored language of a user; English for an id that is no account. */
export async function userLocale(q: Queryable, userId: string): Promise<Locale> {
  const [row] = await q.select({ locale: user.locale }).from(user).where(eq(user.id, userId)).limit(1);
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/** The stored languages of several users, by id (English for any that is no account). */
export async function userLocales(q: Queryable, userIds: readonly string[]): Promise<Map<string, Locale>> {
  const found = new Map<string, Locale>();
  if (userIds.length === 0) return found;
  const rows = await q
    .select({ id: user.id, locale: user.locale })
    .from(user)
    .where(inArray(user.id, [...new Set(userIds)]));
  for (const r of rows) found.set(r.id, isLocale(r.locale) ? r.locale : DEFAULT_LOCALE);
  return found;
}

/** The stored language of the account with this email address; null when no account has it. */
export async function localeOfAddress(q: Queryable, email: string): Promise<Locale | null> {
  const [row] = await q
    .select({ locale: user.locale })
    .from(user)
    .where(inArray(user.email, [...new Set([email, email.toLowerCase()])]))
    .limit(1);
  return row && isLocale(row.locale) ? row.locale : null;
}
