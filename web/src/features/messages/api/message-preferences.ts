// GET / PUT /api/messages/preferences: the profile's switch for message emails (off: none for any conversation).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagePreferences } from '@core/schemas/messages';
import { api, apiGet } from '@web/lib/api';
import { messagesKey } from './keys';

export const messagePreferencesKey = [...messagesKey, 'preferences'] as const;

export const useMessagePreferences = () =>
  useQuery({ queryKey: messagePreferencesKey, queryFn: () => apiGet<MessagePreferences>('/messages/preferences') });

export function useSaveMessagePreferences() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (prefs: MessagePreferences) => api<MessagePreferences>('PUT', '/messages/preferences', prefs),
    onSuccess: (saved) => qc.setQueryData(messagePreferencesKey, saved),
  });
}
