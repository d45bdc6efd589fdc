// /browse-jobs (spec §2): active jobs, filtered by city and state on the server, loaded page by
// page as the cleaner scrolls; Apply Now → Applying... → Applied. While it loads, skeletons hold
// the filters' and the cards' place, and the banner and urgent turnovers above them show only
// once known, so nothing jumps (issue 37: CLS ≤ 0.02).
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { usePageTitle } from '@web/lib/use-page-title';
import { useApplyToJob } from '../api/apply-to-job';
import { useBrowseJobs, useJobStates, type BrowseFilters } from '../api/browse-jobs';
import { useCleanerProfile } from '../api/cleaner-profile';
import { CleanerOnlyForBrowsing } from '../components/cleaner-only';
import { HighlightBanner } from '@web/features/billing';
import { OpenTurnoversSection, useOpenTurnovers } from '@web/features/turnovers';
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
  const a = useMessages(areasMessages).areas.browse;
  const profile = useCleanerProfile();
  const openTurnovers = useOpenTurnovers();
  const states = useJobStates();
  const [filters, setFilters] = useState<BrowseFilters>({ city: '', state: '', within: '' });
  // Typing in the city box asks the server after a short pause, not on every key.
  const [debouncedCity, setDebouncedCity] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setDebouncedCity(filters.city.trim()), 300);
    return () => clearTimeout(timer);
  }, [filters.city]);
  const query = useDeferredValue(
    useMemo(
      () => ({ city: debouncedCity, state: filters.state, within: filters.within }),
      [debouncedCity, filters.state, filters.within],
    ),
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

  // Nothing below the heading shows until the banner and the urgent turnovers are known.
  const topPending = profile.isPending || openTurnovers.isPending;

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
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, topPending]);

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

  const filtering = query.city !== '' || query.state !== '' || Boolean(profile.data?.homeZip);
  // The cleaner's home ZIP and radius (issue 43), from the profile the page waits for anyway, so the
  // 'Within' field is there from the first paint of the filters and nothing moves when jobs arrive.
  const area = profile.data?.homeZip
    ? { homeZip: profile.data.homeZip, radiusMiles: profile.data.serviceRadiusMiles }
    : null;
  const jobList = (
    <section aria-label={m.title} aria-busy={jobs.isFetching} className="mt-6">
      {jobs.isPending ? (
        <JobsSkeleton label={m.loading} />
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
          {/* Issue 43: in the list, not above it, so it arrives with the cards and moves nothing. */}
          {!area && <p className="mb-2 text-sm text-slate-600">{a.noHome}</p>}
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
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <PageHeading title={m.title} subtitle={area ? m.subtitleNearest : m.subtitle} />
      {/* The banner and the urgent turnovers sit above the filters: shown together once both are
          known, or each arrival would push everything below it down. */}
      {topPending ? (
        <div className="mt-6">
          <FiltersSkeleton />
          <JobsSkeleton label={m.loading} />
        </div>
      ) : (
        <>
          <div className="mt-6 space-y-4">
            {profile.data && !profile.data.isHighlighted && <HighlightBanner />}
            <OpenTurnoversSection />
            <JobFilters value={filters} states={states.data?.states ?? []} onChange={setFilters} area={area} />
          </div>
          {jobList}
        </>
      )}
    </div>
  );
}

/** The filter card's shape (a phone stacks its city, state and Clear; wider screens line them up). */
function FiltersSkeleton() {
  return (
    <Card className="p-4 sm:p-5">
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        {[0, 1].map((i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-5 w-16" />
            <Skeleton className="h-11 w-full" />
          </div>
        ))}
        <Skeleton className="h-11 w-24" />
      </div>
    </Card>
  );
}

/** The count line and three job cards' shape, with the loading status for screen readers. */
function JobsSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="mt-6">
      <p role="status" className="sr-only">
        {label}
      </p>
      <Skeleton className="mb-3 h-5 w-20" />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex">
            <Card className="flex w-full flex-col p-5">
              <div className="flex items-start justify-between gap-4">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-6 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <div className="space-y-1">
                  <Skeleton className="h-8 w-16" />
                  <Skeleton className="h-3 w-16" />
                </div>
              </div>
              <Skeleton className="mt-4 h-12 w-full" />
              <Skeleton className="mt-4 h-5 w-2/3" />
              <Skeleton className="mt-3 h-6 w-1/2 rounded-full" />
              <Skeleton className="mt-5 h-11 w-full" />
            </Card>
          </li>
        ))}
      </ul>
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
