// The host's Turnovers page (issue 16): the list, the schedule settings, and the verbs on it (add by
// hand, edit, cancel), plus the job cards' next turnover. Every query goes
// through policy.ts: another host's job or turnover is simply not found.
import { appendSystemLine } from '../messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { errors as apiErrors } from '@core/messages/en/errors';
import { turnovers as pageText } from '@core/messages/en/turnovers';
import { fullName } from '@core/names';
import type {
  EditTurnoverInput,
  HostTurnoversResponse,
  ManualTurnoverInput,
  ScheduleSettingsInput,
  TurnoverItem,
  TurnoverJob,
} from '@core/schemas/turnovers';
import { isTimeZoneOf } from '@core/time-zones';
import {
  isLive,
  isUrgentCancellation,
  LIVE_TURNOVER_STATUSES,
  localDate,
  localTime,
  zonedInstant,
} from '@core/turnovers';
import { pgErrorCode, type Queryable, type Tx } from '../../db/client';
import { job, turnover } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { jobOffersHeld } from './hold';
import { tellCleaners, turnoverChange, type TurnoverMailDeps } from './messages';
import { newRound, offerTurnovers, reofferMoved, withdrawOffers } from './offers';
import { hostOwnsTurnover, type Viewer } from './policy';
import { hiredCleanerOf, loadTurnoverJob, ownJob } from './reads';
import { countHostCancellations } from './host-record';
import { setTurnoverStatus } from './status';
import { watchTurnovers } from './watch';
import { present, presentOne, upcomingAndPast } from './views';

const e = apiErrors.turnovers;

const turnoverNotFound = () => notFound(e.turnoverNotFound);

async function presentJobPart(q: Queryable, j: typeof job.$inferSelect): Promise<TurnoverJob> {
  const hired = await hiredCleanerOf(q, j.id);
  return {
    id: j.id,
    city: j.city,
    state: j.state,
    propertyAddress: j.propertyAddress,
    paymentPerTurnover: j.paymentPerTurnover,
    checkoutTime: j.checkoutTime,
    checkinTime: j.checkinTime,
    timeZone: j.timeZone,
    offerResponseHours: j.offerResponseHours,
    hiredCleaner: hired ? { userId: hired.userId, name: fullName(hired.firstName, hired.lastName) } : null,
  };
}

export async function listHostTurnovers(
  q: Queryable,
  hostUserId: string,
  jobId: string,
  now = new Date(),
): Promise<HostTurnoversResponse> {
  const j = await ownJob(q, hostUserId, jobId);
  const { upcoming, past } = await upcomingAndPast(q, eq(turnover.jobId, j.id), now);
  const viewer: Viewer = { userId: hostUserId, role: 'host' };
  return { job: await presentJobPart(q, j), turnovers: await present(q, [...upcoming, ...past], viewer) };
}

/** The job's check-out and check-in times and zone (one of the state's zones). */
export async function updateSchedule(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  input: ScheduleSettingsInput,
): Promise<TurnoverJob> {
  const j = await ownJob(tx, hostUserId, jobId, true);
  if (!isTimeZoneOf(j.state, input.timeZone))
    throw new AppError('VALIDATION_FAILED', e.timeZoneInvalid, { timeZone: e.timeZoneInvalid });
  const [updated] = await tx
    .update(job)
    .set({
      checkoutTime: input.checkoutTime,
      checkinTime: input.checkinTime,
      timeZone: input.timeZone,
      ...(input.offerResponseHours !== undefined ? { offerResponseHours: input.offerResponseHours } : {}),
    })
    .where(eq(job.id, j.id))
    .returning();
  return presentJobPart(tx, updated!);
}

const dateTaken = () => new AppError('TURNOVER_DATE_TAKEN', e.dateTaken, { date: e.dateTaken });

/** Whether the job already has a live turnover on `date` (other than `exceptId`). */
async function liveOnDate(tx: Tx, jobId: string, date: string, exceptId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .where(
      and(
        eq(turnover.jobId, jobId),
        eq(turnover.date, date),
        inArray(turnover.status, LIVE_TURNOVER_STATUSES),
        exceptId ? sql`${turnover.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** A date from today on, in the property's zone. */
function assertNotPast(date: string, timeZone: string, now: Date) {
  if (date < localDate(now, timeZone)) throw new AppError('VALIDATION_FAILED', e.pastDate, { date: e.pastDate });
}

/**
 * 'Add turnover': a turnover by hand, assigned and offered to the hired cleaner, who is told (while
 * the team's offers are held, issue 37, it waits unassigned for them). The job row is locked, so two
 * adds for one date (or an add during a sync) make one turnover.
 */
export async function addManualTurnover(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  input: ManualTurnoverInput,
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const j = await ownJob(tx, hostUserId, jobId, true);
  assertNotPast(input.date, j.timeZone, now);
  if (await liveOnDate(tx, j.id, input.date)) throw dateTaken();
  // While the host sets the team (issue 37), it waits unassigned for 'Send offers'.
  const hired = (await jobOffersHeld(tx, j.id, now)) ? null : await hiredCleanerOf(tx, j.id);
  let row: typeof turnover.$inferSelect | undefined;
  try {
    [row] = await tx.transaction((sp) =>
      sp
        .insert(turnover)
        .values({
          jobId: j.id,
          date: input.date,
          startsAt: zonedInstant(input.date, input.checkoutTime, j.timeZone),
          endsAt: zonedInstant(input.date, input.checkinTime, j.timeZone),
          sameDay: false,
          payment: j.paymentPerTurnover,
          notes: input.notes ?? null,
          source: 'manual',
          assignedCleanerUserId: hired?.userId ?? null,
        })
        .returning(),
    );
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw dateTaken();
    throw err;
  }
  const r = row!;
  if (hired) await offerTurnovers(tx, [r.id], hired.userId, now);
  const tj = (await loadTurnoverJob(tx, j.id))!;
  await tellCleaners(tx, tj, [turnoverChange(r, 'created', r.assignedCleanerUserId)], deps);
  return presentOne(tx, r.id, { userId: hostUserId, role: 'host' });
}

/** An upcoming live turnover of the host's, locked for a change; anything else is 404 or 409. */
async function changeableByHost(tx: Tx, hostUserId: string, turnoverId: string, now: Date) {
  const [found] = await tx
    .select({ t: turnover, timeZone: job.timeZone })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(hostOwnsTurnover(hostUserId, turnoverId))
    .limit(1)
    .for('update', { of: turnover });
  if (!found) throw turnoverNotFound();
  const t = found.t;
  if (!isLive(t.status) || t.endsAt <= now) throw new AppError('TURNOVER_NOT_EDITABLE', e.notEditable);
  return { t, timeZone: found.timeZone };
}

/**
 * Edits a turnover: a manual one's date, times and notes; a calendar-made one's notes only (its
 * date and window follow the calendar). A new date needs a new answer from the cleaner; the
 * cleaner is told of a new date or window.
 */
export async function editTurnover(
  tx: Tx,
  hostUserId: string,
  turnoverId: string,
  input: EditTurnoverInput,
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const { t, timeZone } = await changeableByHost(tx, hostUserId, turnoverId, now);
  const date = input.date ?? t.date;
  const startsAt = input.checkoutTime
    ? zonedInstant(date, input.checkoutTime, timeZone)
    : date === t.date
      ? t.startsAt
      : shiftDate(t.startsAt, date, timeZone);
  const endsAt = input.checkinTime
    ? zonedInstant(date, input.checkinTime, timeZone)
    : date === t.date
      ? t.endsAt
      : shiftDate(t.endsAt, date, timeZone);
  const moved = date !== t.date;
  const retimed = !moved && (startsAt.getTime() !== t.startsAt.getTime() || endsAt.getTime() !== t.endsAt.getTime());
  if ((moved || retimed) && t.source !== 'manual') throw new AppError('TURNOVER_NOT_EDITABLE', e.calendarMadeDateFixed);
  if (moved) {
    assertNotPast(date, timeZone, now);
    if (await liveOnDate(tx, t.jobId, date, t.id)) throw dateTaken();
  }
  if (endsAt <= startsAt)
    throw new AppError('VALIDATION_FAILED', pageText.validation.checkinAfterCheckout, {
      checkinTime: pageText.validation.checkinAfterCheckout,
    });
  const changes = { date, startsAt, endsAt, ...(input.notes !== undefined ? { notes: input.notes } : {}) };
  try {
    await tx.transaction(async (sp) => {
      // The cleaner confirmed another day: the new one needs its own answer, in a new round.
      if (moved) await setTurnoverStatus(sp, t, 'scheduled', { ...changes, ...newRound(now) });
      else {
        await sp.update(turnover).set(changes).where(eq(turnover.id, t.id));
        // A confirmed one's reminders and alerts follow its new times (issue 37).
        if (retimed) await watchTurnovers(sp, [{ ...t, startsAt }]);
      }
    });
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw dateTaken();
    throw err;
  }
  const cleaner = moved ? await reofferMoved(tx, { ...t, startsAt }, now) : t.assignedCleanerUserId;
  if (moved || retimed) {
    const tj = (await loadTurnoverJob(tx, t.jobId))!;
    const change = { ...t, date, startsAt, endsAt };
    await tellCleaners(
      tx,
      tj,
      [turnoverChange(change, moved ? 'moved' : 'retimed', cleaner, moved ? { fromDate: t.date } : {})],
      deps,
    );
  }
  return presentOne(tx, t.id, { userId: hostUserId, role: 'host' });
}

/** The same local time of day on another date. */
function shiftDate(instant: Date, toDate: string, timeZone: string): Date {
  return zonedInstant(toDate, localTime(instant, timeZone), timeZone);
}

/** Cancels an upcoming turnover (the host's hand): its open offer is withdrawn and the cleaner told. */
export async function cancelTurnover(
  tx: Tx,
  hostUserId: string,
  turnoverId: string,
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const { t } = await changeableByHost(tx, hostUserId, turnoverId, now);
  await setTurnoverStatus(tx, t, 'cancelled', { cancelledAt: now });
  await countHostCancellations(tx, hostUserId, [t], now);
  await withdrawOffers(tx, [t.id], now);
  // Issue 40: told in the conversation with the cleaner it was with.
  if (t.assignedCleanerUserId)
    await appendSystemLine(tx, {
      jobId: t.jobId,
      turnoverId: t.id,
      cleanerUserId: t.assignedCleanerUserId,
      event: 'cancelled',
    });
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  const urgent = isUrgentCancellation(t.startsAt, now);
  await tellCleaners(tx, tj, [turnoverChange(t, 'cancelled', t.assignedCleanerUserId, { urgent })], deps);
  return presentOne(tx, t.id, { userId: hostUserId, role: 'host' });
}
