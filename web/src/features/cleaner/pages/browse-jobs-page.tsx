// /browse-jobs (spec §2): active jobs, filtered by city and state on the server, loaded page by
// page as the cleaner scrolls; Apply Now → Applying... → Applied.
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { usePageTitle } from '@web/lib/use-page-title';
import { useApplyToJob } from '../api/apply-to-job';
import { useBrowseJobs, useJobStates, type BrowseFilters } from '../api/browse-jobs';
import { useCleanerProfile } from '../api/cleaner-profile';
import { CleanerOnlyForBrowsing } from '../components/cleaner-only';
import { HighlightBanner } from '@web/features/billing';
import { OpenTurnoversSection } from '@web/features/turnovers';
import { JobCard } from '../components/job-card';
import { JobFilters } from '../components/job-filters';
import { PageHeading } from '@web/components/ui/page-heading';

export default function BrowseJobsPage() {
  const m = useMessages(cleanerMessages).cleaner.browse;
  usePageTitle(m.pageTitle);
  return (
    <CleanerOnlyForBrowsing>
      <BrowseJobs />
    </CleanerOnlyForBrowsing>
  );
}

function BrowseJobs() {
  const m = useMessages(cleanerMessages).cleaner.browse;
  const profile = useCleanerProfile();
  const states = useJobStates();
  const [filters, setFilters] = useState<BrowseFilters>({ city: '', state: '' });
  // Typing in the city box asks the server after a short pause, not on every key.
  const [debouncedCity, setDebouncedCity] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedCity(filters.city.trim()), 300);
    return () => clearTimeout(timer);
  }, [filters.city]);
  const query = useDeferredValue(
    useMemo(() => ({ city: debouncedCity, state: filters.state }), [debouncedCity, filters.state]),
  );
  const jobs = useBrowseJobs(query);
  const apply = useApplyJob();

  const allJobs = useMemo(() => {
    const seen = new Set<string>();
    return (jobs.data?.pages ?? [])
      .flatMap((p) => p.jobs)
      .filter((j) => (seen.has(j.id) ? false : (seen.add(j.id), true)));
  }, [jobs.data]);
  const appliedOnServer = useMemo(() => new Set((jobs.data?.pages ?? []).flatMap((p) => p.appliedJobIds)), [jobs.data]);

  // Loading the next page when the end of the list scrolls into view (the button stays for keyboards).
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = jobs;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const loadErrorShown = useRef(false);
  useEffect(() => {
    if (jobs.isError && !loadErrorShown.current) {
      loadErrorShown.current = true;
      notify.error({
        title: m.errorTitle,
        description: jobs.error instanceof ApiRequestError ? m.loadFailed : m.loadUnexpected,
      });
    }
    if (!jobs.isError) loadErrorShown.current = false;
  }, [jobs.isError, jobs.error, m]);

  const filtering = query.city !== '' || query.state !== '';
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={m.title} subtitle={m.subtitle} />
      <div className="mt-6 space-y-4">
        {profile.data && !profile.data.isHighlighted && <HighlightBanner />}
        <OpenTurnoversSection />
        <JobFilters value={filters} states={states.data?.states ?? []} onChange={setFilters} />
      </div>

      <section aria-label={m.title} aria-busy={jobs.isFetching} className="mt-6">
        {jobs.isPending ? (
          <div className="flex min-h-60 items-center justify-center">
            <Spinner label={m.loading} showLabel />
          </div>
        ) : jobs.isError && allJobs.length === 0 ? (
          <Card className="p-6 text-center">
            <p className="text-slate-700">{jobs.error instanceof ApiRequestError ? m.loadFailed : m.loadUnexpected}</p>
            <Button className="mt-4" variant="secondary" onClick={() => void jobs.refetch()}>
              {m.retry}
            </Button>
          </Card>
        ) : allJobs.length === 0 ? (
          <Card className="p-8 text-center">
            <p className="font-semibold text-slate-900">{filtering ? m.empty : m.noneYet}</p>
            {filtering && <p className="mt-1 text-sm text-slate-600">{m.emptyHint}</p>}
          </Card>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {allJobs.length === 1 ? m.countOne : format(m.count, { count: allJobs.length })}
              {hasNextPage ? '+' : ''}
            </p>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {allJobs.map((job) => (
                <li key={job.id} className="flex">
                  <JobCard
                    job={job}
                    applied={appliedOnServer.has(job.id) || apply.appliedIds.has(job.id)}
                    applying={apply.applyingIds.has(job.id)}
                    onApply={apply.run}
                  />
                </li>
              ))}
            </ul>
            <div ref={sentinel} className="mt-6 flex justify-center">
              {hasNextPage ? (
                <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                  {isFetchingNextPage ? m.loadingMore : m.loadMore}
                </Button>
              ) : (
                <p className="text-sm text-slate-500">{m.end}</p>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}

/** Applying from a card: which jobs are in flight, which are applied, and the spec §8 toasts. */
function useApplyJob() {
  const m = useMessages(cleanerMessages).cleaner.apply;
  const access = useMessages(cleanerMessages).cleaner.access;
  const navigate = useNavigate();
  const mutation = useApplyToJob();
  const [applyingIds, setApplyingIds] = useState<Set<string>>(new Set());
  const [appliedIds, setAppliedIds] = useState<Set<string>>(new Set());
  const withId = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const run = (jobId: string) => {
    if (applyingIds.has(jobId)) return;
    setApplyingIds((s) => withId(s, jobId, true));
    mutation.mutate(jobId, {
      onSuccess: () => {
        setAppliedIds((s) => withId(s, jobId, true));
        notify.success({ title: m.successTitle, description: m.successDescription });
      },
      onError: (err) => {
        if (!(err instanceof ApiRequestError)) {
          notify.error({ title: m.failedTitle, description: m.unexpected });
        } else if (err.code === 'ALREADY_APPLIED') {
          setAppliedIds((s) => withId(s, jobId, true));
          notify.error({ title: m.alreadyAppliedTitle, description: m.alreadyAppliedDescription });
        } else if (err.code === 'UNAUTHORIZED') {
          notify.error({ title: m.authRequiredTitle, description: m.authRequiredDescription });
          navigate('/login');
        } else if (err.status === 403) {
          notify.error({ title: access.deniedTitle, description: access.deniedDescription });
          navigate('/cleaner/signup');
        } else if (err.code === 'JOB_NOT_AVAILABLE') {
          notify.error({ title: m.failedTitle, description: m.jobNotFound });
        } else {
          notify.error({ title: m.failedTitle, description: err.message || m.failedFallback });
        }
      },
      onSettled: () => setApplyingIds((s) => withId(s, jobId, false)),
    });
  };

  return { run, applyingIds, appliedIds };
}
