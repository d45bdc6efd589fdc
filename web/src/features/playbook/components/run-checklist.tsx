// The run's checklist on the cleaner's phone: a checkbox per item (kept on the phone and sent as it
// is ticked, issue 38: shown ticked at once, and said if the server refuses), its reference photo,
// 'Take photo' (the camera) and 'Choose from gallery' (several at once), the photos taken with
// 'Remove', and those still waiting to send. Read-only before 'Start' and once completed.
import { Camera, Images, X } from 'lucide-react';
import { useState } from 'react';
import { groupByArea } from '@core/playbook';
import type { RunTask } from '@core/schemas/playbook';
import { Card } from '@web/components/ui/card';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useRemoveRunPhoto } from '../api/cleaner-turnover';
import { describeFailure } from '../errors';
import { formatTimeIn, itemName } from '../format';
import type { SendQueueHandle } from '../use-send-queue';
import { FileButton } from '@web/components/ui/file-button';
import { PhotoRequiredBadge } from './photo-required-badge';
import { PhotoThumb, photoTime } from './photo-thumb';
import { UploadStatus } from './upload-status';
import { ItemWords } from './written-in';

type Mode = 'preview' | 'working' | 'done';

export function RunChecklist({
  turnoverId,
  tasks,
  mode,
  sending,
  timeZone,
}: {
  turnoverId: string;
  tasks: RunTask[];
  mode: Mode;
  sending: SendQueueHandle;
  timeZone: string;
}) {
  const m = useMessages(playbookMessages).playbook;
  if (tasks.length === 0) return <Card className="p-4 text-sm text-slate-600">{m.cleaner.emptyChecklist}</Card>;
  return (
    <div className="space-y-4">
      {groupByArea(tasks).map((group) => (
        <section key={group.area} aria-label={group.area || m.host.noArea}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {group.area || m.host.noArea}
          </h3>
          <ul className="space-y-2">
            {group.items.map((task) => (
              <li key={task.id}>
                <TaskRow turnoverId={turnoverId} task={task} mode={mode} sending={sending} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TaskRow({
  turnoverId,
  task,
  mode,
  sending,
  timeZone,
}: {
  turnoverId: string;
  task: RunTask;
  mode: Mode;
  sending: SendQueueHandle;
  timeZone: string;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const removePhoto = useRemoveRunPhoto(turnoverId);
  const [error, setError] = useState<string>();
  const working = mode === 'working';
  const uploads = sending.uploads;
  // A tick not sent yet shows as made; the server's answer replaces it once it arrives.
  const done = sending.ticks.get(task.id) ?? task.doneAt !== null;

  return (
    <Card className={done ? 'border-green-200 bg-green-50/40 p-3' : 'p-3'} data-testid="run-task" data-done={done}>
      <div className="flex items-start gap-3">
        {mode === 'preview' ? (
          <span className="mt-0.5 size-6 shrink-0 rounded border-2 border-slate-300 bg-slate-50" aria-hidden="true" />
        ) : (
          <input
            type="checkbox"
            id={`task-${task.id}`}
            className="mt-0.5 size-6 shrink-0 accent-brand-700"
            checked={done}
            disabled={!working}
            aria-label={format(m.done, { item: task.label })}
            onChange={(e) => sending.tick(task.id, e.target.checked)}
          />
        )}
        <div className="min-w-0 flex-1">
          {mode === 'preview' ? (
            <p className="break-words font-medium text-slate-900">
              <ItemWords item={task} />
            </p>
          ) : (
            <label
              htmlFor={`task-${task.id}`}
              className={
                done
                  ? 'break-words font-medium text-slate-600 line-through decoration-slate-400'
                  : 'break-words font-medium text-slate-900'
              }
            >
              <ItemWords item={task} />
            </label>
          )}
          {task.photoRequired && <PhotoRequiredBadge label={m.photoRequired} className="mt-1 flex w-fit" />}
        </div>
        {task.referencePhoto && (
          <figure className="shrink-0 text-center">
            <PhotoThumb photo={task.referencePhoto} alt={format(m.referencePhotoAlt, { item: task.label })} size="sm" />
            <figcaption className="mt-0.5 w-14 text-[11px] leading-tight text-slate-500">{m.referencePhoto}</figcaption>
          </figure>
        )}
      </div>
      {task.photos.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {task.photos.map((p) => (
            <li key={p.id} className="relative">
              <PhotoThumb
                photo={p}
                alt={format(m.photoAlt, { item: itemName(task), time: formatTimeIn(photoTime(p), timeZone) })}
              />
              {working && (
                <button
                  type="button"
                  className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:text-red-700 disabled:opacity-60"
                  aria-label={`${m.removePhoto}: ${task.label}`}
                  disabled={removePhoto.isPending}
                  onClick={() => {
                    setError(undefined);
                    removePhoto.mutate(p.id, { onError: (err) => setError(describeFailure(err, messages).message) });
                  }}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <UploadStatus uploads={uploads} target={{ kind: 'task', id: task.id }} label={task.label} />
      {working && (
        <div className="mt-3 grid grid-cols-2 gap-2 sm:flex">
          {/* The camera straight away; the gallery for photos taken before, or several at once. */}
          <FileButton
            accept="image/*"
            capture="environment"
            aria-label={format(m.takePhotoLabel, { item: task.label })}
            onFiles={(files) => uploads.queue.add({ kind: 'task', id: task.id }, files)}
          >
            <Camera className="size-4 shrink-0" aria-hidden="true" />
            {m.takePhoto}
          </FileButton>
          <FileButton
            accept="image/*"
            multiple
            aria-label={format(m.choosePhotoLabel, { item: task.label })}
            onFiles={(files) => uploads.queue.add({ kind: 'task', id: task.id }, files)}
          >
            <Images className="size-4 shrink-0" aria-hidden="true" />
            {m.choosePhoto}
          </FileButton>
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
