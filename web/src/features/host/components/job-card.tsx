// A job as its host sees it (spec §2 dashboard and Manage Jobs): address, status, city/state,
// application count, payment per turnover (core/money.ts: cents only when not zero), beds/baths/sq ft.
import { BedDouble, Bath, CalendarDays, Eye, MapPin, Pencil, Ruler, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '@core/money';
import { placeName } from '@core/places';
import type { HostJob } from '@core/schemas/host';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { PlaybookLink } from '@web/features/playbook';
import { JobTurnoversLink } from '@web/features/turnovers';
import { DeleteJobButton } from './delete-job-dialog';
import { PauseJobButton } from './pause-job-button';

const shortDate = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric' });

export function JobCard({ job, showEdit }: { job: HostJob; showEdit?: boolean }) {
  const m = useMessages(hostMessages).host.jobCard;
  const address = placeName(job);
  const plural = (one: string, many: string, count: number) =>
    count === 1 ? one : format(many, { count: count.toLocaleString(intlTag()) });
  const paused = job.pausedAt !== null;

  return (
    <Card className={paused ? 'flex flex-col border-dashed bg-slate-50 p-5' : 'flex flex-col p-5'}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-slate-900">{address}</h3>
          {/* Without a street address the heading already names the place: shown once, not twice. */}
          {job.propertyAddress && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              {job.city}, {job.state}
            </p>
          )}
        </div>
        {paused ? (
          <span className="shrink-0 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
            {m.paused}
          </span>
        ) : (
          <span className="shrink-0 rounded-full bg-green-50 px-2.5 py-1 text-xs font-semibold text-green-800 ring-1 ring-green-200">
            {m.status[job.status]}
          </span>
        )}
      </div>
      {paused && <p className="mt-3 text-sm text-amber-900">{m.pausedNote}</p>}

      <p className="mt-4 text-2xl font-bold text-slate-900">
        {formatUsd(job.paymentPerTurnover)} <span className="text-sm font-medium text-slate-600">{m.perTurnover}</span>
      </p>

      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <BedDouble className="size-4 text-slate-500" aria-hidden="true" />
          {plural(m.bedsOne, m.beds, job.bedrooms)}
        </li>
        <li className="flex items-center gap-1.5">
          <Bath className="size-4 text-slate-500" aria-hidden="true" />
          {plural(m.bathsOne, m.baths, job.bathrooms)}
        </li>
        <li className="flex items-center gap-1.5">
          <Ruler className="size-4 text-slate-500" aria-hidden="true" />
          {format(m.sqft, { count: job.squareFootage.toLocaleString(intlTag()) })}
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {format(m.startsOn, { date: shortDate(job.startDate) })}
          {job.isRecurring && (
            <span className="rounded bg-brand-50 px-1.5 text-xs font-medium text-brand-800">{m.recurring}</span>
          )}
        </li>
      </ul>

      <p className="mt-3 flex items-center gap-1.5 text-sm font-medium text-brand-800">
        <Users className="size-4" aria-hidden="true" />
        {plural(m.applicationsOne, m.applications, job.applicationCount)}
      </p>

      <JobTurnoversLink jobId={job.id} next={job.nextTurnover} />

      <div className="mt-5 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
        <Button asChild size="sm">
          <Link to={`/host/jobs/${job.id}/applicants`}>
            <Eye className="size-4" aria-hidden="true" />
            {m.viewApplications}
          </Link>
        </Button>
        {showEdit && (
          <Button asChild size="sm" variant="secondary">
            <Link to={`/host/jobs/${job.id}/edit`}>
              <Pencil className="size-4" aria-hidden="true" />
              {m.editJob}
            </Link>
          </Button>
        )}
        {showEdit && <PlaybookLink jobId={job.id} place={address} />}
        <PauseJobButton jobId={job.id} address={address} paused={paused} />
        <span className="ml-auto">
          <DeleteJobButton jobId={job.id} address={address} />
        </span>
      </div>
    </Card>
  );
}
