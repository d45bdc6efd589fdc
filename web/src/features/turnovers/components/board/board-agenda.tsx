// The board's agenda: the turnovers by day relative to today, each in its own property's zone
// (core/board.ts agendaGroup): today, tomorrow, the rest of this week, later.
import { agendaGroup, AGENDA_GROUPS, type AgendaGroup } from '@core/board';
import type { BoardTurnover } from '@core/schemas/board';
import { useMessages } from '@web/lib/i18n';
import { boardMessages } from '@web/lib/messages/board';
import { BoardRow } from './board-row';

export function BoardAgenda({ turnovers, now }: { turnovers: BoardTurnover[]; now: Date }) {
  const m = useMessages(boardMessages).board;
  const groups = new Map<AgendaGroup, BoardTurnover[]>();
  for (const t of turnovers) {
    const g = agendaGroup(t.date, now, t.timeZone);
    groups.set(g, [...(groups.get(g) ?? []), t]);
  }
  return (
    <div className="space-y-6" aria-label={m.agendaLabel} role="region">
      {AGENDA_GROUPS.filter((g) => groups.has(g)).map((g) => (
        <section key={g} aria-labelledby={`board-group-${g}`} data-testid="board-group" data-group={g}>
          <h2
            id={`board-group-${g}`}
            className="mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-slate-600"
          >
            {m.groups[g]}
            <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs text-slate-700 normal-case">
              {groups.get(g)!.length}
            </span>
          </h2>
          <ul className="grid gap-3 lg:grid-cols-2">
            {groups.get(g)!.map((t) => (
              <li key={t.id}>
                <BoardRow turnover={t} now={now} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
