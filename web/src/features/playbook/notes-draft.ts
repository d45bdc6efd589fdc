// The cleaner's notes survive a reload (issue 18): what is typed is kept in localStorage per
// turnover until the server has saved it, and a reload shows the draft rather than the server's
// notes when the draft is the newer of the two.
export type NotesDraft = { text: string; /** When it was typed (ISO). */ at: string };

const keyOf = (turnoverId: string) => `turnready:notes-draft:${turnoverId}`;

export function readDraft(storage: Pick<Storage, 'getItem'>, turnoverId: string): NotesDraft | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(keyOf(turnoverId)) ?? 'null');
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as NotesDraft).text === 'string' &&
      typeof (value as NotesDraft).at === 'string'
    )
      return value as NotesDraft;
  } catch {
    // Unreadable (another version's shape, storage blocked): as if there were none.
  }
  return null;
}

export function writeDraft(storage: Pick<Storage, 'setItem'>, turnoverId: string, draft: NotesDraft) {
  try {
    storage.setItem(keyOf(turnoverId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the debounced save still sends the text.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, turnoverId: string) {
  try {
    storage.removeItem(keyOf(turnoverId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

/**
 * The notes to show on load. A draft exists only while what was typed here is not confirmed saved,
 * so it wins unless the server already has that text, or the server's notes were saved after the
 * draft was typed (from another device; known only when the server says when it saved them).
 */
export function notesOnLoad(
  server: { notes: string | null; savedAt?: string | null },
  draft: NotesDraft | null,
): { text: string; fromDraft: boolean } {
  const saved = server.notes ?? '';
  if (!draft || draft.text === saved) return { text: saved, fromDraft: false };
  if (server.savedAt && Date.parse(server.savedAt) > Date.parse(draft.at)) return { text: saved, fromDraft: false };
  return { text: draft.text, fromDraft: true };
}
