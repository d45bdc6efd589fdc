// The reviews API (issue 39). The stars on cards are fetched in batches: every card asks for its
// person (or job) and the asks of one moment go out as one request of up to 200 ids, so a page of
// 500 applicants makes three requests, not 500, and the pages that show stars change by a line.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  JobHostSummariesResponse,
  PendingReviewsResponse,
  ReportReviewInput,
  ReviewSummary,
  ReviewWindowResponse,
  SummariesResponse,
  UserReviewsResponse,
  WriteReviewInput,
} from '@core/schemas/reviews';
import { apiGet, apiPost } from '@web/lib/api';

export const reviewsKey = ['reviews'] as const;
/** `withUserId`: the other side, when a host has two windows for one turnover (see the API's `with`). */
export const reviewWindowKey = (turnoverId: string, withUserId?: string) =>
  [...reviewsKey, 'window', turnoverId, withUserId ?? ''] as const;
const windowPath = (turnoverId: string, withUserId?: string) =>
  `/reviews/turnovers/${encodeURIComponent(turnoverId)}${withUserId ? `?with=${encodeURIComponent(withUserId)}` : ''}`;
/** The review page of a turnover (and of one pair of it). */
export const reviewPagePath = (turnoverId: string, withUserId?: string) =>
  `/reviews/write/${encodeURIComponent(turnoverId)}${withUserId ? `?with=${encodeURIComponent(withUserId)}` : ''}`;
export const userReviewsKey = (userId: string) => [...reviewsKey, 'user', userId] as const;
const pendingKey = [...reviewsKey, 'pending'] as const;

export type Summary = Pick<ReviewSummary, 'count' | 'average'>;

const BATCH = 200;

/** Collects the ids asked for in one tick and fetches them together. */
function batched(fetchMany: (ids: string[]) => Promise<Map<string, Summary>>) {
  let waiting = new Map<string, ((s: Summary) => void)[]>();
  let failing = new Map<string, ((e: unknown) => void)[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    const asked = waiting;
    const fails = failing;
    waiting = new Map();
    failing = new Map();
    timer = undefined;
    const ids = [...asked.keys()];
    for (let i = 0; i < ids.length; i += BATCH) {
      const chunk = ids.slice(i, i + BATCH);
      fetchMany(chunk).then(
        (found) => {
          for (const id of chunk)
            for (const done of asked.get(id) ?? []) done(found.get(id) ?? { count: 0, average: null });
        },
        (err: unknown) => {
          for (const id of chunk) for (const fail of fails.get(id) ?? []) fail(err);
        },
      );
    }
  };
  return (id: string) =>
    new Promise<Summary>((resolve, reject) => {
      waiting.set(id, [...(waiting.get(id) ?? []), resolve]);
      failing.set(id, [...(failing.get(id) ?? []), reject]);
      timer ??= setTimeout(flush, 5);
    });
}

const personSummary = batched(async (ids) => {
  const res = await apiGet<SummariesResponse>(`/reviews/summaries?ids=${ids.join(',')}`);
  return new Map(res.summaries.map((s) => [s.userId, s]));
});
const jobHostSummary = batched(async (ids) => {
  const res = await apiGet<JobHostSummariesResponse>(`/reviews/job-hosts?ids=${ids.join(',')}`);
  return new Map(res.summaries.map((s) => [s.jobId, s]));
});

export const useReviewSummary = (userId: string) =>
  useQuery({
    queryKey: [...reviewsKey, 'summary', userId],
    queryFn: () => personSummary(userId),
    staleTime: 60_000,
  });

export const useJobHostSummary = (jobId: string) =>
  useQuery({ queryKey: [...reviewsKey, 'job-host', jobId], queryFn: () => jobHostSummary(jobId), staleTime: 60_000 });

export const useReviewWindow = (turnoverId: string, withUserId?: string) =>
  useQuery({
    queryKey: reviewWindowKey(turnoverId, withUserId),
    queryFn: () => apiGet<ReviewWindowResponse>(windowPath(turnoverId, withUserId)),
  });

export const useUserReviews = (userId: string) =>
  useQuery({
    queryKey: userReviewsKey(userId),
    queryFn: () => apiGet<UserReviewsResponse>(`/reviews/users/${encodeURIComponent(userId)}`),
  });

export const usePendingReviews = () =>
  useQuery({ queryKey: pendingKey, queryFn: () => apiGet<PendingReviewsResponse>('/reviews/pending') });

/** Writes, the no-show and its contest answer with the window as it is now. */
function useWindowMutation<I>(
  turnoverId: string,
  withUserId: string | undefined,
  send: (input: I) => Promise<ReviewWindowResponse>,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (w) => {
      qc.setQueryData(reviewWindowKey(turnoverId, withUserId), w);
      // The same window under its other key (with or without `with`) reloads when shown.
      void qc.invalidateQueries({
        queryKey: [...reviewsKey, 'window', turnoverId],
        predicate: (q) => q.queryKey[3] !== (withUserId ?? ''),
      });
      void qc.invalidateQueries({ queryKey: pendingKey });
    },
  });
}

export const useWriteReview = (turnoverId: string, withUserId?: string) =>
  useWindowMutation(turnoverId, withUserId, (input: WriteReviewInput) =>
    apiPost<ReviewWindowResponse>(windowPath(turnoverId, withUserId), input),
  );

export const useMarkNoShow = (turnoverId: string) =>
  useWindowMutation(turnoverId, undefined, () =>
    apiPost<ReviewWindowResponse>(`/reviews/turnovers/${encodeURIComponent(turnoverId)}/no-show`),
  );

export const useContestNoShow = (turnoverId: string) =>
  useWindowMutation(turnoverId, undefined, (statement: string) =>
    apiPost<ReviewWindowResponse>(`/reviews/turnovers/${encodeURIComponent(turnoverId)}/no-show/contest`, {
      statement,
    }),
  );

export function useReply(reviewId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiPost<{ ok: true }>(`/reviews/items/${encodeURIComponent(reviewId)}/reply`, { text }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: reviewsKey }),
  });
}

export const useReportReview = (reviewId: string) =>
  useMutation({
    mutationFn: (input: ReportReviewInput) =>
      apiPost<{ ok: true }>(`/reviews/items/${encodeURIComponent(reviewId)}/report`, input),
  });
