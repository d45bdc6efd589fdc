// Issue 13: the host chooses which jobs stay open within their plan's limit. Pause hides a job from
// cleaners (its applicants stay); Reopen counts against the limit like posting, and past it shows
// the spec's limit message.
import { CirclePause, CirclePlay } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';
import { format, useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { jobsMessages } from '@web/lib/messages/jobs';
import { useSetJobPaused } from '../api/jobs';

export function PauseJobButton({ jobId, address, paused }: { jobId: string; address: string; paused: boolean }) {
  const messages = useMessages(hostMessages, jobsMessages);
  const m = messages.host.jobCard;
  const setPaused = useSetJobPaused();
  const run = async () => {
    try {
      await setPaused.mutateAsync({ jobId, paused: !paused });
      if (paused) notify.success({ title: m.reopenedTitle, description: m.reopenedDescription });
      else notify.success({ title: m.pausedTitle, description: m.pausedDescription });
    } catch (err) {
      const limit = err instanceof ApiRequestError && err.code === 'JOB_LIMIT_REACHED';
      notify.error({
        title: limit ? messages.jobs.limit.reachedTitle : m.actionFailedTitle,
        description: (err as Error).message,
      });
    }
  };
  const Icon = paused ? CirclePlay : CirclePause;
  return (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void run()}
      disabled={setPaused.isPending}
      aria-label={format(paused ? m.reopenLabel : m.pauseLabel, { address })}
    >
      <Icon className="size-4" aria-hidden="true" />
      {paused ? m.reopen : m.pause}
    </Button>
  );
}
