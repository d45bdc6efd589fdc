// A host's booking calendars (issue 16): list, add (read right away), rename or re-kind, remove,
// the events of the last good sync, and marking one as a block. Every query is limited to the
// host's own active jobs (policy.ts): another host's calendar is not found.
import { and, asc, count, eq } from 'drizzle-orm';
import { errors as errorText } from '@core/messages/en/errors';
import { turnovers as pageText } from '@core/messages/en/turnovers';
import { format } from '@core/messages/format';
import { MAX_CALENDARS_PER_JOB } from '@core/turnovers';
import type { AddCalendarInput, MarkBlockInput, UpdateCalendarInput } from '@core/schemas/turnovers';
import { CalendarFetchError } from '../../calendars/safe-fetch';
import { CalendarParseError } from '../../calendars/parse';
import { validateCalendarUrl } from '../../calendars/safe-fetch';
import type { Queryable, Tx } from '../../db/client';
import { calendarBlockMark, calendarEvent, job, jobCalendar } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { requireOwnActiveJob } from '../../policies/job-ownership';
import { ownCalendar } from './policy';
import { plainError, readFeed, replanJob, storeGoodSync, type ReplanDeps, type SyncDeps } from './sync';

const calendarNotFound = () => notFound(errorText.calendars.calendarNotFound);

export async function requireOwnCalendar(q: Queryable, hostUserId: string, calendarId: string) {
  const [row] = await q
    .select()
    .from(jobCalendar)
    .where(ownCalendar(q, hostUserId, calendarId))
    .limit(1);
  if (!row) throw calendarNotFound();
  return row;
}

export async function listCalendars(q: Queryable, hostUserId: string, jobId: string) {
  await requireOwnActiveJob(q, hostUserId, jobId);
  return q
    .select()
    .from(jobCalendar)
    .where(eq(jobCalendar.jobId, jobId))
    .orderBy(asc(jobCalendar.createdAt), asc(jobCalendar.id));
}

/** A job syncs at most MAX_CALENDARS_PER_JOB calendars (issue 35): each one more is re-planned with all the others. */
async function refuseAtCalendarCap(q: Queryable, jobId: string) {
  const [row] = await q.select({ n: count() }).from(jobCalendar).where(eq(jobCalendar.jobId, jobId));
  if ((row?.n ?? 0) >= MAX_CALENDARS_PER_JOB)
    throw new AppError('LIMIT_REACHED', format(pageText.calendars.limitReached, { max: MAX_CALENDARS_PER_JOB }));
}

/**
 * Adds a calendar and reads it right away. A link that cannot be read (refused, unreachable, not a
 * calendar) is refused with the reason in plain words and nothing is stored: the host fixes it now.
 */
export async function addCalendar(deps: SyncDeps, hostUserId: string, jobId: string, input: AddCalendarInput) {
  const owner = await requireOwnActiveJob(deps.db, hostUserId, jobId);
  // Refused before the fetch, and again under the job's lock (two adds at once).
  await refuseAtCalendarCap(deps.db, jobId);
  const checked = validateCalendarUrl(input.url);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message, { url: checked.message });
  let feed;
  try {
    feed = await readFeed(deps, checked.url, { timeZone: owner.timeZone, kind: input.kind });
  } catch (err) {
    if (!(err instanceof CalendarFetchError || err instanceof CalendarParseError)) throw err;
    const message = plainError(err);
    throw new AppError('VALIDATION_FAILED', message, { url: message });
  }
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    // Still the host's active job (it may have been deleted during the fetch).
    await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
    await refuseAtCalendarCap(tx, jobId);
    const [created] = await tx
      .insert(jobCalendar)
      .values({
        jobId,
        url: checked.url,
        label: input.label ?? null,
        kind: input.kind ?? feed.detectedKind,
        kindChosen: input.kind !== undefined,
        leaseUntil: null,
      })
      .returning();
    await storeGoodSync(tx, deps, created!, feed, now);
    const [stored] = await tx.select().from(jobCalendar).where(eq(jobCalendar.id, created!.id));
    return stored!;
  });
  deps.mailer.kick();
  return row;
}

/** Renames a calendar or says which channel it is from. Returns whether the kind changed (re-sync). */
export async function updateCalendar(
  q: Queryable,
  hostUserId: string,
  calendarId: string,
  input: UpdateCalendarInput,
  labelGiven: boolean,
) {
  const row = await requireOwnCalendar(q, hostUserId, calendarId);
  const kindChanged = input.kind !== undefined && (input.kind !== row.kind || !row.kindChosen);
  if (!labelGiven && input.kind === undefined) return { row, kindChanged: false };
  const [updated] = await q
    .update(jobCalendar)
    .set({
      ...(labelGiven ? { label: input.label ?? null } : {}),
      ...(input.kind !== undefined ? { kind: input.kind, kindChosen: true } : {}),
      updatedAt: new Date(),
    })
    .where(eq(jobCalendar.id, calendarId))
    .returning();
  return { row: updated!, kindChanged };
}

/** Removes a calendar: its events and marks go with it, and its future turnovers are cancelled by the re-plan. */
export async function removeCalendar(tx: Tx, deps: ReplanDeps, hostUserId: string, calendarId: string) {
  const row = await requireOwnCalendar(tx, hostUserId, calendarId);
  await tx.select({ id: job.id }).from(job).where(eq(job.id, row.jobId)).for('update');
  await tx.delete(jobCalendar).where(eq(jobCalendar.id, calendarId));
  return replanJob(tx, deps, row.jobId, null, deps.clock.now());
}

export async function listEvents(q: Queryable, calendarId: string) {
  const events = await q
    .select()
    .from(calendarEvent)
    .where(eq(calendarEvent.calendarId, calendarId))
    .orderBy(asc(calendarEvent.startDate), asc(calendarEvent.endDate), asc(calendarEvent.uid));
  const marks = await q.select().from(calendarBlockMark).where(eq(calendarBlockMark.calendarId, calendarId));
  const marked = new Set(marks.map((m) => `${m.startDate}|${m.endDate}`));
  return events.map((e) => ({ row: e, markedBlock: marked.has(`${e.startDate}|${e.endDate}`) }));
}

/**
 * Marks (or unmarks) the event on these dates as a block. The mark is kept by dates, not UID, so it
 * survives Airbnb's reissued UIDs; the job's turnovers are re-planned at once (a marked stay's
 * turnover is cancelled; unmarking makes a new one).
 */
export async function markBlock(
  tx: Tx,
  deps: ReplanDeps,
  hostUserId: string,
  calendarId: string,
  input: MarkBlockInput,
) {
  const row = await requireOwnCalendar(tx, hostUserId, calendarId);
  await tx.select({ id: job.id }).from(job).where(eq(job.id, row.jobId)).for('update');
  const where = and(
    eq(calendarBlockMark.calendarId, calendarId),
    eq(calendarBlockMark.startDate, input.startDate),
    eq(calendarBlockMark.endDate, input.endDate),
  );
  if (input.blocked) {
    const [event] = await tx
      .select({ uid: calendarEvent.uid })
      .from(calendarEvent)
      .where(
        and(
          eq(calendarEvent.calendarId, calendarId),
          eq(calendarEvent.startDate, input.startDate),
          eq(calendarEvent.endDate, input.endDate),
        ),
      )
      .limit(1);
    if (!event)
      throw new AppError('VALIDATION_FAILED', errorText.calendars.noEvent, { startDate: errorText.calendars.noEvent });
    await tx
      .insert(calendarBlockMark)
      .values({ calendarId, startDate: input.startDate, endDate: input.endDate })
      .onConflictDoNothing();
  } else {
    await tx.delete(calendarBlockMark).where(where);
  }
  await replanJob(tx, deps, row.jobId, calendarId, deps.clock.now());
}
