// The small labels of an email in the development mailbox: what kind, delivery status, when.
import type { MailboxMessage } from '@core/schemas/system';
import { cn } from '@web/components/ui/cn';
import { dateFormat, useMessages } from '@web/lib/i18n';
import { authMessages } from '@web/lib/messages/auth';

const timeFormat = () =>
  dateFormat({
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

export function EmailTime({ createdAt, className }: { createdAt: string; className?: string }) {
  return (
    <time dateTime={createdAt} className={className}>
      {timeFormat().format(new Date(createdAt))}
    </time>
  );
}

export function KindBadge({ kind }: { kind: string }) {
  const kinds: Record<string, string> = useMessages(authMessages).auth.devMailbox.kinds;
  return (
    <span className="inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-100">
      {kinds[kind] ?? kind}
    </span>
  );
}

const statusTone: Record<string, string> = {
  sent: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: MailboxMessage['status'] }) {
  const statuses: Record<string, string> = useMessages(authMessages).auth.devMailbox.statuses;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
        statusTone[status] ?? 'bg-slate-100 text-slate-700 ring-slate-200',
      )}
    >
      {statuses[status] ?? status}
    </span>
  );
}
