// The private .ics links ('Subscribe') of a cleaner's schedule and of a host's job, and 'Reset link',
// which revokes the old one. A reset writes the new link into the key at once.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FeedLinkResponse } from '@core/schemas/turnovers';
import { apiGet, apiPost } from '@web/lib/api';

/** Whose feed: the signed-in cleaner's, or one of the host's jobs. */
export type FeedOwner = { kind: 'cleaner' } | { kind: 'job'; jobId: string };

const feedPath = (owner: FeedOwner) =>
  owner.kind === 'cleaner' ? '/cleaner/schedule/feed' : `/host/jobs/${encodeURIComponent(owner.jobId)}/feed`;
export const feedLinkKey = (owner: FeedOwner) =>
  ['turnovers', 'feed', owner.kind === 'cleaner' ? 'cleaner' : owner.jobId] as const;

export const feedLinkQuery = (owner: FeedOwner) =>
  queryOptions({
    queryKey: feedLinkKey(owner),
    queryFn: async () => (await apiGet<FeedLinkResponse>(feedPath(owner))).url,
    staleTime: Infinity,
  });

export const useFeedLink = (owner: FeedOwner) => useQuery(feedLinkQuery(owner));

/** POST …/feed/reset; sets feedLinkKey(owner) to the new link. */
export function useResetFeedLink(owner: FeedOwner) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiPost<FeedLinkResponse>(`${feedPath(owner)}/reset`)).url,
    onSuccess: (url) => qc.setQueryData(feedLinkKey(owner), url),
    onError: () => qc.invalidateQueries({ queryKey: feedLinkKey(owner) }),
  });
}
