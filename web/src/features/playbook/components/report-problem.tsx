// 'Report a problem' (its dialog loads when first opened: report-problem-dialog.tsx) and the
// problems reported so far, with photos and where the host is with each (issue 37).
import { CircleAlert, CircleCheck, Eye } from 'lucide-react';
import { useRef, useState } from 'react';
import type { RunProblem } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { lazyWhenOpen } from '@web/components/ui/lazy-when-open';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { formatMomentIn, formatTimeIn } from '../format';
import type { UploadQueueHandle } from '../use-send-queue';
import { PhotoThumb, photoTime } from './photo-thumb';
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

/** Where the host is with a problem, in the words of whoever reads it. */
function ProblemState({
  problem,
  viewer,
  timeZone,
}: {
  problem: RunProblem;
  viewer: 'cleaner' | 'host';
  timeZone: string;
}) {
  const m = useMessages(playbookMessages).playbook;
  const state = problem.resolvedAt ? 'resolved' : problem.acknowledgedAt ? 'acknowledged' : 'new';
  const words =
    viewer === 'cleaner'
      ? {
          new: m.cleaner.problemWaiting,
          acknowledged: m.cleaner.problemAcknowledged,
          resolved: m.cleaner.problemResolved,
        }[state]
      : state === 'resolved'
        ? format(m.report.problemResolved, { when: formatMomentIn(problem.resolvedAt!, timeZone) })
        : state === 'acknowledged'
          ? format(m.report.problemAcknowledged, { when: formatMomentIn(problem.acknowledgedAt!, timeZone) })
          : m.report.problemNew;
  const Icon = state === 'resolved' ? CircleCheck : state === 'acknowledged' ? Eye : CircleAlert;
  return (
    <p
      className={
        state === 'resolved'
          ? 'inline-flex items-center gap-1 text-xs font-semibold text-green-800'
          : state === 'acknowledged'
            ? 'inline-flex items-center gap-1 text-xs font-semibold text-brand-800'
            : 'inline-flex items-center gap-1 text-xs font-semibold text-slate-700'
      }
      data-testid="problem-state"
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {words}
    </p>
  );
}

export function ProblemList({
  problems,
  uploads,
  timeZone,
  viewer,
}: {
  problems: RunProblem[];
  uploads?: UploadQueueHandle;
  timeZone: string;
  viewer: 'cleaner' | 'host';
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
          <div className="mt-1">
            <ProblemState problem={p} viewer={viewer} timeZone={timeZone} />
          </div>
          {p.photos.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-2">
              {p.photos.map((ph) => (
                <li key={ph.id}>
                  <PhotoThumb
                    photo={ph}
                    alt={format(m.report.problemPhotoAlt, {
                      kind: m.cleaner.problemKinds[p.kind],
                      time: formatTimeIn(photoTime(ph), timeZone),
                    })}
                    caption={
                      viewer === 'host'
                        ? format(m.report.takenAt, { time: formatTimeIn(photoTime(ph), timeZone) })
                        : undefined
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {uploads && (
            <UploadStatus
              uploads={uploads}
              target={{ kind: 'problem', id: p.id }}
              label={m.cleaner.problemKinds[p.kind]}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
