// The host's report of a turnover (GET /host/turnovers/{id}/report): live while the cleaner works.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TurnoverReportResponse } from '@core/schemas/playbook';
import { apiGet } from '@web/lib/api';

/** How often an unfinished report is fetched again (ticks and photos send no notification). */
export const REPORT_POLL_MS = 15_000;

export const turnoverReportKey = (id: string) => ['playbook', 'report', id] as const;

export const turnoverReportQuery = (id: string) =>
  queryOptions({
    queryKey: turnoverReportKey(id),
    queryFn: () => apiGet<TurnoverReportResponse>(`/host/turnovers/${encodeURIComponent(id)}/report`),
    refetchInterval: (query) => (query.state.data && !query.state.data.completedAt ? REPORT_POLL_MS : false),
  });

export const useTurnoverReport = (id: string) => useQuery(turnoverReportQuery(id));
