// /api/support/*: the support queue's cases, decisions, and an account's view (issue 39).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SupportCaseStatus } from '@core/support';
import type { SupportAccount, SupportCasesResponse } from '@core/schemas/support';
import { apiGet, apiPost } from '@web/lib/api';

const supportKey = ['support'] as const;
const casesKey = (status: SupportCaseStatus) => [...supportKey, 'cases', status] as const;
const accountKey = (email: string) => [...supportKey, 'account', email] as const;

export const useSupportCases = (status: SupportCaseStatus) =>
  useQuery({
    queryKey: casesKey(status),
    queryFn: () => apiGet<SupportCasesResponse>(`/support/cases?status=${status}`),
    placeholderData: keepPreviousData,
  });

/** Takes one decision on a case; both lists are read again (it moves from open to closed). */
export function useDecideCase() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { caseId: string; actionId: string; reason: string }) =>
      apiPost<void>(`/support/cases/${input.caseId}/decision`, { actionId: input.actionId, reason: input.reason }),
    onSuccess: () => qc.invalidateQueries({ queryKey: supportKey }),
  });
}

export const useSupportAccount = (email: string | null) =>
  useQuery({
    queryKey: accountKey(email ?? ''),
    queryFn: async () =>
      (await apiGet<{ account: SupportAccount }>(`/support/accounts?email=${encodeURIComponent(email!)}`)).account,
    enabled: !!email,
    retry: false,
  });

export function useSetSuspension(email: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { userId: string; verb: 'suspend' | 'reinstate'; reason: string }) =>
      (
        await apiPost<{ account: SupportAccount }>(`/support/accounts/${input.userId}/${input.verb}`, {
          reason: input.reason,
        })
      ).account,
    onSuccess: (account) => qc.setQueryData(accountKey(email), account),
  });
}
