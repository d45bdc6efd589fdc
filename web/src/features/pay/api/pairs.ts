// GET /api/pay/pairs (issue 42): everyone one has a ledger with, and the balances. Apart from the
// other reads (with the keys it needs) so the team list's balances load this alone.
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type { PairsResponse } from '@core/schemas/pay';
import { apiGet } from '@web/lib/api';

/** Every pay read sits under this key (keys.ts). */
export const payKey = ['pay'] as const;
export const pairsKey = [...payKey, 'pairs'] as const;

type Pairs = z.infer<typeof PairsResponse>;

export const pairsQuery = queryOptions({
  queryKey: pairsKey,
  queryFn: () => apiGet<Pairs>('/pay/pairs'),
  staleTime: 30_000,
});
