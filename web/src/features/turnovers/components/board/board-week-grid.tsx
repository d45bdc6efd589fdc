// The board's week at desktop width: seven day columns, Monday to Sunday, each turnover a small
// card with its window, property, cleaner and cover; the ones at risk ringed in their colour.
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { addDays } from '@core/board';
import type { BoardTurnover } from '@core/schemas/board';
import { cn } from '@web/components/ui/cn';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { boardMessages } from '@web/lib/messages/board';
import { riskWords, shortTime } from '../../board-words';
import { formatDay } from '../../format';
import { CoverBadge } from '../turnover-badges';
import { cleanerLine, jobTurnoversPath, riskTone } from './board-row';

const weekday = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlTag(), { weekday: 'short', timeZone: 'UTC' });
const dayOfMonth = (date: string) => Number(date.slice(8, 10));

export function BoardWeekGrid({
  from,
  today,
  turnovers,
  now,
}: {
  from: string;
  today: string;
  turnovers: BoardTurnover[];
  now: Date;
}) {
  const m = useMessages(boardMessages).board;
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  return (
    <section
      aria-label={format(m.grid.label, { from: formatDay(from) })}
      data-testid="board-week-grid"
      className="grid grid-cols-7 overflow-hidden rounded-xl bg-slate-200 shadow-sm ring-1 ring-slate-200 [gap:1px]"
    >
      {days.map((date) => {
        const ofDay = turnovers.filter((t) => t.date === date);
        const isToday = date === today;
        const past = date < today;
        return (
          <div
            key={date}
            role="group"
            aria-label={formatDay(date)}
            data-testid="board-day"
            data-date={date}
            className={cn('flex min-h-48 flex-col', isToday ? 'bg-sky-50/70' : past ? 'bg-slate-50' : 'bg-white')}
          >
            <div
              className={cn(
                'flex items-baseline justify-between border-b px-2.5 py-2',
                isToday ? 'border-sky-200' : 'border-slate-100',
              )}
            >
              <span className={cn('text-xs font-semibold uppercase', isToday ? 'text-sky-800' : 'text-slate-500')}>
                {weekday(date)}
              </span>
              <span
                className={cn(
                  'flex size-7 items-center justify-center rounded-full text-sm font-bold',
                  isToday ? 'bg-sky-700 text-white' : past ? 'text-slate-400' : 'text-slate-900',
                )}
              >
                {dayOfMonth(date)}
              </span>
            </div>
            {isToday && <span className="sr-only">{m.grid.today}</span>}
            <ul className="flex flex-1 flex-col gap-1.5 p-1.5">
              {ofDay.map((t) => (
                <li key={t.id}>
                  <GridCard turnover={t} now={now} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function GridCard({ turnover: t, now }: { turnover: BoardTurnover; now: Date }) {
  const m = useMessages(boardMessages).board;
  const top = t.risks[0];
  const tone = top ? riskTone(top.kind) : null;
  const Icon = tone === 'red' ? CircleAlert : TriangleAlert;
  const cleaner = cleanerLine(t, m.row.offeredTo);
  return (
    <Link
      to={jobTurnoversPath(t.jobId)}
      data-testid="board-card"
      data-turnover-id={t.id}
      className={cn(
        'block rounded-lg bg-white p-2 text-xs shadow-sm ring-1 transition hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600',
        tone === 'red' ? 'ring-red-300' : tone === 'amber' ? 'ring-amber-300' : 'ring-slate-200 hover:ring-slate-300',
      )}
    >
      <p className="font-semibold text-slate-900">
        {shortTime(t.startsAt, t.timeZone)} – {shortTime(t.endsAt, t.timeZone)}
      </p>
      <p className="mt-0.5 font-medium break-words text-slate-800">{t.property}</p>
      {cleaner && <p className="mt-0.5 break-words text-slate-600">{cleaner}</p>}
      <CoverBadge cover={t.cover} className="mt-1.5 px-2 whitespace-normal" />
      {top && (
        <p
          className={cn(
            'mt-1.5 flex items-start gap-1 font-semibold',
            tone === 'red' ? 'text-red-800' : 'text-amber-900',
          )}
        >
          <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" />
          {riskWords(top, t, now, m)}
        </p>
      )}
    </Link>
  );
}
