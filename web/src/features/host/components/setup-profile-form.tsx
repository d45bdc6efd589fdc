// The 'Complete Your Host Profile' form of /host/setup-profile (spec §2), loaded by the page only when it
// shows the form: an account that is a host already is sent on to its dashboard without it (issue 19).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmailField, TextField } from '@web/components/ui/field';
import { CityField, StateSelectField } from '@web/components/ui/location-fields';
import { PhoneField } from '@web/components/ui/phone-field';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { lazySchema, useLazySchema } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { registrationMessages } from '@web/lib/messages/registration';
import { useSetupHostProfile, type SetupHostProfileForm } from '../api/host-profile';

// The form's contract (and zod) loads when the form is first focused, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/host').then((m) => m.SetupHostProfileInput));

export function SetupForm({ email, name }: { email: string; name: string }) {
  const m = useMessages(hostMessages).host;
  const f = useMessages(registrationMessages).registration.fields;
  const navigate = useNavigate();
  const [first = '', ...rest] = name.split(' ');
  const [values, setValues] = useState<SetupHostProfileForm>({
    firstName: first,
    lastName: rest.join(' '),
    phone: '',
    state: '',
    city: '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof SetupHostProfileForm, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const setup = useSetupHostProfile();
  const { schema, preload } = useLazySchema(contract);
  const parsed = schema?.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const set = (k: keyof SetupHostProfileForm, v: string) => {
    setValues((x) => ({ ...x, ...(k === 'state' && v !== x.state ? { city: '' } : {}), [k]: v }));
    setTouched((t) => ({ ...t, [k]: true }));
    setServerErrors((s) => ({ ...s, [k]: '' }));
  };
  const errorOf = (k: keyof SetupHostProfileForm) =>
    (touched[k] ? errors[k] : undefined) || serverErrors[k] || undefined;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(parsed ?? (await contract.load()).safeParse(values)).success)
      return setTouched({ firstName: true, lastName: true, phone: true, state: true, city: true });
    setup.mutate(values, {
      onSuccess: () => {
        notify.success({ title: m.setupProfile.createdTitle, description: m.setupProfile.createdDescription });
        navigate('/host/dashboard', { replace: true });
      },
      onError: (err) => {
        if (err instanceof ApiRequestError) setServerErrors(err.fields);
        notify.error({ title: m.setupProfile.creationErrorTitle, description: err.message });
      },
    });
  };

  return (
    <form onSubmit={submit} onFocus={preload} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={f.firstName}
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={errorOf('firstName')}
        />
        <TextField
          name="lastName"
          label={f.lastName}
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={errorOf('lastName')}
        />
      </div>
      <EmailField name="email" label={f.email} value={email} disabled readOnly />
      <PhoneField
        name="phone"
        label={f.phone}
        required
        placeholder={f.phonePlaceholder}
        value={values.phone}
        onValueChange={(d) => set('phone', d)}
        error={errorOf('phone')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <StateSelectField
          name="state"
          label={m.setupProfile.state}
          required
          placeholder={f.statePlaceholder}
          value={values.state}
          onValueChange={(s) => set('state', s)}
          error={errorOf('state')}
        />
        <CityField
          name="city"
          label={m.setupProfile.city}
          required
          mode="select"
          state={values.state}
          value={values.city}
          onValueChange={(c) => set('city', c)}
          placeholder={f.cityPlaceholder}
          chooseStateFirst={f.chooseStateFirst}
          error={errorOf('city')}
        />
      </div>
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button type="submit" size="lg" disabled={!parsed?.success || setup.isPending}>
          {setup.isPending ? m.setupProfile.submitting : m.setupProfile.submit}
        </Button>
      </div>
    </form>
  );
}
