// The signed-in host's profile (GET/PUT /host/profile) and creating one (POST /host/profile).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostProfile } from '@core/schemas/host';
import { api, apiGet, apiPost } from '@web/lib/api';
import { hostKey } from '@web/lib/query-keys';
import { sessionQueryKey } from '@web/features/auth';

export const hostProfileKey = [...hostKey, 'profile'] as const;

export type HostProfileForm = { firstName: string; lastName: string; phone: string };
export type SetupHostProfileForm = HostProfileForm & { state: string; city: string };

export const hostProfileQuery = () =>
  queryOptions({ queryKey: hostProfileKey, queryFn: () => apiGet<HostProfile>('/host/profile') });

export const useHostProfile = () => useQuery(hostProfileQuery());

export function useUpdateHostProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: HostProfileForm) => api<HostProfile>('PUT', '/host/profile', input),
    onSuccess: (profile) => qc.setQueryData(hostProfileKey, profile),
  });
}

export function useSetupHostProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupHostProfileForm) => apiPost<HostProfile>('/host/profile', input),
    onSuccess: async (profile) => {
      qc.setQueryData(hostProfileKey, profile);
      // The account has a role now.
      await qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
