// The two dialogs of the turnover pages: a form dialog (add/edit a turnover, "Can't make it") and a
// confirmation that stays open, buttons disabled, until the server has answered.
import { Dialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { ConfirmDialog as SharedConfirmDialog } from '@web/components/ui/confirm-dialog';

const panel = 'fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6';
const overlay = 'fixed inset-0 z-50 bg-slate-900/50';

export function FormDialog({ open, onOpenChange, title, description, busy, children }: { open: boolean; onOpenChange: (open: boolean) => void; title: string; description?: ReactNode; busy: boolean; children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={panel}>
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-2 text-sm leading-6 text-slate-600">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type ConfirmProps = Omit<ComponentProps<typeof SharedConfirmDialog>, 'busyLabel' | 'children' | 'confirmVariant' | 'panelClassName'> & { busyLabel: string; error?: string };

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
export function DialogButtons({ busy, closeLabel, submitLabel, busyLabel }: { busy: boolean; closeLabel: string; submitLabel: string; busyLabel: string }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Dialog.Close asChild>
        <Button variant="secondary" disabled={busy}>
          {closeLabel}
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {busy ? <BusyLabel>{busyLabel}</BusyLabel> : submitLabel}
      </Button>
    </div>
  );
}
