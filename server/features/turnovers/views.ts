// Turnovers as the pages and feeds show them (issue 16): the row read with its job and cleaner, the
// offers beside it, and the presenter applied for the viewer (the host, or the cleaner).
import { and, asc, desc, eq, exists, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { errors as apiErrors } from '@core/messages/en/errors';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { LIVE_TURNOVER_STATUSES, PAST_TURNOVER_DAYS } from '@core/turnovers';
import type { Queryable } from '../../db/client';
import { cleanerProfile, job, noShow, turnover, turnoverOffer, turnoverProblem } from '../../db/schema';
import { notFound } from '../../errors';
import type { Viewer } from './policy';
import { presentNextTurnover, presentTurnover, type OfferRow, type ProblemRow, type TurnoverRow } from './presenter';

export const DAY_MS = 24 * 60 * 60 * 1000;

const turnoverNotFound = () => notFound(apiErrors.turnovers.turnoverNotFound);

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
  missedAt: turnover.missedAt,
  missedHandledAt: turnover.missedHandledAt,
  startOverdueAlertedAt: turnover.startOverdueAlertedAt,
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
  // Issue 39: the host marked its cleaner a no-show (the reviews feature writes the row).
  noShowMarkedAt: noShow.markedAt,
  noShowStatement: noShow.statement,
  noShowWithdrawnAt: noShow.withdrawnAt,
};

export function selectRows(q: Queryable) {
  return q
    .select(rowColumns)
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .leftJoin(assigned, eq(assigned.userId, turnover.assignedCleanerUserId))
    .leftJoin(
      noShow,
      and(eq(noShow.turnoverId, turnover.id), eq(noShow.cleanerUserId, turnover.assignedCleanerUserId)),
    );
}

/** Every offer of each turnover, oldest first, with the cleaner's name. */
async function offersOf(q: Queryable, turnoverIds: string[]): Promise<Map<string, OfferRow[]>> {
  if (turnoverIds.length === 0) return new Map();
  const rows = await q
    .select({
      turnoverId: turnoverOffer.turnoverId,
      cleanerUserId: turnoverOffer.cleanerUserId,
      askedTogether: turnoverOffer.askedTogether,
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
    // Offers made at one moment (a round asked together): the withdrawn ones first, so the one
    // that was confirmed reads as the latest.
    .orderBy(asc(turnoverOffer.createdAt), desc(sql`${turnoverOffer.status} = 'withdrawn'`), asc(turnoverOffer.id));
  const out = new Map<string, OfferRow[]>();
  for (const r of rows) out.set(r.turnoverId, [...(out.get(r.turnoverId) ?? []), r]);
  return out;
}

/** Issue 37: the problems reported on each turnover, oldest first (only a host's pages show them). */
async function problemsOf(q: Queryable, turnoverIds: string[]): Promise<Map<string, ProblemRow[]>> {
  if (turnoverIds.length === 0) return new Map();
  const rows = await q
    .select({
      id: turnoverProblem.id,
      turnoverId: turnoverProblem.turnoverId,
      kind: turnoverProblem.kind,
      description: turnoverProblem.description,
      createdAt: turnoverProblem.createdAt,
      acknowledgedAt: turnoverProblem.acknowledgedAt,
      resolvedAt: turnoverProblem.resolvedAt,
    })
    .from(turnoverProblem)
    .where(inArray(turnoverProblem.turnoverId, turnoverIds))
    .orderBy(asc(turnoverProblem.createdAt), asc(turnoverProblem.id));
  const out = new Map<string, ProblemRow[]>();
  for (const r of rows) out.set(r.turnoverId, [...(out.get(r.turnoverId) ?? []), r]);
  return out;
}

export async function present(q: Queryable, rows: TurnoverRow[], viewer: Viewer): Promise<TurnoverItem[]> {
  const ids = rows.map((r) => r.id);
  const offers = await offersOf(q, ids);
  const problems = viewer.role === 'host' ? await problemsOf(q, ids) : new Map<string, ProblemRow[]>();
  return rows.map((r) => presentTurnover(r, offers.get(r.id) ?? [], viewer, problems.get(r.id) ?? []));
}

/** Upcoming (not yet over) soonest first, then the last 30 days' past ones, latest first. */
export async function upcomingAndPast(q: Queryable, where: ReturnType<typeof and>, now: Date) {
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

/** The cleaner's turnovers; a deleted job's are gone with it (decision 033), even past ones. */
export async function cleanerSchedule(q: Queryable, cleanerUserId: string, now = new Date()) {
  const { upcoming, past } = await upcomingAndPast(
    q,
    and(
      or(
        eq(turnover.assignedCleanerUserId, cleanerUserId),
        // Issue 37: asked together with others, nobody holds it until one confirms; it is on each one's schedule.
        exists(
          q
            .select({ one: sql`1` })
            .from(turnoverOffer)
            .where(
              and(
                eq(turnoverOffer.turnoverId, turnover.id),
                eq(turnoverOffer.cleanerUserId, cleanerUserId),
                eq(turnoverOffer.status, 'offered'),
              ),
            ),
        ),
      ),
      eq(job.status, 'active'),
    ),
    now,
  );
  const viewer: Viewer = { userId: cleanerUserId, role: 'cleaner' };
  return { upcoming: await present(q, upcoming, viewer), past: await present(q, past, viewer) };
}

/**
 * The next live turnover of each job (the host's job cards): scheduled or confirmed, its window not
 * over by the app clock's `now` (issue 37: never a past or missed one; the caller passes the clock,
 * so a moved development clock moves it too).
 */
export async function nextTurnovers(q: Queryable, jobIds: string[], now: Date) {
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
 * A turnover as the cleaner who just said no sees it: it is no longer assigned to them, so they
 * get the place without its address and their own answer as the offer.
 */
export async function presentAnswered(q: Queryable, turnoverId: string, cleanerUserId: string): Promise<TurnoverItem> {
  const row = await loadRow(q, eq(turnover.id, turnoverId));
  if (!row) throw turnoverNotFound();
  const [own] = await q
    .select({
      turnoverId: turnoverOffer.turnoverId,
      cleanerUserId: turnoverOffer.cleanerUserId,
      askedTogether: turnoverOffer.askedTogether,
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
