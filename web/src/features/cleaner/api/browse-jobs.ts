// GET /api/jobs (keyset-paged browse) and GET /api/jobs/states (the state filter's options).
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BrowseJobsResponse, JobStatesResponse } from '@core/schemas/browse';
import { apiGet } from '@web/lib/api';

/** `within`: '' for the cleaner's own radius, else '10' | '25' | '50' | '100' | 'any' (issue 43). */
export type BrowseFilters = { city: string; state: string; within?: string };

export const browseJobsKey = (filters: BrowseFilters) => ['browse-jobs', filters] as const;
export const jobStatesKey = ['browse-jobs', 'states'] as const;

export function fetchJobsPage(filters: BrowseFilters, cursor: string | null) {
  const params = new URLSearchParams();
  if (filters.city.trim()) params.set('city', filters.city.trim());
  if (filters.state) params.set('state', filters.state);
  if (filters.within) params.set('within', filters.within);
  if (cursor) params.set('cursor', cursor);
  const qs = params.toString();
  return apiGet<BrowseJobsResponse>(`/jobs${qs ? `?${qs}` : ''}`);
}

export const browseJobsQuery = (filters: BrowseFilters) =>
  infiniteQueryOptions({
    queryKey: browseJobsKey(filters),
    queryFn: ({ pageParam }) => fetchJobsPage(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Keep the current list on screen while a new filter loads.
    placeholderData: (previous) => previous,
  });

export const jobStatesQuery = () =>
  queryOptions({
    queryKey: jobStatesKey,
    queryFn: () => apiGet<JobStatesResponse>('/jobs/states'),
    staleTime: 5 * 60_000,
  });

export const useBrowseJobs = (filters: BrowseFilters) => useInfiniteQuery(browseJobsQuery(filters));
export const useJobStates = () => useQuery(jobStatesQuery());
