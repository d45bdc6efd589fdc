import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, pickLocale } from './locale';

describe('choosing a language', () => {
  it('takes the first tag we speak, by its primary subtag', () => {
    expect(pickLocale(['fr-FR', 'es-MX', 'en-US'])).toBe('es');
    expect(pickLocale(['en-GB', 'es'])).toBe('en');
    expect(pickLocale(['de', 'pt-BR'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('reads Accept-Language by its q-values, English when nothing fits', () => {
    expect(localeFromAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('en;q=0.4, es;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('fr-CA, fr;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('es;q=0')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(';;,,q=1')).toBe('en');
  });
});
