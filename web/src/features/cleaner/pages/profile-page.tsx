// /cleaner/profile (spec §2): the cleaner edits their profile; the rating is shown, not editable.
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { CleanerProfile } from '@core/schemas/cleaner';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmailField, TextField } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { LanguageSetting } from '@web/features/auth';
import { useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { registrationMessages } from '@web/lib/messages/registration';
import { usePageTitle } from '@web/lib/use-page-title';
import { MessageEmailSetting } from '@web/features/messages';
import { DeviceNotifications } from '@web/features/push';
import { BusyLabel } from '@web/components/ui/busy-label';
import { useCleanerProfile, useUpdateCleanerProfile } from '../api/cleaner-profile';
import { CleanerOnly } from '../components/cleaner-only';
import { PageHeading } from '@web/components/ui/page-heading';
import {
  areaFieldError,
  cleanZip,
  missingProfileFields,
  ProfileFields,
  type ProfileValues,
} from '../components/profile-fields';

export default function CleanerProfilePage() {
  const m = useMessages(cleanerMessages).cleaner.profile;
  usePageTitle(m.pageTitle);
  return (
    <CleanerOnly>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading
          title={m.title}
          subtitle={m.subtitle}
          actions={
            <Button asChild variant="secondary" className="self-start sm:self-auto">
              <Link to="/browse-jobs">{m.browseJobs}</Link>
            </Button>
          }
        />
        <ProfileEditor />
        <LanguageSetting />
        <DeviceNotifications role="cleaner" />
        <MessageEmailSetting />
      </div>
    </CleanerOnly>
  );
}

type FormValues = ProfileValues & { firstName: string; lastName: string };

const toForm = (p: CleanerProfile): FormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  state: p.state,
  city: p.city,
  homeZip: p.homeZip ?? '',
  serviceRadiusMiles: String(p.serviceRadiusMiles),
  experienceYears: p.experienceYears,
  rating: String(p.rating),
  availability: p.availability ?? '',
  bio: p.bio ?? '',
});

function ProfileEditor() {
  const m = useMessages(cleanerMessages).cleaner.profile;
  const retry = useMessages(cleanerMessages).cleaner.browse.retry;
  const profile = useCleanerProfile();
  const loadToastShown = useRef(false);
  useEffect(() => {
    if (profile.isError && !loadToastShown.current) {
      loadToastShown.current = true;
      notify.error({ title: m.errorTitle, description: m.loadFailed });
    }
  }, [profile.isError, m]);

  if (profile.isError) {
    return (
      <Card className="mt-6 p-6 text-center">
        <p className="text-slate-700">{m.loadFailed}</p>
        <Button
          className="mt-4"
          variant="secondary"
          onClick={() => {
            loadToastShown.current = false;
            void profile.refetch();
          }}
        >
          {retry}
        </Button>
      </Card>
    );
  }
  if (!profile.data) {
    return (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner label={m.loading} showLabel />
      </div>
    );
  }
  return <ProfileForm profile={profile.data} />;
}

/** The form starts from the loaded profile once; later refetches do not overwrite typing. */
function ProfileForm({ profile }: { profile: CleanerProfile }) {
  const m = useMessages(cleanerMessages).cleaner.profile;
  const s = useMessages(cleanerMessages).cleaner.signup;
  const r = useMessages(registrationMessages).registration;
  const area = useMessages(areasMessages).areas;
  const update = useUpdateCleanerProfile();
  const [values, setValues] = useState<FormValues>(() => toForm(profile));
  const [errors, setErrors] = useState<Partial<Record<keyof FormValues, string>>>({});

  const change = (patch: Partial<FormValues>) => {
    setValues((v) => ({
      ...v,
      ...patch,
      ...(patch.state !== undefined && patch.state !== v.state ? { city: '' } : {}),
    }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof FormValues)[]) delete next[k];
      return next;
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const missing: (keyof FormValues)[] = [...missingProfileFields(values, { rating: false })];
    if (!values.firstName.trim()) missing.push('firstName');
    if (!values.lastName.trim()) missing.push('lastName');
    setErrors(
      Object.fromEntries(
        missing.map((k) => [
          k,
          k === 'phone' && values.phone
            ? r.errors.invalidPhoneDescription
            : (areaFieldError(k as keyof ProfileValues, values, {
                zipInvalid: area.zip.invalid,
                radiusInvalid: area.radius.invalid,
              }) ?? s.required),
        ]),
      ),
    );
    if (missing.length) {
      notify.error({ title: s.missingInformationTitle, description: s.missingProfileFields });
      return;
    }
    update.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone,
        state: values.state,
        city: values.city.trim(),
        homeZip: cleanZip(values.homeZip),
        serviceRadiusMiles: Number(values.serviceRadiusMiles),
        experienceYears: values.experienceYears as CleanerProfile['experienceYears'],
        availability: values.availability.trim() || null,
        bio: values.bio.trim() || null,
      },
      {
        onSuccess: (saved) => {
          setValues(toForm(saved));
          notify.success({ title: m.updatedTitle, description: m.updatedDescription });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.fields) setErrors(err.fields as typeof errors);
          notify.error({ title: m.errorTitle, description: m.updateFailed });
        },
      },
    );
  };

  return (
    <Card className="mt-6 px-5 py-6 sm:px-8 sm:py-8">
      {profile.isHighlighted && (
        <p className="mb-6 flex items-center gap-2 rounded-lg bg-accent-100 px-3 py-2 text-sm font-medium text-slate-900">
          <Sparkles className="size-4 text-accent-700" aria-hidden="true" />
          {m.highlighted}: {m.highlightedHint}
        </p>
      )}
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={r.fields.firstName}
            name="firstName"
            autoComplete="given-name"
            required
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => change({ firstName: e.target.value })}
          />
          <TextField
            label={r.fields.lastName}
            name="lastName"
            autoComplete="family-name"
            required
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => change({ lastName: e.target.value })}
          />
        </div>
        <EmailField label={m.email} name="email" value={profile.email} readOnly disabled hint={m.emailHint} />
        <ProfileFields values={values} onChange={change} errors={errors} ratingReadOnly />
        <div className="flex justify-end pt-2">
          <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={update.isPending}>
            {update.isPending ? <BusyLabel>{m.saving}</BusyLabel> : m.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}
