// GET /api/config: this deployment's public settings (support address, mail mode, dev mailbox).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@core/schemas/system';
import { apiGet } from './api';

export const publicConfigKey = ['config'] as const;

export const publicConfigQuery = () =>
  queryOptions({
    queryKey: publicConfigKey,
    queryFn: () => apiGet<PublicConfig>('/config'),
    // Settings change only with a deployment.
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
