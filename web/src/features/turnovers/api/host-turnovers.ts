// A job's Turnovers page (GET /host/jobs/{id}/turnovers), its schedule settings and the turnovers
// the host adds, edits or cancels by hand. Each mutation invalidates the job's turnovers key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  EditTurnoverInput,
  HostTurnoversResponse,
  ManualTurnoverInput,
  ScheduleSettingsInput,
  TurnoverItem,
  TurnoverJob,
} from '@core/schemas/turnovers';
import { api, apiGet, apiPost } from '@web/lib/api';

const enc = encodeURIComponent;

export const hostTurnoversKey = (jobId: string) => ['turnovers', 'host', jobId] as const;

export const hostTurnoversQuery = (jobId: string) =>
  queryOptions({
    queryKey: hostTurnoversKey(jobId),
    queryFn: () => apiGet<HostTurnoversResponse>(`/host/jobs/${enc(jobId)}/turnovers`),
  });

export const useHostTurnovers = (jobId: string) => useQuery(hostTurnoversQuery(jobId));

/** Invalidates hostTurnoversKey(jobId) and the host's job list (['host', 'jobs'], host/api/jobs.ts: its cards show the next turnover). */
export function useInvalidateHostTurnovers(jobId: string) {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: hostTurnoversKey(jobId) }),
      qc.invalidateQueries({ queryKey: ['host', 'jobs'] }),
    ]);
}

/** PUT /host/jobs/{id}/schedule; invalidates hostTurnoversKey(jobId) (the times of every turnover may change). */
export function useSaveScheduleSettings(jobId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (input: ScheduleSettingsInput) => api<TurnoverJob>('PUT', `/host/jobs/${enc(jobId)}/schedule`, input),
    onSettled: invalidate,
  });
}

/** POST /host/jobs/{id}/turnovers ('Add turnover'); invalidates hostTurnoversKey(jobId). */
export function useAddTurnover(jobId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (input: ManualTurnoverInput) => apiPost<TurnoverItem>(`/host/jobs/${enc(jobId)}/turnovers`, input),
    onSettled: invalidate,
  });
}

/** PATCH /host/turnovers/{id}: date, times and notes by hand (a calendar-made one: notes only); invalidates hostTurnoversKey(jobId). */
export function useUpdateTurnover(jobId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditTurnoverInput }) =>
      api<TurnoverItem>('PATCH', `/host/turnovers/${enc(id)}`, input),
    onSettled: invalidate,
  });
}

/** POST /host/turnovers/{id}/cancel; invalidates hostTurnoversKey(jobId). */
export function useCancelTurnover(jobId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (id: string) => apiPost<TurnoverItem>(`/host/turnovers/${enc(id)}/cancel`),
    onSettled: invalidate,
  });
}
