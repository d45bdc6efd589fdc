// Every Spanish catalog has the English one's keys and placeholders, and no text left in English
// (issue 41): a new English text without its Spanish fails here, not in front of a cleaner.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = (locale: string) => path.join(import.meta.dirname, '..', locale);
const files = readdirSync(dir('en')).filter((f) => f.endsWith('.ts') && f !== 'index.ts' && !f.endsWith('.test.ts'));

/** Words that read the same in both languages: names, units, and words Spanish shares or borrows. */
const SAME_IN_BOTH = new Set(
  (
    'TurnReady Pro Premium Error Total No no mi EN ES Plan General HTML sq ft min h Asheville NC Cookies Zelle Venmo Cash App ' +
    'PayPal Stripe Airbnb Vrbo VRBO Booking com Google Calendar W NEC OK'
  ).split(' '),
);

function leaves(value: unknown, at: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(at, value);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, at ? `${at}.${k}` : k, out);
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** What is left to translate once placeholders, numbers and symbols are gone. */
const words = (text: string) =>
  text
    .replace(/\{\w+\}/g, '')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();

describe.each(files)('the Spanish %s', (file) => {
  it('has every English key and placeholder, and says each text in Spanish', async () => {
    const en = (await import(path.join(dir('en'), file))) as Record<string, unknown>;
    const es = (await import(path.join(dir('es'), file))) as Record<string, unknown>;
    const english = leaves(en, '', new Map());
    const spanish = leaves(es, '', new Map());
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const untranslated: string[] = [];
    for (const [key, text] of english) {
      const translated = spanish.get(key) ?? '';
      expect(placeholders(translated), `${file} ${key}`).toEqual(placeholders(text));
      const english = words(text)
        .split(' ')
        .filter((w) => w && !SAME_IN_BOTH.has(w));
      // Section ids are the pages' anchors (#acceptance), the same in every language.
      if (translated === text && english.length > 0 && !key.endsWith('.id')) untranslated.push(`${key}: ${text}`);
    }
    expect(untranslated).toEqual([]);
  });
});
