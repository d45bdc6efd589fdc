// The Radix side of ConfirmDialog (confirm-dialog.tsx), loaded when it first opens.
import { AlertDialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonProps } from './button';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** Anything under the description (a mail fallback, a price, an error). */
  children?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** What the confirm button shows while the server works. */
  busyLabel: ReactNode;
  busy: boolean;
  confirmVariant?: ButtonProps['variant'];
  /** The dialog panel's classes, where a page's other dialogs use another size. */
  panelClassName?: string;
  onConfirm: () => void;
  /** The button that opened it, to take focus back when it closes (Radix does so only for its own trigger). */
  returnFocus?: RefObject<HTMLElement | null>;
};

const PANEL =
  'fixed inset-x-4 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl';

export default function ConfirmDialogPanel({
  open,
  onOpenChange,
  title,
  description,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  confirmVariant = 'danger',
  panelClassName = PANEL,
  onConfirm,
  returnFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <AlertDialog.Content
          className={panelClassName}
          onCloseAutoFocus={(e) => {
            if (!returnFocus) return;
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm leading-6 text-slate-600">
            {description}
          </AlertDialog.Description>
          {children}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not an AlertDialog.Action: the dialog closes only once the change is done. */}
            <Button variant={confirmVariant} onClick={onConfirm} disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
