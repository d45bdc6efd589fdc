// The host's turnover board (GET /host/turnover-board): every property's turnovers for a week or
// the next 30 days, the ones at risk first. The page keeps its filters in the address; each set of
// filters is its own cache entry under ['turnovers', 'board'].
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BoardRange, BoardState } from '@core/board';
import type { TurnoverBoardResponse } from '@core/schemas/board';
import { apiGet } from '@web/lib/api';

export type BoardFilters = { range: BoardRange; week?: string; jobId?: string; state?: BoardState };

export const turnoverBoardKey = ['turnovers', 'board'] as const;

export const turnoverBoardQuery = (filters: BoardFilters) =>
  queryOptions({
    queryKey: [...turnoverBoardKey, filters],
    queryFn: () => {
      const params = new URLSearchParams({ range: filters.range });
      if (filters.week) params.set('week', filters.week);
      if (filters.jobId) params.set('jobId', filters.jobId);
      if (filters.state) params.set('state', filters.state);
      return apiGet<TurnoverBoardResponse>(`/host/turnover-board?${params}`);
    },
    // A risk's "25 min left" and 'Not started' change with the clock: read again every minute.
    refetchInterval: 60_000,
  });

/** Moving between weeks keeps the last board on screen until the next one arrives. */
export const useTurnoverBoard = (filters: BoardFilters) =>
  useQuery({ ...turnoverBoardQuery(filters), placeholderData: keepPreviousData });
