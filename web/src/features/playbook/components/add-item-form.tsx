// 'Add item': a checklist item with its room or area (the areas already used are suggested) and
// 'Photo required'. The area stays after an add, so a room's items go in one after another.
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { TextField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { focusField } from '@web/lib/focus-field';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useAddPlaybookItem } from '../api/host-playbook';
import { describeFailure } from '../errors';
import { PhotoRequiredCheckbox } from './checklist-editor';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/playbook').then((m) => m.AddPlaybookItemInput));

export function AddItemForm({ jobId, areas }: { jobId: string; areas: string[] }) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const add = useAddPlaybookItem(jobId);
  const [values, setValues] = useState({ area: '', label: '', photoRequired: false });
  const { errors, formError, onSubmit, preload } = useContractForm(contract);

  const submit = onSubmit(values, (checked, fail, form) =>
    add.mutate(checked, {
      onSuccess: () => {
        notify.success({ title: m.itemAdded });
        setValues((v) => ({ ...v, label: '', photoRequired: false }));
        focusField(form, 'label');
      },
      onError: (err) => fail(describeFailure(err, messages)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preload} className="space-y-3" aria-label={m.addItem}>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <TextField
          name="area"
          label={m.area}
          list="playbook-areas"
          maxLength={60}
          value={values.area}
          onChange={(e) => setValues((v) => ({ ...v, area: e.target.value }))}
          error={errors.area}
          hint={m.areaHint}
        />
        <TextField
          name="label"
          label={m.item}
          required
          maxLength={200}
          placeholder={m.itemPlaceholder}
          value={values.label}
          onChange={(e) => setValues((v) => ({ ...v, label: e.target.value }))}
          error={errors.label}
        />
      </div>
      <datalist id="playbook-areas">
        {areas.map((a) => (
          <option key={a} value={a} />
        ))}
      </datalist>
      <PhotoRequiredCheckbox
        label={m.photoRequired}
        checked={values.photoRequired}
        onChange={(photoRequired) => setValues((v) => ({ ...v, photoRequired }))}
      />
      <FormError message={formError} />
      <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
        {add.isPending ? (
          <BusyLabel>{m.adding}</BusyLabel>
        ) : (
          <>
            <Plus className="size-4" aria-hidden="true" />
            {m.addItem}
          </>
        )}
      </Button>
    </form>
  );
}
