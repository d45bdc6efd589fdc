// The board's controls: a week (with the previous and next) or the next 30 days, and the filters by
// property and state. Every choice lives in the page's address, so a reload or a shared link keeps it.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { addDays, BOARD_STATES, weekStart, type BoardRange, type BoardState } from '@core/board';
import type { TurnoverBoardResponse } from '@core/schemas/board';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/components/ui/cn';
import { SelectField } from '@web/components/ui/field';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { boardMessages } from '@web/lib/messages/board';
import type { BoardFilters } from '../../api/turnover-board';

const shortDay = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', timeZone: 'UTC' });

export function BoardToolbar({
  filters,
  data,
  onChange,
}: {
  filters: BoardFilters;
  data: TurnoverBoardResponse | undefined;
  onChange: (next: Partial<BoardFilters>) => void;
}) {
  const m = useMessages(boardMessages).board;
  const currentWeek = data ? weekStart(data.today) : undefined;
  // Past turnovers stay off the board, so there is nothing to see before the current week.
  const atCurrentWeek = !data || data.from <= currentWeek!;
  const ranges: BoardRange[] = ['week', 'next30'];
  return (
    <div className="mb-6 flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-slate-200 sm:p-4 lg:flex-row lg:items-end">
      <div className="flex flex-wrap items-center justify-between gap-2 lg:contents">
        <div role="group" aria-label={m.range.label} className="inline-flex rounded-lg bg-slate-100 p-1 lg:self-end">
          {ranges.map((r) => (
            <button
              key={r}
              type="button"
              aria-pressed={filters.range === r}
              onClick={() => onChange({ range: r, week: undefined })}
              className={cn(
                'h-9 rounded-md px-3 text-sm font-semibold whitespace-nowrap transition-colors',
                filters.range === r ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {m.range[r]}
            </button>
          ))}
        </div>
        {filters.range === 'week' && data && (
          <div className="flex items-center gap-1 lg:order-last lg:ml-auto">
            <Button
              variant="secondary"
              size="sm"
              aria-label={m.week.previous}
              disabled={atCurrentWeek}
              onClick={() => onChange({ week: addDays(data.from, -7) })}
            >
              <ChevronLeft className="size-4" aria-hidden="true" />
            </Button>
            <p
              className="min-w-28 text-center text-sm font-semibold whitespace-nowrap text-slate-900"
              aria-live="polite"
              data-testid="board-week-span"
            >
              {format(m.week.span, { from: shortDay(data.from), to: shortDay(data.to) })}
            </p>
            <Button
              variant="secondary"
              size="sm"
              aria-label={m.week.next}
              onClick={() => onChange({ week: addDays(data.from, 7) })}
            >
              <ChevronRight className="size-4" aria-hidden="true" />
            </Button>
            {!atCurrentWeek && (
              <Button
                variant="ghost"
                size="sm"
                className="whitespace-nowrap"
                onClick={() => onChange({ week: undefined })}
              >
                {m.week.current}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 lg:w-[30rem]">
        <SelectField
          label={m.filters.property}
          value={filters.jobId ?? ''}
          onChange={(e) => onChange({ jobId: e.target.value || undefined })}
        >
          <option value="">{m.filters.allProperties}</option>
          {data?.properties.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={m.filters.state}
          value={filters.state ?? ''}
          onChange={(e) => onChange({ state: (e.target.value || undefined) as BoardState | undefined })}
        >
          <option value="">{m.filters.allStates}</option>
          {BOARD_STATES.map((s) => (
            <option key={s} value={s}>
              {m.filters.states[s]}
            </option>
          ))}
        </SelectField>
      </div>
    </div>
  );
}
