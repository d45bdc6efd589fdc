// The signed-in user (spec §4 auth context: user, loading), sign-in and sign-out.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInInput } from '@core/schemas/auth';
import { apiGet, api, apiPost } from '@web/lib/api';
import { clearOfflineCaches } from '@web/service-worker/offline-store';
import { isLocale, type Locale } from '@core/locale';

export const sessionQueryKey = ['session'] as const;

export const sessionQuery = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: () => apiGet<SessionResponse>('/session'), staleTime: 60_000 });

/** The language stored on the signed-in person's account (issue 41), from the session's answer. */
export function storedLocale(session: SessionResponse | undefined): Locale | null {
  const locale = (session?.user as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(locale) ? locale : null;
}

export function useSession() {
  const query = useQuery(sessionQuery());
  return {
    user: query.data?.user ?? null,
    role: query.data?.role ?? null,
    hasSchedule: query.data?.hasSchedule ?? false,
    supportAdmin: query.data?.supportAdmin ?? false,
    /** Issue 41: the language stored on the account (null for a visitor). */
    locale: storedLocale(query.data),
    loading: query.isPending,
    error: query.error,
  };
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiPost<SessionResponse>('/session', input),
    // Writes the session key with the answer (no refetch needed).
    onSuccess: (data) => qc.setQueryData(sessionQueryKey, data),
  });
}

/**
 * Spec §4: logout clears the session and local and session storage, then loads /. Issue 38: and
 * everything the phone kept to read offline (a shared phone shows the next person nothing of this one's).
 */
export async function signOut() {
  try {
    await api('DELETE', '/session');
  } finally {
    localStorage.clear();
    sessionStorage.clear();
    await clearOfflineCaches().catch(() => undefined);
    window.location.assign('/');
  }
}

/**
 * A prerendered public page is the visitor's view: the server sends it only to a browser without a
 * session cookie (server/http/prerendered-pages.ts). Prerendering and hydration both start from this
 * answer, so the first client render matches the HTML; it is stale at once, so the real answer is
 * fetched as the page hydrates.
 */
export function seedVisitorSession(client: QueryClient) {
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null, role: null }, { updatedAt: 0 });
}
