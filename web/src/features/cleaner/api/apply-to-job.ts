// POST /api/applications: apply once to an active job. A repeat answers 409 ALREADY_APPLIED.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api';
import { myApplicationsKey } from './my-applications';

export type ApplyResult = { id: string; jobId: string; status: string; appliedAt: string };

export const applyToJob = (jobId: string) => apiPost<ApplyResult>('/applications', { jobId });

export function useApplyToJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSettled: () => qc.invalidateQueries({ queryKey: myApplicationsKey }),
  });
}
