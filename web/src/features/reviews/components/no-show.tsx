// The no-show (issue 39): the host's 'Mark no-show' on a confirmed turnover that never started (from
// its day until 48 hours after), and on the review page the cleaner's contest (once, within 48
// hours) or the statement they gave.
import { UserX } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ReviewWindowResponse } from '@core/schemas/reviews';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { reviewsMessages } from '@web/lib/messages/reviews';
import { reviewPagePath, useContestNoShow, useMarkNoShow } from '../api/reviews';

const when = (iso: string) =>
  new Date(iso).toLocaleString(intlTag(), { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** 'Mark no-show' for the host; on success (`onMarked`: the card's list reloads), the review page of the turnover. */
export function MarkNoShowButton({
  turnoverId,
  cleanerName,
  className,
  onMarked,
}: {
  turnoverId: string;
  cleanerName: string;
  className?: string;
  onMarked?: () => void;
}) {
  const m = useMessages(reviewsMessages).reviews.noShow;
  const mark = useMarkNoShow(turnoverId);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button ref={button} size="sm" variant="secondary" className={className} onClick={() => setOpen(true)}>
        <UserX className="size-4" aria-hidden="true" />
        {m.mark}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.markTitle}
        description={format(m.markDescription, { name: cleanerName })}
        cancelLabel={m.back}
        confirmLabel={m.markConfirm}
        busyLabel={<BusyLabel>{m.markConfirm}</BusyLabel>}
        busy={mark.isPending}
        returnFocus={button}
        onConfirm={() => {
          setError(null);
          mark.mutate(undefined, {
            onSuccess: () => {
              notify.success({ title: m.marked });
              setOpen(false);
              onMarked?.();
              void navigate(`/reviews/write/${encodeURIComponent(turnoverId)}`);
            },
            onError: (err) => setError(err.message),
          });
        }}
      >
        <FormError message={error} />
      </ConfirmDialog>
    </>
  );
}

/**
 * On the host's turnover card, instead of 'Mark no-show' once marked: when, the cleaner's
 * statement if they contested it (or support's withdrawal), and the way to the no-show's review.
 */
export function NoShowMarkedNote({
  turnoverId,
  cleanerUserId,
  cleanerName,
  noShow,
  className,
}: {
  turnoverId: string;
  cleanerUserId: string;
  cleanerName: string;
  noShow: NonNullable<TurnoverItem['noShow']>;
  className?: string;
}) {
  const m = useMessages(reviewsMessages).reviews.noShow;
  return (
    <div className={className} data-testid="no-show-marked">
      <p className="flex items-start gap-1.5 text-sm font-medium text-red-900">
        <UserX className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden="true" />
        {format(m.cardMarked, { name: cleanerName, date: when(noShow.markedAt) })}
      </p>
      {noShow.withdrawn ? (
        <p className="mt-1 text-sm text-slate-700">{format(m.cardWithdrawn, { name: cleanerName })}</p>
      ) : (
        noShow.statement && (
          <p className="mt-1 text-sm break-words text-slate-800" data-testid="no-show-contest">
            {format(m.cardContested, { name: cleanerName, statement: noShow.statement })}
          </p>
        )
      )}
      <Button asChild size="sm" variant="secondary" className="mt-2">
        <Link to={reviewPagePath(turnoverId, cleanerUserId)}>{format(m.cardReview, { name: cleanerName })}</Link>
      </Button>
    </div>
  );
}

/** The no-show's state on the review page: marked when; the cleaner's statement, or their contest form. */
export function NoShowPanel({ window: w, now }: { window: ReviewWindowResponse; now: number }) {
  const m = useMessages(reviewsMessages).reviews.noShow;
  const contest = useContestNoShow(w.turnoverId);
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string>();
  const n = w.noShow!;
  const canContest = w.role === 'cleaner' && !n.contestedAt && now <= new Date(n.contestUntil).getTime();
  return (
    <section className="rounded-xl border border-red-200 bg-red-50/60 p-4" data-testid="no-show-panel">
      <p className="text-sm font-medium text-red-900">{format(m.markedOn, { date: when(n.markedAt) })}</p>
      {n.statement && (
        <p className="mt-2 text-sm text-slate-800" data-testid="contest-statement">
          {format(m.contestedOn, { statement: n.statement })}
        </p>
      )}
      {canContest && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            setError(undefined);
            contest.mutate(statement.trim(), {
              onSuccess: () => notify.success({ title: m.contested }),
              onError: (err) => setError(err.message),
            });
          }}
        >
          <h2 className="text-base font-semibold text-slate-900">{m.contestTitle}</h2>
          <p className="text-sm text-slate-700">
            {m.contestDescription} {format(m.contestUntil, { date: when(n.contestUntil) })}
          </p>
          <TextAreaField
            label={m.contest}
            placeholder={m.contestPlaceholder}
            maxLength={500}
            rows={3}
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
            error={error}
          />
          <Button type="submit" size="sm" disabled={contest.isPending || statement.trim() === ''}>
            {contest.isPending ? <BusyLabel>{m.contestSend}</BusyLabel> : m.contestSend}
          </Button>
        </form>
      )}
    </section>
  );
}
