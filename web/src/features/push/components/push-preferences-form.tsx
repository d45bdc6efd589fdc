// The profile's push choices (issue 38): a switch per kind of notification and quiet hours, for all
// the person's devices. Saved with the browser's zone, the one quiet hours are kept in.
import { useId, useState, type FormEvent } from 'react';
import { DEFAULT_QUIET_HOURS, PUSH_KINDS, PUSH_KINDS_FOR, type PushKind } from '@core/push-kinds';
import type { PushPreferences } from '@core/schemas/push';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { pushMessages } from '@web/lib/messages/push';
import { browserTimeZone, usePushPreferences, useSavePushPreferences } from '../api/push-preferences';

export function PushPreferencesForm({ role }: { role: 'cleaner' | 'host' }) {
  const m = useMessages(pushMessages).push.preferences;
  const prefs = usePushPreferences();
  if (prefs.isError) return <FormError message={m.loadFailed} />;
  if (!prefs.data) return <p className="mt-6 text-sm text-slate-600">…</p>;
  return <Form initial={prefs.data} role={role} />;
}

function Form({ initial, role }: { initial: PushPreferences; role: 'cleaner' | 'host' }) {
  const m = useMessages(pushMessages).push.preferences;
  const save = useSavePushPreferences();
  const id = useId();
  const [off, setOff] = useState<Set<PushKind>>(new Set(initial.disabledKinds));
  const [quietOn, setQuietOn] = useState(initial.quietHours !== null);
  const [start, setStart] = useState(initial.quietHours?.start ?? DEFAULT_QUIET_HOURS.start);
  const [end, setEnd] = useState(initial.quietHours?.end ?? DEFAULT_QUIET_HOURS.end);
  const [error, setError] = useState<string | null>(null);
  const zone = browserTimeZone();

  const toggle = (kind: PushKind, on: boolean) =>
    setOff((s) => {
      const next = new Set(s);
      if (on) next.delete(kind);
      else next.add(kind);
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (quietOn && start === end) return setError(m.sameTimes);
    save.mutate(
      {
        disabledKinds: PUSH_KINDS.filter((k) => off.has(k)),
        quietHours: quietOn ? { start, end } : null,
        timeZone: zone,
      },
      {
        onSuccess: () => notify.success({ title: m.saved }),
        onError: (err) => {
          const field = err instanceof ApiRequestError ? Object.values(err.fields)[0] : undefined;
          setError(field ? `${m.failed} (${field})` : m.failed);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="mt-6 space-y-4" aria-labelledby={`${id}-heading`}>
      <div>
        <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
          {m.heading}
        </h3>
        <p className="text-sm text-slate-600">{m.intro}</p>
      </div>
      <ul className="space-y-3">
        {PUSH_KINDS_FOR[role].map((kind) => (
          <li key={kind} className="flex items-start gap-3">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              role="switch"
              className="mt-1 size-5 shrink-0 accent-brand-700"
              checked={!off.has(kind)}
              onChange={(e) => toggle(kind, e.target.checked)}
              aria-describedby={`${id}-${kind}-hint`}
            />
            <div className="min-w-0">
              <label htmlFor={`${id}-${kind}`} className="text-sm font-medium text-slate-900">
                {m.kinds[kind].label}
              </label>
              <p id={`${id}-${kind}-hint`} className="text-sm text-slate-600">
                {m.kinds[kind].hint}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{m.quietHeading}</legend>
        <div className="flex items-start gap-3">
          <input
            id={`${id}-quiet`}
            type="checkbox"
            role="switch"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={quietOn}
            onChange={(e) => setQuietOn(e.target.checked)}
            aria-describedby={`${id}-quiet-hint`}
          />
          <div className="min-w-0">
            <label htmlFor={`${id}-quiet`} className="text-sm font-medium text-slate-900">
              {m.quietOn}
            </label>
            <p id={`${id}-quiet-hint`} className="text-sm text-slate-600">
              {format(m.quietHint, { zone })}
            </p>
          </div>
        </div>
        {quietOn && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              type="time"
              name="quietStart"
              label={m.quietStart}
              required
              value={start}
              onChange={(e) => setStart(e.target.value)}
            />
            <TextField
              type="time"
              name="quietEnd"
              label={m.quietEnd}
              required
              value={end}
              onChange={(e) => setEnd(e.target.value)}
            />
          </div>
        )}
      </fieldset>
      <FormError message={error} />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? m.saving : m.save}
      </Button>
    </form>
  );
}
