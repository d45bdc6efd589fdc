// GET /api/config: public settings of this deployment, such as the support email address.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../../core/schemas/system';
import { apiGet } from '../../../lib/api';

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: () => apiGet<PublicConfig>('/config'),
    // Settings change only with a deployment.
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
