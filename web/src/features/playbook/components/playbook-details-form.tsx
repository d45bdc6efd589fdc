// 'Where supplies are' and 'Access instructions' (a secret: the notice says who sees it, when),
// saved together. What the host typed stays when the server refuses it.
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { lazySchema, useContractForm } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useSavePlaybookDetails } from '../api/host-playbook';
import { describeFailure } from '../errors';

// The form's contract (and zod) loads when the form is first used, not with the page (issue 19).
const contract = lazySchema(() => import('@core/schemas/playbook').then((m) => m.PlaybookDetailsInput));

export function PlaybookDetailsForm({
  jobId,
  supplies,
  accessInstructions,
}: {
  jobId: string;
  supplies: string | null;
  accessInstructions: string | null;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const save = useSavePlaybookDetails(jobId);
  const [values, setValues] = useState({ supplies: supplies ?? '', accessInstructions: accessInstructions ?? '' });
  const { errors, formError, onSubmit, preload } = useContractForm(contract);

  // Blank clears a field (the contract's rule), so both are always sent as typed, not as parsed.
  const submit = onSubmit(values, (_checked, fail) =>
    save.mutate(values, {
      onSuccess: () => notify.success({ title: m.detailsSaved }),
      onError: (err) => fail(describeFailure(err, messages)),
    }),
  );

  return (
    <form noValidate onSubmit={submit} onFocus={preload} className="space-y-4">
      <TextAreaField
        name="supplies"
        label={m.supplies}
        placeholder={m.suppliesPlaceholder}
        maxLength={2000}
        value={values.supplies}
        onChange={(e) => setValues((v) => ({ ...v, supplies: e.target.value }))}
        error={errors.supplies}
      />
      <TextAreaField
        name="accessInstructions"
        label={
          <span className="inline-flex items-center gap-1.5">
            <KeyRound className="size-4 text-amber-700" aria-hidden="true" />
            {m.access}
          </span>
        }
        placeholder={m.accessPlaceholder}
        maxLength={2000}
        autoComplete="off"
        spellCheck={false}
        value={values.accessInstructions}
        onChange={(e) => setValues((v) => ({ ...v, accessInstructions: e.target.value }))}
        error={errors.accessInstructions}
      />
      {/* Not a field hint: an error under the field must not hide who can read it. */}
      <p className="-mt-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        {m.accessSecret}
      </p>
      <FormError message={formError} />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
        {save.isPending ? <BusyLabel>{m.saving}</BusyLabel> : m.saveDetails}
      </Button>
    </form>
  );
}
