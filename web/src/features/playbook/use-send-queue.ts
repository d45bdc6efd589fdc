// One send queue per turnover page (send-queue.ts, issue 38): ticks, notes and photos are kept on
// the phone and sent in order; the server's answers go into the page's cache. The wait before the
// next try ends early when the phone is back online or the page is shown again. Leaving the page
// with changes unsent loses nothing: they are on the phone and go when the turnover is next opened
// (which 'Complete' needs anyway), so the browser does not ask first.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { CleanerTurnoverResponse, PhotoUploadResponse, RunNotesResponse, RunTask } from '@core/schemas/playbook';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import {
  addPhotos,
  cleanerTurnoverKey,
  sendNotes,
  sendRunPhoto,
  sendTick,
  usePatchCleanerTurnover,
  withTick,
} from './api/cleaner-turnover';
import { describeFailure } from './errors';
import { clearDraft, readDraft } from './notes-draft';
import { pendingTicks, SendQueue, unsent, type Entry } from './send-queue';
import { lazyDeviceStore } from './send-queue-store';
import type { QueuedUpload, UploadTarget } from './upload-queue';

/** A photo not yet stored, with the file itself for its preview. */
export type QueuedPhoto = QueuedUpload & { file: Blob };

function send(turnoverId: string, entry: Entry): Promise<unknown> {
  const c = entry.change;
  if (c.kind === 'tick') return sendTick(turnoverId, c.taskId, c.done);
  if (c.kind === 'notes') return sendNotes(turnoverId, c.notes, c.typedAt);
  const file = c.file instanceof File ? c.file : new File([c.file], c.name, { type: c.file.type });
  return sendRunPhoto(turnoverId, c.target, file, c.key);
}

const photosOf = (entries: readonly Entry[]): QueuedPhoto[] =>
  entries.flatMap((e) =>
    e.change.kind === 'photo'
      ? [
          {
            key: String(e.seq),
            target: e.change.target,
            name: e.change.name,
            state: e.state,
            attempts: e.attempts,
            error: e.error,
            file: e.change.file,
          },
        ]
      : [],
  );

/** A key for each photo, unique to this phone: the server keeps one photo per key and person. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function useSendQueue(turnoverId: string) {
  const messages = useMessages(playbookMessages);
  const patch = usePatchCleanerTurnover(turnoverId);
  const qc = useQueryClient();
  const labelOf = (taskId: string) =>
    qc.getQueryData<CleanerTurnoverResponse>(cleanerTurnoverKey(turnoverId))?.tasks.find((t) => t.id === taskId)
      ?.label ?? '';
  // Notes queued before this visit (typed offline, then the page reloaded) may be saved before the
  // field shows: it still says 'Saved'.
  const [notesSaved, setNotesSaved] = useState(false);
  const [queue] = useState(
    () =>
      new SendQueue({
        turnoverId,
        store: lazyDeviceStore,
        send: (entry) => send(turnoverId, entry),
        wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        describe: (err) => describeFailure(err, messages).message,
        onSent: (entry, answer) => {
          const c = entry.change;
          if (c.kind === 'tick') patch(withTick(answer as RunTask));
          else if (c.kind === 'photo') patch(addPhotos(c.target, (answer as PhotoUploadResponse).photos));
          else {
            const saved = answer as RunNotesResponse;
            patch((t) => ({ ...t, notes: saved.notes }));
            setNotesSaved(true);
            // A read of the turnover begun before this save (the page just loaded) would answer
            // without the notes and overwrite the patch: drop it and read again, now that they are
            // saved. Invalidating alone is not enough: a first read (no data yet) is joined, not redone.
            const queryKey = cleanerTurnoverKey(turnoverId);
            void qc.cancelQueries({ queryKey }).then(() => qc.invalidateQueries({ queryKey }));
            // Typed on since: the newer text stays in the draft and is sent next.
            if (readDraft(localStorage, turnoverId)?.text === (c.notes ?? '')) clearDraft(localStorage, turnoverId);
          }
        },
        onRefused: (entry, reason) => {
          const s = messages.playbook.sending;
          const c = entry.change;
          notify.error({
            title:
              c.kind === 'tick'
                ? format(s.tickRefused, { item: labelOf(c.taskId), reason })
                : format(s.notesRefused, { reason }),
          });
        },
      }),
  );
  // The same on the server (decision 049): the queue starts empty, and fills from the phone's store
  // only once the page runs in the browser.
  const entries = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);

  useEffect(() => {
    queue.start();
    const wake = () => queue.wake();
    const shown = () => document.visibilityState === 'visible' && queue.wake();
    window.addEventListener('online', wake);
    window.addEventListener('focus', wake);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wake);
      document.removeEventListener('visibilitychange', shown);
      queue.stop();
    };
  }, [queue]);

  // Made once, so effects that call them do not run again on every render.
  const [actions] = useState(() => ({
    tick: (taskId: string, done: boolean) => void queue.add({ kind: 'tick', taskId, done }),
    saveNotes: (notes: string) => void queue.add({ kind: 'notes', notes, typedAt: new Date().toISOString() }),
    photos: {
      add: (target: UploadTarget, files: Iterable<File>) => {
        for (const file of files) void queue.add({ kind: 'photo', target, name: file.name, file, key: newKey() });
      },
      retry: (key: string) => queue.retry(Number(key)),
      dismiss: (key: string) => queue.dismiss(Number(key)),
    },
  }));

  return {
    entries,
    /** Unsent changes: 'Waiting to send (n)'. */
    unsent: unsent(entries).length,
    /** Whether the last try of the line found no connection (or the server down). */
    held: entries.some((e) => e.state === 'retrying'),
    /** How each item with an unsent tick shows meanwhile. */
    ticks: pendingTicks(entries),
    /** Whether the notes have a save not yet answered, and whether the line it waits in found no connection. */
    notes: {
      pending: entries.some((e) => e.change.kind === 'notes'),
      retrying: entries.some((e) => e.change.kind === 'notes') && entries.some((e) => e.state === 'retrying'),
      /** Whether a save of the notes was answered since the page opened. */
      saved: notesSaved,
    },
    tick: actions.tick,
    saveNotes: actions.saveNotes,
    /** The photo side, as the checklist and problems read it. */
    uploads: { items: photosOf(entries), queue: actions.photos },
  };
}

export type SendQueueHandle = ReturnType<typeof useSendQueue>;
export type UploadQueueHandle = SendQueueHandle['uploads'];
