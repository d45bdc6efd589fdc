// Turnovers (issue 16): the host's Turnovers page (list, schedule settings, manual add, edit,
// cancel), the cleaner's schedule and answers, and the private .ics feeds. Every query goes through
// policy.ts: another user's job or turnover is simply not found.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import type {
  EditTurnoverInput,
  HostTurnoversResponse,
  ManualTurnoverInput,
  ScheduleSettingsInput,
  TurnoverItem,
  TurnoverJob,
} from '@core/schemas/turnovers';
import { isTimeZoneOf } from '@core/time-zones';
import { turnoverDay, turnoverPay, turnoverWindow } from '@core/turnover-text';
import { isLateCancellation } from '@core/offers';
import {
  isUrgentCancellation,
  LIVE_TURNOVER_STATUSES,
  localDate,
  localTime,
  PAST_TURNOVER_DAYS,
  zonedInstant,
} from '@core/turnovers';
import { turnovers as pageText } from '@core/messages/en/turnovers';
import { pgErrorCode, type Queryable, type Tx } from '../../db/client';
import { calendarFeed, cleanerProfile, job, turnover, turnoverOffer } from '../../db/schema';
import { buildTurnoverFeed, type TurnoverFeedItem } from '../../calendars/ics-feed';
import { AppError, notFound } from '../../errors';
import { findOwnActiveJob, ownJobNotFound } from '../jobs/policy';
import { createNotification } from '../notifications/service';
import { cancelWork } from '../../work/schedule';
import { hiredCleanerOf, loadTurnoverJob, tellCleaners, type TurnoverMailDeps } from './changes';
import { cleanerName, passOn, settleJob } from './chain';
import { newRound, offerTurnovers, reofferMoved, withdrawOffers } from './offers';
import { assignedTo, hostOwnsJob, hostOwnsTurnover, type Viewer } from './policy';
import { assertOwnJobNotDeleted } from './withdraw';
import { displayName, presentNextTurnover, presentTurnover, type OfferRow, type TurnoverRow } from './presenter';

const e = text.errors;
const DAY_MS = 24 * 60 * 60 * 1000;

const turnoverNotFound = () => notFound(e.turnoverNotFound);

const assigned = alias(cleanerProfile, 'assigned_cleaner');
const rowColumns = {
  id: turnover.id,
  jobId: turnover.jobId,
  date: turnover.date,
  startsAt: turnover.startsAt,
  endsAt: turnover.endsAt,
  sameDay: turnover.sameDay,
  payment: turnover.payment,
  notes: turnover.notes,
  source: turnover.source,
  status: turnover.status,
  assignedCleanerUserId: turnover.assignedCleanerUserId,
  cancelledAt: turnover.cancelledAt,
  unfilledAt: turnover.unfilledAt,
  openedAt: turnover.openedAt,
  accessHeldFor: turnover.accessHeldFor,
  startedAt: turnover.startedAt,
  completedAt: turnover.completedAt,
  updatedAt: turnover.updatedAt,
  job: {
    hostUserId: job.hostUserId,
    propertyAddress: job.propertyAddress,
    city: job.city,
    state: job.state,
    timeZone: job.timeZone,
  },
  assignedFirstName: assigned.firstName,
  assignedLastName: assigned.lastName,
};

function selectRows(q: Queryable) {
  return q
    .select(rowColumns)
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .leftJoin(assigned, eq(assigned.userId, turnover.assignedCleanerUserId));
}

/** Every offer of each turnover, oldest first, with the cleaner's name. */
async function offersOf(q: Queryable, turnoverIds: string[]): Promise<Map<string, OfferRow[]>> {
  if (turnoverIds.length === 0) return new Map();
  const rows = await q
    .select({
      turnoverId: turnoverOffer.turnoverId,
      status: turnoverOffer.status,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      answeredAt: turnoverOffer.answeredAt,
      reason: turnoverOffer.reason,
      deadlineAt: turnoverOffer.deadlineAt,
      late: turnoverOffer.late,
    })
    .from(turnoverOffer)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, turnoverOffer.cleanerUserId))
    .where(inArray(turnoverOffer.turnoverId, turnoverIds))
    .orderBy(asc(turnoverOffer.createdAt), asc(turnoverOffer.id));
  const out = new Map<string, OfferRow[]>();
  for (const r of rows) out.set(r.turnoverId, [...(out.get(r.turnoverId) ?? []), r]);
  return out;
}

async function present(q: Queryable, rows: TurnoverRow[], viewer: Viewer): Promise<TurnoverItem[]> {
  const offers = await offersOf(
    q,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentTurnover(r, offers.get(r.id) ?? [], viewer));
}

/** Upcoming (not yet over) soonest first, then the last 30 days' past ones, latest first. */
async function upcomingAndPast(q: Queryable, where: ReturnType<typeof and>, now: Date) {
  const upcoming = await selectRows(q)
    .where(and(where, gt(turnover.endsAt, now)))
    .orderBy(asc(turnover.startsAt), asc(turnover.id));
  const past = await selectRows(q)
    .where(
      and(where, lte(turnover.endsAt, now), gt(turnover.endsAt, new Date(now.getTime() - PAST_TURNOVER_DAYS * DAY_MS))),
    )
    .orderBy(desc(turnover.startsAt), desc(turnover.id));
  return { upcoming, past };
}

async function ownJob(q: Queryable, hostUserId: string, jobId: string, lock = false) {
  const row = await findOwnActiveJob(q, hostUserId, jobId, { lock });
  if (row) return row;
  await assertOwnJobNotDeleted(q, hostUserId, jobId);
  throw ownJobNotFound();
}

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
    hiredCleaner: hired ? { userId: hired.userId, name: displayName(hired.firstName, hired.lastName) } : null,
  };
}

// ---------------------------------------------------------------------------------------------
// The host
// ---------------------------------------------------------------------------------------------
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

async function loadRow(q: Queryable, where: ReturnType<typeof and>): Promise<TurnoverRow | undefined> {
  const [row] = await selectRows(q).where(where).limit(1);
  return row;
}

/** One of the host's turnovers as their Turnovers page shows it (after a change elsewhere: opened, assigned). */
export const presentHostTurnover = (q: Queryable, id: string, hostUserId: string) =>
  presentOne(q, id, { userId: hostUserId, role: 'host' });

/** One turnover as `viewer` sees it (the caller has checked they may). */
export async function presentOne(q: Queryable, id: string, viewer: Viewer): Promise<TurnoverItem> {
  const row = await loadRow(q, eq(turnover.id, id));
  if (!row) throw turnoverNotFound();
  return (await present(q, [row], viewer))[0]!;
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
 * 'Add turnover': a turnover by hand, assigned and offered to the hired cleaner, who is told. The
 * job row is locked, so two adds for one date (or an add during a sync) make one turnover.
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
  const hired = await hiredCleanerOf(tx, j.id);
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
  await tellCleaners(
    tx,
    tj,
    [
      {
        kind: 'created',
        turnoverId: r.id,
        date: r.date,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        sameDay: r.sameDay,
        payment: r.payment,
        urgent: false,
        cleanerUserId: r.assignedCleanerUserId,
      },
    ],
    deps,
  );
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
  if (!(LIVE_TURNOVER_STATUSES as readonly string[]).includes(t.status) || t.endsAt <= now)
    throw new AppError('TURNOVER_NOT_EDITABLE', e.notEditable);
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
  try {
    await tx.transaction((sp) =>
      sp
        .update(turnover)
        .set({
          date,
          startsAt,
          endsAt,
          ...(input.notes !== undefined ? { notes: input.notes } : {}),
          // The cleaner confirmed another day: the new one needs its own answer, in a new round.
          ...(moved ? { status: 'scheduled' as const, ...newRound(now) } : {}),
        })
        .where(eq(turnover.id, t.id)),
    );
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw dateTaken();
    throw err;
  }
  const cleaner = moved ? await reofferMoved(tx, { ...t, startsAt }, now) : t.assignedCleanerUserId;
  if (moved || retimed) {
    const tj = (await loadTurnoverJob(tx, t.jobId))!;
    await tellCleaners(
      tx,
      tj,
      [
        {
          kind: moved ? 'moved' : 'retimed',
          turnoverId: t.id,
          date,
          ...(moved ? { fromDate: t.date } : {}),
          startsAt,
          endsAt,
          sameDay: t.sameDay,
          payment: t.payment,
          urgent: false,
          cleanerUserId: cleaner,
        },
      ],
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
  await tx.update(turnover).set({ status: 'cancelled', cancelledAt: now }).where(eq(turnover.id, t.id));
  await withdrawOffers(tx, [t.id], now);
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  await tellCleaners(
    tx,
    tj,
    [
      {
        kind: 'cancelled',
        turnoverId: t.id,
        date: t.date,
        startsAt: t.startsAt,
        endsAt: t.endsAt,
        sameDay: t.sameDay,
        payment: t.payment,
        urgent: isUrgentCancellation(t.startsAt, now),
        cleanerUserId: t.assignedCleanerUserId,
      },
    ],
    deps,
  );
  return presentOne(tx, t.id, { userId: hostUserId, role: 'host' });
}

/** The next live turnover of each job (the host's job cards). */
export async function nextTurnovers(q: Queryable, jobIds: string[], now = new Date()) {
  if (jobIds.length === 0) return new Map<string, ReturnType<typeof presentNextTurnover>>();
  const rows = await q
    .selectDistinctOn([turnover.jobId], {
      jobId: turnover.jobId,
      date: turnover.date,
      startsAt: turnover.startsAt,
      status: turnover.status,
      timeZone: job.timeZone,
    })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(
      and(inArray(turnover.jobId, jobIds), inArray(turnover.status, LIVE_TURNOVER_STATUSES), gt(turnover.endsAt, now)),
    )
    .orderBy(turnover.jobId, asc(turnover.startsAt));
  return new Map(rows.map((r) => [r.jobId, presentNextTurnover(r)]));
}

/**
 * A hire (issue 16, 17): the job's upcoming turnovers that nobody holds (no team yet, or everyone
 * said no) are offered to the first team member who has not said no to them, who is told of them
 * in one notification and email. Returns how many were offered.
 */
export async function assignOnHire(
  tx: Tx,
  input: { jobId: string; cleanerUserId: string; now?: Date },
  deps: TurnoverMailDeps,
): Promise<number> {
  const outcomes = await settleJob(tx, input.jobId, input.now ?? new Date(), deps);
  return outcomes.filter((o) => o.offeredTo).length;
}

// ---------------------------------------------------------------------------------------------
// The cleaner
// ---------------------------------------------------------------------------------------------
/** The cleaner's turnovers; a deleted job's are gone with it (decision 033), even past ones. */
export async function cleanerSchedule(q: Queryable, cleanerUserId: string, now = new Date()) {
  const { upcoming, past } = await upcomingAndPast(
    q,
    and(eq(turnover.assignedCleanerUserId, cleanerUserId), eq(job.status, 'active')),
    now,
  );
  const viewer: Viewer = { userId: cleanerUserId, role: 'cleaner' };
  return { upcoming: await present(q, upcoming, viewer), past: await present(q, past, viewer) };
}

/**
 * A turnover assigned to the cleaner, or one once offered to them (a second tab answering after
 * the first declined it away: that gets "already answered", not "not found"), locked for their
 * answer; anything else is not found.
 */
async function lockAssigned(tx: Tx, cleanerUserId: string, turnoverId: string) {
  const [found] = await tx
    .select({ t: turnover })
    .from(turnover)
    .where(assignedTo(cleanerUserId, turnoverId))
    .limit(1)
    .for('update');
  if (found) return found.t;
  const [offered] = await tx
    .select({ id: turnoverOffer.turnoverId })
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.cleanerUserId, cleanerUserId)))
    .limit(1);
  if (!offered) throw turnoverNotFound();
  const [t] = await tx.select().from(turnover).where(eq(turnover.id, offered.id)).limit(1).for('update');
  if (!t) throw turnoverNotFound();
  return t;
}

/**
 * 'Confirm' or "Can't make it" on a turnover offered to the cleaner. The turnover row is locked, so
 * concurrent answers (and a deadline passing) give one outcome; a second answer, or one to a
 * cancelled or past turnover, is a 409 with its own code. A confirmation assigns it; a decline
 * passes it to the next team member or leaves it unfilled (chain.ts), and the host is told either way.
 */
export async function answerTurnover(
  tx: Tx,
  /** `offerId`: answering one particular offer (an email's button); a later offer of the turnover is another question. */
  input: {
    cleanerUserId: string;
    turnoverId: string;
    answer: 'confirm' | 'decline';
    reason?: string;
    offerId?: string;
  },
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const t = await lockAssigned(tx, input.cleanerUserId, input.turnoverId);
  if (!(LIVE_TURNOVER_STATUSES as readonly string[]).includes(t.status) || t.startsAt <= now)
    throw new AppError('TURNOVER_NOT_OPEN', e.notOpen);
  const [latest] = await tx
    .select()
    .from(turnoverOffer)
    .where(and(eq(turnoverOffer.turnoverId, t.id), eq(turnoverOffer.cleanerUserId, input.cleanerUserId)))
    .orderBy(desc(turnoverOffer.createdAt), desc(turnoverOffer.id))
    .limit(1);
  if (
    !latest ||
    latest.status === 'withdrawn' ||
    latest.status === 'expired' ||
    (input.offerId && latest.id !== input.offerId)
  )
    throw new AppError('TURNOVER_NOT_OPEN', e.notOffered);
  if (latest.status !== 'offered') throw new AppError('TURNOVER_ALREADY_ANSWERED', e.alreadyAnswered);
  // The deadline may have passed with the runner not there yet: a late answer is refused the same way.
  if (latest.deadlineAt && latest.deadlineAt <= now) throw new AppError('TURNOVER_NOT_OPEN', e.offerExpired);

  const confirm = input.answer === 'confirm';
  const [answered] = await tx
    .update(turnoverOffer)
    .set({
      status: confirm ? 'confirmed' : 'declined',
      answeredAt: now,
      reason: confirm ? null : (input.reason ?? null),
    })
    .where(and(eq(turnoverOffer.id, latest.id), eq(turnoverOffer.status, 'offered')))
    .returning();
  if (!answered) throw new AppError('TURNOVER_ALREADY_ANSWERED', e.alreadyAnswered);
  if (!confirm) {
    await passOn(
      tx,
      { turnover: t, fromCleanerUserId: input.cleanerUserId, why: 'declined', reason: input.reason ?? null },
      now,
      deps,
    );
    // No longer theirs: they see what they answered, not the turnover's new cleaner.
    return presentAnswered(tx, t.id, input.cleanerUserId);
  }
  await tx
    .update(turnover)
    .set({ status: 'confirmed', unfilledAt: null })
    .where(and(eq(turnover.id, t.id), eq(turnover.status, 'scheduled')));
  await cancelWork(tx, 'offer-deadline', t.id);
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  const m = text.answered;
  await createNotification(tx, {
    userId: tj.hostUserId,
    type: 'turnover_answered',
    title: m.confirmedTitle,
    message: format(m.confirmedMessage, {
      cleaner: await cleanerName(tx, input.cleanerUserId),
      date: turnoverDay(t.date),
      place: placeName(tj),
    }),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
  return presentOne(tx, t.id, { userId: input.cleanerUserId, role: 'cleaner' });
}

/**
 * 'Cancel' by the confirmed cleaner: the turnover goes back into the chain from the next member (or
 * is unfilled) and the host is told; less than 24 hours ahead it is recorded as a late cancellation.
 */
export async function cancelByCleaner(
  tx: Tx,
  input: { cleanerUserId: string; turnoverId: string; reason?: string },
  deps: TurnoverMailDeps,
  now = new Date(),
): Promise<TurnoverItem> {
  const t = await lockAssigned(tx, input.cleanerUserId, input.turnoverId);
  if (t.status !== 'confirmed' || t.startsAt <= now) throw new AppError('TURNOVER_NOT_OPEN', e.notConfirmed);
  const late = isLateCancellation(t.startsAt, now);
  await tx
    .update(turnoverOffer)
    .set({ status: 'cancelled', late, answeredAt: now, reason: input.reason ?? null })
    .where(
      and(
        eq(turnoverOffer.turnoverId, t.id),
        eq(turnoverOffer.cleanerUserId, input.cleanerUserId),
        eq(turnoverOffer.status, 'confirmed'),
      ),
    );
  const [reopened] = await tx.update(turnover).set({ status: 'scheduled' }).where(eq(turnover.id, t.id)).returning();
  await passOn(
    tx,
    {
      turnover: reopened!,
      fromCleanerUserId: input.cleanerUserId,
      why: 'cancelled',
      late,
      reason: input.reason ?? null,
    },
    now,
    deps,
  );
  return presentAnswered(tx, t.id, input.cleanerUserId);
}

/**
 * A turnover as the cleaner who just said no sees it: it is no longer assigned to them, so they
 * get the place without its address and their own answer as the offer.
 */
async function presentAnswered(q: Queryable, turnoverId: string, cleanerUserId: string): Promise<TurnoverItem> {
  const row = await loadRow(q, eq(turnover.id, turnoverId));
  if (!row) throw turnoverNotFound();
  const [own] = await q
    .select({
      turnoverId: turnoverOffer.turnoverId,
      status: turnoverOffer.status,
      answeredAt: turnoverOffer.answeredAt,
      reason: turnoverOffer.reason,
      deadlineAt: turnoverOffer.deadlineAt,
      late: turnoverOffer.late,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
    })
    .from(turnoverOffer)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, turnoverOffer.cleanerUserId))
    .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.cleanerUserId, cleanerUserId)))
    .orderBy(desc(turnoverOffer.createdAt), desc(turnoverOffer.id))
    .limit(1);
  const item = presentTurnover(row, own ? [own] : [], { userId: cleanerUserId, role: 'cleaner' });
  return { ...item, assignedCleaner: null };
}

// ---------------------------------------------------------------------------------------------
// Calendar-app feeds
// ---------------------------------------------------------------------------------------------
const newToken = () => randomBytes(24).toString('base64url');
export const feedUrl = (appUrl: string, token: string) => `${appUrl}/feeds/${token}.ics`;
/** What a feed path's file name must look like; anything else is an unknown feed. */
export const FEED_FILE = /^([A-Za-z0-9_-]{32})\.ics$/;

const liveFeed = (userId: string, jobId: string | null) =>
  and(
    eq(calendarFeed.userId, userId),
    jobId ? eq(calendarFeed.jobId, jobId) : isNull(calendarFeed.jobId),
    isNull(calendarFeed.revokedAt),
  );

/** The user's live feed token (the cleaner's whole schedule, or one job for its host), made on first use. */
export async function feedToken(tx: Tx, userId: string, jobId: string | null): Promise<string> {
  const [existing] = await tx
    .select({ token: calendarFeed.token })
    .from(calendarFeed)
    .where(liveFeed(userId, jobId))
    .limit(1);
  if (existing) return existing.token;
  // Two first visits at once: the live-feed unique index keeps one; both answer with it.
  await tx.insert(calendarFeed).values({ userId, jobId, token: newToken() }).onConflictDoNothing();
  const [made] = await tx
    .select({ token: calendarFeed.token })
    .from(calendarFeed)
    .where(liveFeed(userId, jobId))
    .limit(1);
  return made!.token;
}

/** 'Reset link': the old token stops working at once; a new one replaces it. */
export async function resetFeedToken(tx: Tx, userId: string, jobId: string | null): Promise<string> {
  await tx
    .update(calendarFeed)
    .set({ revokedAt: sql`now()` })
    .where(liveFeed(userId, jobId));
  const token = newToken();
  await tx.insert(calendarFeed).values({ userId, jobId, token });
  return token;
}

export async function hostFeedToken(tx: Tx, hostUserId: string, jobId: string, reset: boolean): Promise<string> {
  await ownJob(tx, hostUserId, jobId, true);
  return reset ? resetFeedToken(tx, hostUserId, jobId) : feedToken(tx, hostUserId, jobId);
}

/**
 * The .ics text of a live feed, or null for an unknown or revoked token (or a job its host no
 * longer has). Upcoming and the last 30 days' turnovers, cancelled ones included (STATUS:CANCELLED).
 */
export async function feedByToken(q: Queryable, token: string, now = new Date()): Promise<string | null> {
  const [feed] = await q
    .select()
    .from(calendarFeed)
    .where(and(eq(calendarFeed.token, token), isNull(calendarFeed.revokedAt)))
    .limit(1);
  if (!feed) return null;
  let where;
  let name: string;
  if (feed.jobId) {
    const [j] = await q.select().from(job).where(hostOwnsJob(feed.userId, feed.jobId)).limit(1);
    if (!j) return null;
    where = eq(turnover.jobId, j.id);
    name = format(text.feed.jobName, { place: placeName(j) });
  } else {
    // A deleted job's turnovers leave the feed (decision 033): its address and notes go with it.
    where = and(eq(turnover.assignedCleanerUserId, feed.userId), eq(job.status, 'active'));
    name = text.feed.cleanerName;
  }
  const rows = await selectRows(q)
    .where(and(where, gt(turnover.endsAt, new Date(now.getTime() - PAST_TURNOVER_DAYS * DAY_MS))))
    .orderBy(asc(turnover.startsAt))
    .limit(2000);
  const items: TurnoverFeedItem[] = rows.map((r) => {
    const place = placeName(r.job);
    const window = turnoverWindow(r, r.job.timeZone);
    return {
      id: r.id,
      start: r.startsAt,
      end: r.endsAt,
      timeZone: r.job.timeZone,
      summary: format(r.sameDay ? text.feed.summarySameDay : text.feed.summary, { place }),
      location: place,
      description: [
        format(text.feed.description, { pay: turnoverPay(r.payment), ...window }),
        ...(r.notes ? [format(text.feed.notes, { notes: r.notes })] : []),
      ].join('\n'),
      cancelled: r.status === 'cancelled',
      updatedAt: r.updatedAt,
    };
  });
  return buildTurnoverFeed({ name, items });
}
