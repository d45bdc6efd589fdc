// /cleaner/signup (spec §2): account → profile → email verification. Nothing is created until the
// emailed link is clicked; then the page moves on to /auth after about 1.5 s.
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { CleanerRegistrationData } from '@core/schemas/auth';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';
import { authMessages } from '@web/lib/messages/auth';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { registrationMessages } from '@web/lib/messages/registration';
import { usePageTitle } from '@web/lib/use-page-title';
import { OtherRoleRedirect, useSession } from '@web/features/auth';
import {
  AccountStep,
  emptyAccountValues,
  serverAccountErrors,
  useRedirectAfterVerified,
  useStartRegistration,
  useWizardSteps,
  VerificationStep,
  WizardHeader,
  type AccountErrors,
  type AccountField,
  type AccountValues,
  type StartRegistrationResult,
} from '@web/features/registration';
import {
  areaFieldError,
  cleanZip,
  emptyProfileValues,
  missingProfileFields,
  ProfileFields,
  type ProfileErrors,
  type ProfileValues,
} from '../components/profile-fields';

type SignupField = AccountField | keyof ProfileValues;

export default function CleanerSignupPage() {
  const m = useMessages(cleanerMessages).cleaner.signup;
  const r = useMessages(registrationMessages).registration;
  const a = useMessages(authMessages).auth;
  const area = useMessages(areasMessages).areas;
  usePageTitle(m.pageTitle);
  const navigate = useNavigate();
  const session = useSession();
  const { step, goTo, fieldToasts } = useWizardSteps<1 | 2 | 3, SignupField>(1);
  const [account, setAccount] = useState<AccountValues>(emptyAccountValues);
  const [profile, setProfile] = useState<ProfileValues>(emptyProfileValues);
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const [profileErrors, setProfileErrors] = useState<ProfileErrors>({});
  const [sent, setSent] = useState<StartRegistrationResult>();
  const start = useStartRegistration();
  const onVerified = useRedirectAfterVerified('/auth?verified=true');

  if (!session.loading && session.role === 'cleaner' && step !== 3) return <Navigate to="/cleaner/profile" replace />;
  if (!session.loading && session.role === 'host') return <OtherRoleRedirect pageRole="cleaner" />;

  const submitProfile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending) return;
    fieldToasts.clear();
    const missing = missingProfileFields(profile);
    setProfileErrors(
      Object.fromEntries(
        missing.map((k) => [
          k,
          k === 'phone' && profile.phone
            ? r.errors.invalidPhoneDescription
            : (areaFieldError(k, profile, { zipInvalid: area.zip.invalid, radiusInvalid: area.radius.invalid }) ??
              m.required),
        ]),
      ),
    );
    if (missing.length) {
      if (missing.length === 1 && missing[0] === 'phone' && profile.phone) {
        fieldToasts.error(['phone'], {
          title: r.errors.invalidPhoneTitle,
          description: r.errors.invalidPhoneDescription,
        });
      } else {
        fieldToasts.error(missing, { title: m.missingInformationTitle, description: m.missingProfileFields });
      }
      return;
    }
    const registrationData: CleanerRegistrationData = {
      firstName: account.firstName.trim(),
      lastName: account.lastName.trim(),
      email: account.email.trim(),
      password: account.password,
      phone: profile.phone,
      state: profile.state,
      city: profile.city.trim(),
      homeZip: cleanZip(profile.homeZip),
      serviceRadiusMiles: Number(profile.serviceRadiusMiles),
      experienceYears: profile.experienceYears as CleanerRegistrationData['experienceYears'],
      rating: Number(profile.rating) as CleanerRegistrationData['rating'],
      availability: profile.availability.trim() || undefined,
      bio: profile.bio.trim() || undefined,
    };
    start.mutate(
      { userType: 'cleaner', registrationData },
      {
        onSuccess: (result) => {
          setSent(result);
          goTo(3);
          if (result.emailSent) notify.success({ title: r.verify.sentTitle, description: r.verify.sentDescription });
          else notify.info({ title: r.verify.devPreparedTitle, description: r.verify.devPreparedDescription });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.code === 'EMAIL_TAKEN') {
            setAccountErrors({ email: a.verification.alreadyRegistered });
            goTo(1);
            fieldToasts.error(['email'], {
              title: a.validation.emailAlreadyRegisteredTitle,
              description: a.verification.alreadyRegistered,
            });
            return;
          }
          // Issue 43: a ZIP code the server does not know, or of another state, is shown on its field.
          const zipError = err instanceof ApiRequestError ? err.fields['registrationData.homeZip'] : undefined;
          if (zipError) {
            setProfileErrors({ homeZip: zipError });
            fieldToasts.error(['homeZip'], { title: r.errors.registrationErrorTitle, description: zipError });
            return;
          }
          // The server refuses what only it can check (a password on the common-passwords list).
          const refusedPassword = serverAccountErrors(err).password;
          if (refusedPassword) {
            setAccountErrors({ password: refusedPassword });
            goTo(1);
            fieldToasts.error(['password'], { title: r.errors.registrationErrorTitle, description: refusedPassword });
            return;
          }
          notify.error({ title: r.errors.registrationErrorTitle, description: r.errors.registrationErrorDescription });
        },
      },
    );
  };

  return (
    <div className="relative isolate px-4 py-8 sm:py-12">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <div className="mx-auto w-full max-w-xl">
        <Card className="px-5 py-7 sm:px-8 sm:py-9">
          {step === 1 && (
            <AccountStep
              texts={{
                title: m.accountTitle,
                subtitle: m.accountSubtitle,
                missingTitle: m.missingInformationTitle,
                missingDescription: m.missingAccountFields,
                required: m.required,
                next: m.next,
                checkingEmail: m.checkingEmail,
                checkFailedTitle: r.errors.registrationErrorTitle,
              }}
              values={account}
              onChange={(patch) => setAccount((v) => ({ ...v, ...patch }))}
              errors={accountErrors}
              onErrors={setAccountErrors}
              fieldToasts={fieldToasts}
              back={
                <Button variant="secondary" onClick={() => navigate('/')}>
                  {m.back}
                </Button>
              }
              actionsClassName="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between"
              onNext={() => goTo(2)}
            />
          )}
          {step === 2 && (
            <form onSubmit={submitProfile} noValidate className="space-y-5">
              <WizardHeader step={2} title={m.profileTitle} subtitle={m.profileSubtitle} />
              <ProfileFields
                values={profile}
                errors={profileErrors}
                onChange={(patch) => {
                  setProfile((v) => ({
                    ...v,
                    ...patch,
                    ...(patch.state !== undefined && patch.state !== v.state ? { city: '' } : {}),
                  }));
                  setProfileErrors((e) => {
                    const next = { ...e };
                    for (const k of Object.keys(patch) as (keyof ProfileValues)[]) delete next[k];
                    return next;
                  });
                  for (const k of Object.keys(patch) as (keyof ProfileValues)[]) fieldToasts.fieldChanged(k);
                }}
              />
              <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-between">
                <Button variant="secondary" onClick={() => goTo(1)} disabled={start.isPending}>
                  {m.back}
                </Button>
                <Button type="submit" size="lg" disabled={start.isPending}>
                  {start.isPending ? <BusyLabel>{m.submitting}</BusyLabel> : m.submit}
                </Button>
              </div>
            </form>
          )}
          {step === 3 && sent && (
            <VerificationStep
              token={sent.verificationToken}
              email={sent.email}
              emailSent={sent.emailSent}
              onVerified={onVerified}
            />
          )}
        </Card>
        {step === 1 && (
          <p className="mt-6 text-center text-sm text-slate-600">
            {m.haveAccount}{' '}
            <Link to="/login" className="font-semibold text-brand-700 underline-offset-4 hover:underline">
              {m.signIn}
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
