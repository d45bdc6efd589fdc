// One job on /browse-jobs: where, the property, the pay, when, and the Apply button's three states.
import { CalendarDays, Check, MapPin, Navigation, Repeat } from 'lucide-react';
import type { Job } from '@core/schemas/jobs';
import type { Amenity } from '@core/amenities';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { format, useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { jobsMessages } from '@web/lib/messages/jobs';
import { useDistanceText } from '@web/components/ui/distance-away';
import { formatDay, formatUsd } from '../format';
import { stateName } from '../state-name';
import { PropertyFacts } from './property-facts';
import { HostRating } from '@web/features/reviews';

type Props = { job: Job; applied: boolean; applying: boolean; onApply: (jobId: string) => void };

export function JobCard({ job, applied, applying, onApply }: Props) {
  const m = useMessages(cleanerMessages).cleaner.browse;
  const amenityLabels = useMessages(jobsMessages).jobs.amenities;
  const distanceText = useDistanceText();
  const titleId = `job-${job.id}-title`;
  return (
    <Card className="flex flex-col p-5" aria-labelledby={titleId} role="article" data-job-id={job.id}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {job.city}, {stateName(job.state)}
          </h2>
          {job.propertyAddress && (
            <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="sr-only">{m.address}: </span>
              <span className="truncate">{job.propertyAddress}</span>
            </p>
          )}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-2xl font-bold text-brand-800">{formatUsd(job.paymentPerTurnover)}</span>
          <span className="text-xs text-slate-600">{m.perTurnover}</span>
        </p>
      </div>

      <HostRating jobId={job.id} className="mt-2" />
      <PropertyFacts bedrooms={job.bedrooms} bathrooms={job.bathrooms} squareFootage={job.squareFootage} />

      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm text-slate-700">
        {job.distanceMiles != null && (
          <span className="inline-flex items-center gap-1.5 font-medium" data-testid="job-distance">
            <Navigation className="size-4 text-slate-500" aria-hidden="true" />
            {distanceText(job.distanceMiles)}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {format(m.startDate, { date: formatDay(job.startDate) })}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Repeat className="size-4 text-slate-500" aria-hidden="true" />
          {job.isRecurring ? m.recurring : m.oneTime}
        </span>
      </div>

      {job.amenities.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={m.amenities}>
          {job.amenities.map((a) => (
            <li
              key={a}
              className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-100"
            >
              {amenityLabels[a as Amenity] ?? a}
            </li>
          ))}
        </ul>
      )}

      {job.propertyNotes && (
        <p className="mt-3 line-clamp-3 text-sm text-slate-600">
          <span className="sr-only">{m.notes}: </span>
          {job.propertyNotes}
        </p>
      )}

      <div className="mt-auto pt-5">
        <Button
          className="w-full"
          variant={applied ? 'secondary' : 'primary'}
          disabled={applied || applying}
          onClick={() => onApply(job.id)}
          aria-describedby={titleId}
        >
          {applied ? (
            <>
              <Check className="size-4" aria-hidden="true" />
              {m.applied}
            </>
          ) : applying ? (
            <>
              <span
                className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
                aria-hidden="true"
              />
              {m.applying}
            </>
          ) : (
            m.apply
          )}
        </Button>
      </div>
    </Card>
  );
}
