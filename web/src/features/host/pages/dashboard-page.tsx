// /host/dashboard (spec §2): plan figures, Post New Job with the gating of spec §4, job cards.
import { CirclePause, ClipboardList, Plus, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { format, useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
import { usePageTitle } from '@web/lib/use-page-title';
import { useHostProfile } from '../api/host-profile';
import { useHostJobs, useJobLimits } from '../api/jobs';
import { HostOnly, HostPage } from '../components/host-only';
import { JobCard } from '../components/job-card';
import { usePostJobGate } from '../components/post-job-gate';

export default function DashboardPage() {
  return (
    <HostOnly>
      <Dashboard />
    </HostOnly>
  );
}

function Dashboard() {
  const m = useMessages(hostMessages).host.dashboard;
  const jobsText = useMessages(jobsMessages).jobs;
  usePageTitle(m.pageTitle);
  const profile = useHostProfile();
  const jobs = useHostJobs();
  const limits = useJobLimits();
  const gate = usePostJobGate(limits.data);
  const subscribed = profile.data?.hasActiveSubscription ?? false;
  // Spec: a 'Pro' badge when subscribed; it names the plan actually held (Pro or Premium).
  const tier = profile.data?.subscriptionTier;
  const badge = tier && tier !== 'free' ? jobsText.tiers[tier] : m.proBadge;
  // Issue 13: jobs beyond a smaller plan's limit are paused; the host chooses which stay open.
  const pausedCount = jobs.data?.filter((job) => job.pausedAt !== null).length ?? 0;

  return (
    <HostPage
      title={
        <span className="flex items-center gap-3">
          {m.title}
          {subscribed && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent-100 px-2.5 py-1 text-xs font-bold uppercase tracking-wide text-accent-700 ring-1 ring-accent-400">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {badge}
            </span>
          )}
        </span>
      }
      subtitle={
        <div className="space-y-1">
          {limits.data && (
            <p className="font-medium text-slate-800">
              {format(m.jobsPosted, { count: limits.data.currentJobCount, max: limits.data.maxJobs })}
            </p>
          )}
          {profile.data && !subscribed && (
            <Link
              to="/host/pricing"
              className="inline-block text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {m.upgradeLink}
            </Link>
          )}
        </div>
      }
      actions={
        <>
          <Button asChild variant="secondary">
            <Link to="/host/jobs">
              <ClipboardList className="size-4" aria-hidden="true" />
              {m.manageJobs}
            </Link>
          </Button>
          <Button onClick={gate.startPostJob} disabled={limits.isPending}>
            <Plus className="size-4" aria-hidden="true" />
            {m.postNewJob}
          </Button>
        </>
      }
    >
      {gate.dialog}
      {pausedCount > 0 && limits.data && (
        <p
          role="status"
          className="mb-4 flex items-start gap-2 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-300"
        >
          <CirclePause className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {format(pausedCount === 1 ? m.pausedNoticeOne : m.pausedNotice, {
            max: limits.data.maxJobs,
            count: pausedCount,
          })}
        </p>
      )}
      <h2 className="sr-only">{m.yourJobs}</h2>
      {jobs.isPending ? (
        <PageSpinner label={m.loading} />
      ) : jobs.isError ? (
        <Card className="p-6 text-center text-red-700">{jobsText.errors.loadFailed}</Card>
      ) : jobs.data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <span
            className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700 ring-1 ring-brand-100"
            aria-hidden="true"
          >
            <ClipboardList className="size-7" />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{m.emptyTitle}</h3>
          <p className="mt-1 max-w-sm text-slate-600">{m.emptyDescription}</p>
          <Button className="mt-6" size="lg" onClick={gate.startPostJob}>
            {m.postFirstJob}
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </HostPage>
  );
}
