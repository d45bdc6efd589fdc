// The signed-in user (spec §4 auth context: user, loading), sign-in and sign-out.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SignInInput } from '../../../../../core/schemas/auth';
import { apiGet, api, apiPost } from '../../../lib/api';

export const sessionQueryKey = ['session'] as const;

export function useSession() {
  const query = useQuery({ queryKey: sessionQueryKey, queryFn: () => apiGet<SessionResponse>('/session'), staleTime: 60_000 });
  return { user: query.data?.user ?? null, role: query.data?.role ?? null, loading: query.isPending, error: query.error };
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => apiPost<SessionResponse>('/session', input),
    onSuccess: (data) => qc.setQueryData(sessionQueryKey, data),
  });
}

/** Spec §4: logout clears the session and local and session storage, then loads /. */
export async function signOut() {
  try {
    await api('DELETE', '/session');
  } finally {
    localStorage.clear();
    sessionStorage.clear();
    window.location.assign('/');
  }
}
