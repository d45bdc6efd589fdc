// The host's checklist: items grouped by room or area (in the order their first item comes), each
// with its 'Photo required' mark and reference photo, moved up or down inside its area, edited in
// place or removed. What the host typed stays in an edit form when the server refuses it.
import { ArrowDown, ArrowUp, Camera, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { groupByArea } from '@core/playbook';
import type { PlaybookItem } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import {
  useEditPlaybookItem,
  useMovePlaybookItem,
  useReferencePhoto,
  useRemovePlaybookItem,
} from '../api/host-playbook';
import { describeFailure } from '../errors';
import { FileButton } from '@web/components/ui/file-button';
import { PhotoRequiredBadge } from './photo-required-badge';
import { PhotoThumb } from './photo-thumb';
import { ItemWords } from './written-in';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/playbook').then((m) => m.EditPlaybookItemInput));

export function ChecklistEditor({
  jobId,
  items,
  areas,
}: {
  jobId: string;
  items: PlaybookItem[];
  /** The areas in use, suggested when editing. */ areas: string[];
}) {
  const m = useMessages(playbookMessages).playbook.host;
  if (items.length === 0) return <Card className="p-5 text-center text-sm text-slate-600">{m.emptyChecklist}</Card>;
  return (
    <div className="space-y-5">
      {groupByArea(items).map((group) => (
        <section key={group.area} aria-label={group.area || m.noArea}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {group.area || m.noArea}
          </h3>
          <ol className="space-y-2">
            {group.items.map((item, i) => (
              <li key={item.id}>
                <ItemRow jobId={jobId} item={item} first={i === 0} last={i === group.items.length - 1} areas={areas} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

function ItemRow({
  jobId,
  item,
  first,
  last,
  areas,
}: {
  jobId: string;
  item: PlaybookItem;
  first: boolean;
  last: boolean;
  areas: string[];
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const move = useMovePlaybookItem(jobId);
  const remove = useRemovePlaybookItem(jobId);
  const photo = useReferencePhoto(jobId);
  const fail = (err: unknown) => setError(describeFailure(err, messages).message);
  const busy = move.isPending || remove.isPending;
  const card = useRef<HTMLDivElement>(null);
  /** After a move, the focus follows the item: the same arrow, or the other once it reached the end of its area. */
  const focusAfter = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    // The arrows are disabled while the move runs: focus once it is done and the new order shows.
    if (!focusAfter.current || busy) return;
    const direction = focusAfter.current;
    focusAfter.current = null;
    const arrow = (way: string) => card.current?.querySelector<HTMLButtonElement>(`[data-move="${way}"]`);
    const same = arrow(direction);
    (same && !same.disabled ? same : arrow(direction === 'up' ? 'down' : 'up'))?.focus();
  });
  const moveItem = (direction: 'up' | 'down') => {
    focusAfter.current = direction;
    move.mutate({ id: item.id, direction }, { onError: fail });
  };

  if (editing) return <EditItemForm jobId={jobId} item={item} areas={areas} onDone={() => setEditing(false)} />;

  return (
    <div ref={card}>
      <Card className="p-3" data-testid="playbook-item">
        <div className="flex items-start gap-3">
          {item.referencePhoto && (
            <PhotoThumb photo={item.referencePhoto} alt={format(m.referencePhotoAlt, { item: item.label })} size="sm" />
          )}
          <div className="min-w-0 flex-1">
            <p className="break-words font-medium text-slate-900">
              <ItemWords item={item} />
            </p>
            {item.photoRequired && <PhotoRequiredBadge label={m.photoRequiredBadge} className="mt-1" />}
          </div>
          <div className="flex shrink-0 gap-1">
            <Button
              size="sm"
              variant="ghost"
              className="size-11 px-0"
              data-move="up"
              aria-label={format(m.moveUp, { item: item.label })}
              disabled={first || busy}
              onClick={() => moveItem('up')}
            >
              <ArrowUp className="size-4" aria-hidden="true" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="size-11 px-0"
              data-move="down"
              aria-label={format(m.moveDown, { item: item.label })}
              disabled={last || busy}
              onClick={() => moveItem('down')}
            >
              <ArrowDown className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-slate-100 pt-2">
          <Button
            size="sm"
            variant="secondary"
            aria-label={format(m.editLabel, { item: item.label })}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden="true" />
            {m.edit}
          </Button>
          <FileButton
            accept="image/*"
            className="h-9 px-3"
            disabled={photo.isPending}
            aria-label={`${item.referencePhoto ? m.replaceReferencePhoto : m.addReferencePhoto}: ${item.label}`}
            onFiles={([file]) => {
              setError(undefined);
              if (file)
                photo.mutate(
                  { id: item.id, file },
                  { onSuccess: () => notify.success({ title: m.referencePhotoSaved }), onError: fail },
                );
            }}
          >
            {photo.isPending ? (
              <BusyLabel>{m.uploading}</BusyLabel>
            ) : (
              <>
                <Camera className="size-4" aria-hidden="true" />
                {item.referencePhoto ? m.replaceReferencePhoto : m.addReferencePhoto}
              </>
            )}
          </FileButton>
          {item.referencePhoto && (
            <Button
              size="sm"
              variant="ghost"
              disabled={photo.isPending}
              aria-label={`${m.removeReferencePhoto}: ${item.label}`}
              onClick={() =>
                photo.mutate(
                  { id: item.id, file: null },
                  { onSuccess: () => notify.success({ title: m.referencePhotoRemoved }), onError: fail },
                )
              }
            >
              {m.removeReferencePhoto}
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto text-red-700 hover:bg-red-50"
            aria-label={format(m.removeLabel, { item: item.label })}
            disabled={busy}
            onClick={() =>
              remove.mutate(item.id, { onSuccess: () => notify.success({ title: m.removed }), onError: fail })
            }
          >
            <Trash2 className="size-4" aria-hidden="true" />
            {m.remove}
          </Button>
        </div>
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </Card>
    </div>
  );
}

type Values = { area: string; label: string; photoRequired: boolean };

function EditItemForm({
  jobId,
  item,
  areas,
  onDone,
}: {
  jobId: string;
  item: PlaybookItem;
  areas: string[];
  onDone: () => void;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const edit = useEditPlaybookItem(jobId);
  const [values, setValues] = useState<Values>({
    area: item.area,
    label: item.label,
    photoRequired: item.photoRequired,
  });
  const { errors, formError, onSubmit, preload } = useContractForm(contract);
  const listId = `areas-${item.id}`;

  const submit = onSubmit(values, (checked, fail) =>
    edit.mutate(
      { id: item.id, input: checked },
      {
        onSuccess: () => {
          notify.success({ title: m.itemSaved });
          onDone();
        },
        onError: (err) => fail(describeFailure(err, messages)),
      },
    ),
  );

  return (
    <Card className="p-3">
      <form
        noValidate
        onSubmit={submit}
        onFocus={preload}
        className="space-y-3"
        aria-label={format(m.editLabel, { item: item.label })}
      >
        <TextField
          name="area"
          label={m.area}
          list={listId}
          maxLength={60}
          value={values.area}
          onChange={(e) => setValues((v) => ({ ...v, area: e.target.value }))}
          error={errors.area}
        />
        <datalist id={listId}>
          {areas.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <TextField
          name="label"
          label={m.item}
          required
          maxLength={200}
          value={values.label}
          onChange={(e) => setValues((v) => ({ ...v, label: e.target.value }))}
          error={errors.label}
          autoFocus
        />
        <PhotoRequiredCheckbox
          label={m.photoRequired}
          checked={values.photoRequired}
          onChange={(photoRequired) => setValues((v) => ({ ...v, photoRequired }))}
        />
        <FormError message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onDone} disabled={edit.isPending}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={edit.isPending}>
            {edit.isPending ? <BusyLabel>{m.saving}</BusyLabel> : m.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

export function PhotoRequiredCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        name="photoRequired"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="size-5 accent-brand-700"
      />
      {label}
    </label>
  );
}
