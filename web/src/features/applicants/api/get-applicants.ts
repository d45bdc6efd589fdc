// GET /host/jobs/{jobId}/applicants and GET /host/applicants(?job_id=): applicants as the host's plan
// shows them (ordered and shaped on the server).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicantsResponse } from '@core/schemas/applicants';
import { apiGet } from '@web/lib/api';
import { hostKey } from '@web/lib/query-keys';

/** Every applicants list sits under this key (and under the host's, which billing refreshes). */
export const applicantsKey = [...hostKey, 'applicants'] as const;
export const jobApplicantsKey = (jobId: string) => [...applicantsKey, 'job', jobId] as const;
export const allApplicantsKey = (jobId?: string) => [...applicantsKey, 'all', jobId ?? null] as const;

export const jobApplicantsQuery = (jobId: string) =>
  queryOptions({
    queryKey: jobApplicantsKey(jobId),
    queryFn: () => apiGet<ApplicantsResponse>(`/host/jobs/${encodeURIComponent(jobId)}/applicants`),
  });

export const allApplicantsQuery = (jobId?: string) =>
  queryOptions({
    queryKey: allApplicantsKey(jobId),
    queryFn: () => apiGet<ApplicantsResponse>(`/host/applicants${jobId ? `?job_id=${encodeURIComponent(jobId)}` : ''}`),
  });

export const useJobApplicants = (jobId: string) => useQuery(jobApplicantsQuery(jobId));
export const useAllApplicants = (jobId?: string) => useQuery(allApplicantsQuery(jobId));
