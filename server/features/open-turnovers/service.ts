// Open to nearby cleaners (issue 17): when a turnover's chain runs out, its host can open it to
// the cleaners whose service radius covers the property (issue 43; a cleaner or property without a
// ZIP code falls back to the property's state). They see it on /browse-jobs as an urgent one-off (pay, window,
// city and size; never the address, notes or access details) and 'Request' it; the host picks one,
// or the first request is taken at once (auto-accept). Every request, pick and auto-accept locks
// the turnover row first, and the database keeps one accepted request per turnover, so twenty
// cleaners requesting at once and the host picking at the same moment still assign one cleaner.
// Nobody chose a cleaner auto-accept gave it to, so the access instructions wait until the host
// has seen who it is and pressed 'Approve access' (issue 35, decision 034).
import { appendSystemLine } from '../messages';
import { countReliabilityEvent, reliabilityFor } from '../reliability';
import { and, asc, eq, gt, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { shownMiles } from '@core/areas';
import { distanceBetweenSql, distanceSql, withinSql } from '../areas';
import { format } from '@core/messages/format';
import { openTurnovers as text } from '@core/messages/en/open-turnovers';
import { playbook as playbookText } from '@core/messages/en/playbook';
import { placeName } from '@core/places';
import { accessHeld } from '@core/playbook';
import type {
  OpenTurnoverItem,
  RequestTurnoverResponse,
  TurnoverItem,
  TurnoverRequestsResponse,
} from '@core/schemas/turnovers';
import { turnoverDay, turnoverWindow } from '@core/turnover-text';
import type { Queryable, Tx } from '../../db/client';
import { cleanerProfile, job, turnover, turnoverOffer, turnoverRequest } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { cancelWork } from '../../work/schedule';
import { createNotification } from '../notifications';
import {
  hostOwnsTurnover,
  loadTurnoverJob,
  lockTurnover,
  presentHostTurnover,
  setTurnoverStatus,
  tellAssignedSoon,
  withdrawOpenOffer,
  type TurnoverMailDeps,
} from '../turnovers';
import { fullName } from '@core/names';

const turnoverNotFound = () => notFound(text.errors.notFound);

type TurnoverRecord = typeof turnover.$inferSelect;

/** Open and still to come: nobody has it, and its host opened it. */
const isOpen = (t: TurnoverRecord, now: Date) =>
  t.status === 'scheduled' && t.openedAt !== null && t.assignedCleanerUserId === null && t.startsAt > now;

/** The host's own turnover, locked; another host's is 404. */
async function lockOwn(tx: Tx, hostUserId: string, turnoverId: string): Promise<TurnoverRecord> {
  const [own] = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(hostOwnsTurnover(hostUserId, turnoverId))
    .limit(1);
  const t = own ? await lockTurnover(tx, own.id) : null;
  if (!t) throw turnoverNotFound();
  return t;
}

/**
 * 'Open to nearby cleaners' on an unfilled, upcoming turnover (or changing auto-accept on an open
 * one). Anything else (offered, confirmed, past, cancelled) is a 409: the chain still has it.
 */
export async function openToNearby(
  tx: Tx,
  input: { hostUserId: string; turnoverId: string; autoAccept: boolean },
  now: Date,
): Promise<TurnoverItem> {
  const t = await lockOwn(tx, input.hostUserId, input.turnoverId);
  const unfilled =
    t.status === 'scheduled' && t.assignedCleanerUserId === null && t.unfilledAt !== null && t.startsAt > now;
  if (!unfilled) throw new AppError('TURNOVER_NOT_OPEN', text.errors.notUnfilled);
  await tx
    .update(turnover)
    .set({ openedAt: t.openedAt ?? now, autoAccept: input.autoAccept })
    .where(eq(turnover.id, t.id));
  return presentHostTurnover(tx, t.id, input.hostUserId);
}

/** The requests for one of the host's turnovers, oldest first. */
export async function listRequests(
  q: Queryable,
  hostUserId: string,
  turnoverId: string,
  now?: Date,
): Promise<TurnoverRequestsResponse> {
  const [own] = await q
    .select({ id: turnover.id, autoAccept: turnover.autoAccept })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(hostOwnsTurnover(hostUserId, turnoverId))
    .limit(1);
  if (!own) throw turnoverNotFound();
  const rows = await q
    .select({
      id: turnoverRequest.id,
      cleanerUserId: turnoverRequest.cleanerUserId,
      status: turnoverRequest.status,
      createdAt: turnoverRequest.createdAt,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      city: cleanerProfile.city,
      state: cleanerProfile.state,
      miles: distanceBetweenSql(cleanerProfile, job),
    })
    .from(turnoverRequest)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, turnoverRequest.cleanerUserId))
    .innerJoin(turnover, eq(turnover.id, turnoverRequest.turnoverId))
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(eq(turnoverRequest.turnoverId, own.id))
    .orderBy(asc(turnoverRequest.createdAt), asc(turnoverRequest.id));
  const records = await reliabilityFor(
    q,
    rows.map((r) => r.cleanerUserId),
    now,
  );
  return {
    autoAccept: own.autoAccept,
    requests: rows.map((r) => ({
      reliability: records.get(r.cleanerUserId)!,
      id: r.id,
      cleanerUserId: r.cleanerUserId,
      name: fullName(r.firstName, r.lastName),
      city: r.city,
      state: r.state,
      distanceMiles: r.miles === null ? null : shownMiles(Number(r.miles)),
      status: r.status,
      requestedAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Assigns an open turnover to a requester (the host's pick, or auto-accept): their request is
 * accepted and every other one not selected, the turnover confirmed to them (they asked for it),
 * and everyone told. Auto-accept holds the access instructions from them until the host approves.
 * The caller holds the turnover's lock and has checked it is open.
 */
async function assign(
  tx: Tx,
  t: TurnoverRecord,
  requestId: string,
  cleanerUserId: string,
  by: 'host' | 'auto',
  now: Date,
  deps?: TurnoverMailDeps,
): Promise<void> {
  await tx
    .update(turnoverRequest)
    .set({ status: 'accepted', answeredAt: now })
    .where(eq(turnoverRequest.id, requestId));
  const others = await tx
    .update(turnoverRequest)
    .set({ status: 'not_selected', answeredAt: now })
    .where(and(eq(turnoverRequest.turnoverId, t.id), eq(turnoverRequest.status, 'requested')))
    .returning({ cleanerUserId: turnoverRequest.cleanerUserId });
  await withdrawOpenOffer(tx, t.id, now);
  await tx.insert(turnoverOffer).values({
    turnoverId: t.id,
    cleanerUserId,
    status: 'confirmed',
    source: 'request',
    answeredAt: now,
    createdAt: now,
  });
  await setTurnoverStatus(tx, t, 'confirmed', {
    assignedCleanerUserId: cleanerUserId,
    unfilledAt: null,
    openedAt: null,
    autoAccept: false,
    accessHeldFor: by === 'auto' ? cleanerUserId : null,
  });
  await cancelWork(tx, 'unfilled-realert', t.id);
  await cancelWork(tx, 'offer-deadline', t.id);
  // Issue 39: their request accepted is their confirmation, on their record.
  await countReliabilityEvent(tx, { userId: cleanerUserId, event: 'offer_confirmed', at: now });
  // Issue 40: a request accepted is a confirmation, told in their conversation.
  await appendSystemLine(tx, { jobId: t.jobId, turnoverId: t.id, cleanerUserId, event: 'confirmed' });

  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  const params = { date: turnoverDay(t.date), city: tj.city, ...turnoverWindow(t, tj.timeZone) };
  // Theirs now: it is on their schedule with the address (they asked for it, so it is confirmed).
  const told = by === 'auto' ? text.autoAssignedToYou : text.assigned;
  await createNotification(tx, {
    userId: cleanerUserId,
    type: 'turnovers_changed',
    title: told.title,
    message: format(told.message, { ...params, place: placeName(tj), held: playbookText.cleaner.accessHeld }),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
  // Due within a day (issue 37): an email as well, the bell alone can go unseen.
  if (deps) await tellAssignedSoon(tx, tj, t, cleanerUserId, deps, now);
  for (const o of others) {
    await createNotification(tx, {
      userId: o.cleanerUserId,
      type: 'turnovers_changed',
      title: text.notSelected.title,
      message: format(text.notSelected.message, params),
      data: {},
    });
  }
}

/** The host picks one of the requests ('Assign'). A turnover no longer open, or a request no longer waiting, is a 409. */
export async function acceptRequest(
  tx: Tx,
  input: { hostUserId: string; turnoverId: string; requestId: string },
  now: Date,
  deps?: TurnoverMailDeps,
): Promise<TurnoverItem> {
  const t = await lockOwn(tx, input.hostUserId, input.turnoverId);
  const [request] = await tx
    .select()
    .from(turnoverRequest)
    .where(and(eq(turnoverRequest.id, input.requestId), eq(turnoverRequest.turnoverId, t.id)))
    .limit(1);
  if (!request) throw notFound(text.errors.requestNotFound);
  if (!isOpen(t, now) || request.status !== 'requested') throw new AppError('TURNOVER_TAKEN', text.errors.taken);
  await assign(tx, t, request.id, request.cleanerUserId, 'host', now, deps);
  return presentHostTurnover(tx, t.id, input.hostUserId);
}

/**
 * 'Approve access': the host has seen who auto-accept gave the turnover to, and lets them read the
 * access instructions (in their window, like any cleaner's); they are told. Nothing is held (the
 * host picked, or approved already): nothing changes.
 */
export async function approveAccess(tx: Tx, input: { hostUserId: string; turnoverId: string }): Promise<TurnoverItem> {
  const t = await lockOwn(tx, input.hostUserId, input.turnoverId);
  if (accessHeld(t)) {
    await tx.update(turnover).set({ accessHeldFor: null }).where(eq(turnover.id, t.id));
    const tj = (await loadTurnoverJob(tx, t.jobId))!;
    await createNotification(tx, {
      userId: t.assignedCleanerUserId!,
      type: 'turnovers_changed',
      title: text.accessApproved.title,
      message: format(text.accessApproved.message, { date: turnoverDay(t.date), place: placeName(tj) }),
      data: { job_id: t.jobId, turnover_id: t.id },
    });
  }
  return presentHostTurnover(tx, t.id, input.hostUserId);
}

/** Where a cleaner lives and how far they drive (from their profile). */
type Reach = { state: string; latitude: number | null; longitude: number | null; radius: number };

/**
 * The properties a cleaner reaches (issue 43): those within their service radius of their home ZIP.
 * A property without a ZIP yet, or a cleaner without one, falls back to the same state.
 */
const reaches = (me: Reach): SQL => {
  if (me.latitude === null || me.longitude === null) return eq(job.state, me.state);
  const home = { latitude: me.latitude, longitude: me.longitude };
  return or(withinSql(job, home, me.radius), and(isNull(job.latitude), eq(job.state, me.state)))!;
};

const reachColumns = {
  state: cleanerProfile.state,
  latitude: cleanerProfile.latitude,
  longitude: cleanerProfile.longitude,
  radius: cleanerProfile.serviceRadiusMiles,
};

/** Open turnovers a cleaner may see: open, to come, within their reach. */
const visibleTo = (me: Reach, now: Date) =>
  and(
    eq(turnover.status, 'scheduled'),
    isNotNull(turnover.openedAt),
    isNull(turnover.assignedCleanerUserId),
    gt(turnover.startsAt, now),
    reaches(me),
    eq(job.status, 'active'),
  );

/** The open turnovers within the cleaner's reach: nearest first (their own city first without a ZIP), then soonest. */
export async function listOpenTurnovers(q: Queryable, cleanerUserId: string, now: Date): Promise<OpenTurnoverItem[]> {
  const [me] = await q
    .select({ city: cleanerProfile.city, ...reachColumns })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, cleanerUserId))
    .limit(1);
  if (!me) return [];
  const miles =
    me.latitude !== null && me.longitude !== null
      ? distanceSql(job, { latitude: me.latitude, longitude: me.longitude })
      : sql<number | null>`null::float8`;
  const rows = await q
    .select({
      id: turnover.id,
      date: turnover.date,
      startsAt: turnover.startsAt,
      endsAt: turnover.endsAt,
      sameDay: turnover.sameDay,
      payment: turnover.payment,
      timeZone: job.timeZone,
      city: job.city,
      state: job.state,
      bedrooms: job.bedrooms,
      bathrooms: job.bathrooms,
      requestId: turnoverRequest.id,
      hostUserId: job.hostUserId,
      miles,
    })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .leftJoin(
      turnoverRequest,
      and(eq(turnoverRequest.turnoverId, turnover.id), eq(turnoverRequest.cleanerUserId, cleanerUserId)),
    )
    .where(visibleTo(me, now))
    .orderBy(
      sql`${miles} asc nulls last`,
      sql`lower(${job.city}) = lower(${me.city}) desc`,
      asc(turnover.startsAt),
      asc(turnover.id),
    )
    .limit(50);
  const hosts = await reliabilityFor(
    q,
    rows.map((r) => r.hostUserId),
    now,
  );
  return rows.map((r) => ({
    hostRecord: hosts.get(r.hostUserId)!,
    id: r.id,
    date: r.date,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    timeZone: r.timeZone,
    sameDay: r.sameDay,
    payment: r.payment,
    city: r.city,
    state: r.state,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms,
    distanceMiles: r.miles === null ? null : shownMiles(Number(r.miles)),
    requested: r.requestId !== null,
  }));
}

/**
 * 'Request' an open turnover. A second request by the same cleaner changes nothing; with
 * auto-accept on, the first request assigns it at once. The turnover is locked first, so requests
 * queue behind each other and behind the host's pick: only the first can be accepted.
 */
export async function requestTurnover(
  tx: Tx,
  input: { cleanerUserId: string; turnoverId: string },
  now: Date,
  deps?: TurnoverMailDeps,
): Promise<RequestTurnoverResponse> {
  const [me] = await tx
    .select({ ...reachColumns, firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, input.cleanerUserId))
    .limit(1);
  if (!me) throw turnoverNotFound();
  const [visible] = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(and(eq(turnover.id, input.turnoverId), reaches(me), eq(job.status, 'active')))
    .limit(1);
  const t = visible ? await lockTurnover(tx, visible.id) : null;
  if (!t) throw turnoverNotFound();
  if (t.assignedCleanerUserId === input.cleanerUserId) return { status: 'assigned' };
  if (!isOpen(t, now)) throw new AppError('TURNOVER_TAKEN', text.errors.taken);
  const [made] = await tx
    .insert(turnoverRequest)
    .values({ turnoverId: t.id, cleanerUserId: input.cleanerUserId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!made) return { status: 'requested' };
  if (t.autoAccept) {
    await assign(tx, t, made.id, input.cleanerUserId, 'auto', now, deps);
    await tellHost(tx, t, text.autoAssigned, fullName(me.firstName, me.lastName));
    return { status: 'assigned' };
  }
  await tellHost(tx, t, text.requested, fullName(me.firstName, me.lastName));
  return { status: 'requested' };
}

async function tellHost(tx: Tx, t: TurnoverRecord, m: { title: string; message: string }, cleaner: string) {
  const tj = (await loadTurnoverJob(tx, t.jobId))!;
  await createNotification(tx, {
    userId: tj.hostUserId,
    type: 'turnover_requested',
    title: m.title,
    message: format(m.message, { cleaner, date: turnoverDay(t.date), place: placeName(tj) }),
    data: { job_id: t.jobId, turnover_id: t.id },
  });
}
