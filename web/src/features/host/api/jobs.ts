// A host's own jobs (GET/POST /host/jobs, GET/PUT/DELETE /host/jobs/{id}) and the plan's figures.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HostJob } from '@core/schemas/host';
import type { JobFormValues } from '@core/schemas/jobs';
import type { JobLimits } from '@core/plans';
import { api, apiGet, apiPost } from '@web/lib/api';
import { hostKey } from '@web/lib/query-keys';

export const hostJobsKey = [...hostKey, 'jobs'] as const;
export const jobLimitsKey = [...hostKey, 'job-limits'] as const;

export const hostJobsQuery = () =>
  queryOptions({ queryKey: hostJobsKey, queryFn: async () => (await apiGet<{ jobs: HostJob[] }>('/host/jobs')).jobs });
export const hostJobQuery = (jobId: string) =>
  queryOptions({
    queryKey: [...hostJobsKey, jobId],
    queryFn: () => apiGet<HostJob>(`/host/jobs/${encodeURIComponent(jobId)}`),
  });
/** Spec §4: the limit is recomputed when the tab becomes visible again. */
export const jobLimitsQuery = () =>
  queryOptions({
    queryKey: jobLimitsKey,
    queryFn: () => apiGet<JobLimits>('/host/job-limits'),
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

export const useHostJobs = () => useQuery(hostJobsQuery());
export const useHostJob = (jobId: string) => useQuery(hostJobQuery(jobId));
export const useJobLimits = (enabled = true) => useQuery({ ...jobLimitsQuery(), enabled });

/** Every job mutation invalidates: the host's jobs (each job's key sits under it) and the plan's figures. */
function useInvalidateJobs() {
  const qc = useQueryClient();
  return () =>
    Promise.all([qc.invalidateQueries({ queryKey: hostJobsKey }), qc.invalidateQueries({ queryKey: jobLimitsKey })]);
}

export function useCreateJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (job: JobFormValues) => apiPost<HostJob>('/host/jobs', job),
    onSettled: invalidate,
  });
}

export function useUpdateJob(jobId: string) {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (job: JobFormValues) => api<HostJob>('PUT', `/host/jobs/${encodeURIComponent(jobId)}`, job),
    onSettled: invalidate,
  });
}

export function useDeleteJob() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: (jobId: string) => api<{ ok: true }>('DELETE', `/host/jobs/${encodeURIComponent(jobId)}`),
    onSettled: invalidate,
  });
}

/** Issue 13: pause one of the host's jobs, or reopen a paused one within the plan's limit. */
export function useSetJobPaused() {
  const invalidate = useInvalidateJobs();
  return useMutation({
    mutationFn: ({ jobId, paused }: { jobId: string; paused: boolean }) =>
      apiPost<HostJob>(`/host/jobs/${encodeURIComponent(jobId)}/${paused ? 'pause' : 'reopen'}`),
    onSettled: invalidate,
  });
}
