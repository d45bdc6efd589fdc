// /host/turnovers (the header menu's 'Turnovers', issue 37): every property's turnovers in one board.
// The ones at risk come first with the reason in words; then, at desktop width, the week as seven
// day columns, and on a phone (or over the next 30 days) an agenda by day. Filters live in the
// address. Live: an answer, a lapse or a request refreshes it, and it reads again every minute.
import { CircleCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { BOARD_RANGES, BOARD_STATES, type BoardRange, type BoardState } from '@core/board';
import { Card } from '@web/components/ui/card';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { boardMessages } from '@web/lib/messages/board';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly } from '@web/features/auth';
import { useInvalidateOnNotification } from '../api/live-turnovers';
import { turnoverBoardKey, useTurnoverBoard, type BoardFilters } from '../api/turnover-board';
import { BoardAgenda } from '../components/board/board-agenda';
import { BoardRow } from '../components/board/board-row';
import { BoardToolbar } from '../components/board/board-toolbar';
import { BoardWeekGrid } from '../components/board/board-week-grid';
import { describeFailure } from '../errors';

export default function HostBoardPage() {
  return (
    <HostOnly>
      <HostBoard />
    </HostOnly>
  );
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The filters the address holds; a value the board does not know is left out rather than refused. */
function filtersFrom(params: URLSearchParams): BoardFilters {
  const range = params.get('range');
  const week = params.get('week');
  const job = params.get('job');
  const state = params.get('state');
  return {
    range: BOARD_RANGES.includes(range as BoardRange) ? (range as BoardRange) : 'week',
    week: week && DATE.test(week) ? week : undefined,
    jobId: job && UUID.test(job) ? job : undefined,
    state: BOARD_STATES.includes(state as BoardState) ? (state as BoardState) : undefined,
  };
}

function HostBoard() {
  const messages = useMessages(boardMessages, turnoversMessages);
  const m = messages.board;
  usePageTitle(m.pageTitle);
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const query = useTurnoverBoard(filters);
  const data = query.data;
  // The app's clock (the server's, moved in tests), every 30 seconds.
  const now = new Date(useNow(30_000));
  useInvalidateOnNotification('turnover_answered', turnoverBoardKey);
  useInvalidateOnNotification('turnover_expired', turnoverBoardKey);
  useInvalidateOnNotification('turnover_unfilled', turnoverBoardKey);
  useInvalidateOnNotification('turnover_requested', turnoverBoardKey);
  useInvalidateOnNotification('turnover_completed', turnoverBoardKey);

  const change = (next: Partial<BoardFilters>) => {
    const merged = { ...filters, ...next };
    const out = new URLSearchParams();
    if (merged.range !== 'week') out.set('range', merged.range);
    if (merged.range === 'week' && merged.week) out.set('week', merged.week);
    if (merged.jobId) out.set('job', merged.jobId);
    if (merged.state) out.set('state', merged.state);
    setParams(out, { replace: true });
  };

  const filtered = filters.jobId !== undefined || filters.state !== undefined;
  const inGrid = data
    ? [...data.atRisk, ...data.turnovers].filter((t) => t.date >= data.from && t.date <= data.to)
    : [];

  return (
    <PageFrame title={m.title} subtitle={m.subtitle}>
      <BoardToolbar filters={filters} data={data} onChange={change} />
      {!data ? (
        <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
      ) : data.properties.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">{m.noProperties}</Card>
      ) : (
        <div className="space-y-8">
          {data.truncated && (
            <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
              {format(m.truncated, { count: data.atRisk.length + data.turnovers.length })}
            </p>
          )}
          {data.atRisk.length > 0 ? (
            <section aria-labelledby="board-at-risk" data-testid="board-at-risk">
              <h2 id="board-at-risk" className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
                {m.atRisk.heading}
                <span className="rounded-full bg-red-600 px-2.5 py-0.5 text-sm font-bold text-white">
                  {data.atRisk.length}
                </span>
              </h2>
              <ul className="grid gap-3 lg:grid-cols-2">
                {data.atRisk.map((t) => (
                  <li key={t.id}>
                    <BoardRow turnover={t} now={now} />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            !filtered && (
              <p className="flex items-center gap-2 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800 ring-1 ring-green-200">
                <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
                {m.atRisk.allClear}
              </p>
            )
          )}
          {data.range === 'week' && (
            <div className="hidden lg:block">
              <BoardWeekGrid from={data.from} today={data.today} turnovers={inGrid} now={now} />
            </div>
          )}
          <div className={data.range === 'week' ? 'lg:hidden' : undefined}>
            {data.turnovers.length > 0 ? (
              <BoardAgenda turnovers={data.turnovers} now={now} />
            ) : (
              <Card className="p-6 text-center text-slate-600">
                {data.atRisk.length > 0 ? m.emptyOthers : filtered ? m.emptyFiltered : m.empty}
              </Card>
            )}
          </div>
        </div>
      )}
    </PageFrame>
  );
}
