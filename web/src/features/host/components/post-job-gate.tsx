// Post-job gating (spec §4): a host who can post goes to /host/post-job; at the limit, a premium host
// gets the 'Job Limit Reached' toast, anyone else the upgrade dialog (Upgrade Plan → /host/pricing).
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobLimits } from '@core/plans';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';

export function usePostJobGate(limits: JobLimits | undefined) {
  const m = useMessages(jobsMessages).jobs.limit;
  const navigate = useNavigate();
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const startPostJob = () => {
    if (!limits || limits.canPostNewJob) return navigate('/host/post-job');
    if (limits.subscriptionTier === 'premium') return notify.error({ title: m.reachedTitle, description: m.reachedPremium });
    setUpgradeOpen(true);
  };

  const dialog = <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} onCancel={() => setUpgradeOpen(false)} />;
  return { startPostJob, dialog };
}

/** "You've reached your job posting limit." with Cancel and Upgrade Plan. */
export function UpgradeDialog({ open, onOpenChange, onCancel }: { open: boolean; onOpenChange: (open: boolean) => void; onCancel: () => void }) {
  const m = useMessages(jobsMessages).jobs.limit;
  const navigate = useNavigate();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{m.dialogTitle}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">{m.dialogDescription}</AlertDialog.Description>
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
