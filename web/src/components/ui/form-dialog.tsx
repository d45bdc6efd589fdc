// A form in a dialog (the turnover pages' forms, the pay records' forms): its Radix code loads
// when it first opens (form-dialog-panel.tsx), and DialogButtons' close button closes it unless
// the form's request is running.
import { createContext, use } from 'react';
import { BusyLabel } from './busy-label';
import { Button } from './button';
import type { FormDialogProps } from './form-dialog-panel';
import { lazyWhenOpen } from './lazy-when-open';

const LazyFormDialog = lazyWhenOpen<FormDialogProps>(() => import('./form-dialog-panel'));
/** How DialogButtons' close button closes the FormDialog around it. */
const CloseDialog = createContext<() => void>(() => {});

/** A form in a dialog; its code loads when it first opens (form-dialog-panel.tsx). */
export function FormDialog(props: FormDialogProps) {
  const { onOpenChange, busy } = props;
  return (
    <CloseDialog value={() => (busy ? undefined : onOpenChange(false))}>
      <LazyFormDialog {...props} />
    </CloseDialog>
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
