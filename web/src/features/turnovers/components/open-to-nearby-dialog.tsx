// 'Open to nearby cleaners' (issue 17) as a dialog: auto-accept, and in plain words what it gives
// away. Its code loads the first time a host opens it (open-turnover.tsx), not with the Turnovers
// page, whose first visit has a JavaScript budget (issue 19).
import { TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { openTurnoversMessages } from '@web/lib/messages/open-turnovers';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useOpenTurnover } from '../api/open-turnovers';
import { describeFailure } from '../errors';
import { DialogButtons, FormDialog } from './dialogs';

export type OpenToNearbyDialogProps = {
  turnover: TurnoverItem;
  stateName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function OpenToNearbyDialog({ turnover: t, stateName, open, onOpenChange: setOpen }: OpenToNearbyDialogProps) {
  const messages = useMessages(openTurnoversMessages, turnoversMessages);
  const m = messages.openTurnovers.host;
  const openTurnover = useOpenTurnover(t.jobId);
  const [autoAccept, setAutoAccept] = useState(false);
  const [error, setError] = useState<string>();
  const checkboxId = useId();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setError(undefined);
    openTurnover.mutate(
      { id: t.id, input: { autoAccept } },
      {
        onSuccess: () => {
          setOpen(false);
          notify.success({ title: m.opened });
        },
        onError: (err) => setError(describeFailure(err, messages).message),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      title={m.openTitle}
      description={format(m.openDescription, { state: stateName })}
      busy={openTurnover.isPending}
    >
      <form noValidate onSubmit={submit}>
        <div className="flex items-start gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="mt-1 size-5 accent-brand-700"
            checked={autoAccept}
            onChange={(e) => setAutoAccept(e.target.checked)}
            aria-describedby={`${checkboxId}-hint ${checkboxId}-warning`}
          />
          <div>
            <label htmlFor={checkboxId} className="text-sm font-medium text-slate-900">
              {m.autoAccept}
            </label>
            <p id={`${checkboxId}-hint`} className="text-sm text-slate-600">
              {m.autoAcceptHint}
            </p>
          </div>
        </div>
        {/* Shown before it is ticked: what auto-accept gives away is read before choosing it. */}
        <p
          id={`${checkboxId}-warning`}
          className="mt-3 flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
          data-testid="auto-accept-warning"
        >
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          <span>{m.autoAcceptWarning}</span>
        </p>
        {error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <DialogButtons
          busy={openTurnover.isPending}
          closeLabel={m.keep}
          submitLabel={m.openConfirm}
          busyLabel={m.opening}
        />
      </form>
    </FormDialog>
  );
}
