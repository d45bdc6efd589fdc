// Sets document.title for the page on screen: '{page} | TurnReady', or the site title without a page.
import { createContext, useContext, useEffect } from 'react';
import { format, useMessages } from './i18n';

/** Where a page's title goes when it is prerendered (no document, no effects): web/src/entry-prerender.tsx. */
export const PrerenderTitle = createContext<((title: string) => void) | null>(null);

export function usePageTitle(page?: string) {
  const m = useMessages();
  const title = page ? format(m.layout.pageTitle, { page }) : m.layout.defaultTitle;
  useContext(PrerenderTitle)?.(title);
  useEffect(() => {
    document.title = title;
    // A page that sets no title of its own must not keep the previous page's.
    return () => {
      document.title = m.layout.defaultTitle;
    };
  }, [title, m]);
}
