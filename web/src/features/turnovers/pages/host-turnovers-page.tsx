// /host/jobs/{id}/turnovers (issue 16): the job's turnovers, 'Add turnover', its booking calendars,
// its schedule settings and its 'Subscribe' link; its team (issue 17). Live: a cleaner's answer refreshes the list.
import { ClipboardList, Plus, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { placeName } from '@core/places';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly } from '@web/features/auth';
import { hostTurnoversKey, useHostTurnovers } from '../api/host-turnovers';
import { useInvalidateOnNotification } from '../api/live-turnovers';
import { teamKey } from '../api/team';
import { CalendarsSection } from '../components/calendars-section';
import { FeedLink } from '../components/feed-link';
import { HostTurnoverList } from '../components/host-turnover-list';
import { ScheduleSettings } from '../components/schedule-settings';
import { TeamSection } from '../components/team-section';
import { TurnoverFormDialog } from '../components/turnover-form-lazy';
import { describeFailure } from '../errors';

export default function HostTurnoversPage() {
  return (
    <HostOnly>
      <HostTurnovers />
    </HostOnly>
  );
}

function HostTurnovers() {
  const { jobId = '' } = useParams();
  const messages = useMessages(playbookMessages, turnoversMessages);
  const m = messages.turnovers.hostPage;
  usePageTitle(m.pageTitle);
  const query = useHostTurnovers(jobId);
  // Live: an answer, a lapsed offer or the chain running out refreshes the list (and the team's records).
  const ofThisJob = (n: { data: { job_id?: string } }) => n.data.job_id === jobId;
  useInvalidateOnNotification('turnover_answered', hostTurnoversKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_expired', hostTurnoversKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_unfilled', hostTurnoversKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_answered', teamKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_expired', teamKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_requested', hostTurnoversKey(jobId), ofThisJob);
  useInvalidateOnNotification('turnover_requested', ['turnovers', 'requests'], ofThisJob);
  const [adding, setAdding] = useState(false);

  const back = <BackLink to="/host/dashboard">{m.backToDashboard}</BackLink>;

  if (query.isPending || query.isError) {
    return (
      <PageFrame title={m.title} subtitle={back}>
        <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
      </PageFrame>
    );
  }

  const { job } = query.data;
  return (
    <PageFrame
      title={format(m.titleOf, { place: placeName(job) })}
      subtitle={
        <div className="space-y-1">
          {back}
          <p className="flex items-center gap-1.5 text-sm">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            {job.hiredCleaner ? format(m.hiredCleaner, { name: job.hiredCleaner.name }) : m.noHireYet}
          </p>
        </div>
      }
      actions={
        <>
          {/* The property's playbook (issue 18): a plain link, as the playbook feature builds on this one. */}
          <Button asChild variant="secondary">
            <Link to={`/host/jobs/${encodeURIComponent(job.id)}/playbook`}>
              <ClipboardList className="size-4" aria-hidden="true" />
              {messages.playbook.host.playbookLink}
            </Link>
          </Button>
          <Button onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden="true" />
            {m.addTurnover}
          </Button>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <section aria-labelledby="turnovers-heading">
          <h2 id="turnovers-heading" className="mb-3 text-lg font-semibold text-slate-900">
            {messages.turnovers.list.heading}
          </h2>
          <HostTurnoverList data={query.data} />
        </section>
        <div className="space-y-6">
          <TeamSection jobId={job.id} />
          <CalendarsSection jobId={job.id} />
          <ScheduleSettings key={`${job.checkoutTime}|${job.checkinTime}|${job.timeZone}`} job={job} />
          <FeedLink owner={{ kind: 'job', jobId: job.id }} description={messages.turnovers.feed.hostDescription} />
        </div>
      </div>
      <TurnoverFormDialog
        jobId={job.id}
        defaults={{ checkoutTime: job.checkoutTime, checkinTime: job.checkinTime }}
        open={adding}
        onOpenChange={setAdding}
      />
    </PageFrame>
  );
}
