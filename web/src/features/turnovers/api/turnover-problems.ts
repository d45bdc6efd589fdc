// Issue 37: the host's 'Acknowledge' and 'Mark resolved' on a problem reported on a turnover
// (POST /host/turnovers/{id}/problems/{problemId}/acknowledge | resolve). Invalidates every
// turnovers list (['turnovers']: the job's page, the board) and the turnover's report
// (['playbook', 'report', id]), which all show where the host is with it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RunProblem } from '@core/schemas/playbook';
import { apiPost } from '@web/lib/api';

const enc = encodeURIComponent;

export function useProblemAction(turnoverId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ problemId, action }: { problemId: string; action: 'acknowledge' | 'resolve' }) =>
      apiPost<RunProblem>(`/host/turnovers/${enc(turnoverId)}/problems/${enc(problemId)}/${action}`),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ['turnovers'] }),
        qc.invalidateQueries({ queryKey: ['playbook', 'report', turnoverId] }),
      ]),
  });
}
