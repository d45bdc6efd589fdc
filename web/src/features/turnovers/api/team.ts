// A job's team (issue 17): GET /host/jobs/{id}/team and the host's moves, removals and add-backs,
// and 'Send offers' (issue 37). Each change answers with the whole team, written to the cache at
// once; it then invalidates the team and the job's turnovers (a removed member's confirmed ones
// pass on; sent offers go to the team's primary).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamResponse } from '@core/schemas/team';
import type { TeamDirection } from '@core/team';
import { apiGet, apiPost } from '@web/lib/api';
import { useInvalidateHostTurnovers } from './host-turnovers';

const enc = encodeURIComponent;

export const teamKey = (jobId: string) => ['turnovers', 'team', jobId] as const;

/** How often the team is read again while its offers wait: the grace may run out on the server's clock. */
const HELD_REFRESH_MS = 30_000;

export const teamQuery = (jobId: string) =>
  queryOptions({
    queryKey: teamKey(jobId),
    queryFn: () => apiGet<TeamResponse>(`/host/jobs/${enc(jobId)}/team`),
    refetchInterval: (query) => (query.state.data?.offersHeldUntil ? HELD_REFRESH_MS : false),
  });

export const useTeam = (jobId: string) => useQuery(teamQuery(jobId));

export type TeamChange = { cleanerId: string } & (
  { action: 'move'; direction: TeamDirection } | { action: 'remove' } | { action: 'add-back' }
);

/**
 * POST /host/jobs/{id}/team/{cleanerId}/move | remove | add-back; sets teamKey(jobId) from the
 * answer and invalidates teamKey(jobId) and hostTurnoversKey(jobId).
 */
export function useChangeTeam(jobId: string) {
  const qc = useQueryClient();
  const invalidateTurnovers = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: (change: TeamChange) =>
      apiPost<TeamResponse>(
        `/host/jobs/${enc(jobId)}/team/${enc(change.cleanerId)}/${change.action}`,
        change.action === 'move' ? { direction: change.direction } : {},
      ),
    onSuccess: (team) => qc.setQueryData(teamKey(jobId), team),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: teamKey(jobId) }), invalidateTurnovers()]),
  });
}

/**
 * POST /host/jobs/{id}/team/send-offers ('Send offers'); sets teamKey(jobId) from the answer and
 * invalidates teamKey(jobId) and hostTurnoversKey(jobId).
 */
export function useSendTeamOffers(jobId: string) {
  const qc = useQueryClient();
  const invalidateTurnovers = useInvalidateHostTurnovers(jobId);
  return useMutation({
    mutationFn: () => apiPost<TeamResponse>(`/host/jobs/${enc(jobId)}/team/send-offers`, {}),
    onSuccess: (team) => qc.setQueryData(teamKey(jobId), team),
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: teamKey(jobId) }), invalidateTurnovers()]),
  });
}
