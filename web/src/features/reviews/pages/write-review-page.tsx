// /reviews/write/{turnoverId} (issue 39), reached from the bell and email invitation, the turnover's
// report page and the team: the caller's review of the other side after a completed turnover (or a
// no-show), blind until both have written or the 14 days are over; then both reviews.
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '@web/components/ui/back-link';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { reviewsMessages } from '@web/lib/messages/reviews';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { useSession } from '@web/features/auth';
import { useReviewWindow } from '../api/reviews';
import { NoShowPanel } from '../components/no-show';
import { ReviewForm } from '../components/review-form';
import { ReviewBody, ReviewItem } from '../components/review-list';

const longDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlTag(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
const day = (iso: string) => new Date(iso).toLocaleDateString(intlTag(), { month: 'long', day: 'numeric' });

export default function WriteReviewPage() {
  const { turnoverId = '' } = useParams();
  // A host with two windows for one turnover (a no-show, then another cleaner) names the cleaner.
  const withUserId = useSearchParams()[0].get('with') ?? undefined;
  const messages = useMessages(reviewsMessages);
  const m = messages.reviews;
  usePageTitle(m.form.title);
  const session = useSession();
  const query = useReviewWindow(turnoverId, withUserId);
  const now = useNow();
  const w = query.data;
  if (!w)
    return (
      <PageFrame title={m.form.title} narrow>
        <QueryState
          query={query}
          texts={{
            loading: messages.reviews.form.loading,
            loadFailed: messages.reviews.form.loadFailed,
            retry: messages.reviews.form.retry,
            notFound: m.errors.notFound,
          }}
          describe={(e) => (e instanceof Error ? e.message : '')}
        />
      </PageFrame>
    );
  const heading = format(w.role === 'host' ? m.form.headingCleaner : m.form.headingHost, { name: w.other.name });
  const open = !w.publishedAt && now < new Date(w.closesAt).getTime();
  return (
    <PageFrame
      title={heading}
      subtitle={
        <span className="flex flex-wrap items-center gap-2">
          {w.kind === 'no_show' && (
            <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
              {m.form.noShowLabel}
            </span>
          )}
          {format(m.form.completedIntro, { place: w.place, date: longDay(w.turnoverDate) })}
        </span>
      }
      narrow
    >
      <div className="space-y-5">
        <BackLink to={`/reviews/users/${encodeURIComponent(w.other.id)}`}>{m.form.goToProfile}</BackLink>
        {w.noShow && <NoShowPanel window={w} now={now} />}
        {!w.mine && open && (
          <>
            <p className="text-sm text-slate-700">
              {m.form.blind} {format(m.form.closesOn, { date: day(w.closesAt) })}
            </p>
            <ReviewForm window={w} withUserId={withUserId} />
          </>
        )}
        {!w.mine && !open && !w.publishedAt && <p className="text-slate-700">{m.form.closedNone}</p>}
        {w.mine && (
          <section className="space-y-2" aria-label={m.form.yourReview}>
            <h2 className="text-lg font-semibold text-slate-900">{m.form.yourReview}</h2>
            <div className="rounded-xl border border-slate-200 bg-white p-4" data-testid="my-review">
              <ReviewBody review={w.mine} />
            </div>
            {!w.publishedAt && (
              <p className="text-sm text-slate-700" data-testid="waiting">
                {format(m.form.waiting, { name: w.other.name })}
              </p>
            )}
          </section>
        )}
        {w.theirs && (
          <section className="space-y-2" aria-label={format(m.form.theirReview, { name: w.other.name })}>
            <h2 className="text-lg font-semibold text-slate-900">
              {format(m.form.theirReview, { name: w.other.name })}
            </h2>
            <ReviewItem review={w.theirs} viewerId={session.user?.id} />
          </section>
        )}
      </div>
    </PageFrame>
  );
}
