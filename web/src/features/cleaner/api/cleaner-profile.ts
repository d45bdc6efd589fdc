// GET/PUT /api/cleaner/profile: the signed-in cleaner's own profile.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CleanerProfile, UpdateCleanerProfileInput } from '@core/schemas/cleaner';
import { api, apiGet } from '@web/lib/api';
import { cleanerProfileKey } from '@web/lib/query-keys';

export { cleanerProfileKey };

export const getCleanerProfile = () => apiGet<CleanerProfile>('/cleaner/profile');

export const cleanerProfileQuery = () => queryOptions({ queryKey: cleanerProfileKey, queryFn: getCleanerProfile });

export const useCleanerProfile = () => useQuery(cleanerProfileQuery());

export function useUpdateCleanerProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCleanerProfileInput) => api<CleanerProfile>('PUT', '/cleaner/profile', input),
    onSuccess: (profile) => qc.setQueryData(cleanerProfileKey, profile),
  });
}
