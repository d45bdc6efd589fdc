/** Fills `{name}` placeholders in a catalog text. Unknown placeholders are left as they are. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A catalog text that changes with a count: English needs "one" and "other" ("1 photo", "4 photos"). */
export type PluralText = { readonly one: string; readonly other: string };

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The form of `text` for `count`, with `{count}` (and any other placeholder in `params`) filled in.
 * Issue 41: chosen by the plural rules of `locale` (an INTL_TAGS tag); a category the catalog has no
 * form for (Spanish "many": 1,000,000) reads as "other".
 */
export function plural(
  text: PluralText,
  count: number,
  params: Record<string, string | number> = {},
  locale = 'en-US',
): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  const form = rules.select(count) === 'one' ? text.one : text.other;
  return format(form, { ...params, count });
}
