// GET /api/jobs (keyset-paged browse) and GET /api/jobs/states (the state filter's options).
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BrowseJobsResponse, JobStatesResponse } from '../../../../../core/schemas/browse';
import { apiGet } from '../../../lib/api';

export type BrowseFilters = { city: string; state: string };

export const browseJobsKey = (filters: BrowseFilters) => ['browse-jobs', filters] as const;
export const jobStatesKey = ['browse-jobs', 'states'] as const;

export function fetchJobsPage(filters: BrowseFilters, cursor: string | null) {
  const params = new URLSearchParams();
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.state) params.set('state', filters.state);
  if (cursor) params.set('cursor', cursor);
  const qs = params.toString();
  return apiGet<BrowseJobsResponse>(`/jobs${qs ? `?${qs}` : ''}`);
}

export function useBrowseJobs(filters: BrowseFilters) {
  return useInfiniteQuery({
    queryKey: browseJobsKey(filters),
    queryFn: ({ pageParam }) => fetchJobsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep the current list on screen while a new filter loads.
    placeholderData: (previous) => previous,
  });
}

export function useJobStates() {
  return useQuery({ queryKey: jobStatesKey, queryFn: () => apiGet<JobStatesResponse>('/jobs/states'), staleTime: 5 * 60_000 });
}
