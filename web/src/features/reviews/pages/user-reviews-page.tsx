// /reviews/users/{userId} (issue 39): a person's public reviews, one per reviewer (the newest),
// with their stars, replies, and for the person themselves Reply and Report; and the reviews the
// viewer may still write.
import { Link, useParams } from 'react-router';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { reviewsMessages } from '@web/lib/messages/reviews';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '@web/features/auth';
import { reviewPagePath, usePendingReviews, useUserReviews } from '../api/reviews';
import { ReviewItem } from '../components/review-list';
import { ReviewSummary } from '../components/review-summary';

function PendingReviews({ aboutUserId }: { aboutUserId: string }) {
  const m = useMessages(reviewsMessages).reviews.pending;
  const pending = usePendingReviews();
  const list = (pending.data?.pending ?? []).filter((p) => p.other.id === aboutUserId);
  if (list.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={m.title}>
      {list.map((p) => (
        <li key={`${p.turnoverId} ${p.other.id}`}>
          <Link
            className="font-medium text-brand-800 underline underline-offset-2"
            to={reviewPagePath(p.turnoverId, p.other.id)}
          >
            {format(m.write, { name: p.other.name })}
          </Link>{' '}
          <span className="text-sm text-slate-600">({p.turnoverDate})</span>
        </li>
      ))}
    </ul>
  );
}

export default function UserReviewsPage() {
  const { userId = '' } = useParams();
  const messages = useMessages(reviewsMessages);
  const m = messages.reviews.list;
  const session = useSession();
  const query = useUserReviews(userId);
  const data = query.data;
  usePageTitle(data ? format(m.titleOf, { name: data.user.name }) : m.title);
  if (!data)
    return (
      <PageFrame title={m.title} narrow>
        <QueryState
          query={query}
          texts={{
            loading: messages.reviews.form.loading,
            loadFailed: messages.reviews.form.loadFailed,
            retry: messages.reviews.form.retry,
            notFound: messages.reviews.errors.reviewNotFound,
          }}
          describe={(e) => (e instanceof Error ? e.message : '')}
        />
      </PageFrame>
    );
  return (
    <PageFrame title={format(m.titleOf, { name: data.user.name })} subtitle={<ReviewSummary userId={userId} />} narrow>
      <div className="space-y-4">
        <PendingReviews aboutUserId={userId} />
        {data.reviews.length === 0 ? (
          <p className="text-slate-600">{m.empty}</p>
        ) : (
          data.reviews.map((r) => <ReviewItem key={r.id} review={r} viewerId={session.user?.id} />)
        )}
      </div>
    </PageFrame>
  );
}
