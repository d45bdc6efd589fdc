// Sets document.title for the page on screen: '{page} | TurnReady', or the site title without a page.
import { useEffect } from 'react';
import { format, useMessages } from './i18n';

export function usePageTitle(page?: string) {
  const m = useMessages();
  const title = page ? format(m.layout.pageTitle, { page }) : m.layout.defaultTitle;
  useEffect(() => {
    document.title = title;
    // A page that sets no title of its own must not keep the previous page's.
    return () => {
      document.title = m.layout.defaultTitle;
    };
  }, [title, m]);
}
