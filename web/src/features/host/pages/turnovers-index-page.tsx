// /host/turnovers (the header menu's 'Turnovers'): a host with one job goes straight to its
// Turnovers page; with several, each job links to its own.
import { Navigate } from 'react-router';
import { placeName } from '@core/places';
import { Card } from '@web/components/ui/card';
import { PageSpinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { usePageTitle } from '@web/lib/use-page-title';
import { JobTurnoversLink } from '@web/features/turnovers';
import { useHostJobs } from '../api/jobs';
import { HostOnly, HostPage } from '../components/host-only';

export default function TurnoversIndexPage() {
  return (
    <HostOnly>
      <TurnoversIndex />
    </HostOnly>
  );
}

function TurnoversIndex() {
  const m = useMessages(turnoversMessages).turnovers;
  usePageTitle(m.hostPage.pageTitle);
  const jobs = useHostJobs();
  if (jobs.data?.length === 1 && jobs.data[0])
    return <Navigate to={`/host/jobs/${encodeURIComponent(jobs.data[0].id)}/turnovers`} replace />;
  return (
    <HostPage title={m.hostPage.title} subtitle={m.links.chooseJob} narrow>
      {jobs.isPending ? (
        <PageSpinner label={m.hostPage.loading} />
      ) : jobs.isError ? (
        <Card role="alert" className="p-6 text-center text-red-700">
          {m.hostPage.loadFailed}
        </Card>
      ) : jobs.data.length === 0 ? (
        <Card className="p-6 text-center text-slate-600">{m.links.noJobs}</Card>
      ) : (
        <ul className="space-y-3">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <Card className="p-4">
                <h2 className="font-semibold text-slate-900">{placeName(job)}</h2>
                <JobTurnoversLink jobId={job.id} next={job.nextTurnover} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </HostPage>
  );
}
