// 'Add turnover' and editing one: date, times and notes by hand; a calendar-made turnover keeps the
// calendar's date and times, so only its notes change. What the host typed stays on errors.
import { useState, type FormEvent } from 'react';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { localTime } from '@core/turnovers';
import { TextAreaField, TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { focusField } from '@web/lib/focus-field';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useAddTurnover, useUpdateTurnover } from '../api/host-turnovers';
import { describeFailure } from '../errors';
import { fieldErrors, lazySchema, showFailure } from '@web/lib/form-check';
import { DialogButtons, FormDialog } from './dialogs';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/turnovers').then((m) => m.ManualTurnoverInput));

type Values = { date: string; checkoutTime: string; checkinTime: string; notes: string };

type Props = {
  jobId: string;
  /** Absent: a new turnover with the job's times. */
  turnover?: TurnoverItem;
  defaults: { checkoutTime: string; checkinTime: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function TurnoverFormDialog({ jobId, turnover, defaults, open, onOpenChange }: Props) {
  const m = useMessages(turnoversMessages).turnovers.form;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={turnover ? m.editTitle : m.addTitle}
      description={turnover?.source === 'calendar' ? m.calendarMadeNote : undefined}
      busy={false}
    >
      {/* Mounted only while open: each opening starts from the turnover's current values. */}
      {open && (
        <TurnoverForm jobId={jobId} turnover={turnover} defaults={defaults} onDone={() => onOpenChange(false)} />
      )}
    </FormDialog>
  );
}

function TurnoverForm({
  jobId,
  turnover,
  defaults,
  onDone,
}: {
  jobId: string;
  turnover?: TurnoverItem;
  defaults: Props['defaults'];
  onDone: () => void;
}) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.form;
  const add = useAddTurnover(jobId);
  const update = useUpdateTurnover(jobId);
  const busy = add.isPending || update.isPending;
  const notesOnly = turnover?.source === 'calendar';
  const [values, setValues] = useState<Values>(() =>
    turnover
      ? {
          date: turnover.date,
          checkoutTime: localTime(new Date(turnover.startsAt), turnover.timeZone),
          checkinTime: localTime(new Date(turnover.endsAt), turnover.timeZone),
          notes: turnover.notes ?? '',
        }
      : { date: '', checkoutTime: defaults.checkoutTime, checkinTime: defaults.checkinTime, notes: '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setFormError(undefined);
    const parsed = (await contract.load()).safeParse(values);
    const errs = parsed.success ? {} : fieldErrors(parsed.error.issues);
    const relevant = notesOnly ? Object.fromEntries(Object.entries(errs).filter(([k]) => k === 'notes')) : errs;
    if (Object.keys(relevant).length > 0) {
      setErrors(relevant);
      focusField(form, Object.keys(relevant)[0] ?? '');
      return;
    }
    setErrors({});
    const onError = (err: unknown) => {
      showFailure(form, describeFailure(err, messages), setErrors, setFormError);
    };
    if (!turnover) {
      if (!parsed.success) return;
      add.mutate(parsed.data, {
        onSuccess: () => {
          notify.success({ title: m.added });
          onDone();
        },
        onError,
      });
      return;
    }
    // Blank notes clear them (EditTurnoverInput).
    const input = notesOnly ? { notes: values.notes } : values;
    update.mutate(
      { id: turnover.id, input },
      {
        onSuccess: () => {
          notify.success({ title: m.saved });
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} onFocus={contract.preload} className="space-y-4">
      {!notesOnly && (
        <>
          <TextField
            type="date"
            name="date"
            label={m.date}
            required
            value={values.date}
            onChange={set('date')}
            error={errors.date}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              type="time"
              name="checkoutTime"
              label={m.checkoutTime}
              required
              value={values.checkoutTime}
              onChange={set('checkoutTime')}
              error={errors.checkoutTime}
            />
            <TextField
              type="time"
              name="checkinTime"
              label={m.checkinTime}
              required
              value={values.checkinTime}
              onChange={set('checkinTime')}
              error={errors.checkinTime}
            />
          </div>
        </>
      )}
      <TextAreaField
        name="notes"
        label={m.notes}
        placeholder={m.notesPlaceholder}
        hint={m.notesHint}
        maxLength={1000}
        value={values.notes}
        onChange={set('notes')}
        error={errors.notes}
      />
      <FormError message={formError} />
      <DialogButtons busy={busy} closeLabel={m.close} submitLabel={turnover ? m.save : m.add} busyLabel={m.saving} />
    </form>
  );
}
