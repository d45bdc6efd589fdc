// The one job form (spec §5) for posting and editing: per-field errors with the spec's messages,
// revalidated on every change by the same schema the server uses; submit disabled until valid.
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { AMENITIES, type Amenity } from '@core/amenities';
import { isoDate } from '@core/local-date';
import type { JobFormValues } from '@core/schemas/jobs';
import { Button } from '@web/components/ui/button';
import { TextAreaField, TextField } from '@web/components/ui/field';
import { CityField, StateSelectField } from '@web/components/ui/location-fields';
import { lazySchema, useLazySchema } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
import { playbookMessages } from '@web/lib/messages/playbook';
import { registrationMessages } from '@web/lib/messages/registration';
import { areasMessages } from '@web/lib/messages/areas';

// The form's contract (and zod) loads when the form is first focused, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/jobs'));

export type JobFormState = {
  propertyAddress: string;
  state: string;
  city: string;
  zip: string;
  bedrooms: string;
  bathrooms: string;
  squareFootage: string;
  paymentPerTurnover: string;
  startDate: string;
  amenities: Amenity[];
  propertyNotes: string;
  isRecurring: boolean;
};

export const emptyJobForm: JobFormState = {
  propertyAddress: '',
  state: '',
  city: '',
  zip: '',
  bedrooms: '',
  bathrooms: '',
  squareFootage: '',
  paymentPerTurnover: '',
  startDate: '',
  amenities: [],
  propertyNotes: '',
  isRecurring: false,
};

type Field = Exclude<keyof JobFormState, 'amenities' | 'isRecurring'>;

type Props = {
  initial?: JobFormState;
  /** Editing: the initial start date stays valid even when it has passed (only a changed date must not be past). */
  keepStartDate?: boolean;
  submitLabel: ReactNode;
  busy?: boolean;
  /** Errors the server gave per field (e.g. after a 400), shown until the field changes. */
  serverErrors?: Record<string, string>;
  onSubmit: (values: JobFormValues) => void;
  /** Extra buttons beside submit (Back, Cancel). */
  secondary?: ReactNode;
  /** Told of every change, so a wizard can keep what was typed across its steps. */
  onValuesChange?: (values: JobFormState) => void;
};

export function JobForm({
  initial = emptyJobForm,
  keepStartDate,
  submitLabel,
  busy,
  serverErrors = {},
  onSubmit,
  secondary,
  onValuesChange,
}: Props) {
  const m = useMessages(hostMessages).host.jobForm;
  const fields = useMessages(registrationMessages).registration.fields;
  const amenityLabels = useMessages(jobsMessages).jobs.amenities;
  const playbookHint = useMessages(playbookMessages).playbook.host.jobFormHint;
  const zipText = useMessages(areasMessages).areas.zip;
  // Issue 43: a job saved before ZIP codes has none; the edit asks for it.
  const zipMissing = Boolean(keepStartDate) && initial.zip === '';
  const [values, setValues] = useState<JobFormState>(initial);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [changedSinceServer, setChangedSinceServer] = useState<Partial<Record<string, boolean>>>({});
  const today = isoDate(new Date());
  // Editing: the job's own date passes even once it is past; 'not in the past' applies to a new date.
  const keptDate = keepStartDate ? initial.startDate : '';
  const { schema: jobs, preload } = useLazySchema(contract);
  const schema = useMemo(
    () => jobs?.makeJobInput(today, { pastDateAllowed: (d) => d !== '' && d === keptDate }),
    [jobs, today, keptDate],
  );
  const parsed = schema?.safeParse(values);
  // Until the contract has loaded (on the first focus), a saved job being edited counts as valid and
  // a new one as incomplete, as they would be checked; submitting waits for the contract.
  const invalid = parsed ? !parsed.success : !keepStartDate;
  const errors: Partial<Record<string, string>> = {};
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;

  const set = <K extends keyof JobFormState>(key: K, value: JobFormState[K]) => {
    const next = { ...values, ...(key === 'state' && value !== values.state ? { city: '' } : {}), [key]: value };
    setValues(next);
    onValuesChange?.(next);
    if (key !== 'amenities' && key !== 'isRecurring') setTouched((t) => ({ ...t, [key]: true }));
    setChangedSinceServer((c) => ({ ...c, [key]: true }));
  };
  const errorOf = (f: Field) =>
    (touched[f] ? errors[f] : undefined) ?? (changedSinceServer[f] ? undefined : serverErrors[f]);
  const touch = (f: Field) => () => setTouched((t) => ({ ...t, [f]: true }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked =
      parsed ??
      (await contract.load())
        .makeJobInput(today, { pastDateAllowed: (d) => d !== '' && d === keptDate })
        .safeParse(values);
    if (!checked.success) {
      setTouched({
        state: true,
        city: true,
        zip: true,
        bedrooms: true,
        bathrooms: true,
        squareFootage: true,
        paymentPerTurnover: true,
        startDate: true,
      });
      return;
    }
    setChangedSinceServer({});
    onSubmit(values as JobFormValues);
  };

  const number = (f: 'bedrooms' | 'bathrooms' | 'squareFootage', label: string) => (
    <TextField
      name={f}
      label={label}
      required
      type="number"
      inputMode="numeric"
      min={1}
      step={1}
      value={values[f]}
      onChange={(e) => set(f, e.target.value)}
      onBlur={touch(f)}
      error={errorOf(f)}
    />
  );

  return (
    <form onSubmit={submit} onFocus={preload} noValidate className="space-y-8">
      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">{m.propertySection}</legend>
        <TextField
          name="propertyAddress"
          label={m.propertyAddress}
          autoComplete="street-address"
          value={values.propertyAddress}
          onChange={(e) => set('propertyAddress', e.target.value)}
          hint={m.propertyAddressHint}
          maxLength={200}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <StateSelectField
            name="state"
            label={m.state}
            required
            placeholder={fields.statePlaceholder}
            value={values.state}
            onValueChange={(s) => set('state', s)}
            onBlur={touch('state')}
            error={errorOf('state')}
          />
          <CityField
            name="city"
            label={m.city}
            required
            mode="suggest"
            state={values.state}
            value={values.city}
            onValueChange={(c) => set('city', c)}
            placeholder={fields.citySuggestPlaceholder}
            chooseStateFirst={fields.chooseStateFirst}
            error={errorOf('city')}
          />
        </div>
        {zipMissing && (
          <p className="rounded-lg bg-accent-100 px-3 py-2 text-sm text-slate-900" role="note">
            {zipText.missingOnJob}
          </p>
        )}
        <TextField
          name="zip"
          label={zipText.jobLabel}
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          className="sm:max-w-48"
          value={values.zip}
          onChange={(e) => set('zip', e.target.value)}
          onBlur={touch('zip')}
          hint={zipText.jobHint}
          error={errorOf('zip')}
        />
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
          {number('bedrooms', m.bedrooms)}
          {number('bathrooms', m.bathrooms)}
          <div className="col-span-2 sm:col-span-1">{number('squareFootage', m.squareFootage)}</div>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-base font-semibold text-slate-900">{m.detailsSection}</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="paymentPerTurnover"
            label={m.paymentPerTurnover}
            required
            type="number"
            inputMode="decimal"
            min={0.01}
            step={0.01}
            value={values.paymentPerTurnover}
            onChange={(e) => set('paymentPerTurnover', e.target.value)}
            onBlur={touch('paymentPerTurnover')}
            error={errorOf('paymentPerTurnover')}
          />
          <TextField
            name="startDate"
            label={m.startDate}
            required
            type="date"
            min={keptDate && keptDate < today ? keptDate : today}
            value={values.startDate}
            onChange={(e) => set('startDate', e.target.value)}
            onBlur={touch('startDate')}
            error={errorOf('startDate')}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{m.amenities}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {AMENITIES.map((a) => (
              <label
                key={a}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="amenities"
                  value={a}
                  checked={values.amenities.includes(a)}
                  onChange={(e) =>
                    set(
                      'amenities',
                      e.target.checked ? [...values.amenities, a] : values.amenities.filter((x) => x !== a),
                    )
                  }
                  className="size-4 accent-brand-700"
                />
                {amenityLabels[a]}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          name="propertyNotes"
          label={m.propertyNotes}
          hint={`${m.propertyNotesHint} ${playbookHint}`}
          maxLength={2000}
          value={values.propertyNotes}
          onChange={(e) => set('propertyNotes', e.target.value)}
        />
        <label className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white p-3">
          <input
            type="checkbox"
            name="isRecurring"
            checked={values.isRecurring}
            onChange={(e) => set('isRecurring', e.target.checked)}
            className="mt-0.5 size-4 accent-brand-700"
          />
          <span>
            <span className="block text-sm font-medium text-slate-800">{m.isRecurring}</span>
            <span className="block text-sm text-slate-600">{m.isRecurringHint}</span>
          </span>
        </label>
      </fieldset>

      <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between">
        {secondary ?? <span />}
        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          <Button type="submit" size="lg" disabled={invalid || busy}>
            {submitLabel}
          </Button>
          {invalid && (
            <p className="text-sm text-slate-600" aria-live="polite">
              {m.fixErrors}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

/** Form state from a saved job (edit). */
export function jobToForm(job: {
  propertyAddress: string | null;
  state: string;
  city: string;
  zip: string | null;
  bedrooms: number;
  bathrooms: number;
  squareFootage: number;
  paymentPerTurnover: number;
  startDate: string;
  amenities: string[];
  propertyNotes: string | null;
  isRecurring: boolean;
}): JobFormState {
  return {
    propertyAddress: job.propertyAddress ?? '',
    state: job.state,
    city: job.city,
    zip: job.zip ?? '',
    bedrooms: String(job.bedrooms),
    bathrooms: String(job.bathrooms),
    squareFootage: String(job.squareFootage),
    paymentPerTurnover: String(job.paymentPerTurnover),
    startDate: job.startDate,
    amenities: job.amenities.filter((a): a is Amenity => (AMENITIES as readonly string[]).includes(a)),
    propertyNotes: job.propertyNotes ?? '',
    isRecurring: job.isRecurring,
  };
}
