// /host/turnovers/{id} (issue 18): the report of a turnover for its host: who, when started and
// finished (the property's zone), each item with its photos (full size in a new tab), the notes,
// the problems, how long photos are kept, and 'Print' (the site's frame and the buttons are left
// off paper). Live: fetched again when its 'turnover_completed' notification arrives, and every
// 15 s while it is in progress.
import { CircleCheck, CircleDashed, Printer, TriangleAlert, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { fullAddress } from '@core/places';
import { cleanDuration, groupByArea, SHORT_CLEAN_FLOOR_MINUTES } from '@core/playbook';
import type { TurnoverReportResponse } from '@core/schemas/playbook';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageFrame } from '@web/components/ui/page-frame';
import { QueryState } from '@web/components/ui/query-state';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { usePageTitle } from '@web/lib/use-page-title';
import { HostOnly } from '@web/features/auth';
import { MessageButton } from '@web/features/messages';
import { TurnoverPayPanel } from '@web/features/pay';
import { ReviewLink } from '@web/features/reviews';
import { formatDay, formatWindow, useInvalidateOnNotification } from '@web/features/turnovers';
import { turnoverReportKey, useTurnoverReport } from '../api/turnover-report';
import { PhotoThumb, photoTime } from '../components/photo-thumb';
import { ItemWords } from '../components/written-in';
import { ProblemList } from '../components/report-problem';
import { describeFailure } from '../errors';
import { formatTimeIn, formatWhen, itemName } from '../format';

export default function TurnoverReportPage() {
  return (
    <HostOnly>
      <TurnoverReport />
    </HostOnly>
  );
}

function TurnoverReport() {
  const { id = '' } = useParams();
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.report;
  usePageTitle(m.title);
  const query = useTurnoverReport(id);
  useInvalidateOnNotification('turnover_completed', turnoverReportKey(id), (n) => n.data.turnover_id === id);

  const jobId = query.data?.turnover.jobId;
  const back = jobId ? (
    <BackLink to={`/host/jobs/${encodeURIComponent(jobId)}/turnovers`} className="print:hidden">
      {m.backToTurnovers}
    </BackLink>
  ) : null;

  if (query.isPending || query.isError) {
    return (
      <PageFrame title={m.title}>
        <QueryState query={query} texts={m} describe={(err) => describeFailure(err, messages).message} />
      </PageFrame>
    );
  }

  const r = query.data;
  const t = r.turnover;
  const zone = t.timeZone;
  const place = fullAddress(t.place);
  return (
    <PageFrame
      title={format(m.heading, { date: formatDay(t.date, true) })}
      subtitle={
        <div className="space-y-1">
          {back}
          <p className="font-medium text-slate-800">{place}</p>
        </div>
      }
      actions={
        <>
          {r.cleaner && (
            <MessageButton
              target={{ jobId: t.jobId, turnoverId: t.id, date: t.date }}
              name={r.cleaner.name}
              size="md"
              className="print:hidden"
            />
          )}
          {t.status === 'completed' && <ReviewLink turnoverId={t.id} />}
          <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            {m.print}
          </Button>
        </>
      }
    >
      <div className="space-y-6">
        <Card className="p-4 sm:p-5 print:border-0 print:p-0 print:shadow-none">
          <dl className="grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <Fact label={m.cleaner}>
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4 text-slate-500" aria-hidden="true" />
                {r.cleaner?.name ?? '—'}
              </span>
            </Fact>
            <Fact label={m.window}>
              {format(messages.playbook.cleaner.window, formatWindow(t.startsAt, t.endsAt, zone))}
            </Fact>
            <Fact label={m.startedAt}>{r.startedAt ? formatWhen(r.startedAt, zone) : m.notStarted}</Fact>
            <Fact label={m.completedAt}>
              <span data-testid="report-completed">
                {r.completedAt ? formatWhen(r.completedAt, zone) : r.startedAt ? m.inProgress : '—'}
              </span>
            </Fact>
          </dl>
          {!r.completedAt && <p className="mt-3 text-xs text-slate-500 print:hidden">{m.liveNote}</p>}
        </Card>

        {/* Issue 42: what this turnover was worth, and 'Mark paid'. */}
        {t.status === 'completed' && <TurnoverPayPanel turnoverId={t.id} />}

        <ReportFlags report={r} />

        <section aria-labelledby="report-checklist">
          <h2 id="report-checklist" className="mb-3 text-lg font-semibold text-slate-900">
            {m.checklist}
          </h2>
          <ReportChecklist report={r} />
        </section>

        <section aria-labelledby="report-notes" className="break-inside-avoid">
          <h2 id="report-notes" className="mb-2 text-lg font-semibold text-slate-900">
            {m.notes}
          </h2>
          <p className="whitespace-pre-line break-words text-sm text-slate-800">{r.notes ?? m.noNotes}</p>
        </section>

        <section aria-labelledby="report-problems">
          <h2 id="report-problems" className="mb-2 text-lg font-semibold text-slate-900">
            {m.problems}
          </h2>
          {r.problems.length === 0 ? (
            <p className="text-sm text-slate-600">{m.noProblems}</p>
          ) : (
            <ProblemList problems={r.problems} timeZone={zone} viewer="host" />
          )}
        </section>

        <p className="border-t border-slate-200 pt-3 text-xs text-slate-500">
          {format(m.retention, { months: r.retentionMonths })}
        </p>
      </div>
    </PageFrame>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** Issue 37: what a host should look at twice (core/playbook.ts reportFlags), above the checklist. */
function ReportFlags({ report }: { report: TurnoverReportResponse }) {
  const m = useMessages(playbookMessages).playbook.report;
  const zone = report.turnover.timeZone;
  const { earlyStart, shortClean } = report.flags;
  if (!earlyStart && !shortClean) return null;
  return (
    <section
      aria-labelledby="report-flags"
      className="break-inside-avoid rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="report-flags"
    >
      <h2 id="report-flags" className="flex items-center gap-2 font-semibold text-amber-950">
        <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
        {m.flagsHeading}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-amber-950">
        {earlyStart && (
          <li data-testid="flag-early-start">
            {format(m.earlyStart, {
              checkout: formatTimeIn(earlyStart.checkoutAt, zone),
              time: formatTimeIn(earlyStart.guestsLeftAt, zone),
            })}
          </li>
        )}
        {shortClean && (
          <li data-testid="flag-short-clean">
            {shortClean.usualMinutes === null
              ? format(m.shortCleanNoHistory, {
                  duration: cleanDuration(shortClean.minutes, m),
                  floor: SHORT_CLEAN_FLOOR_MINUTES,
                })
              : format(m.shortClean, {
                  duration: cleanDuration(shortClean.minutes, m),
                  usual: shortClean.usualMinutes,
                })}
          </li>
        )}
      </ul>
    </section>
  );
}

function ReportChecklist({ report }: { report: TurnoverReportResponse }) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.report;
  const zone = report.turnover.timeZone;
  if (report.tasks.length === 0)
    return <p className="text-sm text-slate-600">{messages.playbook.host.emptyChecklist}</p>;
  return (
    <div className="space-y-4">
      {groupByArea(report.tasks).map((group) => (
        <div key={group.area}>
          <h3 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
            {group.area || messages.playbook.host.noArea}
          </h3>
          <ul className="space-y-2">
            {group.items.map((task) => (
              <li
                key={task.id}
                className="break-inside-avoid rounded-lg border border-slate-200 bg-white p-3"
                data-testid="report-task"
                data-done={task.doneAt !== null}
              >
                <p className="flex items-start gap-2">
                  {task.doneAt ? (
                    <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-700" aria-hidden="true" />
                  ) : (
                    <CircleDashed className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
                  )}
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                    <ItemWords item={task} />
                  </span>
                  <span
                    className={
                      task.doneAt ? 'shrink-0 text-sm font-semibold text-green-800' : 'shrink-0 text-sm text-slate-500'
                    }
                  >
                    {task.doneAt ? m.done : m.notDone}
                  </span>
                </p>
                {task.photos.length > 0 ? (
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {task.photos.map((p) => (
                      <li key={p.id}>
                        <PhotoThumb
                          photo={p}
                          alt={format(m.photoAlt, { item: itemName(task), time: formatTimeIn(photoTime(p), zone) })}
                          caption={format(m.takenAt, { time: formatTimeIn(photoTime(p), zone) })}
                          size="lg"
                        />
                      </li>
                    ))}
                  </ul>
                ) : (
                  task.photoRequired && <p className="mt-1 text-xs text-slate-500">{m.noPhotos}</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
