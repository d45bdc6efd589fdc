// The ledger's two forms, each loaded the first time it opens (a page's first visit has a
// JavaScript budget, and most visits only read).
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import type { MarkPaidDialogProps } from './mark-paid-dialog';
import type { ProposeDialogProps } from './propose-dialog';

export const ProposeDialog = lazyWhenOpen<ProposeDialogProps>(() => import('./propose-dialog'));
export const MarkPaidDialog = lazyWhenOpen<MarkPaidDialogProps>(() => import('./mark-paid-dialog'));
