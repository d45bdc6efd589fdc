// /host/jobs/{jobId}/applicants (also /host/job/{jobId}/applicants): one job's applicants (spec §2).
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly, HostPage } from '@web/features/host';
import { useJobApplicants } from '../api/get-applicants';
import { ApplicantFilters, type ApplicantFilter } from '../components/applicant-filters';
import { ApplicantGrid, placeOf } from '../components/applicant-grid';

export default function JobApplicantsPage() {
  return (
    <HostOnly>
      <JobApplicants />
    </HostOnly>
  );
}

function JobApplicants() {
  const m = useMessages().applicants;
  const jobsText = useMessages().jobs;
  usePageTitle(m.jobPage.pageTitle);
  const { jobId = '' } = useParams();
  const query = useJobApplicants(jobId);
  const [filter, setFilter] = useState<ApplicantFilter>('all');
  const data = query.data?.jobs[0];

  return (
    <HostPage
      title={m.jobPage.title}
      subtitle={data && format(m.jobPage.subtitle, { place: placeOf(data.job) })}
      actions={
        <Link to="/host/dashboard" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline underline-offset-4">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {m.jobPage.backToDashboard}
        </Link>
      }
    >
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner label={m.loading} showLabel />
        </div>
      ) : query.isError ? (
        <Card className="p-6 text-center">
          {query.error instanceof ApiRequestError && query.error.code === 'NOT_FOUND' ? (
            <>
              <p className="font-semibold text-slate-900">{jobsText.errors.notFoundTitle}</p>
              <p className="mt-1 text-slate-600">{jobsText.errors.notFoundDescription}</p>
            </>
          ) : (
            <p className="text-red-700">{m.loadFailed}</p>
          )}
        </Card>
      ) : data ? (
        <>
          <ApplicantFilters value={filter} counts={data.counts} onChange={setFilter} />
          <ApplicantGrid data={data} filter={filter} />
        </>
      ) : null}
    </HostPage>
  );
}
