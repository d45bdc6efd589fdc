// One applicant as the host's plan shows it (spec §2, §6): full details and the status actions, or a
// blurred card with 'Upgrade to unlock'. One status update at a time per card. Hire asks first,
// saying where the cleaner joins the team and when offers go out (issue 37).
import { BadgeCheck, CalendarDays, Clock, Lock, Mail, MapPin, Phone, Star, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { canTransition, isActionAvailable, unavailableReason, type ApplicationAction } from '@core/application-status';
import type { Applicant, FullApplicant, LockedApplicant } from '@core/schemas/applicants';
import type { ApplicationStatus } from '@core/schemas/applications';
import { formatPhone } from '@core/phone';
import { OFFER_GRACE_MINUTES } from '@core/team';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { DistanceAway } from '@web/components/ui/distance-away';
import { cn } from '@web/components/ui/cn';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notify } from '@web/components/ui/toast';
import { Tooltip } from '@web/components/ui/tooltip';
import { dateFormat, format, useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';
import { MessageButton } from '@web/features/messages';
import { ReviewSummary } from '@web/features/reviews';
import { ReliabilityRecord } from '@web/features/reliability';
import { useUpdateApplicationStatus } from '../api/update-application-status';

const day = () => dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const appliedDay = (iso: string) => day().format(new Date(iso));

const statusTone: Record<ApplicationStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  favorite: 'bg-accent-100 text-accent-700 ring-accent-400',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
  contacting: 'bg-blue-100 text-blue-900 ring-blue-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
};

export function ApplicantCard({
  applicant,
  place,
  teamSize,
}: {
  applicant: Applicant;
  place: string;
  /** How many cleaners are on the job's team now: a hire joins at teamSize + 1. */
  teamSize: number;
}) {
  return applicant.locked ? (
    <LockedCard applicant={applicant} />
  ) : (
    <FullCard applicant={applicant} place={place} teamSize={teamSize} />
  );
}

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const m = useMessages(applicantsMessages).applicants;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        statusTone[status],
      )}
      data-testid="applicant-status"
      data-status={status}
    >
      <span className="sr-only">{m.card.status}: </span>
      {m.statuses[status]}
    </span>
  );
}

function HighlightedMark() {
  const m = useMessages(applicantsMessages).applicants.card;
  return (
    <Tooltip content={m.highlightedTooltip}>
      {(describedBy) => (
        <button
          type="button"
          aria-describedby={describedBy}
          className="inline-flex size-7 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          aria-label={m.highlightedLabel}
        >
          <BadgeCheck className="size-5" aria-hidden="true" />
        </button>
      )}
    </Tooltip>
  );
}

function FullCard({ applicant, place, teamSize }: { applicant: FullApplicant; place: string; teamSize: number }) {
  const m = useMessages(applicantsMessages).applicants;
  const update = useUpdateApplicationStatus(applicant.id);
  const [confirmingHire, setConfirmingHire] = useState(false);
  const hireButton = useRef<HTMLButtonElement>(null);
  const busy = update.isPending;
  const name = `${applicant.firstName} ${applicant.lastName}`;
  const titleId = `applicant-${applicant.id}-name`;
  const { status } = applicant;
  // Which controls work, and why the others do not, come from the status graph (core/application-status.ts).
  const allowed = (action: ApplicationAction) => !busy && isActionAvailable(status, action);
  const reason = unavailableReason(status, m.unavailable);
  const reasonId = `applicant-${applicant.id}-unavailable`;
  const describedBy = (action: ApplicationAction) =>
    reason && !isActionAvailable(status, action) ? reasonId : undefined;

  const run = (action: ApplicationAction) => {
    if (!allowed(action) || !canTransition(status, action)) return;
    update.mutate(action, {
      onSuccess: (res) =>
        notify.success({
          title: m.toast.updatedTitle,
          description: format(m.toast.updatedDescription, { status: m.statuses[res.status] }),
        }),
      onError: (err) => notify.error({ title: format(m.toast.failed, { message: err.message }) }),
    });
  };

  const hire = () => {
    if (!allowed('hire') || !canTransition(status, 'hire')) return;
    update.mutate('hire', {
      onSuccess: () => {
        setConfirmingHire(false);
        notify.success({ title: format(m.hiredToast.title, { name }), description: m.hiredToast.description });
      },
      onError: (err) => {
        setConfirmingHire(false);
        notify.error({ title: format(m.toast.failed, { message: err.message }) });
      },
    });
  };
  const position = teamSize + 1;
  const d = m.hireDialog;

  const isFavorite = status === 'favorite';
  const starAction: ApplicationAction = isFavorite ? 'unfavorite' : 'favorite';
  const mailto = `mailto:${applicant.email}?subject=${encodeURIComponent(format(m.contactSubject, { place }))}`;

  return (
    <Card
      className="flex h-full flex-col p-5"
      role="article"
      aria-labelledby={titleId}
      aria-busy={busy}
      data-applicant-id={applicant.id}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="flex items-center gap-1 text-lg font-semibold text-slate-900">
            <span className="truncate">{name}</span>
            {applicant.isHighlighted && <HighlightedMark />}
          </h3>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            <span>
              {applicant.city}, {applicant.state}
              <DistanceAway miles={applicant.distanceMiles} className="whitespace-nowrap before:content-['_·_']" />
            </span>
          </p>
        </div>
        <div className="flex items-center gap-1">
          <StatusBadge status={status} />
          <button
            type="button"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-500 hover:bg-accent-100 disabled:cursor-not-allowed disabled:opacity-50"
            aria-label={format(isFavorite ? m.actions.unfavorite : m.actions.favorite, { name })}
            aria-pressed={isFavorite}
            disabled={!allowed(starAction)}
            aria-describedby={describedBy(starAction)}
            onClick={() => run(starAction)}
          >
            <Star className={cn('size-6', isFavorite && 'fill-accent-400 text-accent-500')} aria-hidden="true" />
          </button>
        </div>
      </div>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <li>{format(m.card.experience, { years: applicant.experienceYears })}</li>
        <li>
          <ReviewSummary
            userId={applicant.cleanerUserId}
            selfRating={applicant.rating}
            selfLabel={format(m.card.rating, { rating: applicant.rating })}
          />
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {format(m.card.appliedOn, { date: appliedDay(applicant.appliedAt) })}
        </li>
      </ul>
      <ReliabilityRecord record={applicant.reliability} of="cleaner" />

      <dl className="mt-3 space-y-2 text-sm">
        {applicant.availability && (
          <div className="flex gap-1.5">
            <Clock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <dt className="font-medium text-slate-900">{m.card.availability}:</dt>
            <dd className="text-slate-700">{applicant.availability}</dd>
          </div>
        )}
        {applicant.bio && (
          <div>
            <dt className="sr-only">{m.card.bio}</dt>
            <dd className="whitespace-pre-line text-slate-700">{applicant.bio}</dd>
          </div>
        )}
        <div className="flex min-w-0 items-center gap-1.5">
          <Mail className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{m.card.email}</dt>
          <dd className="min-w-0 truncate">
            <a className="text-brand-800 underline underline-offset-2" href={`mailto:${applicant.email}`}>
              {applicant.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <dt className="sr-only">{m.card.phone}</dt>
          <dd>
            <a className="text-brand-800 underline underline-offset-2" href={`tel:+1${applicant.phone}`}>
              {formatPhone(applicant.phone)}
            </a>
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex flex-wrap gap-2 border-t border-slate-100 pt-4 [&>*]:flex-1 sm:[&>*]:flex-none">
        {status === 'rejected' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={!allowed('unreject')}
            aria-describedby={describedBy('unreject')}
            onClick={() => run('unreject')}
          >
            {m.actions.unreject}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={!allowed('reject')}
            aria-describedby={describedBy('reject')}
            onClick={() => run('reject')}
          >
            {m.actions.reject}
          </Button>
        )}
        <Button asChild size="sm" variant="secondary" className={cn(busy && 'pointer-events-none opacity-60')}>
          {/* The mail draft opens through the link itself, whatever the status (a hired cleaner can
              still be emailed); the status follows only where the graph allows (spec §4 Contact). */}
          <a
            href={mailto}
            aria-disabled={busy || undefined}
            tabIndex={busy ? -1 : undefined}
            onClick={() => run('contact')}
          >
            <Mail className="size-4" aria-hidden="true" />
            {m.actions.contact}
          </a>
        </Button>
        {/* Issue 40: beside the spec's mail draft, a conversation inside TurnReady tied to this job;
            'contacting' follows the same way, where the graph allows. */}
        <MessageButton
          target={{ jobId: applicant.jobId, cleanerId: applicant.cleanerUserId }}
          name={name}
          onClick={() => run('contact')}
        />
        {status === 'accepted' ? (
          <Button asChild size="sm" variant="secondary">
            <Link to={`/host/jobs/${encodeURIComponent(applicant.jobId)}/turnovers`}>
              <Users className="size-4" aria-hidden="true" />
              {m.teamLink}
            </Link>
          </Button>
        ) : (
          <Button
            ref={hireButton}
            size="sm"
            disabled={!allowed('hire')}
            aria-describedby={describedBy('hire')}
            onClick={() => setConfirmingHire(true)}
          >
            {m.actions.hire}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmingHire}
        onOpenChange={setConfirmingHire}
        title={format(d.title, { name })}
        description={
          position === 1
            ? format(d.joinsAsPrimary, { name, place })
            : format(d.joinsAsBackup, { name, place, position, backup: position - 1 })
        }
        cancelLabel={d.cancel}
        confirmLabel={d.confirm}
        busyLabel={<BusyLabel>{d.busy}</BusyLabel>}
        busy={busy}
        confirmVariant="primary"
        onConfirm={hire}
        returnFocus={hireButton}
      >
        <p className="mt-3 text-sm leading-6 text-slate-600">{format(d.offers, { minutes: OFFER_GRACE_MINUTES })}</p>
        <p className="mt-3 text-sm leading-6 text-slate-600">{d.email}</p>
      </ConfirmDialog>
      {/* Visible text, not a tooltip: it works on touch, and disabled buttons take no hover or focus. */}
      {reason && (
        <p id={reasonId} className="mt-2 text-xs text-slate-600" data-testid="applicant-unavailable-reason">
          {reason}
        </p>
      )}
      {busy && (
        <p role="status" className="mt-2 text-xs text-slate-600">
          {m.actions.updating}
        </p>
      )}
    </Card>
  );
}

function LockedCard({ applicant }: { applicant: LockedApplicant }) {
  const m = useMessages(applicantsMessages).applicants;
  const titleId = `applicant-${applicant.id}-name`;
  return (
    <Card
      className="relative flex h-full flex-col overflow-hidden p-5"
      role="article"
      aria-labelledby={titleId}
      data-applicant-id={applicant.id}
      data-locked="true"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="flex items-center gap-1 text-lg font-semibold text-slate-900">
          {applicant.displayName}
          {applicant.isHighlighted && <HighlightedMark />}
        </h3>
        <StatusBadge status={applicant.status} />
      </div>
      <p className="mt-0.5 text-sm text-slate-600">
        {format(m.card.appliedOn, { date: appliedDay(applicant.appliedAt) })}
      </p>
      {/* Placeholder shapes only: the server sent nothing else to blur. */}
      <div className="mt-4 space-y-2 blur-sm select-none" aria-hidden="true">
        <div className="h-3 w-3/4 rounded bg-slate-300" />
        <div className="h-3 w-1/2 rounded bg-slate-300" />
        <div className="h-3 w-5/6 rounded bg-slate-300" />
        <div className="h-3 w-2/3 rounded bg-slate-300" />
      </div>
      <div className="mt-4 flex flex-col items-center gap-2 border-t border-slate-100 pt-4 text-center">
        <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Lock className="size-4" aria-hidden="true" />
          {m.card.lockedTitle}
        </p>
        <Button asChild size="sm" variant="accent">
          <Link to="/host/pricing">{m.card.upgradeToUnlock}</Link>
        </Button>
      </div>
    </Card>
  );
}
