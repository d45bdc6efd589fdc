// Post-job gating (spec §4): a host who can post goes to /host/post-job; at the limit, a premium host
// gets the 'Job Limit Reached' toast, anyone else the upgrade dialog (Upgrade Plan → /host/pricing).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { JobLimits } from '@core/plans';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { jobsMessages } from '@web/lib/messages/jobs';
import type { UpgradeDialogProps } from './upgrade-dialog';

/** "You've reached your job posting limit." with Cancel and Upgrade Plan (loaded when it first opens). */
export const UpgradeDialog = lazyWhenOpen<UpgradeDialogProps>(() => import('./upgrade-dialog'));

export function usePostJobGate(limits: JobLimits | undefined) {
  const m = useMessages(jobsMessages).jobs.limit;
  const navigate = useNavigate();
  const [upgradeOpen, setUpgradeOpen] = useState(false);

  const startPostJob = () => {
    if (!limits || limits.canPostNewJob) return navigate('/host/post-job');
    if (limits.subscriptionTier === 'premium')
      return notify.error({ title: m.reachedTitle, description: m.reachedPremium });
    setUpgradeOpen(true);
  };

  const dialog = (
    <UpgradeDialog open={upgradeOpen} onOpenChange={setUpgradeOpen} onCancel={() => setUpgradeOpen(false)} />
  );
  return { startPostJob, dialog };
}
