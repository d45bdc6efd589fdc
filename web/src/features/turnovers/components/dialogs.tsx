// The two dialogs of the turnover pages: a form dialog (add/edit a turnover, "Can't make it") and a
// confirmation that stays open, buttons disabled, until the server has answered.
import { createContext, use, type ComponentProps } from 'react';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { ConfirmDialog as SharedConfirmDialog } from '@web/components/ui/confirm-dialog';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { panel } from './dialog-styles';
import type { FormDialogProps } from './form-dialog';

const LazyFormDialog = lazyWhenOpen<FormDialogProps>(() => import('./form-dialog'));
/** How DialogButtons' close button closes the FormDialog around it. */
const CloseDialog = createContext<() => void>(() => {});

/** A form in a dialog; its code loads when it first opens (form-dialog.tsx). */
export function FormDialog(props: FormDialogProps) {
  const { onOpenChange, busy } = props;
  return (
    <CloseDialog value={() => (busy ? undefined : onOpenChange(false))}>
      <LazyFormDialog {...props} />
    </CloseDialog>
  );
}

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

/** The form's buttons: close and submit, both disabled while the request runs. */
export function DialogButtons({
  busy,
  closeLabel,
  submitLabel,
  busyLabel,
}: {
  busy: boolean;
  closeLabel: string;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" disabled={busy} onClick={use(CloseDialog)}>
        {closeLabel}
      </Button>
      <Button type="submit" disabled={busy}>
        {busy ? <BusyLabel>{busyLabel}</BusyLabel> : submitLabel}
      </Button>
    </div>
  );
}
