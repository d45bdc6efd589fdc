// The job's booking calendars: 'Add calendar' (link, optional label, kind; at the cap, why not), and
// per calendar its last sync and last error in plain words, the reservations the job's cap of
// turnovers left out, 'Sync now', its kind, removal and its imported events.
import { CalendarSync, ChevronDown, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CalendarItem, CalendarKind } from '@core/schemas/turnovers';
import { CALENDAR_KINDS, IMPORT_MONTHS_AHEAD, MAX_CALENDARS_PER_JOB, MAX_TURNOVERS_AHEAD } from '@core/turnover-states';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { SelectField, TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { focusField } from '@web/lib/focus-field';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { useAddCalendar, useCalendars, useRemoveCalendar, useSyncCalendar, useUpdateCalendar } from '../api/calendars';
import { describeFailure } from '../errors';
import { formatMoment } from '../format';
import { ConfirmDialog } from './dialogs';

// The events' list loads when the host first shows a calendar's events (issue 19's first-visit budget).
const CalendarEvents = lazy(() => import('./calendar-events').then((m) => ({ default: m.CalendarEvents })));

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/turnovers').then((m) => m.AddCalendarInput));

export function CalendarsSection({ jobId }: { jobId: string }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.calendars;
  const calendars = useCalendars(jobId);
  return (
    <Card className="p-4 sm:p-5" aria-labelledby="calendars-heading">
      <h2 id="calendars-heading" className="text-base font-semibold text-slate-900">
        {m.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{m.description}</p>
      <p className="mt-1 text-sm text-slate-600">{format(m.window, { months: IMPORT_MONTHS_AHEAD })}</p>
      {calendars.data && calendars.data.length >= MAX_CALENDARS_PER_JOB ? (
        // At the cap the form would only be refused: the host reads why instead.
        <p className="mt-4 text-sm font-medium text-amber-900" data-testid="calendar-limit">
          {format(m.limitReached, { max: MAX_CALENDARS_PER_JOB })}
        </p>
      ) : (
        <AddCalendarForm jobId={jobId} />
      )}
      <div className="mt-5 border-t border-slate-100 pt-4">
        {calendars.isPending ? (
          <p className="text-sm text-slate-600">{m.loading}</p>
        ) : calendars.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {describeFailure(calendars.error, messages).message}
          </p>
        ) : calendars.data.length === 0 ? (
          <p className="text-sm text-slate-600">{m.empty}</p>
        ) : (
          <ul className="space-y-3">
            {calendars.data.map((c) => (
              <li key={c.id}>
                <CalendarCard jobId={jobId} calendar={c} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

function AddCalendarForm({ jobId }: { jobId: string }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.calendars;
  const add = useAddCalendar(jobId);
  const [values, setValues] = useState({ url: '', label: '', kind: '' });
  const { errors, setErrors, formError, setFormError, onSubmit, preload } = useContractForm(contract);

  const submit = onSubmit(
    { url: values.url, label: values.label, kind: values.kind || undefined },
    (checked, _fail, form) =>
      add.mutate(checked, {
        onSuccess: () => {
          setValues({ url: '', label: '', kind: '' });
          notify.success({ title: m.added });
        },
        // What the host typed stays in the fields. Not showFailure: field errors show alone, and the
        // link takes the focus when the refusal names no field.
        onError: (err) => {
          const failure = describeFailure(err, messages);
          setErrors(failure.fields);
          setFormError(Object.keys(failure.fields).length > 0 ? undefined : failure.message);
          focusField(form, Object.keys(failure.fields)[0] ?? 'url');
        },
      }),
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preload} className="mt-4 space-y-4" aria-label={m.heading}>
      <TextField
        name="url"
        type="url"
        inputMode="url"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        label={messages.turnovers.hostPage.calendarLink}
        hint={m.linkHint}
        required
        placeholder="https://"
        value={values.url}
        onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
        error={errors.url}
      />
      <div className="grid gap-4">
        <TextField
          name="label"
          label={m.label}
          placeholder={m.labelPlaceholder}
          maxLength={60}
          value={values.label}
          onChange={(e) => setValues((v) => ({ ...v, label: e.target.value }))}
          error={errors.label}
        />
        <SelectField
          name="kind"
          label={m.kind}
          hint={m.bookingHint}
          value={values.kind}
          onChange={(e) => setValues((v) => ({ ...v, kind: e.target.value }))}
          error={errors.kind}
        >
          <option value="">{m.kindAuto}</option>
          {CALENDAR_KINDS.map((k) => (
            <option key={k} value={k}>
              {m.kinds[k]}
            </option>
          ))}
        </SelectField>
      </div>
      <FormError message={formError} />
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
        {add.isPending ? (
          <BusyLabel>{m.adding}</BusyLabel>
        ) : (
          <>
            <Plus className="size-4" aria-hidden="true" />
            {messages.turnovers.hostPage.addCalendar}
          </>
        )}
      </Button>
    </form>
  );
}

function CalendarCard({ jobId, calendar }: { jobId: string; calendar: CalendarItem }) {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.calendars;
  const sync = useSyncCalendar(jobId);
  const update = useUpdateCalendar(jobId);
  const remove = useRemoveCalendar(jobId);
  const [kind, setKind] = useState<CalendarKind>(calendar.kind);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [showEvents, setShowEvents] = useState(false);
  const [error, setError] = useState<string>();
  const title = calendar.label ?? m.kinds[calendar.kind];
  const fail = (err: unknown) => setError(describeFailure(err, messages).message);

  return (
    <section aria-label={title} data-testid="calendar" className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <CalendarSync className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold text-slate-900">{title}</h3>
          <p className="truncate font-mono text-xs text-slate-600" title={calendar.maskedUrl}>
            {calendar.maskedUrl}
          </p>
          <p className="mt-1 text-sm text-slate-700" data-testid="calendar-synced">
            {calendar.lastSyncedAt
              ? format(m.lastSynced, { when: formatMoment(calendar.lastSyncedAt) })
              : m.neverSynced}
          </p>
          {calendar.lastError && (
            <p className="mt-1 text-sm font-medium text-red-700" data-testid="calendar-error">
              {format(m.lastError, { error: calendar.lastError })}
              {calendar.consecutiveFailures > 1 && (
                <span className="block font-normal">{format(m.failures, { count: calendar.consecutiveFailures })}</span>
              )}
            </p>
          )}
          {calendar.turnoversLeftOut > 0 && (
            <p className="mt-1 text-sm text-amber-900" data-testid="calendar-left-out">
              {format(m.leftOut, { count: calendar.turnoversLeftOut, max: MAX_TURNOVERS_AHEAD })}
            </p>
          )}
        </div>
      </div>

      <div className="mt-3 flex flex-wrap items-end gap-2">
        <Button
          size="sm"
          onClick={() => {
            setError(undefined);
            // A feed that fails still answers 200: the calendar then carries its error in plain words.
            sync.mutate(calendar.id, {
              onSuccess: (item) => (item.lastError ? undefined : notify.success({ title: m.synced })),
              onError: fail,
            });
          }}
          disabled={sync.isPending}
        >
          {sync.isPending ? (
            <BusyLabel>{m.syncing}</BusyLabel>
          ) : (
            <>
              <RefreshCw className="size-4" aria-hidden="true" />
              {messages.turnovers.hostPage.syncNow}
            </>
          )}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirmRemove(true)}>
          <Trash2 className="size-4" aria-hidden="true" />
          {m.remove}
        </Button>
      </div>

      <form
        className="mt-3 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          update.mutate({ id: calendar.id, input: { kind } }, { onError: fail });
        }}
      >
        <div className="min-w-0 flex-1">
          <SelectField
            label={m.kind}
            value={kind}
            onChange={(e) => setKind(e.target.value as CalendarKind)}
            className="h-9 text-sm"
          >
            {CALENDAR_KINDS.map((k) => (
              <option key={k} value={k}>
                {m.kinds[k]}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" size="sm" variant="secondary" disabled={update.isPending || kind === calendar.kind}>
          {m.saveKind}
        </Button>
      </form>
      {kind === 'booking' && <p className="mt-2 text-sm text-amber-900">{m.bookingHint}</p>}

      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}

      <button
        type="button"
        aria-expanded={showEvents}
        onClick={() => setShowEvents((s) => !s)}
        className="mt-3 flex items-center gap-1 rounded text-sm font-semibold text-brand-800 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        <ChevronDown className={cn('size-4 transition-transform', showEvents && 'rotate-180')} aria-hidden="true" />
        {showEvents ? m.hideEvents : m.showEvents}
      </button>
      {showEvents && (
        // While its code loads, the line the list shows while its events load.
        <Suspense fallback={<p className="mt-2 text-sm text-slate-600">{m.eventsLoading}</p>}>
          <CalendarEvents jobId={jobId} calendarId={calendar.id} />
        </Suspense>
      )}

      <ConfirmDialog
        open={confirmRemove}
        onOpenChange={setConfirmRemove}
        title={m.removeTitle}
        description={m.removeDescription}
        error={remove.isError ? describeFailure(remove.error, messages).message : undefined}
        cancelLabel={m.cancel}
        confirmLabel={m.removeConfirm}
        busyLabel={m.removing}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(calendar.id, { onSuccess: () => setConfirmRemove(false) })}
      />
    </section>
  );
}
