// The cleaner's notes: put in the send queue about 800 ms after the last keystroke (issue 38: kept
// on the phone until the server has them, sent when the signal is back), and kept in localStorage
// until then too, so a reload shows what was typed (notes-draft.ts decides which text it shows).
import { useEffect, useRef, useState } from 'react';
import { RUN_NOTES_MAX } from '@core/playbook';
import { TextAreaField } from '@web/components/ui/field';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { clearDraft, notesOnLoad, readDraft, writeDraft } from '../notes-draft';
import type { SendQueueHandle } from '../use-send-queue';

const SAVE_AFTER_MS = 800;

export function RunNotes({
  turnoverId,
  serverNotes,
  readOnly,
  sending,
}: {
  turnoverId: string;
  serverNotes: string | null;
  readOnly: boolean;
  sending: SendQueueHandle;
}) {
  const { cleaner: m, validation } = useMessages(playbookMessages).playbook;
  // The text shown is decided on load (the effect below follows newer server notes until typed in).
  const [initial] = useState(() =>
    readOnly
      ? { text: serverNotes ?? '', fromDraft: false }
      : notesOnLoad({ notes: serverNotes }, readDraft(localStorage, turnoverId)),
  );
  const [text, setText] = useState(initial.text);
  /** The text last put in the queue (or, before any, what the server holds). */
  const queuedText = useRef(serverNotes ?? '');
  /** Whether a save of the text was queued during this visit. */
  const [queued, setQueued] = useState(false);
  // Until the cleaner types here, the field follows newer server notes: a save sent from this
  // phone's queue just after a reload lands after the page's first read of the turnover. A text
  // restored from the draft is newer than the server's and stays.
  const typed = useRef(false);
  const shownServerNotes = useRef(serverNotes);
  useEffect(() => {
    if (shownServerNotes.current === serverNotes) return;
    shownServerNotes.current = serverNotes;
    if (readOnly || typed.current || initial.fromDraft || serverNotes === null) return;
    queuedText.current = serverNotes;
    setText(serverNotes);
  }, [serverNotes, readOnly, initial.fromDraft]);
  const { saveNotes } = sending;

  useEffect(() => {
    if (!initial.fromDraft) clearDraft(localStorage, turnoverId);
  }, [initial.fromDraft, turnoverId]);

  // Too long: said under the field, and not sent until it fits (the draft keeps it meanwhile).
  // RunNotesInput's rule (core/schemas/playbook.ts), read without zod (issue 19).
  const valid = text.trim().length <= RUN_NOTES_MAX;
  const error = valid ? undefined : validation.notesTooLong;

  useEffect(() => {
    if (readOnly || !valid || text === queuedText.current) return;
    const timer = setTimeout(() => {
      queuedText.current = text;
      saveNotes(text);
      setQueued(true);
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, valid, readOnly, saveNotes]);

  const status = sending.notes.retrying
    ? m.notesFailed
    : sending.notes.pending
      ? m.notesSaving
      : queued || sending.notes.saved
        ? m.notesSaved
        : '';

  return (
    <div>
      <TextAreaField
        name="notes"
        label={m.notes}
        hint={readOnly ? undefined : initial.fromDraft && !queued ? m.draftRestored : m.notesHint}
        maxLength={4000}
        rows={4}
        readOnly={readOnly}
        value={text}
        error={error}
        onChange={(e) => {
          typed.current = true;
          setText(e.target.value);
          writeDraft(localStorage, turnoverId, { text: e.target.value, at: new Date().toISOString() });
        }}
      />
      {!readOnly && (
        <p className="mt-1 h-5 text-right text-xs text-slate-500" aria-live="polite" data-testid="notes-status">
          {status}
        </p>
      )}
    </div>
  );
}
