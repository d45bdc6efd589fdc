// /host/jobs, Manage Jobs (spec §2): edit, delete, view applications; Add New Job with the gating.
import { ClipboardList, Plus } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
import { usePageTitle } from '@web/lib/use-page-title';
import { useHostJobs, useJobLimits } from '../api/jobs';
import { HostOnly, HostPage } from '../components/host-only';
import { JobCard } from '../components/job-card';
import { usePostJobGate } from '../components/post-job-gate';

export default function ManageJobsPage() {
  return (
    <HostOnly>
      <ManageJobs />
    </HostOnly>
  );
}

function ManageJobs() {
  const { manageJobs: m, dashboard } = useMessages(hostMessages).host;
  const jobsText = useMessages(jobsMessages).jobs;
  usePageTitle(m.pageTitle);
  const jobs = useHostJobs();
  const limits = useJobLimits();
  const gate = usePostJobGate(limits.data);
  const upgradeRequired = limits.data && !limits.data.canPostNewJob && limits.data.subscriptionTier !== 'premium';

  return (
    <HostPage
      title={m.title}
      subtitle={m.subtitle}
      actions={
        <Button onClick={gate.startPostJob} disabled={limits.isPending}>
          <Plus className="size-4" aria-hidden="true" />
          {m.addNewJob}
          {upgradeRequired && <span className="font-normal">{m.upgradeRequired}</span>}
        </Button>
      }
    >
      {gate.dialog}
      {jobs.isPending ? (
        <PageSpinner label={dashboard.loading} />
      ) : jobs.isError ? (
        <Card className="p-6 text-center text-red-700">{jobsText.errors.loadFailed}</Card>
      ) : jobs.data.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <ClipboardList className="size-8 text-brand-700" aria-hidden="true" />
          <h2 className="mt-4 text-lg font-semibold text-slate-900">{dashboard.emptyTitle}</h2>
          <Button className="mt-6" onClick={gate.startPostJob}>
            {dashboard.postFirstJob}
          </Button>
        </Card>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <JobCard job={job} showEdit />
            </li>
          ))}
        </ul>
      )}
    </HostPage>
  );
}
