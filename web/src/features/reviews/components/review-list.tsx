// Published reviews as a list (issue 39): who wrote it, the ratings, the words, "Verified: N
// turnovers together", a no-show's label with the cleaner's statement beside it, the reviewed
// person's reply, and, for the reviewed person, Reply and Report.
import { Check, Flag, Star, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Review, ReportReviewInput } from '@core/schemas/reviews';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, intlTag, plural, useMessages } from '@web/lib/i18n';
import { reviewsMessages } from '@web/lib/messages/reviews';
import { useReply, useReportReview } from '../api/reviews';

type Reason = ReportReviewInput['reason'];
/** The contract's reasons, spelled here: importing the constant would bring zod into the page. */
const REASONS: readonly Reason[] = ['contact_details', 'slurs', 'discrimination', 'private_data', 'other'];

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric' });

export function StarRow({ value, label }: { value: number; label: string }) {
  const m = useMessages(reviewsMessages).reviews.form;
  return (
    <div className="flex items-center justify-between gap-3 text-sm">
      <span className="text-slate-700">{label}</span>
      <span className="flex" role="img" aria-label={format(m.starLabel, { count: value })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Star
            key={n}
            className={n <= value ? 'size-4 fill-accent-400 text-accent-500' : 'size-4 text-slate-300'}
            aria-hidden="true"
          />
        ))}
      </span>
    </div>
  );
}

/** One review's ratings and words. */
export function ReviewBody({ review }: { review: Review }) {
  const m = useMessages(reviewsMessages).reviews;
  return (
    <div className="space-y-2">
      {review.cleaner && (
        <div className="max-w-xs space-y-1">
          <StarRow value={review.cleaner.quality} label={m.form.quality} />
          <StarRow value={review.cleaner.punctuality} label={m.form.punctuality} />
          <StarRow value={review.cleaner.communication} label={m.form.communication} />
        </div>
      )}
      {review.host && (
        <div className="max-w-xs space-y-1">
          <StarRow value={review.host.overall} label={m.form.overall} />
          {(['matchedListing', 'accessWorked', 'checkoutOnTime', 'paidAsAgreed'] as const).map((k) => (
            <div key={k} className="flex items-center justify-between gap-3 text-sm">
              <span className="text-slate-700">{m.form[k]}</span>
              <span className="inline-flex items-center gap-1 font-medium text-slate-900">
                {review.host![k] ? (
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                ) : (
                  <X className="size-4 text-red-700" aria-hidden="true" />
                )}
                {review.host![k] ? m.list.yes : m.list.no}
              </span>
            </div>
          ))}
        </div>
      )}
      {review.words && <p className="whitespace-pre-line text-slate-800">{review.words}</p>}
    </div>
  );
}

function ReplyForm({ review }: { review: Review }) {
  const m = useMessages(reviewsMessages).reviews.list;
  const reply = useReply(review.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="mt-3 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        setError(undefined);
        reply.mutate(text.trim(), {
          onSuccess: () => notify.success({ title: m.replySent }),
          onError: (err) => setError(err.message),
        });
      }}
    >
      <TextAreaField
        label={m.reply}
        placeholder={m.replyPlaceholder}
        maxLength={500}
        rows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={error}
      />
      <Button type="submit" size="sm" variant="secondary" disabled={reply.isPending || text.trim() === ''}>
        {reply.isPending ? <BusyLabel>{m.replySend}</BusyLabel> : m.replySend}
      </Button>
    </form>
  );
}

function ReportButton({ review }: { review: Review }) {
  const m = useMessages(reviewsMessages).reviews.list;
  const report = useReportReview(review.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<Reason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  return (
    <>
      <Button ref={button} size="sm" variant="ghost" onClick={() => setOpen(true)}>
        <Flag className="size-4" aria-hidden="true" />
        {m.report}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.reportTitle}
        description={m.reportDescription}
        cancelLabel={m.cancel}
        confirmLabel={m.reportSend}
        busyLabel={<BusyLabel>{m.reportSend}</BusyLabel>}
        busy={report.isPending}
        confirmVariant="primary"
        returnFocus={button}
        onConfirm={() => {
          if (!reason) return setError(m.reportReason);
          setError(null);
          report.mutate(
            { reason, details },
            {
              onSuccess: () => {
                notify.success({ title: m.reportSent });
                setOpen(false);
              },
              onError: (err) => setError(err.message),
            },
          );
        }}
      >
        <div className="mt-4 space-y-4">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{m.reportReason}</legend>
            <div className="mt-2 grid gap-2">
              {REASONS.map((r) => (
                <label
                  key={r}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name={`${id}-reason`}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    className="size-4 accent-brand-700"
                  />
                  {m.reasons[r]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextAreaField
            label={m.reportDetails}
            rows={3}
            maxLength={1000}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
          <FormError message={error} />
        </div>
      </ConfirmDialog>
    </>
  );
}

/** One published review; `viewerId` decides whether Reply and Report show (the reviewed person's). */
export function ReviewItem({ review, viewerId }: { review: Review; viewerId: string | undefined }) {
  const m = useMessages(reviewsMessages).reviews;
  const mine = viewerId === review.subject.id;
  return (
    <article
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="review"
      data-review-id={review.id}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-semibold text-slate-900">{review.author.name}</span>
        <span className="text-sm text-slate-600">
          {review.direction === 'host_to_cleaner' ? m.list.host : m.list.cleaner}
          {review.publishedAt && ` · ${format(m.form.published, { date: day(review.publishedAt) })}`}
        </span>
        {review.kind === 'no_show' && (
          <span
            className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
            data-testid="no-show-label"
          >
            {m.list.noShow}
          </span>
        )}
      </div>
      {review.turnoversTogether > 0 && (
        <p className="mt-0.5 text-sm font-medium text-brand-800">{plural(m.list.verified, review.turnoversTogether)}</p>
      )}
      <div className="mt-3">
        <ReviewBody review={review} />
      </div>
      {review.contestStatement && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-slate-800" data-testid="contest-statement">
          <span className="font-medium">{m.list.contested}</span> {review.contestStatement}
        </p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm" data-testid="review-reply">
          <p className="font-medium text-slate-900">{format(m.list.replyOf, { name: review.subject.name })}</p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      )}
      {mine && (
        <div className="mt-2">
          {!review.reply && <ReplyForm review={review} />}
          <div className="mt-2">
            <ReportButton review={review} />
          </div>
        </div>
      )}
    </article>
  );
}
