// The deployment's public settings (GET /api/config): support address, mail mode, dev mailbox.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../../../../core/schemas/system';
import { apiGet } from '../../../lib/api';

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => apiGet<PublicConfig>('/config'),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(publicConfigQueryOptions);
