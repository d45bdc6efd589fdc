// What other pages show of turnovers: the job card's 'Turnovers' link with the next turnover, and
// the cleaner's 'Schedule' button.
import { CalendarClock, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { NextTurnover } from '@core/schemas/turnovers';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { formatDay, formatWindow } from '../format';

export function JobTurnoversLink({ jobId, next }: { jobId: string; next?: NextTurnover | null }) {
  const m = useMessages().turnovers.links;
  return (
    <div
      className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-sm"
      data-testid="job-next-turnover"
    >
      <span className="flex items-center gap-1.5 text-slate-700">
        <CalendarClock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        {next
          ? format(m.nextTurnover, {
              when: `${formatDay(next.date)}, ${formatWindow(next.startsAt, next.startsAt, next.timeZone).end}`,
            })
          : m.noNextTurnover}
      </span>
      <Link
        to={`/host/jobs/${encodeURIComponent(jobId)}/turnovers`}
        className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
      >
        {m.jobCard}
      </Link>
    </div>
  );
}

export function ScheduleButton() {
  const m = useMessages().turnovers.links;
  return (
    <Button asChild variant="secondary">
      <Link to="/cleaner/schedule">
        <CalendarDays className="size-4" aria-hidden="true" />
        {m.cleanerSchedule}
      </Link>
    </Button>
  );
}
