// One support case (issue 39): what was reported and by whom, what its feature describes (plain
// text), and its decisions with a required reason; a closed case says who decided what, when and why.
import { useId, useState, type FormEvent } from 'react';
import type { SupportCase } from '@core/schemas/support';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { TextAreaField } from '@web/components/ui/field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { supportMessages } from '@web/lib/messages/support';
import { useDecideCase } from '../api/support';
import { when } from '../when';

export function CaseCard({ item }: { item: SupportCase }) {
  const m = useMessages(supportMessages).support;
  const decide = useDecideCase();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const titleId = useId();

  const submit = (actionId: string) => (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(m.errors.reasonRequired);
    setError(undefined);
    decide.mutate(
      { caseId: item.id, actionId, reason: reason.trim() },
      {
        onSuccess: () => notify.success({ title: m.actionDone }),
        onError: (err) => setError(err instanceof ApiRequestError ? (err.fields.reason ?? err.message) : String(err)),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-5" aria-labelledby={titleId} data-testid="support-case">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {m.kinds[item.kind] ?? m.otherKind}
      </p>
      <h2 id={titleId} className="mt-1 font-semibold text-slate-900">
        {item.subject?.title ?? m.gone}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {item.reporterName
          ? format(m.reported, { name: item.reporterName, when: when(item.createdAt) })
          : format(m.reportedByGone, { when: when(item.createdAt) })}
      </p>
      <p className="mt-1 text-sm text-slate-800">
        {format(m.reason, { reason: m.reasons[item.reason] ?? item.reason })}
      </p>
      {item.details && <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{item.details}</p>}
      {item.subject && (
        <>
          {item.subject.people.length > 0 && (
            <p className="mt-2 text-sm text-slate-700">
              <span className="font-medium">{m.people}:</span>{' '}
              {item.subject.people.map((p) => `${p.name} (${m.roles[p.role]})`).join(', ')}
            </p>
          )}
          <pre className="mt-2 max-h-72 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800">
            {item.subject.body}
          </pre>
        </>
      )}
      {item.decision ? (
        <div className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700">
          <p className="font-medium text-slate-900">
            {format(m.decided, {
              decision: item.decision.label,
              email: item.decision.byEmail,
              when: when(item.decision.at),
            })}
          </p>
          <p>{format(m.decidedReason, { reason: item.decision.reason })}</p>
        </div>
      ) : (
        item.actions.length > 0 && (
          <form className="mt-3 space-y-3 border-t border-slate-200 pt-3" onSubmit={(e) => e.preventDefault()}>
            <TextAreaField
              label={m.decisionReason}
              required
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={error}
            />
            <div className="flex flex-wrap gap-2">
              {item.actions.map((a) => (
                <Button key={a.id} type="submit" variant="secondary" disabled={decide.isPending} onClick={submit(a.id)}>
                  {decide.isPending && decide.variables?.actionId === a.id ? <BusyLabel>{a.label}</BusyLabel> : a.label}
                </Button>
              ))}
            </div>
          </form>
        )
      )}
    </Card>
  );
}
