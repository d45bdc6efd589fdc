// GET /api/applications/mine: the cleaner's own applications, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyApplicationsResponse } from '@core/schemas/applications';
import { apiGet } from '@web/lib/api';

export const myApplicationsKey = ['my-applications'] as const;

export const myApplicationsQuery = () =>
  queryOptions({ queryKey: myApplicationsKey, queryFn: () => apiGet<MyApplicationsResponse>('/applications/mine') });

export const useMyApplications = () => useQuery(myApplicationsQuery());
