// One of the cleaner's applications: the job, the status (coloured), the host as shaped by the server.
import { CalendarDays, UserRound } from 'lucide-react';
import type { ApplicationStatus, MyApplication } from '@core/schemas/applications';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { MessageButton } from '@web/features/messages';
import { formatMomentDay, formatUsd } from '../format';
import { stateName } from '../state-name';
import { PropertyFacts } from './property-facts';

/** Yellow pending, green accepted, red rejected, gray otherwise (spec §2). */
export const STATUS_TONE: Record<ApplicationStatus, 'yellow' | 'green' | 'red' | 'gray'> = {
  pending: 'yellow',
  accepted: 'green',
  rejected: 'red',
  favorite: 'gray',
  contacting: 'gray',
};

const toneClass = {
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
  gray: 'bg-slate-100 text-slate-800 ring-slate-300',
};

export function ApplicationCard({ application }: { application: MyApplication }) {
  const m = useMessages(cleanerMessages).cleaner.applications;
  const { job } = application;
  const tone = STATUS_TONE[application.status] ?? 'gray';
  const titleId = `application-${application.id}-title`;
  return (
    <Card className="p-5" role="article" aria-labelledby={titleId} data-application-id={application.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {job.propertyAddress || `${job.city}, ${stateName(job.state)}`}
          </h2>
          {/* Without a street address the heading already names the place: shown once, not twice. */}
          {job.propertyAddress && (
            <p className="text-sm text-slate-600">
              {job.city}, {stateName(job.state)}
            </p>
          )}
        </div>
        <span
          className={cn(
            'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold ring-1 ring-inset',
            toneClass[tone],
          )}
          data-tone={tone}
          data-testid="application-status"
        >
          <span className="sr-only">{m.status}: </span>
          {m.statuses[application.status] ?? application.status}
        </span>
      </div>

      <PropertyFacts bedrooms={job.bedrooms} bathrooms={job.bathrooms} squareFootage={job.squareFootage} />

      <div className="mt-4 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p className="text-base font-semibold text-brand-800">
          {format(m.payment, { amount: formatUsd(job.paymentPerTurnover) })}
        </p>
        <p className="inline-flex items-center gap-1.5">
          <UserRound className="size-4 text-slate-500" aria-hidden="true" />
          {application.host ? (
            <>
              <span className="sr-only">{m.host}: </span>
              {application.host.name}
            </>
          ) : (
            <span className="italic text-slate-600">{m.hostUnavailable}</span>
          )}
        </p>
        <p className="inline-flex items-center gap-1.5">
          <CalendarDays className="size-4 text-slate-500" aria-hidden="true" />
          {format(m.appliedOn, { date: formatMomentDay(application.appliedAt) })}
        </p>
      </div>
      {application.host && (
        // Issue 40: questions before (or after) a hire, inside TurnReady and tied to this job.
        <div className="mt-4 border-t border-slate-100 pt-3">
          <MessageButton target={{ jobId: job.id }} label="messageHost" size="md" className="w-full sm:w-auto" />
        </div>
      )}
    </Card>
  );
}
