// The Radix side of form-dialog.tsx's FormDialog, loaded when it first opens.
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { overlay, panel } from './dialog-styles';

export type FormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  busy: boolean;
  children: ReactNode;
};

export default function FormDialog({ open, onOpenChange, title, description, busy, children }: FormDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={panel}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
