// A confirmation of a change (a plan cancelled, a turnover declined, a calendar removed): it stays
// open, with its buttons disabled, until the server has answered, so a slow network cannot
// double-submit. Its code loads when it first opens (confirm-dialog-panel.tsx).
import type { ConfirmDialogProps } from './confirm-dialog-panel';
import { lazyWhenOpen } from './lazy-when-open';

export const ConfirmDialog = lazyWhenOpen<ConfirmDialogProps>(() => import('./confirm-dialog-panel'));
