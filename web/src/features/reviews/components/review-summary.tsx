// The stars a person (or a job's host) has from verified reviews (issue 39): the 12-month average
// and the count of public reviews, or "New" under 3. Beside a cleaner's self-chosen sign-up rating,
// that rating is labelled 'Self-described' once a verified figure exists. Its own component, so the
// pages that show it (applicant cards, the team, requests, job cards) change by one line.
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@web/components/ui/cn';
import { format, plural, useMessages } from '@web/lib/i18n';
import { reviewCardsMessages } from '@web/lib/messages/review-cards';
import { useJobHostSummary, useReviewSummary, type Summary } from '../api/reviews';

function SummaryLine({
  summary,
  selfRating,
  selfLabel,
  href,
  label,
  className,
}: {
  summary: Summary | undefined;
  selfRating?: number;
  selfLabel?: string;
  href?: string;
  label?: string;
  className?: string;
}) {
  const m = useMessages(reviewCardsMessages).reviewCards.summary;
  const verified = summary && summary.average !== null;
  const count = summary ? plural(m.count, summary.count) : '';
  const figure = !summary ? null : verified ? (
    <span className="inline-flex items-center gap-1" data-testid="review-stars">
      <Star className="size-4 fill-accent-400 text-accent-500" aria-hidden="true" />
      <span className="font-semibold text-slate-900" aria-label={format(m.stars, { average: summary.average! })}>
        {summary.average!.toFixed(1)}
      </span>
      <span className="text-slate-600">({count})</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1" data-testid="review-stars" title={m.newDetail}>
      <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{m.new}</span>
      {summary && summary.count > 0 && <span className="text-slate-600">({count})</span>}
    </span>
  );
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}
      data-testid="review-summary"
    >
      {label && <span className="text-slate-600">{label}:</span>}
      {href && summary && summary.count > 0 ? (
        <Link to={href} className="underline-offset-2 hover:underline">
          {figure}
        </Link>
      ) : (
        figure
      )}
      {selfRating !== undefined &&
        (verified ? (
          <span className="text-slate-600" data-testid="self-described">
            {format(m.selfDescribed, { rating: selfRating })}
          </span>
        ) : (
          selfLabel && (
            <span className="inline-flex items-center gap-1 text-slate-700">
              <Star className="size-4 fill-accent-400 text-accent-500" aria-hidden="true" />
              {selfLabel}
            </span>
          )
        ))}
    </span>
  );
}

/** A person's stars, linking to their reviews; `selfRating` is a cleaner's sign-up rating, shown as before until verified. */
export function ReviewSummary({
  userId,
  selfRating,
  selfLabel,
  className,
}: {
  userId: string;
  selfRating?: number;
  /** How the page showed the self-chosen rating before ("Rating 4.5"), kept while there is no verified figure. */
  selfLabel?: string;
  className?: string;
}) {
  const summary = useReviewSummary(userId);
  return (
    <SummaryLine
      summary={summary.data}
      selfRating={selfRating}
      selfLabel={selfLabel}
      href={`/reviews/users/${encodeURIComponent(userId)}`}
      className={className}
    />
  );
}

/** The host's rating on a job card cleaners browse. */
export function HostRating({ jobId, className }: { jobId: string; className?: string }) {
  const m = useMessages(reviewCardsMessages).reviewCards.summary;
  const summary = useJobHostSummary(jobId);
  return <SummaryLine summary={summary.data} label={m.hostRating} className={className} />;
}
