// 'Report this conversation': a reason (REPORT_REASONS) and optional details, to the support queue.
// Drawn in the shared confirmation dialog (its code loads when it first opens), whose panel stays
// open with its buttons disabled until the server has the report.
import { useId, useState, type RefObject } from 'react';
import type { REPORT_REASONS } from '@core/schemas/messages';
import { BusyLabel } from '@web/components/ui/busy-label';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useReportConversation, type ReportReason } from '../api/conversations';

/** The contract's reasons (REPORT_REASONS), spelled here: importing the constant would bring zod into the page. */
const REASONS = [
  'contact_details',
  'harassment',
  'discrimination',
  'private_data',
  'spam',
  'other',
] as const satisfies readonly ReportReason[] & { length: (typeof REPORT_REASONS)['length'] };

export function ReportDialog({
  open,
  onOpenChange,
  conversationId,
  name,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  name: string;
  returnFocus: RefObject<HTMLElement | null>;
}) {
  const m = useMessages(conversationsMessages).conversations.report;
  const report = useReportConversation(conversationId);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!reason) return setError(m.reasonRequired);
    setError(null);
    report.mutate(
      { reason, details },
      {
        onSuccess: () => {
          notify.success({ title: m.sent, description: m.sentDescription });
          setReason('');
          setDetails('');
          onOpenChange(false);
        },
        onError: (err) => setError(format(m.failed, { reason: err.message })),
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.title}
      description={format(m.description, { name })}
      cancelLabel={m.cancel}
      confirmLabel={m.send}
      busyLabel={<BusyLabel>{m.sending}</BusyLabel>}
      busy={report.isPending}
      confirmVariant="primary"
      onConfirm={submit}
      returnFocus={returnFocus}
    >
      <div className="mt-4 space-y-4">
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{m.reason}</legend>
          <div className="mt-2 grid gap-2">
            {REASONS.map((r) => (
              <label
                key={r}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${id}-reason`}
                  value={r}
                  checked={reason === r}
                  onChange={() => setReason(r)}
                  className="size-4 accent-brand-700"
                />
                {m.reasons[r]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-details`} className="block text-sm font-medium text-slate-800">
            {m.details}
          </label>
          <textarea
            id={`${id}-details`}
            rows={3}
            maxLength={1000}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
            className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100"
          />
        </div>
        <FormError message={error} />
      </div>
    </ConfirmDialog>
  );
}
