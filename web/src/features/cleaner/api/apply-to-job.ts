// POST /api/applications: apply once to an active job. A repeat answers 409 ALREADY_APPLIED.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ApplyResponse } from '@core/schemas/applications';
import { ApiRequestError, apiPost } from '@web/lib/api';
import { sessionQueryKey } from '@web/features/auth';
import { myApplicationsKey } from './my-applications';

/** The contract's answer (core/schemas/applications): the status is one of the application statuses. */
export type ApplyResult = z.infer<typeof ApplyResponse>;

export const applyToJob = (jobId: string) => apiPost<ApplyResult>('/applications', { jobId });

export function useApplyToJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    // Invalidates: the session when the server no longer knows the caller (signed out meanwhile).
    onError: (err) => {
      if (err instanceof ApiRequestError && err.code === 'UNAUTHORIZED')
        void qc.invalidateQueries({ queryKey: sessionQueryKey });
    },
    // Invalidates: the cleaner's applications (the new one, or the state a refusal revealed).
    onSettled: () => qc.invalidateQueries({ queryKey: myApplicationsKey }),
  });
}
