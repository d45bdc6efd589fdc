// The photos of one item or problem that are not stored yet: uploading, retrying on a weak signal,
// or refused (with the server's reason, 'Retry' and 'Dismiss').
import { CircleAlert, RefreshCw, Wifi } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { sameTarget, type UploadTarget } from '../upload-queue';
import type { UploadQueueHandle } from '../use-upload-queue';

export function UploadStatus({ uploads, target }: { uploads: UploadQueueHandle; target: UploadTarget }) {
  const m = useMessages(playbookMessages).playbook.cleaner;
  const mine = uploads.items.filter((i) => sameTarget(i.target, target));
  if (mine.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1.5 text-sm" aria-live="polite">
      {mine.map((u) => (
        <li key={u.key} className="flex flex-wrap items-center gap-2" data-testid="upload" data-state={u.state}>
          <span className="min-w-0 max-w-full truncate font-medium text-slate-800">{u.name}</span>
          {u.state === 'failed' ? (
            <>
              <span className="flex items-center gap-1 text-red-700" role="alert">
                <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
                {format(m.photoFailed, { message: u.error ?? '' })}
              </span>
              <Button size="sm" variant="secondary" onClick={() => uploads.queue.retry(u.key)}>
                {m.retry}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => uploads.queue.dismiss(u.key)}>
                {m.dismiss}
              </Button>
            </>
          ) : u.state === 'retrying' ? (
            <span className="flex items-center gap-1 text-amber-800">
              <Wifi className="size-4 shrink-0" aria-hidden="true" />
              {m.photoRetrying}
            </span>
          ) : (
            <span className="flex items-center gap-1 text-slate-600">
              <RefreshCw className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              {m.photoPending}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
