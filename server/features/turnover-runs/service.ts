// Doing a turnover (issue 18): its cleaner starts it (the playbook's checklist is copied onto it, so
// the report stays true when the playbook changes later), ticks items, writes notes, reports
// problems, adds photos, and completes it once every photo-required item has a photo; the host is
// told (bell, live, and email) and reads the same run as a report. Every write locks the turnover
// row, so a tick racing 'Complete' (or two 'Complete's) gives one outcome.
import { DEFAULT_LOCALE, INTL_TAGS, type Locale } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { userLocale } from '../../i18n/locale';
import { appendSystemLine } from '../messages';
import { openPayLine } from '../pay';
import { openReviewWindow } from '../reviews';
import { countReliabilityEvent } from '../reliability';
import { isOnTimeStart } from '@core/reliability';
import { and, asc, count, desc, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { format, plural } from '@core/messages/format';
import { playbook as text } from '@core/messages/en/playbook';
import { placeName } from '@core/places';
import { takenNotBefore } from '@core/photos';
import {
  accessState,
  accessWindow,
  cleanDuration,
  EARLY_START_HOURS_BEFORE,
  itemsMissingPhotos,
  MAX_PHOTOS_PER_ITEM,
  MAX_PHOTOS_PER_TURNOVER,
  MAX_PROBLEMS_PER_TURNOVER,
  reportFlags,
  SHORT_CLEAN_FLOOR_MINUTES,
  startedEarly,
  startRefusal,
  startWindow,
  USUAL_DURATION_SAMPLE,
  type ReportFlags,
} from '@core/playbook';
import type {
  CleanerTurnoverResponse,
  ReportProblemInput,
  RunNotesResponse,
  RunProblem,
  RunTask,
  TurnoverReportResponse,
} from '@core/schemas/playbook';
import { turnoverDay, turnoverDeadline } from '@core/turnover-text';
import type { Queryable, Tx } from '../../db/client';
import {
  cleanerProfile,
  hostProfile,
  job,
  photo,
  playbookItem,
  turnover,
  turnoverProblem,
  turnoverTask,
} from '../../db/schema';
import { turnoverCompletedEmail } from '../../email/templates';
import { AppError, notFound } from '../../errors';
import { createNotification } from '../notifications';
import { groupPhotos } from '../../photos/presenter';
import { hostOwnsJobs } from '../../policies/job-ownership';
import { checklistOf, hasAccessInstructions, suppliesOf } from '../playbook';
import { areaFor, itemTextFor } from '@core/checklist-library';
import {
  assertTurnoverJobNotDeleted,
  assignedTurnover as findAssigned,
  presentOne,
  setTurnoverStatus,
  type TurnoverMailDeps,
} from '../turnovers';
import { fullName } from '@core/names';

const e = text.errors;
const turnoverNotFound = () => notFound(e.notFound);

type TurnoverRecord = typeof turnover.$inferSelect;

/**
 * The turnover assigned to the cleaner (of an active job), locked when asked; one of a deleted job
 * they had is 410 JOB_DELETED; anyone else's: not found.
 */
async function assignedTurnover(
  q: Queryable,
  cleanerUserId: string,
  turnoverId: string,
  lock: boolean,
): Promise<TurnoverRecord> {
  const row = await findAssigned(q, cleanerUserId, turnoverId, lock);
  if (row) return row;
  await assertTurnoverJobNotDeleted(q, turnoverId, { userId: cleanerUserId, role: 'cleaner' });
  throw turnoverNotFound();
}

/** A started, not yet completed turnover of the cleaner's, locked: the only state the run can change in. */
export async function openRun(tx: Tx, cleanerUserId: string, turnoverId: string): Promise<TurnoverRecord> {
  const t = await assignedTurnover(tx, cleanerUserId, turnoverId, true);
  if (t.completedAt) throw new AppError('TURNOVER_COMPLETED', e.alreadyCompleted);
  if (!t.startedAt) throw new AppError('TURNOVER_NOT_STARTED', e.notStarted);
  return t;
}

/**
 * The run's tasks and problems with their photos; before 'Start', the playbook's checklist to read
 * ahead. Issue 41: library items in `reader`'s language, typed ones as typed with their language.
 */
async function runOf(
  q: Queryable,
  t: TurnoverRecord,
  reader: Locale,
): Promise<{ tasks: RunTask[]; problems: RunProblem[] }> {
  const photos = await q.select().from(photo).where(eq(photo.turnoverId, t.id));
  const byTask = groupPhotos(photos, (p) => p.taskId);
  const byProblem = groupPhotos(photos, (p) => p.problemId);
  let tasks: RunTask[];
  if (t.startedAt) {
    const rows = await q
      .select()
      .from(turnoverTask)
      .where(eq(turnoverTask.turnoverId, t.id))
      .orderBy(asc(turnoverTask.position));
    const references = new Map((await checklistOf(q, t.jobId)).map((i) => [i.id, i.referencePhoto]));
    tasks = rows.map((r) => ({
      id: r.id,
      area: areaFor(r.area, reader),
      ...itemTextFor(r, reader),
      photoRequired: r.photoRequired,
      referencePhoto: (r.itemId && references.get(r.itemId)) || null,
      doneAt: r.doneAt?.toISOString() ?? null,
      photos: byTask.get(r.id) ?? [],
    }));
  } else {
    tasks = (await checklistOf(q, t.jobId, reader)).map((i) => ({
      id: i.id,
      area: i.area,
      label: i.label,
      key: i.key,
      lang: i.lang,
      photoRequired: i.photoRequired,
      referencePhoto: i.referencePhoto,
      doneAt: null,
      photos: [],
    }));
  }
  const problems = await q
    .select()
    .from(turnoverProblem)
    .where(eq(turnoverProblem.turnoverId, t.id))
    .orderBy(asc(turnoverProblem.createdAt));
  return {
    tasks,
    problems: problems.map((p) => presentProblem(p, byProblem.get(p.id) ?? [])),
  };
}

function presentProblem(p: typeof turnoverProblem.$inferSelect, photos: RunProblem['photos']): RunProblem {
  return {
    id: p.id,
    kind: p.kind,
    description: p.description,
    createdAt: p.createdAt.toISOString(),
    acknowledgedAt: p.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: p.resolvedAt?.toISOString() ?? null,
    photos,
  };
}

const runTimes = (t: TurnoverRecord) => ({
  startedAt: t.startedAt?.toISOString() ?? null,
  completedAt: t.completedAt?.toISOString() ?? null,
  guestsLeftConfirmedAt: t.guestsLeftConfirmedAt?.toISOString() ?? null,
  notes: t.runNotes,
});

/** The cleaner's turnover page: everything but the access instructions themselves. */
export async function cleanerTurnover(
  q: Queryable,
  cleanerUserId: string,
  turnoverId: string,
  now: Date,
  reader: Locale = DEFAULT_LOCALE,
): Promise<CleanerTurnoverResponse> {
  const t = await assignedTurnover(q, cleanerUserId, turnoverId, false);
  const access = accessWindow(t);
  const start = startWindow(t);
  return {
    turnover: await presentOne(q, t.id, { userId: cleanerUserId, role: 'cleaner' }),
    supplies: await suppliesOf(q, t.jobId),
    access: {
      state: accessState(t, now),
      opensAt: access.opensAt.toISOString(),
      closesAt: access.closesAt.toISOString(),
      provided: await hasAccessInstructions(q, t.jobId),
    },
    start: {
      refusal: t.startedAt ? null : startRefusal(t, now),
      earlyOpensAt: start.earlyOpensAt.toISOString(),
      opensAt: start.opensAt.toISOString(),
      closesAt: start.closesAt.toISOString(),
    },
    ...runTimes(t),
    ...(await runOf(q, t, reader)),
  };
}

/** "9:30 AM" in the property's zone. */
const timeOfDay = (instant: Date, timeZone: string, locale: Locale = DEFAULT_LOCALE) =>
  instant.toLocaleTimeString(INTL_TAGS[locale], { hour: 'numeric', minute: '2-digit', timeZone });

/**
 * 'Start': copies the playbook's checklist onto the turnover. Starting again changes nothing.
 * Before check-out it needs `guestsLeft` (the cleaner confirmed "The guests have left"), and when
 * that was confirmed is kept for the report (issue 37).
 */
export async function startRun(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  now: Date,
  guestsLeft = false,
  reader: Locale = DEFAULT_LOCALE,
): Promise<CleanerTurnoverResponse> {
  const t = await assignedTurnover(tx, cleanerUserId, turnoverId, true);
  if (!t.startedAt) {
    const refusal = startRefusal(t, now, guestsLeft);
    if (refusal) {
      const [j] = await tx.select({ timeZone: job.timeZone }).from(job).where(eq(job.id, t.jobId)).limit(1);
      const message = {
        not_confirmed: e.notConfirmed,
        too_early: format(e.tooEarly, { hours: EARLY_START_HOURS_BEFORE }),
        before_checkout: format(e.beforeCheckout, { time: timeOfDay(t.startsAt, j?.timeZone ?? 'UTC') }),
        too_late: e.tooLate,
      }[refusal];
      throw new AppError('TURNOVER_NOT_STARTABLE', message);
    }
    const items = await tx
      .select()
      .from(playbookItem)
      .where(eq(playbookItem.jobId, t.jobId))
      .orderBy(asc(playbookItem.position), asc(playbookItem.createdAt));
    if (items.length) {
      await tx.insert(turnoverTask).values(
        items.map((i, n) => ({
          turnoverId: t.id,
          itemId: i.id,
          area: i.area,
          label: i.label,
          libraryKey: i.libraryKey,
          lang: i.lang,
          photoRequired: i.photoRequired,
          position: n + 1,
        })),
      );
    }
    await tx
      .update(turnover)
      .set({
        startedAt: now,
        startedByUserId: cleanerUserId,
        guestsLeftConfirmedAt: startedEarly(t, now) ? now : null,
      })
      .where(eq(turnover.id, t.id));
    // Issue 39: on time is no later than 15 minutes into the window (core/reliability.ts).
    await countReliabilityEvent(tx, {
      userId: cleanerUserId,
      event: isOnTimeStart(now, t.startsAt) ? 'started_on_time' : 'started_late',
      at: now,
    });
    await appendSystemLine(tx, { jobId: t.jobId, turnoverId: t.id, cleanerUserId, event: 'started' });
  }
  return cleanerTurnover(tx, cleanerUserId, turnoverId, now, reader);
}

/** Issue 37: how a run's photo's time taken is read: the property's zone, believed from the day before the turnover. */
export async function runPhotoTiming(q: Queryable, t: TurnoverRecord): Promise<{ timeZone: string; earliest: Date }> {
  const [j] = await q.select({ timeZone: job.timeZone }).from(job).where(eq(job.id, t.jobId)).limit(1);
  const timeZone = j?.timeZone ?? 'UTC';
  return { timeZone, earliest: takenNotBefore(t.date, timeZone) };
}

/** A task of an open run, for a tick or a photo. */
export async function runTask(tx: Tx, t: TurnoverRecord, taskId: string) {
  const [task] = await tx
    .select()
    .from(turnoverTask)
    .where(and(eq(turnoverTask.id, taskId), eq(turnoverTask.turnoverId, t.id)))
    .limit(1);
  if (!task) throw notFound(e.itemNotFound);
  return task;
}

/** A problem of an open run, for its photos. */
export async function runProblem(tx: Tx, t: TurnoverRecord, problemId: string) {
  const [problem] = await tx
    .select()
    .from(turnoverProblem)
    .where(and(eq(turnoverProblem.id, problemId), eq(turnoverProblem.turnoverId, t.id)))
    .limit(1);
  if (!problem) throw notFound(e.problemNotFound);
  return problem;
}

/** Ticks or unticks a checklist item (saved as it is made). */
export async function tickTask(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  taskId: string,
  done: boolean,
  now: Date,
  reader: Locale = DEFAULT_LOCALE,
): Promise<RunTask> {
  const t = await openRun(tx, cleanerUserId, turnoverId);
  const task = await runTask(tx, t, taskId);
  await tx
    .update(turnoverTask)
    .set({ doneAt: done ? (task.doneAt ?? now) : null })
    .where(eq(turnoverTask.id, task.id));
  const { tasks } = await runOf(tx, t, reader);
  return tasks.find((x) => x.id === task.id)!;
}

/**
 * Saves the cleaner's notes. Issue 38: with `typedAt` (when the device says the text was typed, never
 * later than now, so a phone whose clock runs ahead cannot block the saves after it), notes typed
 * before the ones held change nothing: a save queued offline and sent after a newer one is answered
 * with the newer notes. The turnover's lock orders two saves racing each other.
 */
export async function saveNotes(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  notes: string | null,
  now: Date,
  typedAt?: Date,
): Promise<RunNotesResponse> {
  const t = await openRun(tx, cleanerUserId, turnoverId);
  const typed = typedAt && typedAt < now ? typedAt : now;
  if (t.runNotesTypedAt && typed < t.runNotesTypedAt) return { notes: t.runNotes, savedAt: now.toISOString() };
  await tx.update(turnover).set({ runNotes: notes, runNotesTypedAt: typed }).where(eq(turnover.id, t.id));
  return { notes, savedAt: now.toISOString() };
}

export async function reportProblem(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  input: ReportProblemInput,
  now: Date,
): Promise<RunProblem> {
  const t = await openRun(tx, cleanerUserId, turnoverId);
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(turnoverProblem)
    .where(eq(turnoverProblem.turnoverId, t.id))) as [{ n: number }];
  if (n >= MAX_PROBLEMS_PER_TURNOVER)
    throw new AppError('LIMIT_REACHED', format(e.problemsFull, { max: MAX_PROBLEMS_PER_TURNOVER }));
  const [row] = await tx
    .insert(turnoverProblem)
    .values({
      turnoverId: t.id,
      reporterUserId: cleanerUserId,
      kind: input.kind,
      description: input.description,
      createdAt: now,
    })
    .returning();
  await appendSystemLine(tx, { jobId: t.jobId, turnoverId: t.id, cleanerUserId, event: 'problem' });
  return presentProblem(row!, []);
}

/**
 * Room for one more photo on a run's task or problem: under the item's and the turnover's limits
 * (the uploader's 24-hour limit is features/photos/upload-quota.ts). Called with the turnover
 * locked, so parallel uploads count each other.
 */
export async function assertPhotoRoom(
  tx: Tx,
  t: TurnoverRecord,
  target: { taskId: string } | { problemId: string },
): Promise<void> {
  const [{ onItem }] = (await tx
    .select({ onItem: count() })
    .from(photo)
    .where('taskId' in target ? eq(photo.taskId, target.taskId) : eq(photo.problemId, target.problemId))) as [
    { onItem: number },
  ];
  if (onItem >= MAX_PHOTOS_PER_ITEM)
    throw new AppError('LIMIT_REACHED', format(e.itemPhotosFull, { max: MAX_PHOTOS_PER_ITEM }));
  const [{ onTurnover }] = (await tx.select({ onTurnover: count() }).from(photo).where(eq(photo.turnoverId, t.id))) as [
    { onTurnover: number },
  ];
  if (onTurnover >= MAX_PHOTOS_PER_TURNOVER)
    throw new AppError('LIMIT_REACHED', format(e.turnoverPhotosFull, { max: MAX_PHOTOS_PER_TURNOVER }));
}

/**
 * 'Complete': only when every photo-required item has a photo (409 PHOTOS_MISSING names them). The
 * turnover becomes completed and its host gets the report's summary in the bell (live) and by email.
 */
export async function completeRun(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  deps: TurnoverMailDeps,
  now: Date,
  reader: Locale = DEFAULT_LOCALE,
): Promise<CleanerTurnoverResponse> {
  const t = await openRun(tx, cleanerUserId, turnoverId);
  const { tasks, problems } = await runOf(tx, t, reader);
  const missing = itemsMissingPhotos(tasks, new Map(tasks.map((x) => [x.id, x.photos.length])));
  if (missing.length) {
    const message = format(e.photosMissing, { items: missing.map((x) => `“${x.label}”`).join(', ') });
    throw new AppError('PHOTOS_MISSING', message);
  }
  await setTurnoverStatus(tx, t, 'completed', { completedAt: now });
  await countReliabilityEvent(tx, { userId: cleanerUserId, event: 'turnover_completed', at: now });
  await appendSystemLine(tx, { jobId: t.jobId, turnoverId: t.id, cleanerUserId, event: 'completed' });
  const done = { ...t, completedAt: now };
  const flags = reportFlags(done, await previousDurations(tx, done));
  await tellHostCompleted(tx, done, { tasks, problems }, flags, deps);
  // Issue 39: both sides are invited to review it.
  await openReviewWindow(tx, { turnoverId: t.id, kind: 'completed' }, deps, now);
  // Issue 42: its line in the pair's pay ledger, at the payment stored with it.
  await openPayLine(tx, t.id);
  return cleanerTurnover(tx, cleanerUserId, turnoverId, now, reader);
}

async function tellHostCompleted(
  tx: Tx,
  t: TurnoverRecord,
  run: { tasks: RunTask[]; problems: RunProblem[] },
  flags: ReportFlags,
  deps: TurnoverMailDeps,
) {
  const [j] = await tx.select().from(job).where(eq(job.id, t.jobId)).limit(1);
  if (!j) return;
  const [cleaner] = await tx
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, t.assignedCleanerUserId!))
    .limit(1);
  const cleanerName = fullName(cleaner?.firstName ?? '', cleaner?.lastName ?? '');
  const place = placeName(j);
  const m = text.notification;
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_completed',
    title: m.completed.title,
    message: format(m.completed.message, {
      cleaner: cleanerName,
      date: turnoverDay(t.date),
      place,
      problems: run.problems.length ? plural(m.problems, run.problems.length) : '',
    }),
    data: { job_id: j.id, turnover_id: t.id },
  });
  const [host] = await tx
    .select({ email: hostProfile.email, firstName: hostProfile.firstName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, j.hostUserId))
    .limit(1);
  if (!host) return;
  // Issue 41: the report in the host's language, its times and flags included.
  const locale = await userLocale(tx, j.hostUserId);
  const times = (d: Date) => turnoverDeadline(d, j.timeZone, locale);
  const content = turnoverCompletedEmail({
    locale,
    appUrl: deps.appUrl,
    name: host.firstName,
    cleaner: cleanerName,
    place,
    date: t.date,
    turnoverId: t.id,
    started: times(t.startedAt!),
    finished: times(t.completedAt!),
    done: run.tasks.filter((x) => x.doneAt).length,
    total: run.tasks.length,
    photos:
      run.tasks.reduce((sum, x) => sum + x.photos.length, 0) +
      run.problems.reduce((sum, p) => sum + p.photos.length, 0),
    flags: flagLines(flags, j.timeZone, locale),
    problems: run.problems.map((p) => ({
      kind: messagesFor(locale).playbook.cleaner.problemKinds[p.kind],
      description: p.description,
    })),
    notes: t.runNotes,
  });
  await deps.mailer.enqueue(tx, { to: host.email, kind: 'turnover-completed', ...content });
}

/**
 * How long the job's latest completed turnovers before this one took (start to completion), for
 * what is usual at this property.
 */
async function previousDurations(q: Queryable, t: TurnoverRecord): Promise<number[]> {
  if (!t.startedAt) return [];
  const rows = await q
    .select({ startedAt: turnover.startedAt, completedAt: turnover.completedAt })
    .from(turnover)
    .where(
      and(
        eq(turnover.jobId, t.jobId),
        ne(turnover.id, t.id),
        eq(turnover.status, 'completed'),
        isNotNull(turnover.startedAt),
        lt(turnover.completedAt, t.startedAt),
      ),
    )
    .orderBy(desc(turnover.completedAt))
    .limit(USUAL_DURATION_SAMPLE);
  return rows.map((r) => r.completedAt!.getTime() - r.startedAt!.getTime());
}

/** The report's flags in words, for the email (the page words them itself, in the viewer's formats). */
function flagLines(flags: ReportFlags, timeZone: string, locale: Locale = DEFAULT_LOCALE): string[] {
  const r = messagesFor(locale).playbook.report;
  const lines: string[] = [];
  if (flags.earlyStart)
    lines.push(
      format(r.earlyStart, {
        checkout: timeOfDay(flags.earlyStart.checkoutAt, timeZone, locale),
        time: timeOfDay(flags.earlyStart.guestsLeftAt, timeZone, locale),
      }),
    );
  if (flags.shortClean)
    lines.push(
      flags.shortClean.usualMinutes === null
        ? format(r.shortCleanNoHistory, {
            duration: cleanDuration(flags.shortClean.minutes, r),
            floor: SHORT_CLEAN_FLOOR_MINUTES,
          })
        : format(r.shortClean, {
            duration: cleanDuration(flags.shortClean.minutes, r),
            usual: flags.shortClean.usualMinutes,
          }),
    );
  return lines;
}

/** The host's report of one of their turnovers (live while in progress; empty before 'Start'). */
export async function hostReport(
  q: Queryable,
  hostUserId: string,
  turnoverId: string,
  retentionMonths: number,
  reader: Locale = DEFAULT_LOCALE,
): Promise<TurnoverReportResponse> {
  const [row] = await q
    .select({ t: turnover, firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, turnover.startedByUserId))
    .where(and(eq(turnover.id, turnoverId), hostOwnsJobs(hostUserId)))
    .limit(1);
  if (!row) {
    await assertTurnoverJobNotDeleted(q, turnoverId, { userId: hostUserId, role: 'host' });
    throw turnoverNotFound();
  }
  const t = row.t;
  const run = t.startedAt ? await runOf(q, t, reader) : { tasks: [], problems: [] };
  const flags = reportFlags(t, t.completedAt ? await previousDurations(q, t) : []);
  return {
    turnover: await presentOne(q, t.id, { userId: hostUserId, role: 'host' }),
    cleaner: t.startedByUserId
      ? { userId: t.startedByUserId, name: fullName(row.firstName ?? '', row.lastName ?? '') }
      : null,
    retentionMonths,
    flags: {
      earlyStart: flags.earlyStart && {
        guestsLeftAt: flags.earlyStart.guestsLeftAt.toISOString(),
        checkoutAt: flags.earlyStart.checkoutAt.toISOString(),
      },
      shortClean: flags.shortClean,
    },
    ...runTimes(t),
    ...run,
  };
}

/**
 * Issue 37: the host's 'Acknowledge' and 'Mark resolved' on a problem of one of their turnovers
 * (anyone else's: not found). Each is kept once: doing it again changes nothing, and resolving one
 * not yet acknowledged acknowledges it too. The cleaner who reported it is told when it changes,
 * as a turnovers_changed notice about the turnover, which their open page refreshes on.
 */
export async function setProblemState(
  tx: Tx,
  hostUserId: string,
  ids: { turnoverId: string; problemId: string },
  state: 'acknowledged' | 'resolved',
  now: Date,
): Promise<RunProblem> {
  const [owned] = await tx
    .select({ problem: turnoverProblem, job })
    .from(turnoverProblem)
    .innerJoin(turnover, eq(turnover.id, turnoverProblem.turnoverId))
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(
      and(
        eq(turnoverProblem.id, ids.problemId),
        eq(turnoverProblem.turnoverId, ids.turnoverId),
        hostOwnsJobs(hostUserId),
      ),
    )
    .limit(1);
  if (!owned) {
    await assertTurnoverJobNotDeleted(tx, ids.turnoverId, { userId: hostUserId, role: 'host' });
    throw notFound(e.problemNotFound);
  }
  const [row] = await tx
    .update(turnoverProblem)
    .set({
      acknowledgedAt: sql`coalesce(${turnoverProblem.acknowledgedAt}, ${now.toISOString()}::timestamptz)`,
      ...(state === 'resolved'
        ? { resolvedAt: sql`coalesce(${turnoverProblem.resolvedAt}, ${now.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(eq(turnoverProblem.id, ids.problemId))
    .returning();
  const changed = state === 'resolved' ? !owned.problem.resolvedAt : !owned.problem.acknowledgedAt;
  if (changed && owned.problem.reporterUserId) {
    const m = text.notification[state];
    const params = { kind: text.cleaner.problemKinds[owned.problem.kind], place: placeName(owned.job) };
    await createNotification(tx, {
      userId: owned.problem.reporterUserId,
      type: 'turnovers_changed',
      title: m.title,
      message: format(m.message, params),
      data: { job_id: owned.job.id, turnover_id: ids.turnoverId },
    });
  }
  const photos = await tx.select().from(photo).where(eq(photo.problemId, ids.problemId));
  return presentProblem(row!, groupPhotos(photos, (p) => p.problemId).get(ids.problemId) ?? []);
}
