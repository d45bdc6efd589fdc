// /host/applicants (optional ?job_id=): applicants across the host's active jobs, grouped by job,
// each group with 'View all applications for this job' (spec §2).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { placeName } from '@core/places';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { format, useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly, HostPage } from '@web/features/host';
import { useAllApplicants } from '../api/get-applicants';
import { ApplicantFilters, matchesFilter, type ApplicantFilter } from '../components/applicant-filters';
import { ApplicantGrid, EmptyApplicants } from '../components/applicant-grid';
import { ApplicantsLoadError } from '../components/applicants-load-error';

export default function AllApplicantsPage() {
  return (
    <HostOnly>
      <AllApplicants />
    </HostOnly>
  );
}

function AllApplicants() {
  const m = useMessages(applicantsMessages).applicants;
  usePageTitle(m.allPage.pageTitle);
  const [params] = useSearchParams();
  const jobId = params.get('job_id') ?? undefined;
  const query = useAllApplicants(jobId);
  const [filter, setFilter] = useState<ApplicantFilter>('all');
  const jobs = query.data?.jobs ?? [];
  const visibleJobs = filter === 'all' ? jobs : jobs.filter((j) => j.applicants.some((a) => matchesFilter(a, filter)));

  return (
    <HostPage
      title={m.allPage.title}
      subtitle={jobId ? m.allPage.filteredSubtitle : m.allPage.subtitle}
      actions={
        jobId && (
          <Link to="/host/applicants" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
            {m.allPage.showAllJobs}
          </Link>
        )
      }
    >
      {query.isPending ? (
        <PageSpinner label={m.loading} />
      ) : query.isError ? (
        <ApplicantsLoadError error={query.error} />
      ) : jobs.length === 0 ? (
        <Card className="flex flex-col items-center px-6 py-14 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{m.allPage.noJobsTitle}</h2>
          <p className="mt-1 max-w-sm text-slate-600">{m.allPage.noJobsDescription}</p>
          <Button asChild className="mt-6">
            <Link to="/host/dashboard">{m.allPage.postJob}</Link>
          </Button>
        </Card>
      ) : (
        <>
          <ApplicantFilters value={filter} counts={query.data.counts} onChange={setFilter} />
          {visibleJobs.length === 0 ? (
            <EmptyApplicants filter={filter} />
          ) : (
            <div className="space-y-8">
              {visibleJobs.map((j) => (
                <section key={j.job.id} aria-labelledby={`job-${j.job.id}-heading`}>
                  <div className="mb-3 flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
                    <h2 id={`job-${j.job.id}-heading`} className="text-lg font-semibold text-slate-900">
                      {placeName(j.job)}{' '}
                      <span className="text-sm font-normal text-slate-600">
                        (
                        {j.counts.all === 1
                          ? m.allPage.jobApplicantCountOne
                          : format(m.allPage.jobApplicantCount, { count: j.counts.all })}
                        )
                      </span>
                    </h2>
                    {!jobId && (
                      <Link
                        to={`/host/applicants?job_id=${encodeURIComponent(j.job.id)}`}
                        className="text-sm font-semibold text-brand-800 underline underline-offset-4"
                      >
                        {m.allPage.viewAllForJob}
                      </Link>
                    )}
                  </div>
                  <ApplicantGrid data={j} filter={filter} />
                </section>
              ))}
            </div>
          )}
        </>
      )}
    </HostPage>
  );
}
