// Issue 37: the problems a cleaner reported on a turnover, on its card for the host: what, when,
// where the host is with each, and 'Acknowledge' / 'Mark resolved' (the cleaner sees both).
import { CircleAlert, CircleCheck, Eye } from 'lucide-react';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { format, intlTag, plural, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useProblemAction } from '../api/turnover-problems';
import { describeFailure } from '../errors';

type Problem = TurnoverItem['problems'][number];

/** "Nov 27, 10:02 AM" in the property's zone. */
const momentIn = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString(intlTag(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

export function TurnoverProblems({ turnover: t }: { turnover: TurnoverItem }) {
  const messages = useMessages(playbookMessages, turnoversMessages);
  const m = messages.playbook.report;
  const action = useProblemAction(t.id);
  if (t.problems.length === 0) return null;
  const open = t.problems.filter((p) => !p.resolvedAt).length;

  return (
    <section
      className={
        open > 0
          ? 'mt-3 rounded-lg border border-red-200 bg-red-50/60 p-3'
          : 'mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3'
      }
      aria-label={plural(m.problemsOnCard, t.problems.length)}
      data-testid="turnover-problems"
    >
      <h5 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <CircleAlert className={open > 0 ? 'size-4 text-red-700' : 'size-4 text-slate-500'} aria-hidden="true" />
        {plural(m.problemsOnCard, t.problems.length)}
      </h5>
      <ul className="mt-2 space-y-2">
        {t.problems.map((p) => (
          <ProblemRow
            key={p.id}
            problem={p}
            timeZone={t.timeZone}
            busy={action.isPending && action.variables?.problemId === p.id}
            onAction={(verb) => action.mutate({ problemId: p.id, action: verb })}
          />
        ))}
      </ul>
      {action.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {describeFailure(action.error, messages).message}
        </p>
      )}
    </section>
  );
}

function ProblemRow({
  problem: p,
  timeZone,
  busy,
  onAction,
}: {
  problem: Problem;
  timeZone: string;
  busy: boolean;
  onAction: (verb: 'acknowledge' | 'resolve') => void;
}) {
  const m = useMessages(playbookMessages).playbook;
  const kind = m.cleaner.problemKinds[p.kind];
  const state = p.resolvedAt
    ? format(m.report.problemResolved, { when: momentIn(p.resolvedAt, timeZone) })
    : p.acknowledgedAt
      ? format(m.report.problemAcknowledged, { when: momentIn(p.acknowledgedAt, timeZone) })
      : m.report.problemNew;
  const Icon = p.resolvedAt ? CircleCheck : p.acknowledgedAt ? Eye : CircleAlert;
  return (
    <li className="rounded-md bg-white p-2.5 ring-1 ring-slate-200" data-testid="turnover-problem">
      <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-semibold text-red-800">{kind}</span>
        <span className="text-xs text-slate-600">{momentIn(p.createdAt, timeZone)}</span>
      </p>
      <p className="mt-0.5 whitespace-pre-line break-words text-sm text-slate-800">{p.description}</p>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p
          className={
            p.resolvedAt
              ? 'inline-flex items-center gap-1 text-xs font-semibold text-green-800'
              : 'inline-flex items-center gap-1 text-xs font-semibold text-slate-700'
          }
          data-testid="problem-state"
        >
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {state}
        </p>
        {!p.resolvedAt && (
          <div className="flex flex-wrap gap-2">
            {!p.acknowledgedAt && (
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                aria-label={format(m.report.acknowledgeLabel, { kind })}
                onClick={() => onAction('acknowledge')}
              >
                {busy ? <BusyLabel>{m.report.acknowledge}</BusyLabel> : m.report.acknowledge}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={format(m.report.resolveLabel, { kind })}
              onClick={() => onAction('resolve')}
            >
              <CircleCheck className="size-4" aria-hidden="true" />
              {m.report.resolve}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
