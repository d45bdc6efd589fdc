// /host/post-job (spec §2, §4): a visitor signs up while posting the first job (account → job →
// email verification; the account, profile and job are created when the link is clicked). A
// signed-in host starts at the job step, or meets the plan gating when at the limit.
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import type { JobFormValues } from '@core/schemas/jobs';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
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
import { useCreateJob, useJobLimits } from '../api/jobs';
import { emptyJobForm, JobForm, type JobFormState } from '../components/job-form';
import { UpgradeDialog } from '../components/post-job-gate';

export default function PostJobPage() {
  const m = useMessages(authMessages, hostMessages, jobsMessages, registrationMessages);
  usePageTitle(m.host.postJob.pageTitle);
  const { user, role, loading } = useSession();
  if (loading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={m.layout.loadingPage} />
      </div>
    );
  }
  if (user && role === 'host') return <HostPostJob />;
  if (user && role === 'cleaner') return <OtherRoleRedirect pageRole="host" />;
  if (user) return <Navigate to="/host/setup-profile" replace />;
  return <SignUpWizard />;
}

function WizardFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative isolate px-4 py-8 sm:py-12">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-brand-50 to-transparent"
      />
      <Card className="mx-auto w-full max-w-2xl px-5 py-7 sm:px-8 sm:py-9">{children}</Card>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// A signed-in host
// ---------------------------------------------------------------------------------------------
function HostPostJob() {
  const m = useMessages(authMessages, hostMessages, jobsMessages, registrationMessages);
  const t = m.host.postJob;
  const navigate = useNavigate();
  const limits = useJobLimits();
  const create = useCreateJob();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const blocked = limits.data && !limits.data.canPostNewJob;
  const premiumBlocked = blocked && limits.data?.subscriptionTier === 'premium';

  // Premium at the limit: a toast and back to the dashboard (spec §4).
  const toasted = useRef(false);
  useEffect(() => {
    if (premiumBlocked && !toasted.current) {
      toasted.current = true;
      notify.error({ title: m.jobs.limit.reachedTitle, description: m.jobs.limit.reachedPremium });
      navigate('/host/dashboard', { replace: true });
    }
  }, [premiumBlocked, navigate, m]);

  if (limits.isPending || premiumBlocked) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={m.layout.loadingPage} />
      </div>
    );
  }
  if (blocked) {
    return (
      <WizardFrame>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t.jobTitle}</h1>
        <UpgradeDialog
          open
          onOpenChange={(open) => !open && navigate('/host/dashboard')}
          onCancel={() => navigate('/host/dashboard')}
        />
      </WizardFrame>
    );
  }

  const submit = (values: JobFormValues) =>
    create.mutate(values, {
      onSuccess: () => {
        notify.success({ title: m.host.jobs.postedTitle, description: m.host.jobs.postedDescription });
        navigate('/host/dashboard');
      },
      onError: (err) => {
        if (err instanceof ApiRequestError && err.code === 'JOB_LIMIT_REACHED') {
          notify.error({ title: m.jobs.limit.reachedTitle, description: err.message });
          return;
        }
        if (err instanceof ApiRequestError) setServerErrors(err.fields);
        notify.error({ title: m.host.jobs.errorTitle, description: err.message });
      },
    });

  return (
    <WizardFrame>
      <div className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t.jobTitle}</h1>
        <p className="mt-2 text-slate-600">{t.jobSubtitle}</p>
      </div>
      <JobForm
        submitLabel={create.isPending ? t.posting : t.postJob}
        busy={create.isPending}
        serverErrors={serverErrors}
        onSubmit={submit}
        secondary={
          <Button asChild variant="ghost">
            <Link to="/host/dashboard">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </Link>
          </Button>
        }
      />
    </WizardFrame>
  );
}

// ---------------------------------------------------------------------------------------------
// A visitor: account → first job → verification
// ---------------------------------------------------------------------------------------------
function SignUpWizard() {
  const m = useMessages(authMessages, hostMessages, jobsMessages, registrationMessages);
  const t = m.host.postJob;
  const { step, goTo, fieldToasts } = useWizardSteps<'signup' | 'job' | 'verify', AccountField>('signup');
  const [account, setAccount] = useState<AccountValues>(emptyAccountValues);
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const [job, setJob] = useState<JobFormState>(emptyJobForm);
  const [jobErrors, setJobErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<StartRegistrationResult | null>(null);
  const start = useStartRegistration();
  const onVerified = useRedirectAfterVerified('/login');

  const emailTaken = () => {
    setAccountErrors({ email: m.auth.verification.alreadyRegistered });
    fieldToasts.error(['email'], {
      title: m.auth.validation.emailAlreadyRegisteredTitle,
      description: m.auth.verification.alreadyRegistered,
    });
  };

  const sendVerification = (values: JobFormValues) =>
    start.mutate(
      {
        userType: 'host',
        registrationData: { ...account, email: account.email.trim(), phone: account.phone || undefined, job: values },
      },
      {
        onSuccess: (result) => {
          setSent(result);
          goTo('verify');
          notify.success({
            title: m.registration.verify.hostSentTitle,
            description: m.registration.verify.hostSentDescription,
          });
        },
        onError: (err) => {
          if (err instanceof ApiRequestError && err.code === 'EMAIL_TAKEN') {
            goTo('signup');
            return emailTaken();
          }
          if (err instanceof ApiRequestError && err.status === 400) {
            const strip = (prefix: string) =>
              Object.fromEntries(
                Object.entries(err.fields)
                  .filter(([k]) => k.startsWith(prefix))
                  .map(([k, v]) => [k.slice(prefix.length), v]),
              );
            setJobErrors(strip('registrationData.job.'));
            const refused = serverAccountErrors(err);
            if (Object.keys(refused).length) {
              setAccountErrors(refused);
              goTo('signup');
            }
          }
          const description =
            err instanceof ApiRequestError && err.status < 500 ? err.message : m.registration.errors.hostSendFailed;
          notify.error({ title: m.registration.errors.registrationErrorTitle, description });
        },
      },
    );

  if (step === 'verify' && sent) {
    return (
      <WizardFrame>
        <VerificationStep
          token={sent.verificationToken}
          email={sent.email}
          emailSent={sent.emailSent}
          onVerified={onVerified}
        />
      </WizardFrame>
    );
  }

  if (step === 'job') {
    return (
      <WizardFrame>
        <WizardHeader step={2} title={t.firstJobTitle} subtitle={t.jobSubtitle} />
        <JobForm
          initial={job}
          onValuesChange={setJob}
          submitLabel={start.isPending ? t.sendingVerification : t.sendVerification}
          busy={start.isPending}
          serverErrors={jobErrors}
          onSubmit={sendVerification}
          secondary={
            <Button variant="ghost" onClick={() => goTo('signup')}>
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </Button>
          }
        />
      </WizardFrame>
    );
  }

  return (
    <WizardFrame>
      <AccountStep
        texts={{
          title: t.signupTitle,
          subtitle: t.signupSubtitle,
          missingTitle: t.missingInformationTitle,
          missingDescription: t.missingInformationDescription,
          required: t.missingInformationDescription,
          next: t.continue,
          checkingEmail: t.checkingEmail,
          checkFailedTitle: m.host.jobs.errorTitle,
        }}
        values={account}
        onChange={(patch) => setAccount((v) => ({ ...v, ...patch }))}
        errors={accountErrors}
        onErrors={setAccountErrors}
        fieldToasts={fieldToasts}
        phone={{ hint: t.phoneOptional }}
        back={
          <Button asChild variant="ghost">
            <Link to="/">
              <ArrowLeft className="size-4" aria-hidden="true" />
              {t.back}
            </Link>
          </Button>
        }
        actionsClassName="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-between"
        onNext={() => goTo('job')}
      />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t.haveAccount}{' '}
        <Link to="/login" className="font-semibold text-brand-800 underline underline-offset-4">
          {t.signIn}
        </Link>
      </p>
    </WizardFrame>
  );
}
