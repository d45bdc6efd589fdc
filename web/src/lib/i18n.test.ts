// Issue 41: the web's texts and formats in the current language. A page in Spanish waits for its
// Spanish catalogs (loaded with import(), never in the English bundle) and renders with them;
// plurals follow each language's Intl rule; dates and numbers its Intl tag; the public pages'
// addresses map between the languages.
import { createElement as h, Suspense } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { es } from '@core/messages/es';
import { PRERENDERED_PAGES } from '@core/prerender';
import { formatsFor, MessagesProvider, pluralCategory, pluralIn, preloadMessages, useMessages } from './i18n';
import { localizedPaths, localizedRoute, pathIn } from './locale-paths';
import { legalMessages } from './messages/legal';
import { jobsMessages } from './messages/jobs';

async function renderIn(locale: 'en' | 'es', useText: () => string): Promise<string> {
  const Component = () => h('p', null, useText());
  const { prelude } = await prerender(
    h(MessagesProvider, { locale, children: null }, h(Suspense, { fallback: h('i', null, 'loading') }, h(Component))),
  );
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const chunk of prelude as unknown as AsyncIterable<Uint8Array>) chunks.push(decoder.decode(chunk));
  return chunks.join('');
}

describe('catalogs by language', () => {
  it('render English at once, and Spanish once its catalogs have loaded, several namespaces in one component', async () => {
    const useBoth = () => {
      const m = useMessages(legalMessages);
      const j = useMessages(jobsMessages);
      return `${m.layout.language.label}|${m.legal.contents}|${j.jobs.amenities.hot_tub}`;
    };
    expect(await renderIn('en', useBoth)).toContain(
      `${en.layout.language.label}|${en.legal.contents}|${en.jobs.amenities.hot_tub}`,
    );
    expect(await renderIn('es', useBoth)).toContain(
      `${es.layout.language.label}|${es.legal.contents}|${es.jobs.amenities.hot_tub}`,
    );
  });

  it('keep the same texts object across renders once loaded', async () => {
    await preloadMessages('es', legalMessages);
    const seen: unknown[] = [];
    const useGrab = () => {
      seen.push(useMessages(legalMessages));
      return 'x';
    };
    await renderIn('es', useGrab);
    await renderIn('es', useGrab);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
  });

  it('load every namespace module’s Spanish catalog with the Spanish catalog’s texts', async () => {
    const modules = import.meta.glob<
      Record<string, { namespace: keyof typeof es; catalogs: { es: () => Promise<unknown> } }>
    >('./messages/*.ts', { eager: true });
    const namespaces = Object.values(modules).flatMap((m) => Object.values(m));
    expect(namespaces.length).toBeGreaterThan(20);
    for (const n of namespaces) expect(await n.catalogs.es(), n.namespace).toEqual(es[n.namespace]);
  });
});

describe('plurals and formats by language', () => {
  const photos = { one: '{count} photo', other: '{count} photos' };
  const solicitudes = { one: '{count} solicitud', other: '{count} solicitudes' };

  it('choose the form by each language’s rule, from one catalog text', () => {
    expect(pluralIn('en', photos, 1)).toBe('1 photo');
    expect(pluralIn('en', photos, 3)).toBe('3 photos');
    expect(pluralIn('es', solicitudes, 1)).toBe('1 solicitud');
    expect(pluralIn('es', solicitudes, 3)).toBe('3 solicitudes');
    expect(pluralIn('es', solicitudes, 0)).toBe('0 solicitudes');
    // Spanish has a "many" category (a million); a catalog without that form reads "other". US Spanish
    // groups digits with commas, as es-US writes them.
    expect(pluralCategory('es', 1_000_000)).toBe('many');
    expect(pluralIn('es', solicitudes, 1_000_000)).toBe('1,000,000 solicitudes');
    expect(pluralIn('es', { ...solicitudes, many: '{count} de solicitudes' }, 1_000_000)).toBe(
      '1,000,000 de solicitudes',
    );
    expect(pluralIn('en', photos, 1234)).toBe('1,234 photos');
  });

  it('write dates and numbers in the language’s Intl tag', () => {
    const day = Date.UTC(2026, 10, 27, 15, 0);
    const options = { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
    expect(formatsFor('en').date(day, options)).toBe('Friday, November 27');
    expect(formatsFor('es').date(day, options)).toBe('viernes, 27 de noviembre');
    expect(formatsFor('en').tag).toBe('en-US');
    expect(formatsFor('es').tag).toBe('es-US');
    expect(formatsFor('en').number(1234.5)).toBe('1,234.5');
    expect(formatsFor('es').plural(solicitudes, 2)).toBe('2 solicitudes');
  });
});

describe('the public pages’ addresses', () => {
  it('are the English route, and the same under /es', () => {
    expect(pathIn('/', 'es')).toBe('/es');
    expect(pathIn('/login', 'es')).toBe('/es/login');
    expect(pathIn('/login', 'en')).toBe('/login');
    expect(localizedRoute('/es')).toEqual({ locale: 'es', route: '/' });
    expect(localizedRoute('/es/')).toEqual({ locale: 'es', route: '/' });
    expect(localizedRoute('/es/host/post-job')).toEqual({ locale: 'es', route: '/host/post-job' });
    expect(localizedRoute('/login')).toEqual({ locale: 'en', route: '/login' });
    // Only the public pages have a Spanish address; the others are the same in every language.
    expect(localizedRoute('/es/host/dashboard')).toBeNull();
    expect(localizedRoute('/host/dashboard')).toBeNull();
    expect(localizedPaths().map((p) => p.route)).toEqual([...PRERENDERED_PAGES]);
  });
});
