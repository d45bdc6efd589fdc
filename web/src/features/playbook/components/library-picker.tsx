// 'Add from the library' (issue 41): opens the checklist library's picker, whose code and words
// (core/checklist-library.ts) load when it first opens (library-picker-dialog.tsx).
import { ListPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PlaybookItem } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import type { LibraryPickerDialogProps } from './library-picker-dialog';

const LibraryPickerDialog = lazyWhenOpen<LibraryPickerDialogProps>(() => import('./library-picker-dialog'));

export function LibraryPickerButton({ jobId, items }: { jobId: string; items: PlaybookItem[] }) {
  const m = useMessages(playbookMessages).playbook.library;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <ListPlus className="size-4" aria-hidden="true" />
        {m.open}
      </Button>
      <LibraryPickerDialog
        open={open}
        onOpenChange={setOpen}
        jobId={jobId}
        onChecklist={items.flatMap((i) => (i.key ? [i.key] : []))}
        returnFocus={trigger}
      />
    </>
  );
}
