// The two dialogs of the turnover pages: a form dialog (add/edit a turnover, "Can't make it"; shared
// with other pages, web/src/components/ui/form-dialog.tsx) and a confirmation that stays open,
// buttons disabled, until the server has answered.
import type { ComponentProps } from 'react';
import { BusyLabel } from '@web/components/ui/busy-label';
import { ConfirmDialog as SharedConfirmDialog } from '@web/components/ui/confirm-dialog';
import { panel } from '@web/components/ui/dialog-styles';

export { DialogButtons, FormDialog } from '@web/components/ui/form-dialog';

type ConfirmProps = Omit<
  ComponentProps<typeof SharedConfirmDialog>,
  'busyLabel' | 'children' | 'confirmVariant' | 'panelClassName'
> & { busyLabel: string; error?: string };

/** The shared confirmation at this page's dialog size, with a spinner while busy and the server's refusal under the text. */
export function ConfirmDialog({ error, busyLabel, ...props }: ConfirmProps) {
  return (
    <SharedConfirmDialog {...props} busyLabel={<BusyLabel>{busyLabel}</BusyLabel>} panelClassName={panel}>
      {error && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </SharedConfirmDialog>
  );
}
