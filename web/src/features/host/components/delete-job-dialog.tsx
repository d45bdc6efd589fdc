// Delete behind a confirmation (spec §2): the job is soft-deleted and leaves every list.
import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { useDeleteJob } from '../api/jobs';

export function DeleteJobButton({ jobId, address }: { jobId: string; address: string }) {
  const m = useMessages(hostMessages).host;
  const [open, setOpen] = useState(false);
  const remove = useDeleteJob();
  // mutateAsync, not mutate with callbacks: the card (and this button) leave the list as soon as the
  // refreshed jobs arrive, and a per-call callback of an unmounted observer never runs.
  const confirm = async () => {
    try {
      await remove.mutateAsync(jobId);
      notify.success({ title: m.deleteDialog.successTitle, description: m.deleteDialog.successDescription });
      setOpen(false);
    } catch (err) {
      notify.error({ title: m.jobs.errorTitle, description: (err as Error).message });
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={setOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" aria-label={format(m.jobCard.deleteLabel, { address })}>
          <Trash2 className="size-4" aria-hidden="true" />
          {m.jobCard.delete}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{m.deleteDialog.title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">{format(m.deleteDialog.description, { address })}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{m.deleteDialog.cancel}</Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog stays open until the delete is done. */}
            <Button variant="danger" onClick={() => void confirm()} disabled={remove.isPending}>
              {remove.isPending ? m.deleteDialog.deleting : m.deleteDialog.confirm}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
