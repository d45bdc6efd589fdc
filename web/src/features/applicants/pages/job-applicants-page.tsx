// /host/jobs/{jobId}/applicants (also /host/job/{jobId}/applicants): one job's applicants (spec §2).
import { useState } from 'react';
import { useParams } from 'react-router';
import { placeName } from '@core/places';
import { BackLink } from '@web/components/ui/back-link';
import { PageSpinner } from '@web/components/ui/spinner';
import { format, useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly, HostPage } from '@web/features/host';
import { useJobApplicants } from '../api/get-applicants';
import { ApplicantFilters, type ApplicantFilter } from '../components/applicant-filters';
import { ApplicantGrid } from '../components/applicant-grid';
import { ApplicantsLoadError } from '../components/applicants-load-error';

export default function JobApplicantsPage() {
  return (
    <HostOnly>
      <JobApplicants />
    </HostOnly>
  );
}

function JobApplicants() {
  const m = useMessages(applicantsMessages).applicants;
  usePageTitle(m.jobPage.pageTitle);
  const { jobId = '' } = useParams();
  const query = useJobApplicants(jobId);
  const [filter, setFilter] = useState<ApplicantFilter>('all');
  const data = query.data?.jobs[0];

  return (
    <HostPage
      title={m.jobPage.title}
      subtitle={data && format(m.jobPage.subtitle, { place: placeName(data.job) })}
      actions={<BackLink to="/host/dashboard">{m.jobPage.backToDashboard}</BackLink>}
    >
      {query.isPending ? (
        <PageSpinner label={m.loading} />
      ) : query.isError ? (
        <ApplicantsLoadError error={query.error} />
      ) : data ? (
        <>
          <ApplicantFilters value={filter} counts={data.counts} onChange={setFilter} />
          <ApplicantGrid data={data} filter={filter} />
        </>
      ) : null}
    </HostPage>
  );
}
