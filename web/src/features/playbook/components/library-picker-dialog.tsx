// The checklist library's picker (issue 41): its items by room, in the reader's language, each a
// checkbox; those already on the checklist show as such. 'Add N items' adds the chosen ones, each
// into its room. On a phone it fills the screen with the rooms scrolling between its heading and
// its buttons. Loaded when it first opens (library-picker.tsx).
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type RefObject } from 'react';
import { LIBRARY_KEYS, libraryByRoom, libraryItem, ROOMS, type LibraryKey } from '@core/checklist-library';
import { plural } from '@core/messages/format';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useAddLibraryItems } from '../api/host-playbook';
import { describeFailure } from '../errors';
import { useReaderLocale } from '../reader-locale';
import { PhotoRequiredBadge } from './photo-required-badge';

const panel =
  'fixed inset-x-3 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-1.5rem)] max-w-lg -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl';

export type LibraryPickerDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobId: string;
  /** The library keys already on the checklist. */
  onChecklist: string[];
  /** The button that opened it takes focus back when it closes. */
  returnFocus: RefObject<HTMLElement | null>;
};

export default function LibraryPickerDialog({
  open,
  onOpenChange,
  jobId,
  onChecklist,
  returnFocus,
}: LibraryPickerDialogProps) {
  const m = useMessages(playbookMessages).playbook.library;
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={panel}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <div className="flex items-start gap-3 border-b border-slate-200 px-5 pb-3 pt-4">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{m.heading}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">{m.description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" className="size-11 shrink-0 px-0" aria-label={m.close} disabled={busy}>
                <X className="size-5" aria-hidden="true" />
              </Button>
            </Dialog.Close>
          </div>
          {open && (
            <PickerForm jobId={jobId} onChecklist={onChecklist} onBusy={setBusy} onDone={() => onOpenChange(false)} />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PickerForm({
  jobId,
  onChecklist,
  onBusy,
  onDone,
}: {
  jobId: string;
  onChecklist: string[];
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.library;
  const locale = useReaderLocale();
  const add = useAddLibraryItems(jobId);
  const [chosen, setChosen] = useState<ReadonlySet<LibraryKey>>(new Set());
  const [error, setError] = useState<string>();
  const present = new Set(onChecklist);

  const toggle = (key: LibraryKey, on: boolean) => {
    setError(undefined);
    setChosen((c) => {
      const next = new Set(c);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // In the library's order, so a room's items go in as the library lists them.
    const keys = LIBRARY_KEYS.filter((k) => chosen.has(k));
    if (keys.length === 0) return setError(m.noneChosen);
    onBusy(true);
    add.mutate(
      { keys },
      {
        onSuccess: () => {
          notify.success({ title: plural(m.added, keys.length) });
          onBusy(false);
          onDone();
        },
        onError: (err) => {
          setError(describeFailure(err, messages).message);
          onBusy(false);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-4" data-testid="library-rooms">
        {libraryByRoom().map(({ room, keys }) => (
          <fieldset key={room}>
            <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
              {ROOMS[room][locale]}
            </legend>
            <ul className="space-y-2">
              {keys.map((key) => {
                const item = libraryItem(key);
                const already = present.has(key);
                return (
                  <li key={key}>
                    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:disabled]:cursor-default has-[:disabled]:border-slate-200 has-[:disabled]:bg-slate-50">
                      <input
                        type="checkbox"
                        name="keys"
                        value={key}
                        checked={already || chosen.has(key)}
                        disabled={already || add.isPending}
                        onChange={(e) => toggle(key, e.target.checked)}
                        className="size-5 shrink-0 accent-brand-700"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block break-words font-medium">{item[locale]}</span>
                        {already ? (
                          <span className="block text-xs text-slate-600">{m.onChecklist}</span>
                        ) : (
                          item.photoRequired && (
                            <PhotoRequiredBadge label={messages.playbook.host.photoRequiredBadge} className="mt-1" />
                          )
                        )}
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ))}
      </div>
      <div className="space-y-2 border-t border-slate-200 px-5 py-3">
        <FormError message={error} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={add.isPending}>
              {m.close}
            </Button>
          </Dialog.Close>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? (
              <BusyLabel>{messages.playbook.host.adding}</BusyLabel>
            ) : chosen.size > 0 ? (
              plural(m.addChosen, chosen.size)
            ) : (
              m.addNone
            )}
          </Button>
        </div>
      </div>
    </form>
  );
}
