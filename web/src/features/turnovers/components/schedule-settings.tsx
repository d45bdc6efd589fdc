// The job's check-out and check-in times and its time zone (states split between two zones offer
// both), and how long each team member has to answer an offer (issue 17).
import { useState } from 'react';
import type { HostTurnoversResponse } from '@core/schemas/turnovers';
import { MAX_RESPONSE_HOURS, MIN_RESPONSE_HOURS } from '@core/offers';
import { timeZonesFor } from '@core/time-zones';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useSaveScheduleSettings } from '../api/host-turnovers';
import { describeFailure } from '../errors';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/turnovers').then((m) => m.ScheduleSettingsInput));

type Job = HostTurnoversResponse['job'];

export function ScheduleSettings({ job }: { job: Job }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.settings;
  const save = useSaveScheduleSettings(job.id);
  const [values, setValues] = useState({
    checkoutTime: job.checkoutTime,
    checkinTime: job.checkinTime,
    timeZone: job.timeZone,
    offerResponseHours: String(job.offerResponseHours),
  });
  const { errors, formError, onSubmit, preload } = useContractForm(contract);
  const zones = timeZonesFor(job.state);
  const options = zones.some((z) => z.id === values.timeZone)
    ? zones
    : [{ id: values.timeZone, label: values.timeZone }, ...zones];

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = onSubmit(values, (checked, fail) =>
    save.mutate(checked, {
      onSuccess: () => notify.success({ title: m.saved }),
      onError: (err) => fail(describeFailure(err, messages)),
    }),
  );

  return (
    <Card className="p-4 sm:p-5">
      <h2 className="text-base font-semibold text-slate-900">{m.heading}</h2>
      <p className="mt-1 text-sm text-slate-600">{m.description}</p>
      <form noValidate onSubmit={submit} onFocus={preload} className="mt-4 space-y-4">
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
        <SelectField
          name="timeZone"
          label={m.timeZone}
          required
          value={values.timeZone}
          onChange={set('timeZone')}
          error={errors.timeZone}
        >
          {options.map((z) => (
            <option key={`${z.id}|${z.label}`} value={z.id}>
              {z.label}
            </option>
          ))}
        </SelectField>
        <TextField
          type="number"
          inputMode="numeric"
          min={MIN_RESPONSE_HOURS}
          max={MAX_RESPONSE_HOURS}
          step={1}
          name="offerResponseHours"
          label={m.responseHours}
          hint={m.responseHoursHint}
          required
          value={values.offerResponseHours}
          onChange={set('offerResponseHours')}
          error={errors.offerResponseHours}
        />
        <FormError message={formError} />
        <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
          {save.isPending ? <BusyLabel>{m.saving}</BusyLabel> : m.save}
        </Button>
      </form>
    </Card>
  );
}
