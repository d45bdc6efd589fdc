// A text kept as what it says rather than in which words (issue 41): a catalog key and its values,
// rendered when someone reads it, in their language at that moment. Bell notifications are stored
// this way, so a cleaner who switches to Spanish reads yesterday's notifications in Spanish too.
// Values may be plain (a name, an address, a count: never translated), another text of the catalog,
// a day, a time of day or a moment in a zone (formatted for the reader), or a list of these.
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { format, plural, type PluralText } from '@core/messages/format';
import { momentIn, timeLeftPart } from '@core/offers';
import { windowIn12Hours } from '@core/turnover-alerts';
import { clockTime, firstListed, turnoverDay } from '@core/turnover-text';

export type { TextArg, TextRef } from '@core/text-ref';
import type { TextArg, TextRef } from '@core/text-ref';

export const ref = (key: string, params?: Record<string, TextArg>, count?: number): TextRef => ({
  key,
  ...(params && { params }),
  ...(count !== undefined && { count }),
});
export const day = (date: string): TextArg => ({ day: date });
export const clock = (at: Date, tz: string, zone?: boolean): TextArg => ({
  clock: at.toISOString(),
  tz,
  ...(zone && { zone }),
});
export const moment = (at: Date, tz: string): TextArg => ({ moment: at.toISOString(), tz });
export const join = (items: TextArg[], sep = ', '): TextArg => ({ join: items, sep });
/** Days one by one, then "and 12 more" past MAX_LISTED_TURNOVERS (core/turnover-text.ts listedDays). */
export function days(dates: readonly string[]): TextArg {
  const { listed, more } = firstListed(dates);
  const each = join(listed.map(day));
  return more ? ref('turnoverEmails.andMore', { dates: each, count: more }) : each;
}
export const timeLeft = (deadline: Date, from: Date): TextArg => ({
  left: deadline.toISOString(),
  from: from.toISOString(),
});

export const isTextRef = (value: unknown): value is TextRef =>
  !!value && typeof value === 'object' && typeof (value as TextRef).key === 'string';

function lookUp(key: string, locale: Locale): string | PluralText | undefined {
  let node: unknown = messagesFor(locale);
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && typeof (node as PluralText).one === 'string') return node as PluralText;
  return undefined;
}

/** True when every key the text names (its own and its values') is in the catalogs. */
export function refResolves(r: TextRef): boolean {
  const args = Object.values(r.params ?? {});
  const argOk = (a: TextArg): boolean =>
    isTextRef(a) ? refResolves(a) : typeof a === 'object' && 'join' in a ? a.join.every(argOk) : true;
  return lookUp(r.key, DEFAULT_LOCALE) !== undefined && args.every(argOk);
}

function renderArg(a: TextArg, locale: Locale): string | number {
  if (typeof a === 'string' || typeof a === 'number') return a;
  if (isTextRef(a)) return renderRef(a, locale);
  if ('day' in a) return turnoverDay(a.day, locale);
  if ('clock' in a) {
    const at = new Date(a.clock);
    return a.zone ? windowIn12Hours({ startsAt: at, endsAt: at }, a.tz, locale).end : clockTime(at, a.tz, locale);
  }
  if ('moment' in a) return momentIn(new Date(a.moment), a.tz, locale);
  if ('left' in a) return timeLeftPart(new Date(a.left), new Date(a.from), locale);
  return a.join.map((x) => renderArg(x, locale)).join(a.sep);
}

/** The text in `locale` (a key no catalog has falls back to English, then to the key itself). */
export function renderRef(r: TextRef, locale: Locale): string {
  const text = lookUp(r.key, locale) ?? lookUp(r.key, DEFAULT_LOCALE) ?? r.key;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {})) params[k] = renderArg(v, locale);
  if (typeof text === 'string') return format(text, params);
  return plural(text, r.count ?? Number(params.count ?? 0), params, INTL_TAGS[locale]);
}
