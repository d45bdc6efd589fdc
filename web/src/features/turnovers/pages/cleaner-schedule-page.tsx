// /cleaner/schedule (issue 16): the signed-in cleaner's upcoming turnovers on every job they are
// hired on, grouped by day (today and tomorrow stand out), past ones below, and the 'Subscribe'
// links. Live on 'turnovers_changed'. While it loads, skeletons hold the list's place and the
// calendar card waits below it, so nothing jumps when the turnovers arrive (issue 37). Without
// signal it shows the copy saved on the phone, and says so (issue 38).
import { CalendarCheck, BadgeDollarSign } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { Card } from '@web/components/ui/card';
import { OfflineNotice } from '@web/components/ui/offline-notice';
import { cn } from '@web/components/ui/cn';
import { PageHeading } from '@web/components/ui/page-heading';
import { QueryState } from '@web/components/ui/query-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { usePurgeExpiredOffline, useRefetchWhenFresh } from '@web/lib/offline-copy';
import { useNow } from '@web/lib/use-now';
import { usePageTitle } from '@web/lib/use-page-title';
import { RequireRole } from '@web/features/auth';
import { InstallBanner } from '@web/features/push';
import { cleanerScheduleKey, useCleanerSchedule } from '../api/cleaner-schedule';
import { useInvalidateOnNotification } from '../api/live-turnovers';
import { CleanerTurnoverCard } from '../components/cleaner-turnover-card';
import { FeedLink } from '../components/feed-link';
import { describeFailure } from '../errors';
import { dayFromNow, formatDay } from '../format';

/** The schedule's read, as the service worker names it when it answers from the phone's copy. */
const SCHEDULE_PATH = '/api/cleaner/schedule';

export default function CleanerSchedulePage() {
  return (
    <RequireRole role="cleaner" whenSignedOut={{ to: '/login' }} whenNoProfile={{ to: '/cleaner/signup' }}>
      <CleanerSchedule />
    </RequireRole>
  );
}

/** Turnovers by date, in the order given (the server sends them soonest first). */
function byDay(items: readonly TurnoverItem[]): [string, TurnoverItem[]][] {
  const groups = new Map<string, TurnoverItem[]>();
  for (const t of items) groups.set(t.date, [...(groups.get(t.date) ?? []), t]);
  return [...groups.entries()];
}

function CleanerSchedule() {
  const messages = useMessages(turnoversMessages);
  const m = messages.turnovers.schedule;
  const earnings = messages.layout.header.cleaner.earnings;
  usePageTitle(m.pageTitle);
  const query = useCleanerSchedule();
  // Past midnight, tomorrow becomes today without a reload.
  const now = useNow();
  useInvalidateOnNotification('turnovers_changed', cleanerScheduleKey);
  useInvalidateOnNotification('turnover_offered', cleanerScheduleKey);
  usePurgeExpiredOffline();
  useRefetchWhenFresh(SCHEDULE_PATH, query.refetch);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading
        title={m.title}
        subtitle={m.subtitle}
        actions={
          // Issue 42: what the past turnovers were worth, and what was paid.
          <Button asChild variant="secondary" className="self-start sm:self-auto">
            <Link to="/cleaner/earnings">
              <BadgeDollarSign className="size-4" aria-hidden="true" />
              {earnings}
            </Link>
          </Button>
        }
      />
      {/* Issue 38: without signal the schedule is the phone's saved copy, and says when it was saved. */}
      <OfflineNotice apiPath={SCHEDULE_PATH} className="mt-4" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div>
          {query.isPending ? (
            <ScheduleSkeleton />
          ) : query.isError ? (
            <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
          ) : (
            <>
              <section aria-labelledby="upcoming-heading">
                <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-slate-900">
                  {m.upcoming}
                </h2>
                {query.data.upcoming.length === 0 ? (
                  <Card className="flex flex-col items-center px-6 py-10 text-center">
                    <CalendarCheck className="size-8 text-brand-700" aria-hidden="true" />
                    <p className="mt-3 max-w-sm text-slate-600">{m.empty}</p>
                  </Card>
                ) : (
                  <ol className="space-y-5">
                    {byDay(query.data.upcoming).map(([date, items]) => (
                      <li key={date}>
                        <DayHeading date={date} timeZone={items[0]!.timeZone} now={now} />
                        <ul className="space-y-3">
                          {items.map((t) => (
                            <li key={t.id}>
                              <CleanerTurnoverCard turnover={t} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
              <section aria-labelledby="past-heading" className="mt-8">
                <h2 id="past-heading" className="mb-3 text-lg font-semibold text-slate-900">
                  {m.past}
                </h2>
                {query.data.past.length === 0 ? (
                  <p className="text-sm text-slate-600">{m.noPast}</p>
                ) : (
                  <ol className="space-y-5">
                    {byDay(query.data.past).map(([date, items]) => (
                      <li key={date}>
                        <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
                          {formatDay(date, true)}
                        </h3>
                        <ul className="space-y-3">
                          {items.map((t) => (
                            <li key={t.id}>
                              <CleanerTurnoverCard turnover={t} past />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            </>
          )}
        </div>
        {/* Below the list on a phone: it waits for the list, so the list's arrival cannot push it. */}
        <div>
          {!query.isPending && (
            <FeedLink owner={{ kind: 'cleaner' }} description={messages.turnovers.feed.cleanerDescription} />
          )}
        </div>
      </div>
      {/* Issue 38: offered once the cleaner has confirmed a turnover, never on a first visit. Last
          on the page: the browser's offer comes seconds after the page shows, and a banner put
          above anything would push it down (a layout shift of 0.15 on a phone, bench/results.md). */}
      <InstallBanner
        ready={
          !!query.data &&
          [...query.data.upcoming, ...query.data.past].some((t) => t.status === 'confirmed' || t.status === 'completed')
        }
      />
    </div>
  );
}

/** A day of upcoming turnovers; today's and tomorrow's say so in a badge (in the property's zone). */
function DayHeading({ date, timeZone, now }: { date: string; timeZone: string; now: number }) {
  const m = useMessages(turnoversMessages).turnovers.words;
  const when = dayFromNow(date, timeZone, now);
  return (
    <h3
      className={cn(
        'mb-2 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide',
        when ? 'text-slate-900' : 'text-slate-600',
      )}
      data-testid="schedule-day"
      data-when={when ?? undefined}
    >
      {when && (
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-bold normal-case tracking-normal',
            when === 'today' ? 'bg-brand-700 text-white' : 'bg-brand-100 text-brand-900',
          )}
        >
          {m[when]}
        </span>
      )}
      {formatDay(date, true)}
    </h3>
  );
}

/** The list's shape while it loads: its heading, a day and two turnover cards. */
function ScheduleSkeleton() {
  const m = useMessages(turnoversMessages).turnovers.schedule;
  return (
    <section aria-labelledby="upcoming-heading" aria-busy="true">
      <h2 id="upcoming-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {m.upcoming}
      </h2>
      <p role="status" className="sr-only">
        {m.loading}
      </p>
      <Skeleton className="mb-2 h-5 w-40" />
      <ul className="space-y-3">
        {[0, 1].map((i) => (
          <li key={i}>
            <Card className="p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-5 w-3/4" />
                  <Skeleton className="h-4 w-1/2" />
                </div>
                <Skeleton className="h-7 w-16" />
              </div>
              <Skeleton className="mt-3 h-5 w-24 rounded-full" />
              <Skeleton className="mt-3 h-11 w-full sm:w-40" />
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
