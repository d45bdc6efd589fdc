// Issue 37: the host's ways on from a missed turnover: reopen it (to the team or to nearby
// cleaners, in a new window the server gives it) or mark it handled.
import { useMutation } from '@tanstack/react-query';
import type { ReopenMissedInput } from '@core/schemas/missed-turnovers';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { apiPost } from '@web/lib/api';
import { useInvalidateHostTurnovers } from './host-turnovers';

const enc = encodeURIComponent;

/** POST /host/turnovers/{id}/reopen; invalidates hostTurnoversKey(jobId). */
export function useReopenMissed(jobId: string, turnoverId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (input: ReopenMissedInput) => apiPost<TurnoverItem>(`/host/turnovers/${enc(turnoverId)}/reopen`, input),
    onSettled: invalidate,
  });
}

/** POST /host/turnovers/{id}/missed-handled; invalidates hostTurnoversKey(jobId). */
export function useMarkMissedHandled(jobId: string, turnoverId: string) {
  const invalidate = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: () => apiPost<TurnoverItem>(`/host/turnovers/${enc(turnoverId)}/missed-handled`),
    onSettled: invalidate,
  });
}
