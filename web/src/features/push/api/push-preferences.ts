// GET/PUT /api/push/preferences: which kinds of push this person gets, and their quiet hours (for all their devices).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushPreferences } from '@core/schemas/push';
import { api, apiGet } from '@web/lib/api';

export const pushPreferencesKey = ['push-preferences'] as const;

/** The zone this browser is in: quiet hours are kept in it (decision 042). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export function usePushPreferences() {
  return useQuery({ queryKey: pushPreferencesKey, queryFn: () => apiGet<PushPreferences>('/push/preferences') });
}

export function useSavePushPreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prefs: PushPreferences) => api<PushPreferences>('PUT', '/push/preferences', prefs),
    onSuccess: (saved) => qc.setQueryData(pushPreferencesKey, saved),
  });
}
