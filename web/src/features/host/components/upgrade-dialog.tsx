// "You've reached your job posting limit." with Cancel and Upgrade Plan (spec §4): the Radix side of
// post-job-gate.tsx's UpgradeDialog, loaded when it first opens.
import { AlertDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';

export type UpgradeDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; onCancel: () => void };

export default function UpgradeDialog({ open, onOpenChange, onCancel }: UpgradeDialogProps) {
  const m = useMessages(jobsMessages).jobs.limit;
  const navigate = useNavigate();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{m.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">
            {m.dialogDescription}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" onClick={onCancel}>
                {m.cancel}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="accent" onClick={() => navigate('/host/pricing')}>
                {m.upgradePlan}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
