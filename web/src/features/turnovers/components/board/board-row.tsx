// One turnover on the board's agenda: the property (its link to the job's Turnovers page), the day
// and window in the property's zone, who has it or is asked, its cover in words and colour, and
// each reason it needs the host.
import { CircleAlert, Clock, MapPin, TriangleAlert, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import type { BoardRisk, BoardTurnover } from '@core/schemas/board';
import { cn } from '@web/components/ui/cn';
import { format, useMessages } from '@web/lib/i18n';
import { boardMessages } from '@web/lib/messages/board';
import { riskWords } from '../../board-words';
import { formatDay, formatWindow } from '../../format';
import { CoverBadge, SameDayBadge } from '../turnover-badges';

export const jobTurnoversPath = (jobId: string) => `/host/jobs/${encodeURIComponent(jobId)}/turnovers`;

/**
 * Who has it, or who is asked when no reason says so already ("Waiting for Ana…"); null when
 * nobody has it (its badge and reason say so).
 */
export function cleanerLine(t: BoardTurnover, offeredTo: string): string | null {
  if (t.cleaner) return t.cleaner;
  if (t.offeredTo && !t.risks.some((r) => r.kind === 'waiting')) return format(offeredTo, { name: t.offeredTo });
  return null;
}

/** Missing a cleaner or a start is red; a problem or an unanswered offer is amber. */
export const riskTone = (kind: BoardRisk['kind']) =>
  kind === 'problem' || kind === 'waiting' ? 'amber' : ('red' as const);

export function BoardRow({ turnover: t, now }: { turnover: BoardTurnover; now: Date }) {
  const m = useMessages(boardMessages).board;
  const window = formatWindow(t.startsAt, t.endsAt, t.timeZone);
  const top = t.risks[0];
  const cleaner = cleanerLine(t, m.row.offeredTo);
  return (
    <article
      data-testid="board-row"
      data-turnover-id={t.id}
      className={cn(
        'relative rounded-xl border-l-4 bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-slate-300',
        !top ? 'border-l-slate-200' : riskTone(top.kind) === 'red' ? 'border-l-red-500' : 'border-l-amber-400',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1.5">
        <h3 className="flex min-w-0 items-center gap-1.5 font-semibold text-slate-900">
          <MapPin className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {/* The card is the link's target area (after:inset-0), named by the property alone. */}
          <Link
            to={jobTurnoversPath(t.jobId)}
            aria-label={format(m.row.open, { property: t.property })}
            className="truncate after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-600"
          >
            {t.property}
          </Link>
        </h3>
        <div className="flex flex-wrap items-center gap-1.5">
          {t.sameDay && <SameDayBadge />}
          <CoverBadge cover={t.cover} />
        </div>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700" data-testid="board-row-when">
        <Clock className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <span>
          <span className="font-medium text-slate-900">{formatDay(t.date)}</span> · {window.start} – {window.end}
        </span>
      </p>
      {cleaner && (
        <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-700" data-testid="board-row-cleaner">
          <UserRound className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {cleaner}
        </p>
      )}
      {t.risks.length > 0 && (
        <ul className="mt-2 space-y-1" data-testid="board-row-risks">
          {t.risks.map((risk) => {
            const red = riskTone(risk.kind) === 'red';
            const Icon = red ? CircleAlert : TriangleAlert;
            return (
              <li
                key={risk.kind}
                data-risk={risk.kind}
                className={cn(
                  'flex items-start gap-1.5 rounded-md px-2 py-1 text-sm font-semibold',
                  red ? 'bg-red-50 text-red-800' : 'bg-amber-50 text-amber-900',
                )}
              >
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {riskWords(risk, t, now, m)}
              </li>
            );
          })}
        </ul>
      )}
    </article>
  );
}
