// 'Report a problem' (its dialog loads when first opened: report-problem-dialog.tsx) and the
// problems reported so far, with photos.
import { CircleAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import type { RunProblem } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { formatMomentIn } from '../format';
import type { UploadQueueHandle } from '../use-upload-queue';
import { PhotoThumb } from './photo-thumb';
import type { ReportProblemDialogProps } from './report-problem-dialog';
import { UploadStatus } from './upload-status';

const ReportProblemDialog = lazyWhenOpen<ReportProblemDialogProps>(() => import('./report-problem-dialog'));

export function ReportProblemButton({ turnoverId, uploads }: { turnoverId: string; uploads: UploadQueueHandle }) {
  const m = useMessages(playbookMessages).playbook.cleaner;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        className="w-full sm:w-auto"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CircleAlert className="size-4 text-red-700" aria-hidden="true" />
        {m.reportProblem}
      </Button>
      <ReportProblemDialog
        open={open}
        onOpenChange={setOpen}
        turnoverId={turnoverId}
        uploads={uploads}
        returnFocus={trigger}
      />
    </>
  );
}

export function ProblemList({
  problems,
  uploads,
  timeZone,
}: {
  problems: RunProblem[];
  uploads?: UploadQueueHandle;
  timeZone: string;
}) {
  const m = useMessages(playbookMessages).playbook;
  return (
    <ul className="space-y-2">
      {problems.map((p) => (
        <li key={p.id} className="rounded-lg border border-red-200 bg-red-50/50 p-3" data-testid="problem">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
            <span className="font-semibold text-red-800">{m.cleaner.problemKinds[p.kind]}</span>
            <span className="text-xs text-slate-600">{formatMomentIn(p.createdAt, timeZone)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-800">{p.description}</p>
          {p.photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {p.photos.map((ph) => (
                <li key={ph.id}>
                  <PhotoThumb
                    photo={ph}
                    alt={format(m.report.problemPhotoAlt, { kind: m.cleaner.problemKinds[p.kind] })}
                  />
                </li>
              ))}
            </ul>
          )}
          {uploads && <UploadStatus uploads={uploads} target={{ kind: 'problem', id: p.id }} />}
        </li>
      ))}
    </ul>
  );
}
