import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';

/** 'Playbook' on a job's card: the checklist, supplies and access instructions of that property. */
export function PlaybookLink({ jobId, place }: { jobId: string; place: string }) {
  const m = useMessages(playbookMessages).playbook.host;
  return (
    <Button asChild size="sm" variant="secondary">
      <Link to={`/host/jobs/${encodeURIComponent(jobId)}/playbook`} aria-label={format(m.playbookLinkLabel, { place })}>
        <ClipboardList className="size-4" aria-hidden="true" />
        {m.playbookLink}
      </Link>
    </Button>
  );
}
