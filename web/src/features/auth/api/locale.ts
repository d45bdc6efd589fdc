// Choosing the language (issue 41, docs/decisions/051-spanish.md). A visitor's choice is kept in the
// `lang` cookie; a signed-in person's is stored on the account (PUT /api/session/locale) and follows
// them to every device. Switching never reloads: the app renders in the new language in a
// transition, and on a public page moves to that page's address in the language ('/es/login').
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Locale } from '@core/locale';
import type { SessionResponse } from '@core/schemas/auth';
import { notify } from '@web/components/ui/toast';
import { api } from '@web/lib/api';
import { currentSharedMessages, useSetLocale } from '@web/lib/i18n';
import { localizedRoute, pathIn } from '@web/lib/locale-paths';
import { sessionQueryKey } from './session';

export { storedLocale } from './session';

/** Switches the app to a language: here and now, in the cookie, on the account when signed in. */
export function useChooseLocale(): (locale: Locale) => Promise<void> {
  const setLocale = useSetLocale();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const qc = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      const page = localizedRoute(pathname);
      if (page && page.locale !== locale) void navigate(pathIn(page.route, locale) + search + hash, { replace: true });
      setLocale(locale);
      const session = qc.getQueryData<SessionResponse>(sessionQueryKey);
      if (!session?.user) return;
      // The session now says the new language, so nothing switches back while the answer is on its way.
      qc.setQueryData<SessionResponse>(sessionQueryKey, {
        ...session,
        user: { ...session.user, locale } as typeof session.user,
      });
      try {
        await api('PUT', '/session/locale', { locale });
      } catch {
        // This page stays in the chosen language; the account keeps its own until a save succeeds.
        notify.error({ title: currentSharedMessages().layout.language.saveFailed });
      }
    },
    [setLocale, navigate, pathname, search, hash, qc],
  );
}
