// Delete behind a confirmation (spec §2): the job is soft-deleted and leaves every list.
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { hostMessages } from '@web/lib/messages/host';
import { useDeleteJob } from '../api/jobs';

export function DeleteJobButton({ jobId, address }: { jobId: string; address: string }) {
  const m = useMessages(hostMessages).host;
  const [open, setOpen] = useState(false);
  const remove = useDeleteJob();
  const trigger = useRef<HTMLButtonElement>(null);
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
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="sm"
        className="text-red-700 hover:bg-red-50"
        aria-label={format(m.jobCard.deleteLabel, { address })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        {m.jobCard.delete}
      </Button>
      {/* The dialog stays open until the delete is done. */}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={m.deleteDialog.title}
        description={format(m.deleteDialog.description, { address })}
        cancelLabel={m.deleteDialog.cancel}
        confirmLabel={m.deleteDialog.confirm}
        busyLabel={m.deleteDialog.deleting}
        busy={remove.isPending}
        panelClassName="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl"
        onConfirm={() => void confirm()}
        returnFocus={trigger}
      />
    </>
  );
}
