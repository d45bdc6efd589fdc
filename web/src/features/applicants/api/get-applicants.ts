// GET /host/jobs/{jobId}/applicants and GET /host/applicants(?job_id=): applicants as the host's plan
// shows them (ordered and shaped on the server).
import { useQuery } from '@tanstack/react-query';
import type { ApplicantsResponse } from '../../../../../core/schemas/applicants';
import { apiGet } from '../../../lib/api';

export const applicantsKey = ['host', 'applicants'] as const;

export function useJobApplicants(jobId: string) {
  return useQuery({
    queryKey: [...applicantsKey, 'job', jobId],
    queryFn: () => apiGet<ApplicantsResponse>(`/host/jobs/${encodeURIComponent(jobId)}/applicants`),
  });
}

export function useAllApplicants(jobId?: string) {
  return useQuery({
    queryKey: [...applicantsKey, 'all', jobId ?? null],
    queryFn: () => apiGet<ApplicantsResponse>(`/host/applicants${jobId ? `?job_id=${encodeURIComponent(jobId)}` : ''}`),
  });
}
