// GET /api/applications/mine: the cleaner's own applications, newest first.
import { useQuery } from '@tanstack/react-query';
import type { MyApplicationsResponse } from '../../../../../core/schemas/applications';
import { apiGet } from '../../../lib/api';

export const myApplicationsKey = ['my-applications'] as const;

export function useMyApplications() {
  return useQuery({ queryKey: myApplicationsKey, queryFn: () => apiGet<MyApplicationsResponse>('/applications/mine') });
}
