// Turning an English text the server produced into the same text in another language (issue 41).
// Services throw errors and schemas fail with texts from the English catalogs, deep below any request;
// and a bell notification is stored as the English text it was made with. Both leave the server in
// the reader's language through this one step: the English catalog and the reader's catalog have the
// same shape, so a text is found by its English wording (exactly, or as a template whose {placeholders}
// are read back out of it) and the same key's text in the other language is filled with the same
// values, themselves translated when they are catalog texts too. A text that no catalog holds (a
// host's own words, a library's message) is left as it is.
import { DEFAULT_LOCALE, type Locale } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { format } from '@core/messages/format';

type Template = { pattern: RegExp; names: string[]; clue: string; weight: number; target: string };

const PLACEHOLDER = /\{(\w+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every pair of texts at the same key of two catalogs of one shape. */
function collectPairs(source: unknown, target: unknown, out: [string, string][]): void {
  if (typeof source === 'string') {
    if (typeof target === 'string') out.push([source, target]);
    return;
  }
  if (!source || typeof source !== 'object' || !target || typeof target !== 'object') return;
  for (const [key, value] of Object.entries(source)) collectPairs(value, (target as Record<string, unknown>)[key], out);
}

function templateOf(source: string, target: string): Template | null {
  const names: string[] = [];
  let pattern = '^';
  let last = 0;
  const literals: string[] = [];
  for (const m of source.matchAll(PLACEHOLDER)) {
    const literal = source.slice(last, m.index);
    literals.push(literal);
    pattern += escapeRegExp(literal);
    const name = m[1]!;
    pattern += names.includes(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    if (!names.includes(name)) names.push(name);
    last = m.index + m[0].length;
  }
  literals.push(source.slice(last));
  pattern += `${escapeRegExp(source.slice(last))}$`;
  const weight = literals.join('').replace(/[^\p{L}]/gu, '').length;
  // A template that is mostly placeholders ("{place}: {summary}.") would match anything.
  if (names.length === 0 || weight < 4) return null;
  const clue = literals.reduce((a, b) => (b.length > a.length ? b : a), '');
  return { pattern: new RegExp(pattern, 'u'), names, clue, weight, target };
}

export type Translator = (text: string) => string;

/** A translator from one catalog to another of the same shape (exported for tests with small catalogs). */
export function createTranslator(source: unknown, target: unknown): Translator {
  const pairs: [string, string][] = [];
  collectPairs(source, target, pairs);
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [from, to] of pairs) {
    if (!exact.has(from)) exact.set(from, to);
    const template = from.includes('{') ? templateOf(from, to) : null;
    if (template) templates.push(template);
  }
  // The most specific template first: "Turnover cancelled at {place}" before "{what} at {place}".
  templates.sort((a, b) => b.weight - a.weight);
  const cache = new Map<string, string>();

  function translate(text: string, depth: number): string {
    const known = exact.get(text);
    if (known !== undefined) return known;
    if (depth > 2 || text.length > 5000) return text;
    for (const t of templates) {
      if (!text.includes(t.clue)) continue;
      const groups = t.pattern.exec(text)?.groups;
      if (!groups) continue;
      const params: Record<string, string> = {};
      for (const name of t.names) params[name] = translate(groups[name]!, depth + 1);
      return format(t.target, params);
    }
    return text;
  }

  return (text: string) => {
    const cached = cache.get(text);
    if (cached !== undefined) return cached;
    const result = translate(text, 0);
    if (cache.size > 5000) cache.clear();
    cache.set(text, result);
    return result;
  };
}

const translators = new Map<Locale, Translator>();

/** The English text in `locale`; English itself is returned as it is. */
export function translateText(text: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return text;
  let t = translators.get(locale);
  if (!t) translators.set(locale, (t = createTranslator(messagesFor(DEFAULT_LOCALE), messagesFor(locale))));
  return t(text);
}

/** Each value of a field-to-message record in `locale`. */
export function translateFields(fields: Record<string, string>, locale: Locale): Record<string, string> {
  if (locale === DEFAULT_LOCALE) return fields;
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, translateText(v, locale)]));
}
