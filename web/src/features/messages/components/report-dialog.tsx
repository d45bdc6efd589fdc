// 'Report this conversation': a reason (REPORT_REASONS) and optional details, to the support queue.
// Loaded when it first opens (conversation-menu.tsx).
import { Dialog } from 'radix-ui';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { REPORT_REASONS } from '@core/schemas/messages';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { conversationsMessages } from '@web/lib/messages/conversations';
import { useReportConversation, type ReportReason } from '../api/conversations';

export type ReportDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  name: string;
  returnFocus: RefObject<HTMLElement | null>;
};

const panel =
  'fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6';

export default function ReportDialog({ open, onOpenChange, conversationId, name, returnFocus }: ReportDialogProps) {
  const m = useMessages(conversationsMessages).conversations.report;
  const report = useReportConversation(conversationId);
  const id = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
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
    <Dialog.Root open={open} onOpenChange={(next) => (report.isPending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={panel}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{m.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {format(m.description, { name })}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 space-y-4">
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">{m.reason}</legend>
              <div className="mt-2 grid gap-2">
                {REPORT_REASONS.map((r) => (
                  <label
                    key={r}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="reason"
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
            <FormError message={error ?? undefined} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <Button variant="secondary" disabled={report.isPending}>
                  {m.cancel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={report.isPending}>
                {report.isPending ? <BusyLabel>{m.sending}</BusyLabel> : m.send}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
