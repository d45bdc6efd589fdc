// /host/jobs/{id}/playbook (issue 18): the job's checklist by room or area with 'Add item', where
// supplies are, the access instructions (a secret) and who has read them, in the property's zone;
// on an empty checklist the starter checklist, and a copy from another of the host's properties.
import { Eye, MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { fullAddress, placeName } from '@core/places';
import { BackLink } from '@web/components/ui/back-link';
import { Card } from '@web/components/ui/card';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly } from '@web/features/auth';
import { usePlaybook } from '../api/host-playbook';
import { AddItemForm } from '../components/add-item-form';
import { ChecklistEditor } from '../components/checklist-editor';
import { LibraryPickerButton } from '../components/library-picker';
import { PlaybookDetailsForm } from '../components/playbook-details-form';
import { CopyFromProperty, StarterChecklist } from '../components/reuse-playbook';
import { describeFailure } from '../errors';
import { formatMomentIn } from '../format';

export default function HostPlaybookPage() {
  return (
    <HostOnly>
      <HostPlaybook />
    </HostOnly>
  );
}

function HostPlaybook() {
  const { jobId = '' } = useParams();
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  usePageTitle(m.title);
  const query = usePlaybook(jobId);

  const back = <BackLink to={`/host/jobs/${encodeURIComponent(jobId)}/turnovers`}>{m.backToTurnovers}</BackLink>;

  if (query.isPending || query.isError) {
    return (
      <PageFrame title={m.title} subtitle={back}>
        <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
      </PageFrame>
    );
  }

  const { job, items, supplies, accessInstructions, accessViews, copySources } = query.data;
  const place = placeName(job);
  const areas = [...new Set(items.map((i) => i.area).filter(Boolean))];
  return (
    <PageFrame
      title={format(m.heading, { place })}
      subtitle={
        <div className="space-y-1">
          {back}
          <p className="flex items-center gap-1.5 text-sm">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {fullAddress(job)}
          </p>
          <p className="max-w-2xl text-sm">{m.description}</p>
        </div>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_400px]">
        <section aria-labelledby="checklist-heading" className="space-y-4">
          <div>
            <h2 id="checklist-heading" className="text-lg font-semibold text-slate-900">
              {m.checklistHeading}
            </h2>
            <p className="text-sm text-slate-600">{m.checklistDescription}</p>
          </div>
          <ChecklistEditor jobId={job.id} items={items} areas={areas} />
          <LibraryPickerButton jobId={job.id} items={items} />
          {items.length === 0 && <StarterChecklist jobId={job.id} />}
          <CopyFromProperty key={copySources.map((s) => s.id).join()} jobId={job.id} sources={copySources} />
          <Card className="p-4">
            <AddItemForm jobId={job.id} areas={areas} />
          </Card>
        </section>
        <div className="space-y-6">
          <Card className="p-4 sm:p-5">
            {/* Not a named region: its heading repeats the field labels, which label the fields alone. */}
            <section>
              <h2 className="mb-3 text-lg font-semibold text-slate-900">
                {m.suppliesHeading} · {m.accessHeading}
              </h2>
              {/* Keyed by what the server holds: a save or a change elsewhere starts the form from it. */}
              <PlaybookDetailsForm
                key={`${supplies ?? ''}\u0000${accessInstructions ?? ''}`}
                jobId={job.id}
                supplies={supplies}
                accessInstructions={accessInstructions}
              />
            </section>
          </Card>
          <Card className="p-4 sm:p-5">
            <section aria-labelledby="views-heading">
              <h2 id="views-heading" className="mb-2 flex items-center gap-1.5 text-lg font-semibold text-slate-900">
                <Eye className="size-5 text-slate-500" aria-hidden="true" />
                {m.viewsHeading}
              </h2>
              {accessViews.length === 0 ? (
                <p className="text-sm text-slate-600">{m.noViews}</p>
              ) : (
                <ul className="space-y-1.5 text-sm text-slate-800" data-testid="access-views">
                  {accessViews.map((v, i) => (
                    <li key={i}>
                      {format(m.viewed, { name: v.cleanerName, when: formatMomentIn(v.viewedAt, job.timeZone) })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
