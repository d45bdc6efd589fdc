// The 'Report a problem' dialog: what kind (the catalog's kinds), what happened, and optional
// photos, which go through the upload queue once the problem exists. Loaded when it first opens
// (report-problem.tsx).
import { Camera, Images } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent, type RefObject } from 'react';
import { PROBLEM_KINDS, type ProblemKind } from '@core/playbook';
import { ReportProblemInput } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { TextAreaField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { checkForm, showFailure } from '@web/lib/form-check';
import { useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useReportProblem } from '../api/cleaner-turnover';
import { describeFailure } from '../errors';
import type { UploadQueueHandle } from '../use-send-queue';
import { FileButton } from '@web/components/ui/file-button';

const panel =
  'fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6';

export type ReportProblemDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  turnoverId: string;
  uploads: UploadQueueHandle;
  /** The button that opened it takes focus back when it closes. */
  returnFocus: RefObject<HTMLElement | null>;
};

export default function ReportProblemDialog({
  open,
  onOpenChange,
  turnoverId,
  uploads,
  returnFocus,
}: ReportProblemDialogProps) {
  const m = useMessages(playbookMessages).playbook.cleaner;
  const [busy, setBusy] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className={panel}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocus.current?.focus();
          }}
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{m.problemHeading}</Dialog.Title>
          <Dialog.Description className="sr-only">{m.problemHeading}</Dialog.Description>
          {open && (
            <ProblemForm
              turnoverId={turnoverId}
              uploads={uploads}
              onBusy={setBusy}
              onDone={() => onOpenChange(false)}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ProblemForm({
  turnoverId,
  uploads,
  onBusy,
  onDone,
}: {
  turnoverId: string;
  uploads: UploadQueueHandle;
  onBusy: (busy: boolean) => void;
  onDone: () => void;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const report = useReportProblem(turnoverId);
  const [kind, setKind] = useState<ProblemKind | ''>('');
  const [description, setDescription] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setFormError(undefined);
    const checked = checkForm(ReportProblemInput, { kind: kind || undefined, description }, form, setErrors);
    if (!checked) return;
    onBusy(true);
    report.mutate(checked, {
      onSuccess: (problem) => {
        if (files.length > 0) uploads.queue.add({ kind: 'problem', id: problem.id }, files);
        notify.success({ title: m.problemReported });
        onBusy(false);
        onDone();
      },
      onError: (err) => {
        showFailure(form, describeFailure(err, messages), setErrors, setFormError);
        onBusy(false);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <fieldset aria-describedby={errors.kind ? 'problem-kind-error' : undefined}>
        <legend className="text-sm font-medium text-slate-800">{m.problemKind}</legend>
        <div className="mt-2 grid gap-2">
          {PROBLEM_KINDS.map((k) => (
            <label
              key={k}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="kind"
                value={k}
                checked={kind === k}
                onChange={() => setKind(k)}
                className="size-4 accent-brand-700"
              />
              {m.problemKinds[k]}
            </label>
          ))}
        </div>
        {errors.kind && (
          <p id="problem-kind-error" role="alert" className="mt-1.5 text-sm font-medium text-red-600">
            {errors.kind}
          </p>
        )}
      </fieldset>
      <TextAreaField
        name="description"
        label={m.problemDescription}
        required
        maxLength={2000}
        placeholder={m.problemDescriptionPlaceholder}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <div className="space-y-1.5">
        <p className="text-sm font-medium text-slate-800">{m.problemPhotos}</p>
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FileButton
            accept="image/*"
            capture="environment"
            aria-label={m.problemTakePhotoLabel}
            onFiles={(chosen) => setFiles((f) => [...f, ...chosen])}
          >
            <Camera className="size-4 shrink-0" aria-hidden="true" />
            {m.takePhoto}
          </FileButton>
          <FileButton
            accept="image/*"
            multiple
            aria-label={m.problemChoosePhotoLabel}
            onFiles={(chosen) => setFiles((f) => [...f, ...chosen])}
          >
            <Images className="size-4 shrink-0" aria-hidden="true" />
            {m.choosePhoto}
          </FileButton>
        </div>
        {files.length > 0 && <p className="text-sm text-slate-700">{files.map((f) => f.name).join(', ')}</p>}
        <p className="text-sm text-slate-500">{m.problemPhotosHint}</p>
      </div>
      <FormError message={formError} />
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={report.isPending}>
            {m.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending ? <BusyLabel>{m.sendingProblem}</BusyLabel> : m.sendProblem}
        </Button>
      </div>
    </form>
  );
}
