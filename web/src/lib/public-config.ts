// GET /api/config: this deployment's public settings (support address, mail mode, dev mailbox).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { CONFIG_ELEMENT_ID } from '@core/prerender';
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

/**
 * Starts `client` with a known public config: the placeholders a page is prerendered with, or, when
 * hydrating, the values the server wrote into the page (core/prerender.ts). Without one, the config
 * is fetched as before.
 */
export function seedPublicConfig(client: QueryClient, config: PublicConfig) {
  client.setQueryData<PublicConfig>(publicConfigKey, config);
}

/** The public config the server wrote into a prerendered page, if this page has one. */
export function embeddedPublicConfig(): PublicConfig | null {
  const text = document.getElementById(CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PublicConfig;
  } catch {
    return null;
  }
}
