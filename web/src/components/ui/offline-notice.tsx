// "Offline: showing what was saved at 10:42 AM" above a page read from the phone's saved copy
// (issue 38, decision 043); nothing when the page shows a fresh answer.
import { CloudOff } from 'lucide-react';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { useOfflineCopy } from '@web/lib/offline-copy';
import { cn } from './cn';

export function OfflineNotice({ apiPath, className }: { apiPath: string; className?: string }) {
  const savedAt = useOfflineCopy(apiPath);
  const m = useMessages().layout;
  if (savedAt === null) return null;
  const time = new Date(savedAt).toLocaleTimeString(intlTag(), { hour: 'numeric', minute: '2-digit' });
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className={cn(
        'flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-sm font-medium text-slate-700',
        className,
      )}
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {format(m.offlineCopy, { time })}
    </p>
  );
}
