// The photos of one item or problem that are not stored yet: kept on the phone and waiting to send
// (shown from the phone's copy, issue 38), uploading, or refused (with the server's reason, 'Retry'
// and 'Dismiss').
import { CircleAlert, CloudUpload, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { sameTarget, type UploadTarget } from '../upload-queue';
import type { QueuedPhoto, UploadQueueHandle } from '../use-send-queue';

export function UploadStatus({
  uploads,
  target,
  label,
}: {
  uploads: UploadQueueHandle;
  target: UploadTarget;
  /** What the photos are of, for the previews' alt text. */
  label: string;
}) {
  const { cleaner: m, sending: s } = useMessages(playbookMessages).playbook;
  const mine = uploads.items.filter((i) => sameTarget(i.target, target));
  if (mine.length === 0) return null;
  return (
    <ul className="mt-2 space-y-1.5 text-sm" aria-live="polite">
      {mine.map((u) => (
        <li key={u.key} className="flex flex-wrap items-center gap-2" data-testid="upload" data-state={u.state}>
          {u.state !== 'failed' && <Preview photo={u} alt={format(s.previewAlt, { item: label })} />}
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
          ) : u.state === 'uploading' ? (
            <span className="flex items-center gap-1 text-slate-600">
              <RefreshCw className="size-4 shrink-0 animate-spin" aria-hidden="true" />
              {m.photoPending}
            </span>
          ) : (
            <span className="flex items-center gap-1 font-medium text-amber-800">
              <CloudUpload className="size-4 shrink-0" aria-hidden="true" />
              {s.photoWaiting}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The phone's own copy of a photo not yet stored. */
function Preview({ photo, alt }: { photo: QueuedPhoto; alt: string }) {
  const img = useRef<HTMLImageElement>(null);
  // The file's URL lives as long as the preview shows it.
  useEffect(() => {
    const url = URL.createObjectURL(photo.file);
    if (img.current) img.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo.file]);
  return (
    <img
      ref={img}
      alt={alt}
      className="size-14 shrink-0 rounded-lg bg-slate-100 object-cover opacity-80 ring-2 ring-amber-400 ring-offset-1"
    />
  );
}
