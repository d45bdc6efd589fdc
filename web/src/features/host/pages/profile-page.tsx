// /host/profile (spec §2): first name, last name, optional phone; the email is read-only.
import { useState, type FormEvent } from 'react';
import type { HostProfile } from '@core/schemas/host';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmailField, TextField } from '@web/components/ui/field';
import { PhoneField } from '@web/components/ui/phone-field';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { lazySchema, useLazySchema } from '@web/lib/form-check';
import { LanguageSetting } from '@web/features/auth';
import { useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { registrationMessages } from '@web/lib/messages/registration';
import { usePageTitle } from '@web/lib/use-page-title';
import { MessageEmailSetting } from '@web/features/messages';
import { DeviceNotifications } from '@web/features/push';
import { useHostProfile, useUpdateHostProfile, type HostProfileForm } from '../api/host-profile';
import { HostOnly, HostPage } from '../components/host-only';

// The form's contract (and zod) loads when the form is first focused, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/host').then((m) => m.UpdateHostProfileInput));

export default function ProfilePage() {
  return (
    <HostOnly>
      <Profile />
    </HostOnly>
  );
}

function Profile() {
  const m = useMessages(hostMessages).host.profile;
  const loading = useMessages().layout.loadingPage;
  usePageTitle(m.pageTitle);
  const profile = useHostProfile();
  return (
    <HostPage title={m.title} subtitle={m.subtitle} narrow>
      <Card className="p-5 sm:p-8">
        {profile.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={loading} />
          </div>
        ) : profile.isError ? (
          <div className="text-center">
            <p className="font-semibold text-slate-900">{m.notFoundTitle}</p>
            <p className="mt-1 text-slate-600">{m.notFoundDescription}</p>
          </div>
        ) : (
          <ProfileForm profile={profile.data} />
        )}
      </Card>
      <LanguageSetting />
      <DeviceNotifications role="host" />
      <MessageEmailSetting />
    </HostPage>
  );
}

function ProfileForm({ profile }: { profile: HostProfile }) {
  const fields = useMessages(registrationMessages).registration.fields;
  const m = useMessages(hostMessages).host.profile;
  const [values, setValues] = useState<HostProfileForm>({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
  });
  const [touched, setTouched] = useState<Partial<Record<keyof HostProfileForm, boolean>>>({});
  const update = useUpdateHostProfile();
  const { schema, preload } = useLazySchema(contract);
  const parsed = schema?.safeParse(values);
  const errors: Partial<Record<string, string>> = {};
  if (parsed && !parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const set = (f: keyof HostProfileForm, v: string) => {
    setValues((x) => ({ ...x, [f]: v }));
    setTouched((t) => ({ ...t, [f]: true }));
  };
  const errorOf = (f: keyof HostProfileForm) => (touched[f] ? errors[f] : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(parsed ?? (await contract.load()).safeParse(values)).success)
      return setTouched({ firstName: true, lastName: true, phone: true });
    update.mutate(values, {
      onSuccess: () => notify.success({ title: m.savedTitle, description: m.savedDescription }),
      onError: (err) =>
        notify.error({ title: m.errorTitle, description: err instanceof ApiRequestError ? err.message : String(err) }),
    });
  };

  return (
    <form onSubmit={submit} onFocus={preload} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={m.firstName}
          required
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={errorOf('firstName')}
        />
        <TextField
          name="lastName"
          label={m.lastName}
          required
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={errorOf('lastName')}
        />
      </div>
      <EmailField name="email" label={m.email} value={profile.email} readOnly disabled hint={m.emailHint} />
      <PhoneField
        name="phone"
        label={m.phone}
        hint={m.phoneHint}
        placeholder={fields.phonePlaceholder}
        value={values.phone}
        onValueChange={(d) => set('phone', d)}
        error={errorOf('phone')}
      />
      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button type="submit" size="lg" disabled={parsed?.success === false || update.isPending}>
          {update.isPending ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
