// Components read their texts from the catalog of the current language via useMessages().
//
// Each page downloads only the texts it shows (issue 19, docs/decisions/019-messages-per-page.md).
// useMessages() alone gives the shared texts the shell needs on every page (layout, errors,
// notFound, and the turnovers' menu links). A feature namespace comes with the component that
// shows it: `useMessages(jobsMessages, hostMessages)` (web/src/lib/messages/<namespace>.ts) adds
// `jobs` and `host`, so a namespace is bundled with the pages that import it, never in the entry.
// The server and tests keep the whole catalog: `en` in core/messages/en/index.ts, whose type
// `Messages` is the shape every catalog has.
//
// A second language: add core/messages/<locale>/ with the same files (each typed as its
// Messages[namespace]), add the locale to `Locale` below, then give `shared` and every namespace
// module its catalog (the compiler lists each one that lacks it); MessagesProvider's `locale`
// picks it. Components do not change. To keep one language's texts off another's pages, a
// namespace module may load its catalogs with import() behind Suspense; useMessages stays as is.
import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@core/messages/en';
import { errors } from '@core/messages/en/errors';
import { layout } from '@core/messages/en/layout';
import { notFound } from '@core/messages/en/not-found';
import { links as turnoverLinks } from '@core/messages/en/turnover-links';

export type Locale = 'en';
export type { Messages };

/** The texts of every page: the shell's, the errors', the not-found page's, the menus' links. */
export type SharedMessages = Pick<Messages, 'layout' | 'errors' | 'notFound'> & {
  turnovers: Pick<Messages['turnovers'], 'links'>;
};

const shared: Record<Locale, SharedMessages> = {
  en: { layout, errors, notFound, turnovers: { links: turnoverLinks } },
};

/** One namespace of the catalog in every language (web/src/lib/messages/<namespace>.ts). */
export type MessagesOf<N extends keyof Messages> = { namespace: N; catalogs: Record<Locale, Messages[N]> };

type AnyNamespace = { [N in keyof Messages]: MessagesOf<N> }[keyof Messages];
/** The shared texts plus the namespaces asked for (a namespace replaces its shared part, e.g. turnovers). */
export type MessagesWith<L extends readonly AnyNamespace[]> = Omit<SharedMessages, L[number]['namespace']> & {
  [E in L[number] as E['namespace']]: Messages[E['namespace']];
};

const isLocale = (locale: string): locale is Locale => Object.hasOwn(shared, locale);
export const LocaleContext = createContext<Locale>('en');

export function MessagesProvider({ locale = 'en', children }: { locale?: string; children: ReactNode }) {
  return <LocaleContext.Provider value={isLocale(locale) ? locale : 'en'}>{children}</LocaleContext.Provider>;
}

// One object per language and list of namespaces, so a component's texts keep their identity
// across renders (they sit in hooks' dependency lists).
const merged = new Map<string, object>();

/** The shared texts of the current language, plus the given namespaces'. */
export function useMessages<const L extends readonly AnyNamespace[]>(...namespaces: L): MessagesWith<L> {
  const locale = useContext(LocaleContext);
  if (namespaces.length === 0) return shared[locale] as MessagesWith<L>;
  const key = `${locale}:${namespaces.map((n) => n.namespace).join(',')}`;
  let texts = merged.get(key);
  if (!texts) {
    texts = { ...shared[locale], ...Object.fromEntries(namespaces.map((n) => [n.namespace, n.catalogs[locale]])) };
    merged.set(key, texts);
  }
  return texts as MessagesWith<L>;
}

export { format } from '@core/messages/format';
