// The language this page is read in (issue 41): typed checklist items written in another language
// say which, and the checklist library's picker shows its words in it. The one place the playbook's
// components learn it, so it follows the i18n runtime's own hook when that lands.
import { useContext } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@core/locale';
import { LocaleContext } from '@web/lib/i18n';

export function useReaderLocale(): Locale {
  const locale: string = useContext(LocaleContext);
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
