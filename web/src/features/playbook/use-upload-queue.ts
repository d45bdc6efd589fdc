// One photo upload queue per turnover page (upload-queue.ts): stored photos go into the page's
// cache; a wait between tries ends early when the phone says it is back online.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { sendRunPhoto, addPhotos, usePatchCleanerTurnover } from './api/cleaner-turnover';
import { describeFailure } from './errors';
import { UploadQueue } from './upload-queue';

/** Resolves after `ms`, or as soon as the browser goes back online. */
function waitOrOnline(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

export function useUploadQueue(turnoverId: string) {
  const messages = useMessages(playbookMessages);
  const patch = usePatchCleanerTurnover(turnoverId);
  const [queue] = useState(
    () =>
      new UploadQueue({
        send: (target, file) => sendRunPhoto(turnoverId, target, file),
        onUploaded: (target, response) => patch(addPhotos(target, response.photos)),
        wait: waitOrOnline,
        describe: (err) => describeFailure(err, messages).message,
      }),
  );
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  // Leaving the page with photos still going: the browser asks first.
  const pending = items.some((i) => i.state !== 'failed');
  useEffect(() => {
    if (!pending) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);
  return { queue, items };
}

export type UploadQueueHandle = ReturnType<typeof useUploadQueue>;
