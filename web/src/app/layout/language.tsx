// The language switchers (header menu, footer) and what keeps the app in the right language
// (issue 41, docs/decisions/051-spanish.md).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, type Locale } from '@core/locale';
import { useChooseLocale } from '@web/features/auth/api/locale';
import { useSession } from '@web/features/auth/api/session';
import { currentLocale, useLocale, useMessages, useSetLocale, visitorLocale } from '@web/lib/i18n';
import { localizedRoute, pathIn } from '@web/lib/locale-paths';

/**
 * Keeps the app in the person's language. Signed in, the language stored on the account wins (on
 * every device). A visitor on a public page's Spanish address reads it in Spanish; elsewhere a
 * visitor gets the `lang` cookie's language, else the browser's (a prerendered English page
 * switches after it loads). On a public page the address follows the language ('/es/login').
 */
export function LocaleSync() {
  const locale = useLocale();
  const setLocale = useSetLocale();
  const { user, loading, locale: stored } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const visitor = !loading && !user;

  // Signed in: the account's language, whenever the session says it (sign-in, another device's choice).
  useEffect(() => {
    if (stored) setLocale(stored);
  }, [stored, setLocale]);

  // A visitor: on arriving at a page (or at being known as a visitor), the address's language, else the visitor's.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!visitor || seen.current === pathname) return;
    seen.current = pathname;
    const page = localizedRoute(pathname);
    setLocale(page && page.locale !== DEFAULT_LOCALE ? page.locale : visitorLocale());
  }, [visitor, pathname, setLocale]);

  // A public page's address in the language chosen. currentLocale(), not `locale`: a switch sets it
  // at once, while the page may still show the previous language for a render or two.
  useEffect(() => {
    const page = localizedRoute(pathname);
    const chosen = currentLocale();
    if (!page || page.locale === chosen) return;
    void navigate(pathIn(page.route, chosen) + search + hash, { replace: true });
  }, [locale, pathname, search, hash, navigate]);

  return null;
}

/** The other languages as buttons, each named in itself ('Español'); for the header's menus. */
export function useLanguageChoices(): { locale: Locale; name: string; choose: () => void }[] {
  const current = useLocale();
  const choose = useChooseLocale();
  return LOCALES.filter((l) => l !== current).map((l) => ({
    locale: l,
    name: LOCALE_NAMES[l],
    choose: () => void choose(l),
  }));
}

/** The footer's switcher: every language, the current one marked. */
export function FooterLanguages() {
  const m = useMessages().layout.language;
  const current = useLocale();
  const choose = useChooseLocale();
  return (
    <nav aria-label={m.label} className="flex items-center gap-1">
      {LOCALES.map((l) => (
        <button
          key={l}
          type="button"
          lang={l}
          aria-current={l === current ? 'true' : undefined}
          onClick={() => void choose(l)}
          className={`rounded px-2 py-1 text-sm hover:text-white focus-visible:outline-brand-300 ${
            l === current ? 'font-semibold text-white underline' : 'text-slate-300'
          }`}
        >
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </nav>
  );
}
