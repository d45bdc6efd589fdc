// /cleaner/applications (spec §2): the cleaner's applications, newest first, with a notice on how
// hosts get in touch and on independent-contractor status.
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import { usePageTitle } from '@web/lib/use-page-title';
import { useMyApplications } from '../api/my-applications';
import { ApplicationCard } from '../components/application-card';
import { CleanerOnly } from '../components/cleaner-only';
import { ContractorNotice } from '../components/contractor-notice';
import { PageHeading } from '@web/components/ui/page-heading';
import { ScheduleButton } from '@web/features/turnovers';

export default function CleanerApplicationsPage() {
  const m = useMessages(cleanerMessages).cleaner.applications;
  usePageTitle(m.pageTitle);
  return (
    <CleanerOnly>
      <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading title={m.title} subtitle={m.subtitle} actions={<ScheduleButton />} />
        <div className="mt-6">
          <ContractorNotice />
        </div>
        <ApplicationList />
      </div>
    </CleanerOnly>
  );
}

function ApplicationList() {
  const m = useMessages(cleanerMessages).cleaner.applications;
  const query = useMyApplications();
  if (query.isPending) {
    return (
      <div className="flex min-h-60 items-center justify-center">
        <Spinner label={m.loading} showLabel />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card className="mt-6 p-6 text-center">
        <p className="text-slate-700">{m.loadFailed}</p>
        <Button className="mt-4" variant="secondary" onClick={() => void query.refetch()}>
          {m.retry}
        </Button>
      </Card>
    );
  }
  const { applications } = query.data;
  if (applications.length === 0) {
    return (
      <Card className="mt-6 p-8 text-center">
        <p className="font-semibold text-slate-900">{m.empty}</p>
        <Button asChild className="mt-4">
          <Link to="/browse-jobs">{m.browse}</Link>
        </Button>
      </Card>
    );
  }
  return (
    <ul className="mt-6 space-y-4">
      {applications.map((a) => (
        <li key={a.id}>
          <ApplicationCard application={a} />
        </li>
      ))}
    </ul>
  );
}
