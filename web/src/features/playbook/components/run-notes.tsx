// The cleaner's notes: saved about 800 ms after the last keystroke, and kept in localStorage until
// the server has them, so a reload or a dropped signal loses nothing (notes-draft.ts decides which
// text a reload shows). A failed save is tried again a few seconds later.
import { useEffect, useRef, useState } from 'react';
import { RUN_NOTES_MAX } from '@core/playbook';
import { TextAreaField } from '@web/components/ui/field';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useSaveNotes } from '../api/cleaner-turnover';
import { clearDraft, notesOnLoad, readDraft, writeDraft } from '../notes-draft';

const SAVE_AFTER_MS = 800;
const RETRY_AFTER_MS = 5_000;

type Status = 'idle' | 'saving' | 'saved' | 'failed';

export function RunNotes({
  turnoverId,
  serverNotes,
  readOnly,
}: {
  turnoverId: string;
  serverNotes: string | null;
  readOnly: boolean;
}) {
  const { cleaner: m, validation } = useMessages(playbookMessages).playbook;
  const save = useSaveNotes(turnoverId);
  // The text shown is decided once, on load; after that the field is the cleaner's.
  const [initial] = useState(() =>
    readOnly
      ? { text: serverNotes ?? '', fromDraft: false }
      : notesOnLoad({ notes: serverNotes }, readDraft(localStorage, turnoverId)),
  );
  const [text, setText] = useState(initial.text);
  const [status, setStatus] = useState<Status>('idle');
  /** The text the server is known to hold. */
  const saved = useRef(serverNotes ?? '');
  const [attempt, setAttempt] = useState(0);
  const { mutate } = save;

  useEffect(() => {
    if (!initial.fromDraft) clearDraft(localStorage, turnoverId);
  }, [initial.fromDraft, turnoverId]);

  // Too long: said under the field, and not sent until it fits (the draft keeps it meanwhile).
  // RunNotesInput's rule (core/schemas/playbook.ts), read without zod (issue 19).
  const valid = text.trim().length <= RUN_NOTES_MAX;
  const error = valid ? undefined : validation.notesTooLong;

  useEffect(() => {
    if (readOnly || !valid || text === saved.current) return;
    const timer = setTimeout(
      () => {
        setStatus('saving');
        mutate(text, {
          onSuccess: () => {
            saved.current = text;
            // Typed on since the request left: the newer text stays in the draft and saves next.
            if (readDraft(localStorage, turnoverId)?.text === text) clearDraft(localStorage, turnoverId);
            setStatus('saved');
          },
          onError: () => {
            setStatus('failed');
            setTimeout(() => setAttempt((n) => n + 1), RETRY_AFTER_MS);
          },
        });
      },
      attempt > 0 ? 0 : SAVE_AFTER_MS,
    );
    return () => clearTimeout(timer);
  }, [text, valid, readOnly, turnoverId, mutate, attempt]);

  return (
    <div>
      <TextAreaField
        name="notes"
        label={m.notes}
        hint={readOnly ? undefined : initial.fromDraft && status === 'idle' ? m.draftRestored : m.notesHint}
        maxLength={4000}
        rows={4}
        readOnly={readOnly}
        value={text}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setAttempt(0);
          writeDraft(localStorage, turnoverId, { text: e.target.value, at: new Date().toISOString() });
        }}
      />
      {!readOnly && (
        <p className="mt-1 h-5 text-right text-xs text-slate-500" aria-live="polite" data-testid="notes-status">
          {status === 'saving'
            ? m.notesSaving
            : status === 'saved'
              ? m.notesSaved
              : status === 'failed'
                ? m.notesFailed
                : ''}
        </p>
      )}
    </div>
  );
}
