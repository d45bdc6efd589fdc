// A booking calendar's imported events, with 'Mark as block' / 'Not a block' (calendars-section.tsx):
// shown when the host asks for them, so their code loads then, not with the Turnovers page (issue 19).
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useCalendarEvents, useMarkBlock } from '../api/calendars';
import { describeFailure } from '../errors';
import { formatDay } from '../format';

export function CalendarEvents({ jobId, calendarId }: { jobId: string; calendarId: string }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.calendars;
  const events = useCalendarEvents(jobId, calendarId, true);
  const mark = useMarkBlock(jobId);
  const [error, setError] = useState<string>();

  if (events.isPending) return <p className="mt-2 text-sm text-slate-600">{m.eventsLoading}</p>;
  if (events.isError)
    return (
      <p role="alert" className="mt-2 text-sm font-medium text-red-700">
        {m.eventsFailed}
      </p>
    );
  if (events.data.length === 0) return <p className="mt-2 text-sm text-slate-600">{m.eventsEmpty}</p>;
  return (
    <>
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <ul className="mt-2 divide-y divide-slate-100 rounded-lg border border-slate-100" data-testid="calendar-events">
        {events.data.map((ev) => {
          const block = ev.feedBlock || ev.markedBlock;
          return (
            <li
              key={`${ev.uid}|${ev.startDate}`}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm"
            >
              <div className="min-w-0">
                <p className="font-medium text-slate-900">
                  {format(m.eventDates, { start: formatDay(ev.startDate), end: formatDay(ev.endDate) })}
                </p>
                <p className="truncate text-slate-600">
                  {ev.summary} ·{' '}
                  <span className={block ? 'text-slate-700' : 'text-green-800'}>
                    {ev.feedBlock ? m.feedBlock : ev.markedBlock ? m.markedBlock : m.reservation}
                  </span>
                </p>
              </div>
              {!ev.feedBlock && (
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={mark.isPending}
                  onClick={() => {
                    setError(undefined);
                    mark.mutate(
                      { calendarId, input: { startDate: ev.startDate, endDate: ev.endDate, blocked: !ev.markedBlock } },
                      { onError: (err) => setError(describeFailure(err, messages).message) },
                    );
                  }}
                >
                  {ev.markedBlock ? m.unmarkBlock : m.markBlock}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
