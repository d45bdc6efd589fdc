// The pay records' reads (issue 42, decision 050): the pairs with their balances, one pair's ledger
// (a month or every line), a turnover's line, a monthly statement and a year's summary.
import { useQuery } from '@tanstack/react-query';
import type { CleanerYear, HostYear, LedgerResponse, MonthlyStatement, TurnoverPayResponse } from '@core/schemas/pay';
import type { HostJob } from '@core/schemas/host';
import { apiGet } from '@web/lib/api';
import { pairsQuery } from './pairs';
import { ledgerKey, ledgerPath, monthlyKey, monthlyPath, payKey, turnoverPayKey, yearKey } from './keys';

export const usePairs = () => useQuery(pairsQuery);

export const useLedger = (withUserId: string | null, month: string | null) =>
  useQuery({
    queryKey: ledgerKey(withUserId ?? '', month),
    queryFn: () => apiGet<LedgerResponse>(ledgerPath(withUserId!, month)),
    enabled: !!withUserId,
  });

export const useTurnoverPay = (turnoverId: string) =>
  useQuery({
    queryKey: turnoverPayKey(turnoverId),
    queryFn: () => apiGet<TurnoverPayResponse>(`/pay/turnovers/${encodeURIComponent(turnoverId)}`),
  });

export const useMonthlyStatement = (withUserId: string, month: string) =>
  useQuery({
    queryKey: monthlyKey(withUserId, month),
    queryFn: () => apiGet<MonthlyStatement>(monthlyPath(withUserId, month)),
    enabled: !!withUserId && !!month,
  });

export const useHostYear = (year: number) =>
  useQuery({ queryKey: yearKey('host', year), queryFn: () => apiGet<HostYear>(`/pay/statements/payer?year=${year}`) });

export const useCleanerYear = (year: number) =>
  useQuery({
    queryKey: yearKey('cleaner', year),
    queryFn: () => apiGet<CleanerYear>(`/pay/statements/income?year=${year}`),
  });

/** The host's properties (their jobs), for the expense CSV's choice of one property. */
export const useHostProperties = () =>
  useQuery({
    queryKey: [...payKey, 'properties'],
    queryFn: async () =>
      (await apiGet<{ jobs: HostJob[] }>('/host/jobs')).jobs.map((j) => ({
        id: j.id,
        name: j.propertyAddress ? `${j.propertyAddress}, ${j.city}` : j.city,
      })),
    staleTime: 60_000,
  });
