// The public pages' addresses in each language (issue 41, docs/decisions/051-spanish.md): English at
// the address itself ('/login'), another language under its prefix ('/es/login', '/es' for home).
// Both are prerendered; the server sends the Spanish one for /es/… and the hreflang links join them.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@core/locale';
import { PRERENDERED_PAGES } from '@core/prerender';

const LOCALIZED = new Set<string>(PRERENDERED_PAGES);

/** `route` (an English address of a public page) in `locale`. */
export const pathIn = (route: string, locale: Locale): string =>
  locale === DEFAULT_LOCALE ? route : route === '/' ? `/${locale}` : `/${locale}${route}`;

/** A public page's address split into its language and its English route; null for any other page. */
export function localizedRoute(pathname: string): { locale: Locale; route: string } | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const prefix = `/${locale}`;
    if (path.toLowerCase() === prefix) return { locale, route: '/' };
    if (path.toLowerCase().startsWith(`${prefix}/`)) {
      const route = path.slice(prefix.length);
      return LOCALIZED.has(route) ? { locale, route } : null;
    }
  }
  return LOCALIZED.has(path) ? { locale: DEFAULT_LOCALE, route: path } : null;
}

/** Every language's address of every public page, for the route table ('/es/login' …). */
export const localizedPaths = (): { locale: Locale; route: string; path: string }[] =>
  LOCALES.filter((l) => l !== DEFAULT_LOCALE).flatMap((locale) =>
    PRERENDERED_PAGES.map((route) => ({ locale, route, path: pathIn(route, locale) })),
  );
