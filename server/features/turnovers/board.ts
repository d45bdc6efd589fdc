// The host's turnover board (issue 37): every active property's turnovers in one bounded read, the
// risks decided by core/board.ts at the app clock's `now`. The host is in every query's WHERE, so a
// filter naming somebody else's job finds nothing.
import { and, asc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BOARD_PAST_RISK_DAYS,
  BOARD_ROW_CAP,
  addDays,
  boardSpan,
  boardStateOf,
  compareAtRisk,
  turnoverRisks,
  type BoardState,
  type TurnoverRisk,
} from '@core/board';
import { fullName } from '@core/names';
import { coverState } from '@core/offers';
import { placeName } from '@core/places';
import type { BoardRisk, BoardTurnover, TurnoverBoardQuery, TurnoverBoardResponse } from '@core/schemas/board';
import { localDate, type TurnoverStatus } from '@core/turnovers';
import type { Queryable } from '../../db/client';
import { cleanerProfile, job, turnover, turnoverOffer, turnoverProblem } from '../../db/schema';
import { DAY_MS } from './views';

const assigned = alias(cleanerProfile, 'assigned_cleaner');

/** The states a filter reads from the status alone; the others need the cover or the risks. */
const STATUS_FILTERS: Partial<Record<BoardState, TurnoverStatus[]>> = {
  confirmed: ['confirmed'],
  completed: ['completed'],
  missed: ['missed'],
  cancelled: ['cancelled'],
  offered: ['scheduled'],
  unfilled: ['scheduled'],
};

/** The host's active properties, oldest first (the first one's zone says which day it is for the board). */
function hostProperties(q: Queryable, hostUserId: string) {
  return q
    .select({
      id: job.id,
      propertyAddress: job.propertyAddress,
      city: job.city,
      state: job.state,
      timeZone: job.timeZone,
    })
    .from(job)
    .where(and(eq(job.hostUserId, hostUserId), eq(job.status, 'active')))
    .orderBy(asc(job.createdAt), asc(job.id));
}

function selectBoardRows(q: Queryable, where: SQL | undefined, limit: number) {
  return q
    .select({
      id: turnover.id,
      jobId: turnover.jobId,
      date: turnover.date,
      startsAt: turnover.startsAt,
      endsAt: turnover.endsAt,
      sameDay: turnover.sameDay,
      payment: turnover.payment,
      status: turnover.status,
      unfilledAt: turnover.unfilledAt,
      openedAt: turnover.openedAt,
      startedAt: turnover.startedAt,
      missedHandledAt: turnover.missedHandledAt,
      job: { propertyAddress: job.propertyAddress, city: job.city, state: job.state, timeZone: job.timeZone },
      assignedFirstName: assigned.firstName,
      assignedLastName: assigned.lastName,
      openProblems: sql<number>`(select count(*)::int from ${turnoverProblem}
        where ${turnoverProblem.turnoverId} = ${turnover.id} and ${turnoverProblem.resolvedAt} is null)`,
    })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .leftJoin(assigned, eq(assigned.userId, turnover.assignedCleanerUserId))
    .where(where)
    .orderBy(asc(turnover.startsAt), asc(turnover.id))
    .limit(limit);
}
type BoardRow = Awaited<ReturnType<typeof selectBoardRows>>[number];

/** The offers waiting for an answer, by turnover (the team asked together makes several). */
async function openOffersOf(q: Queryable, turnoverIds: string[]) {
  const out = new Map<string, { names: string[]; deadlineAt: Date | null }>();
  if (turnoverIds.length === 0) return out;
  const rows = await q
    .select({
      turnoverId: turnoverOffer.turnoverId,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      deadlineAt: turnoverOffer.deadlineAt,
    })
    .from(turnoverOffer)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, turnoverOffer.cleanerUserId))
    .where(and(inArray(turnoverOffer.turnoverId, turnoverIds), eq(turnoverOffer.status, 'offered')))
    .orderBy(asc(turnoverOffer.createdAt), asc(turnoverOffer.id));
  for (const r of rows) {
    const o = out.get(r.turnoverId) ?? { names: [], deadlineAt: null };
    o.names.push(fullName(r.firstName, r.lastName));
    if (r.deadlineAt && (!o.deadlineAt || r.deadlineAt < o.deadlineAt)) o.deadlineAt = r.deadlineAt;
    out.set(r.turnoverId, o);
  }
  return out;
}

const presentRisk = (r: TurnoverRisk): BoardRisk =>
  r.kind === 'not_started'
    ? { ...r, since: r.since.toISOString() }
    : r.kind === 'waiting'
      ? { ...r, deadlineAt: r.deadlineAt?.toISOString() ?? null }
      : r;

function presentBoardRow(
  r: BoardRow,
  offer: { names: string[]; deadlineAt: Date | null } | undefined,
  now: Date,
): BoardTurnover {
  const cleaner = r.assignedFirstName !== null ? fullName(r.assignedFirstName, r.assignedLastName ?? '') : null;
  const offeredTo = offer ? offer.names.join(', ') : null;
  const risks = turnoverRisks(
    {
      status: r.status,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      startedAt: r.startedAt,
      openedAt: r.openedAt,
      cleanerName: cleaner,
      openOffer: offeredTo ? { cleanerName: offeredTo, deadlineAt: offer?.deadlineAt ?? null } : null,
      missedHandledAt: r.missedHandledAt,
      openProblems: r.openProblems,
    },
    now,
  );
  const cover = coverState({
    status: r.status,
    openOffer: !!offer,
    unfilledAt: r.unfilledAt,
    openedAt: r.openedAt,
  });
  return {
    id: r.id,
    jobId: r.jobId,
    date: r.date,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    timeZone: r.job.timeZone,
    sameDay: r.sameDay,
    payment: r.payment,
    property: placeName(r.job),
    status: r.status,
    cover,
    // While it is offered, the assigned cleaner is the one asked: named as offered to, not as having it.
    cleaner: offer ? null : cleaner,
    offeredTo,
    startedAt: r.startedAt?.toISOString() ?? null,
    risks: risks.map(presentRisk),
  };
}

const bySoonest = (a: BoardTurnover, b: BoardTurnover) => a.startsAt.localeCompare(b.startsAt);

/** The property's own today, in SQL: each turnover is past or not in its own zone. */
const localToday = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone ${job.timeZone})::date`;

export async function turnoverBoard(
  q: Queryable,
  hostUserId: string,
  query: TurnoverBoardQuery,
  now: Date,
): Promise<TurnoverBoardResponse> {
  const properties = await hostProperties(q, hostUserId);
  // A host without properties has no turnovers: any zone will do for its empty week.
  const today = localDate(now, properties[0]?.timeZone ?? 'UTC');
  const { from, to } = boardSpan(query.range, today, query.week);
  const base = and(
    eq(job.hostUserId, hostUserId),
    eq(job.status, 'active'),
    query.jobId ? eq(turnover.jobId, query.jobId) : undefined,
    query.state && STATUS_FILTERS[query.state]
      ? inArray(turnover.status, STATUS_FILTERS[query.state]!)
      : query.state === undefined
        ? ne(turnover.status, 'cancelled')
        : undefined,
  );
  // Dates are the property's, instants UTC: a day anywhere starts within 14 hours of UTC's, so a
  // window of a day either side bounds starts_at for the (job_id, starts_at) index.
  const between = (first: string, last: string) =>
    selectBoardRows(
      q,
      and(
        base,
        gte(turnover.date, first),
        sql`${turnover.date} <= ${last}`,
        sql`${turnover.date} >= ${localToday(now)}`,
        gte(turnover.startsAt, new Date(`${addDays(first, -1)}T00:00:00Z`)),
        lt(turnover.startsAt, new Date(`${addDays(last, 2)}T00:00:00Z`)),
      ),
      BOARD_ROW_CAP + 1,
    );
  const inRange = await between(from, to);
  // What needs the host comes first whichever week is shown: the next 30 days' risks...
  const ahead = boardSpan('next30', today);
  const comingUp = query.range === 'next30' ? inRange : await between(ahead.from, ahead.to);
  // ...and earlier days' while something is left to do: a missed turnover not handled, a confirmed
  // one never started (it becomes missed), a problem not resolved.
  const pastRisks = await selectBoardRows(
    q,
    and(
      base,
      sql`${turnover.date} < ${localToday(now)}`,
      gte(turnover.startsAt, new Date(now.getTime() - (BOARD_PAST_RISK_DAYS + 1) * DAY_MS)),
      lt(turnover.startsAt, now),
      sql`(
        (${turnover.status} = 'missed' and ${turnover.missedHandledAt} is null)
        or (${turnover.status} = 'confirmed' and ${turnover.startedAt} is null)
        or exists (select 1 from ${turnoverProblem} where ${turnoverProblem.turnoverId} = ${turnover.id}
                   and ${isNull(turnoverProblem.resolvedAt)})
      )`,
    ),
    BOARD_ROW_CAP,
  );
  const truncated = inRange.length > BOARD_ROW_CAP || comingUp.length > BOARD_ROW_CAP;
  const byId = new Map<string, BoardRow>();
  for (const r of [...pastRisks, ...comingUp.slice(0, BOARD_ROW_CAP), ...inRange.slice(0, BOARD_ROW_CAP)])
    byId.set(r.id, r);
  const rows = [...byId.values()];
  const offers = await openOffersOf(
    q,
    rows.filter((r) => r.status === 'scheduled').map((r) => r.id),
  );
  const wanted = (t: BoardTurnover) =>
    query.state === undefined ||
    (query.state === 'at_risk' ? t.risks.length > 0 : boardStateOf(t.cover) === query.state);
  const shown = new Map(rows.map((r) => [r.id, presentBoardRow(r, offers.get(r.id), now)]));
  const inRangeIds = new Set(inRange.slice(0, BOARD_ROW_CAP).map((r) => r.id));
  const all = [...shown.values()].filter(wanted);
  return {
    range: query.range,
    from,
    to,
    today,
    now: now.toISOString(),
    properties: properties.map((p) => ({ id: p.id, name: placeName(p), timeZone: p.timeZone })),
    atRisk: all.filter((t) => t.risks.length > 0).sort(compareAtRisk),
    turnovers: all.filter((t) => t.risks.length === 0 && inRangeIds.has(t.id)).sort(bySoonest),
    truncated,
  };
}
