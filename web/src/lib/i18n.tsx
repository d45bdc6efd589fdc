// Components read their texts from the catalog of the current language via useMessages(), and
// format dates, numbers and plurals in it via useFormat() (issue 41, docs/decisions/051-spanish.md).
//
// Each page downloads only the texts it shows, in its language (decisions 019 and 051).
// useMessages() alone gives the shared texts the shell needs on every page (layout, errors,
// notFound, and the turnovers' menu links). A feature namespace comes with the component that
// shows it: `useMessages(jobsMessages, hostMessages)` (web/src/lib/messages/<namespace>.ts) adds
// `jobs` and `host`, so a namespace is bundled with the pages that import it, never in the entry.
// English is in those modules as it is; every other language is an import() the hook waits for
// (React's `use`, under the page's Suspense), so a Spanish page downloads only its Spanish
// namespaces and an English page none. The server and tests keep the whole catalogs:
// core/messages/en/index.ts (`Messages`, the shape every catalog has) and core/messages/es/index.ts.
//
// A third language: add it to LOCALES in core/locale.ts and a folder core/messages/<locale>/ with
// the same files, then give `shared` below and every namespace module its `import()` (the compiler
// lists each one that lacks it). Components do not change.
import { createContext, startTransition, use, useCallback, useContext, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, INTL_TAGS, isLocale, LOCALES, pickLocale, type Locale } from '@core/locale';
import type { Messages } from '@core/messages/en';
import { errors } from '@core/messages/en/errors';
import { layout } from '@core/messages/en/layout';
import { notFound } from '@core/messages/en/not-found';
import { links as turnoverLinks } from '@core/messages/en/turnover-links';
import { format, type PluralText } from '@core/messages/format';

export type { Locale, Messages };
export { format };

/** The texts of every page: the shell's, the errors', the not-found page's, the menus' links. */
export type SharedMessages = Pick<Messages, 'layout' | 'errors' | 'notFound'> & {
  turnovers: Pick<Messages['turnovers'], 'links'>;
};

/** A catalog in every language: English in the bundle, the others loaded when first shown. */
export type Catalogs<T> = { en: T } & { [L in Exclude<Locale, 'en'>]: () => Promise<T> };

const shared: Catalogs<SharedMessages> = {
  en: { layout, errors, notFound, turnovers: { links: turnoverLinks } },
  es: () =>
    Promise.all([
      import('@core/messages/es/layout'),
      import('@core/messages/es/errors'),
      import('@core/messages/es/not-found'),
      import('@core/messages/es/turnover-links'),
    ]).then(([l, e, n, t]) => ({
      layout: l.layout,
      errors: e.errors,
      notFound: n.notFound,
      turnovers: { links: t.links },
    })),
};

/** One namespace of the catalog in every language (web/src/lib/messages/<namespace>.ts). */
export type MessagesOf<N extends keyof Messages> = { namespace: N; catalogs: Catalogs<Messages[N]> };

type AnyNamespace = { [N in keyof Messages]: MessagesOf<N> }[keyof Messages];
/** The shared texts plus the namespaces asked for (a namespace replaces its shared part, e.g. turnovers). */
export type MessagesWith<L extends readonly AnyNamespace[]> = Omit<SharedMessages, L[number]['namespace']> & {
  [E in L[number] as E['namespace']]: Messages[E['namespace']];
};

// ---- Loading a language's catalogs ---------------------------------------------------------------

type Loadable = { name: string; catalogs: Catalogs<unknown> };
const SHARED: Loadable = { name: '@shared', catalogs: shared as Catalogs<unknown> };

/** Catalogs already loaded, by `${locale}:${namespace}`. English is always there. */
const loaded = new Map<string, unknown>();
/** What is being loaded, by the same key, so every component waits on one promise. */
const loading = new Map<string, Promise<unknown>>();
/** One promise per language and list, as React's `use` wants the same promise on each render. */
const waits = new Map<string, Promise<unknown>>();

function catalogIn(entry: Loadable, locale: Locale): unknown {
  if (locale === 'en') return entry.catalogs.en;
  return loaded.get(`${locale}:${entry.name}`);
}

function load(entry: Loadable, locale: Locale): Promise<unknown> {
  const key = `${locale}:${entry.name}`;
  if (locale === 'en' || loaded.has(key)) return Promise.resolve(catalogIn(entry, locale));
  let promise = loading.get(key);
  if (!promise) {
    promise = entry.catalogs[locale]().then((catalog) => {
      loaded.set(key, catalog);
      return catalog;
    });
    // A failed download (a dropped connection) is tried again the next time it is asked for.
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** Loads the shared texts (and the given namespaces) of `locale`: what the app waits for before it shows a page in it. */
export function preloadMessages(locale: Locale, ...namespaces: readonly AnyNamespace[]): Promise<void> {
  return Promise.all(
    [SHARED, ...namespaces.map((n) => ({ name: n.namespace, catalogs: n.catalogs as Catalogs<unknown> }))].map((e) =>
      load(e, locale),
    ),
  ).then(() => undefined);
}

/** The shared texts in the browser's current language once loaded, else English (for code outside React). */
export function currentSharedMessages(): SharedMessages {
  return (catalogIn(SHARED, browserLocale) as SharedMessages | undefined) ?? shared.en;
}

// ---- The current language ---------------------------------------------------------------------------

/** The current language (read it with useLocale()). */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);
const SetLocaleContext = createContext<(next: Locale) => void>(() => undefined);

/** The language of requests made outside React (the API client's Accept-Language): the browser's current one. */
let browserLocale: Locale = DEFAULT_LOCALE;
export const currentLocale = (): Locale => browserLocale;

/** The cookie a visitor's choice is kept in (the server's HTML serving reads it too). */
export const LOCALE_COOKIE = 'lang';

/** The language the visitor chose on this browser (the `lang` cookie), if any. */
export function cookieLocale(cookie: string = typeof document === 'undefined' ? '' : document.cookie): Locale | null {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  return isLocale(value) ? value : null;
}

/** The language a visitor gets before choosing: the `lang` cookie, else the browser's preferred languages, else English. */
export function visitorLocale(): Locale {
  return cookieLocale() ?? pickLocale(typeof navigator === 'undefined' ? [] : navigator.languages);
}

function rememberLocale(locale: Locale) {
  browserLocale = locale;
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Gives the app its language. `locale`: the one the page starts in (the prerendered or server-rendered
 * page's language, so hydration matches). Switching renders in a transition: the page on screen
 * stays, with everything typed in it, until the new language's texts have arrived.
 */
export function MessagesProvider({
  locale: initial = DEFAULT_LOCALE,
  children,
}: {
  locale?: string;
  children: ReactNode;
}) {
  const [locale, setState] = useState<Locale>(() => {
    const start = isLocale(initial) ? initial : DEFAULT_LOCALE;
    if (typeof document !== 'undefined') browserLocale = start;
    return start;
  });
  const setLocale = useCallback((next: Locale) => {
    rememberLocale(next);
    startTransition(() => setState(next));
  }, []);
  return (
    <SetLocaleContext.Provider value={setLocale}>
      <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
    </SetLocaleContext.Provider>
  );
}

/** The current language. */
export const useLocale = (): Locale => useContext(LocaleContext);
/** Switches the language of the whole app (no reload), remembering it in the `lang` cookie. */
export const useSetLocale = () => useContext(SetLocaleContext);

// ---- Texts --------------------------------------------------------------------------------------

// One object per language and list of namespaces, so a component's texts keep their identity
// across renders (they sit in hooks' dependency lists).
const merged = new Map<string, object>();

/**
 * The shared texts of the current language, plus the given namespaces'. In a language not yet
 * loaded it suspends until its catalogs have arrived (the nearest Suspense, or the transition that
 * switched the language, keeps what was on screen meanwhile).
 */
export function useMessages<const L extends readonly AnyNamespace[]>(...namespaces: L): MessagesWith<L> {
  const locale = useLocale();
  const entries: Loadable[] = [
    SHARED,
    ...namespaces.map((n) => ({ name: n.namespace, catalogs: n.catalogs as Catalogs<unknown> })),
  ];
  const key = `${locale}:${entries.map((e) => e.name).join(',')}`;
  let texts = merged.get(key);
  if (!texts) {
    // A loop, not an if: React hands a component's `use` calls back their promises by position, so
    // when an earlier call no longer waits (its texts arrived), this one may be handed that earlier,
    // settled promise; asking again then waits for the right one.
    while (entries.some((e) => catalogIn(e, locale) === undefined)) {
      let wait = waits.get(key);
      if (!wait) {
        wait = Promise.all(entries.map((e) => load(e, locale)));
        wait.catch(() => waits.delete(key));
        waits.set(key, wait);
      }
      use(wait);
    }
    const [sharedTexts, ...rest] = entries.map((e) => catalogIn(e, locale));
    texts = {
      ...(sharedTexts as SharedMessages),
      ...Object.fromEntries(namespaces.map((n, i) => [n.namespace, rest[i]])),
    };
    merged.set(key, texts);
  }
  return texts as MessagesWith<L>;
}

/**
 * A catalog outside the `Messages` namespaces (a page's own, such as the legal documents), in the
 * current language; suspends like useMessages while another language's copy loads.
 */
export function useCatalog<T>(entry: { name: string; catalogs: Catalogs<T> }): T {
  const locale = useLocale();
  const loadable = entry as Loadable;
  while (catalogIn(loadable, locale) === undefined) use(load(loadable, locale));
  return catalogIn(loadable, locale) as T;
}

// ---- Formats ----
//
// Components use useFormat(). Helpers outside components (a feature's format.ts) use intlTag() and
// the cached formatters below: they format in the language being rendered, which in the browser is
// the current one, and on the server the one of the page being rendered (entry-prerender.tsx sets
// the source per render, as renders of several requests interleave).

let localeSource: () => Locale = () => browserLocale;
/** Where intlTag() reads the language being rendered (the server's renderer sets its own). */
export function setLocaleSource(source: () => Locale): void {
  localeSource = source;
}
/** The language being rendered, for code outside components. */
export const renderingLocale = (): Locale => localeSource();
/** The BCP 47 tag Intl formats with in the language being rendered (en-US, es-US). */
export const intlTag = (): string => INTL_TAGS[localeSource()];

const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** An Intl.DateTimeFormat for the language being rendered, made once per language and options. */
export function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlTag();
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, f);
  }
  return f;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
/** An Intl.NumberFormat for the language being rendered, made once per language and options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const tag = intlTag();
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, f);
  }
  return f;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The plural category of `count` in `locale` ('one', 'other', and Spanish's 'many' for a million). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/**
 * The form of `text` for `count` by `locale`'s plural rule, with `{count}` (written in the locale's
 * digits) and any other placeholder filled in. A form the catalog lacks ('many') falls back to `other`.
 */
export function pluralIn(
  locale: Locale,
  text: PluralText & Partial<Record<Intl.LDMLPluralRule, string>>,
  count: number,
  params: Record<string, string | number> = {},
): string {
  const category = pluralCategory(locale, count);
  const form = text[category] ?? text.other;
  return format(form, { ...params, count: new Intl.NumberFormat(INTL_TAGS[locale]).format(count) });
}

/** The form of `text` for `count` by the plural rule of the language being rendered (for code outside components). */
export const plural = (text: PluralText, count: number, params: Record<string, string | number> = {}): string =>
  pluralIn(renderingLocale(), text, count, params);

export type Formats = {
  locale: Locale;
  /** The BCP 47 tag for Intl in this language (en-US, es-US). */
  tag: string;
  plural: (text: PluralText, count: number, params?: Record<string, string | number>) => string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date | string | number, options: Intl.DateTimeFormatOptions) => string;
};

const formats = new Map<Locale, Formats>();

/** Formats of the current language: dates, numbers and plurals through Intl (one rule per language). */
export function formatsFor(locale: Locale): Formats {
  let f = formats.get(locale);
  if (!f) {
    const tag = INTL_TAGS[locale];
    f = {
      locale,
      tag,
      plural: (text, count, params) => pluralIn(locale, text, count, params),
      number: (value, options) => new Intl.NumberFormat(tag, options).format(value),
      date: (value, options) => new Intl.DateTimeFormat(tag, options).format(new Date(value)),
    };
    formats.set(locale, f);
  }
  return f;
}

export const useFormat = (): Formats => formatsFor(useLocale());

export { LOCALES };
