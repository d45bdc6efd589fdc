// Open to nearby cleaners (issue 17): the host opens an unfilled turnover and assigns a requester
// (or approves access for the one auto-accept gave it to); cleaners list the open turnovers of
// their state and request one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OpenTurnoverInput,
  OpenTurnoversResponse,
  RequestTurnoverResponse,
  TurnoverItem,
  TurnoverRequestsResponse,
} from '@core/schemas/turnovers';
import { apiGet, apiPost } from '@web/lib/api';
import { cleanerScheduleKey } from './cleaner-schedule';
import { useInvalidateHostTurnovers } from './host-turnovers';

const enc = encodeURIComponent;

export const turnoverRequestsKey = (turnoverId: string) => ['turnovers', 'requests', turnoverId] as const;
export const openTurnoversKey = ['turnovers', 'open'] as const;

export const useTurnoverRequests = (turnoverId: string) =>
  useQuery(
    queryOptions({
      queryKey: turnoverRequestsKey(turnoverId),
      queryFn: () => apiGet<TurnoverRequestsResponse>(`/host/turnovers/${enc(turnoverId)}/requests`),
    }),
  );

/** POST /host/turnovers/{id}/open; invalidates hostTurnoversKey(jobId). */
export function useOpenTurnover(jobId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OpenTurnoverInput }) =>
      apiPost<TurnoverItem>(`/host/turnovers/${enc(id)}/open`, input),
    onSettled: invalidate,
  });
}

/** POST /host/turnovers/{id}/requests/{requestId}/accept ('Assign'); invalidates hostTurnoversKey(jobId) and the turnover's requests. */
export function useAssignRequest(jobId: string, turnoverId: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (requestId: string) =>
      apiPost<TurnoverItem>(`/host/turnovers/${enc(turnoverId)}/requests/${enc(requestId)}/accept`),
    onSettled: () => Promise.all([invalidate(), qc.invalidateQueries({ queryKey: turnoverRequestsKey(turnoverId) })]),
  });
}

/** POST /host/turnovers/{id}/approve-access (issue 35); invalidates hostTurnoversKey(jobId). */
export function useApproveAccess(jobId: string, turnoverId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: () => apiPost<TurnoverItem>(`/host/turnovers/${enc(turnoverId)}/approve-access`),
    onSettled: invalidate,
  });
}

export const useOpenTurnovers = () =>
  useQuery(
    queryOptions({
      queryKey: openTurnoversKey,
      queryFn: () => apiGet<OpenTurnoversResponse>('/cleaner/open-turnovers'),
    }),
  );

/** POST /cleaner/open-turnovers/{id}/request; invalidates openTurnoversKey and the cleaner's schedule (auto-accept assigns at once). */
export function useRequestTurnover() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<RequestTurnoverResponse>(`/cleaner/open-turnovers/${enc(id)}/request`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: openTurnoversKey }),
        qc.invalidateQueries({ queryKey: cleanerScheduleKey }),
      ]),
  });
}
