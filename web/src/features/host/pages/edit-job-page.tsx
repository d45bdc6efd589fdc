// /host/jobs/{jobId}/edit (spec §2): the shared job form; a missing or foreign job → 'Job not found'
// and back to /host/jobs.
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
import { usePageTitle } from '@web/lib/use-page-title';
import { useHostJob, useUpdateJob } from '../api/jobs';
import { HostOnly, HostPage } from '../components/host-only';
import { JobForm, jobToForm } from '../components/job-form';

export default function EditJobPage() {
  return (
    <HostOnly>
      <EditJob />
    </HostOnly>
  );
}

function EditJob() {
  const messages = useMessages(hostMessages, jobsMessages);
  const { editJob: m, jobs: jobsText } = messages.host;
  const { layout } = messages;
  const notFound = messages.jobs.errors;
  usePageTitle(m.pageTitle);
  const { jobId = '' } = useParams();
  const navigate = useNavigate();
  const job = useHostJob(jobId);
  const update = useUpdateJob(jobId);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const failed = job.isError;
  useEffect(() => {
    if (!failed) return;
    notify.error({ title: notFound.notFoundTitle, description: notFound.notFoundDescription });
    navigate('/host/jobs', { replace: true });
  }, [failed, navigate, notFound]);

  return (
    <HostPage title={m.title} subtitle={m.subtitle} narrow>
      <Card className="p-5 sm:p-8">
        {job.isPending || job.isError ? (
          <div className="flex justify-center py-12">
            <Spinner label={layout.loadingPage} />
          </div>
        ) : (
          <JobForm
            initial={jobToForm(job.data)}
            keepStartDate
            submitLabel={update.isPending ? m.submitting : m.submit}
            busy={update.isPending}
            serverErrors={serverErrors}
            secondary={
              <Button asChild variant="ghost">
                <Link to="/host/jobs">{m.cancel}</Link>
              </Button>
            }
            onSubmit={(values) =>
              update.mutate(values, {
                onSuccess: () => {
                  notify.success({ title: m.successTitle, description: m.successDescription });
                  navigate('/host/jobs');
                },
                onError: (err) => {
                  if (err instanceof ApiRequestError && err.status === 404) {
                    notify.error({ title: notFound.notFoundTitle, description: notFound.notFoundDescription });
                    navigate('/host/jobs', { replace: true });
                    return;
                  }
                  if (err instanceof ApiRequestError) setServerErrors(err.fields);
                  notify.error({ title: jobsText.errorTitle, description: err.message });
                },
              })
            }
          />
        )}
      </Card>
    </HostPage>
  );
}
