import { Card } from '@web/components/ui/card';
import { ApiRequestError } from '@web/lib/api';
import { useMessages } from '@web/lib/i18n';
import { applicantsMessages } from '@web/lib/messages/applicants';
import { jobsMessages } from '@web/lib/messages/jobs';

/** Why an applicants query failed: the job is gone (or not this host's), or the load itself failed. */
export function ApplicantsLoadError({ error }: { error: Error }) {
  const m = useMessages(applicantsMessages, jobsMessages);
  return (
    <Card className="p-6 text-center">
      {error instanceof ApiRequestError && error.code === 'NOT_FOUND' ? (
        <>
          <p className="font-semibold text-slate-900">{m.jobs.errors.notFoundTitle}</p>
          <p className="mt-1 text-slate-600">{m.jobs.errors.notFoundDescription}</p>
        </>
      ) : (
        <p className="text-red-700">{m.applicants.loadFailed}</p>
      )}
    </Card>
  );
}
