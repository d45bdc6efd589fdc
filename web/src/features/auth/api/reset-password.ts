// The reset link's token: is it still valid, and setting the new password with it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResetPasswordInput } from '@core/schemas/auth';
import type { Ok } from '@core/schemas/common';
import { apiGet, apiPost } from '@web/lib/api';
import { sessionQueryKey } from './session';

export const resetTokenKey = (token: string) => ['password-reset-token', token] as const;

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: resetTokenKey(token),
    queryFn: () => apiGet<z.infer<typeof Ok>>(`/password/reset/${encodeURIComponent(token)}`),
    // A token is single use: once checked it only changes by being used, which this page does itself.
    staleTime: Infinity,
  });

/** Checks the token from the link; disabled (and never valid) when the link has none. */
export function useResetTokenCheck(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: !!token });
}

export const resetPassword = (input: z.input<typeof ResetPasswordInput>) =>
  apiPost<z.infer<typeof Ok>>('/password/reset', input);

export function useResetPassword() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // Invalidates the session: a reset ends every session of the account, this browser's included.
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
