// The cleaner's schedule (GET /cleaner/schedule) and their answers: 'Confirm' or "Can't make it".
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CleanerScheduleResponse, DeclineTurnoverInput, TurnoverItem } from '@core/schemas/turnovers';
import { apiGet, apiPost } from '@web/lib/api';

const enc = encodeURIComponent;

export const cleanerScheduleKey = ['turnovers', 'cleaner-schedule'] as const;

export const cleanerScheduleQuery = () =>
  queryOptions({ queryKey: cleanerScheduleKey, queryFn: () => apiGet<CleanerScheduleResponse>('/cleaner/schedule') });

export const useCleanerSchedule = () => useQuery(cleanerScheduleQuery());

/** POST /cleaner/turnovers/{id}/confirm; invalidates cleanerScheduleKey. */
export function useConfirmTurnover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<TurnoverItem>(`/cleaner/turnovers/${enc(id)}/confirm`),
    onSettled: () => qc.invalidateQueries({ queryKey: cleanerScheduleKey }),
  });
}

/** POST /cleaner/turnovers/{id}/decline ("Can't make it", optional reason); invalidates cleanerScheduleKey. */
export function useDeclineTurnover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeclineTurnoverInput }) =>
      apiPost<TurnoverItem>(`/cleaner/turnovers/${enc(id)}/decline`, input),
    onSettled: () => qc.invalidateQueries({ queryKey: cleanerScheduleKey }),
  });
}

/** POST /cleaner/turnovers/{id}/cancel: a confirmed turnover given back (optional reason); invalidates cleanerScheduleKey. */
export function useCancelConfirmedTurnover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: DeclineTurnoverInput }) =>
      apiPost<TurnoverItem>(`/cleaner/turnovers/${enc(id)}/cancel`, input),
    onSettled: () => qc.invalidateQueries({ queryKey: cleanerScheduleKey }),
  });
}
