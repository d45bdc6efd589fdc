// Nothing typed into a conversation is lost (issue 40): the composer's text, its photos already
// uploaded, what it is about and the send's clientKey are kept in localStorage per conversation
// until the server has the message. A retry after a failure or a reload reuses the clientKey, so the
// server keeps one message however many times it arrives.
import type { PhotoRef } from '@core/schemas/playbook';

export type MessageDraft = {
  text: string;
  photos: PhotoRef[];
  /** The 'About' choice: a job id, and maybe one of its turnovers. */
  about: { jobId: string; turnoverId?: string } | null;
  /** Made for the first send of this message and reused by every retry of it. */
  clientKey: string;
};

const keyOf = (conversationId: string) => `turnready:message-draft:${conversationId}`;

export const emptyDraft = (newKey: () => string): MessageDraft => ({
  text: '',
  photos: [],
  about: null,
  clientKey: newKey(),
});

const isPhoto = (p: unknown): p is PhotoRef =>
  !!p &&
  typeof p === 'object' &&
  typeof (p as PhotoRef).id === 'string' &&
  typeof (p as PhotoRef).url === 'string' &&
  typeof (p as PhotoRef).thumbUrl === 'string';

/** The kept draft of a conversation, or null (none, or unreadable: another version's shape, storage blocked). */
export function readDraft(storage: Pick<Storage, 'getItem'>, conversationId: string): MessageDraft | null {
  try {
    const v = JSON.parse(storage.getItem(keyOf(conversationId)) ?? 'null') as Partial<MessageDraft> | null;
    if (!v || typeof v !== 'object' || typeof v.text !== 'string' || typeof v.clientKey !== 'string') return null;
    const about =
      v.about && typeof v.about === 'object' && typeof v.about.jobId === 'string'
        ? {
            jobId: v.about.jobId,
            ...(typeof v.about.turnoverId === 'string' ? { turnoverId: v.about.turnoverId } : {}),
          }
        : null;
    return {
      text: v.text,
      photos: Array.isArray(v.photos) ? v.photos.filter(isPhoto) : [],
      about,
      clientKey: v.clientKey,
    };
  } catch {
    return null;
  }
}

/** Keeps the draft; an empty one (nothing typed, no photo) is removed rather than kept. */
export function writeDraft(storage: Pick<Storage, 'setItem' | 'removeItem'>, conversationId: string, d: MessageDraft) {
  try {
    if (d.text === '' && d.photos.length === 0) storage.removeItem(keyOf(conversationId));
    else storage.setItem(keyOf(conversationId), JSON.stringify(d));
  } catch {
    // Storage full or blocked (private mode): the text stays in the composer while the page is open.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, conversationId: string) {
  try {
    storage.removeItem(keyOf(conversationId));
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

/**
 * The draft after an edit. An edited message is a new message, so it gets a new clientKey: a send
 * that failed on the way back (stored, but the answer lost) and is then edited must not be taken
 * by the server for the first one. A retry of the same words keeps the key (one message).
 */
export function editDraft(
  d: MessageDraft,
  change: Partial<Omit<MessageDraft, 'clientKey'>>,
  newKey: () => string,
): MessageDraft {
  return { ...d, ...change, clientKey: newKey() };
}
