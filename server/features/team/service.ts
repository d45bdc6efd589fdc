// A job's team (issue 17): its hired cleaners in the host's order, the first the primary whom the
// turnovers are offered to. Every change locks the job row first, so concurrent moves, removals,
// hires and calendar syncs of one job run one after another and the live positions stay 1..n (the
// database refuses duplicates besides). The order rules are core/team.ts. Issue 37: every change
// holds the job's offers (turnovers/hold.ts) until the host presses 'Send offers' or the grace runs
// out, so the host can set the whole team before anyone is offered, or un-offered, anything.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { team as text } from '@core/messages/en/team';
import type { TeamResponse } from '@core/schemas/team';
import {
  appendMember,
  EMPTY_RECORD,
  moveMember,
  offersHeld,
  removeMember,
  teamRole,
  type TeamDirection,
  type TeamRecord,
} from '@core/team';
import type { Queryable, Tx } from '../../db/client';
import { application, cleanerProfile, job, jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { holdOffers, sendHeldOffers, takeTurnoversFrom, teamOrder, type TurnoverMailDeps } from '../turnovers';
import { requireOwnActiveJob } from '../../policies/job-ownership';
import { reliabilityFor } from '../reliability';
import { fullName } from '@core/names';

/** Locks the job row: every team change of one job (and its turnovers' offers) waits its turn. */
async function lockJob(tx: Tx, jobId: string): Promise<void> {
  await tx.select({ id: job.id }).from(job).where(eq(job.id, jobId)).for('update');
}

/** The host's own active job, locked; anyone else's is 404. */
async function lockOwnJob(tx: Tx, hostUserId: string, jobId: string): Promise<void> {
  await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
}

/**
 * Writes the live members' positions as `ordered` says (1..n). PostgreSQL checks the position
 * index row by row, so a swap written at once could collide halfway: the rows pass through
 * negative positions first.
 */
async function writeOrder(tx: Tx, jobId: string, ordered: readonly string[]): Promise<void> {
  if (ordered.length === 0) return;
  const cases = sql.join(
    ordered.map((id, i) => sql`when ${id}::uuid then ${i + 1}::int`),
    sql` `,
  );
  const live = and(
    eq(jobTeamMember.jobId, jobId),
    isNull(jobTeamMember.removedAt),
    inArray(jobTeamMember.cleanerUserId, [...ordered]),
  );
  await tx
    .update(jobTeamMember)
    .set({ position: sql`-(case ${jobTeamMember.cleanerUserId} ${cases} end)` })
    .where(live);
  await tx
    .update(jobTeamMember)
    .set({ position: sql`-${jobTeamMember.position}` })
    .where(live);
}

/**
 * A cleaner joins the end of the team (the first hired is the primary until the host reorders).
 * Returns their position (1-based). Test factories seed teams with it, without holding offers.
 */
export async function appendToTeam(tx: Tx, jobId: string, cleanerUserId: string): Promise<number> {
  await lockJob(tx, jobId);
  const order = await teamOrder(tx, jobId);
  const next = appendMember(order, cleanerUserId);
  if (!next) return order.indexOf(cleanerUserId) + 1;
  await tx.insert(jobTeamMember).values({ jobId, cleanerUserId, position: next.length });
  return next.length;
}

/**
 * A hire, in its transaction: the cleaner joins the end of the team and the job's offers wait for
 * the host (issue 37). Returns the cleaner's position.
 */
export async function joinTeamOnHire(tx: Tx, jobId: string, cleanerUserId: string, now: Date): Promise<number> {
  const position = await appendToTeam(tx, jobId, cleanerUserId);
  await holdOffers(tx, jobId, now);
  return position;
}

/**
 * Applies a new order: positions written, and the job's offers held (issue 37). When the host sends
 * them (or the grace runs out), each upcoming turnover not yet confirmed goes to the first member in
 * the order then who has not said no to it (turnovers/chain.ts); confirmed ones keep their cleaner.
 * A reorder in the meantime takes nothing back, as nothing was given.
 */
async function applyOrder(tx: Tx, jobId: string, after: readonly string[], now: Date) {
  await writeOrder(tx, jobId, after);
  await holdOffers(tx, jobId, now);
}

/** The team as the host's page shows it: members in order, then the hired cleaners removed from it. */
export async function listTeam(q: Queryable, hostUserId: string, jobId: string, now: Date): Promise<TeamResponse> {
  await requireOwnActiveJob(q, hostUserId, jobId);
  return presentTeam(q, jobId, now);
}

async function presentTeam(q: Queryable, jobId: string, now: Date): Promise<TeamResponse> {
  const [held] = await q.select({ until: job.offersHeldUntil }).from(job).where(eq(job.id, jobId)).limit(1);
  const rows = await q
    .select({
      cleanerUserId: jobTeamMember.cleanerUserId,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      removedAt: jobTeamMember.removedAt,
      hiredAt: application.updatedAt,
    })
    .from(jobTeamMember)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, jobTeamMember.cleanerUserId))
    .innerJoin(
      application,
      and(eq(application.jobId, jobTeamMember.jobId), eq(application.cleanerUserId, jobTeamMember.cleanerUserId)),
    )
    .where(eq(jobTeamMember.jobId, jobId))
    .orderBy(asc(jobTeamMember.position), desc(jobTeamMember.removedAt));
  const live = rows.filter((r) => r.removedAt === null);
  const onTeam = new Set(live.map((r) => r.cleanerUserId));
  // A cleaner removed more than once is listed once (their latest removal), and not at all while back on the team.
  const removed = new Map<string, (typeof rows)[number]>();
  for (const r of rows)
    if (
      r.removedAt &&
      !onTeam.has(r.cleanerUserId) &&
      (!removed.get(r.cleanerUserId) || removed.get(r.cleanerUserId)!.removedAt! < r.removedAt)
    )
      removed.set(r.cleanerUserId, r);
  const records = await recordsAt(
    q,
    jobId,
    live.map((r) => r.cleanerUserId),
  );
  const overall = await reliabilityFor(
    q,
    live.map((r) => r.cleanerUserId),
    now,
  );
  return {
    members: live.map((r, i) => ({
      cleanerUserId: r.cleanerUserId,
      name: fullName(r.firstName, r.lastName),
      position: i + 1,
      role: teamRole(i),
      hiredAt: r.hiredAt.toISOString(),
      reliability: records.get(r.cleanerUserId) ?? EMPTY_RECORD,
      record: overall.get(r.cleanerUserId)!,
    })),
    removed: [...removed.values()]
      .sort((a, b) => a.removedAt!.getTime() - b.removedAt!.getTime())
      .map((r) => ({
        cleanerUserId: r.cleanerUserId,
        name: fullName(r.firstName, r.lastName),
        hiredAt: r.hiredAt.toISOString(),
        removedAt: r.removedAt!.toISOString(),
      })),
    offersHeldUntil: held?.until && offersHeld(held.until, now) ? held.until.toISOString() : null,
  };
}

/**
 * Each member's record at this property (core/team.ts TeamRecord): this job's offers made to them
 * (withdrawn ones were not theirs to answer), open ones among them still pending, those answered,
 * confirmed (a later cancellation still confirmed first), declined and cancelled late; and this
 * job's turnovers they completed, or confirmed and missed (issue 37).
 */
async function recordsAt(q: Queryable, jobId: string, cleanerIds: string[]): Promise<Map<string, TeamRecord>> {
  if (cleanerIds.length === 0) return new Map();
  const offers = await q
    .select({
      cleanerUserId: turnoverOffer.cleanerUserId,
      offered: sql<number>`count(*) filter (where ${turnoverOffer.status} <> 'withdrawn')::int`,
      answered: sql<number>`count(*) filter (where ${turnoverOffer.status} in ('confirmed', 'declined', 'cancelled'))::int`,
      pending: sql<number>`count(*) filter (where ${turnoverOffer.status} = 'offered')::int`,
      confirmed: sql<number>`count(*) filter (where ${turnoverOffer.status} in ('confirmed', 'cancelled'))::int`,
      declined: sql<number>`count(*) filter (where ${turnoverOffer.status} = 'declined')::int`,
      lateCancellations: sql<number>`count(*) filter (where ${turnoverOffer.status} = 'cancelled' and ${turnoverOffer.late})::int`,
    })
    .from(turnoverOffer)
    .innerJoin(turnover, eq(turnover.id, turnoverOffer.turnoverId))
    .where(and(eq(turnover.jobId, jobId), inArray(turnoverOffer.cleanerUserId, cleanerIds)))
    .groupBy(turnoverOffer.cleanerUserId);
  const outcomes = await q
    .select({
      cleanerUserId: turnover.assignedCleanerUserId,
      completed: sql<number>`count(*) filter (where ${turnover.status} = 'completed')::int`,
      missed: sql<number>`count(*) filter (where ${turnover.status} = 'missed')::int`,
    })
    .from(turnover)
    .where(
      and(
        eq(turnover.jobId, jobId),
        inArray(turnover.assignedCleanerUserId, cleanerIds),
        inArray(turnover.status, ['completed', 'missed']),
      ),
    )
    .groupBy(turnover.assignedCleanerUserId);
  const out = new Map<string, TeamRecord>();
  for (const id of cleanerIds) {
    const o = offers.find((r) => r.cleanerUserId === id);
    const t = outcomes.find((r) => r.cleanerUserId === id);
    out.set(id, {
      offered: o?.offered ?? 0,
      answered: o?.answered ?? 0,
      pending: o?.pending ?? 0,
      confirmed: o?.confirmed ?? 0,
      declined: o?.declined ?? 0,
      lateCancellations: o?.lateCancellations ?? 0,
      completed: t?.completed ?? 0,
      missed: t?.missed ?? 0,
    });
  }
  return out;
}

/** 'Move up' / 'Move down': one place; the primary cannot move up nor the last down (409). */
export async function moveTeamMember(
  tx: Tx,
  input: { hostUserId: string; jobId: string; cleanerUserId: string; direction: TeamDirection; now?: Date },
): Promise<TeamResponse> {
  await lockOwnJob(tx, input.hostUserId, input.jobId);
  const before = await teamOrder(tx, input.jobId);
  if (!before.includes(input.cleanerUserId)) throw notFound(text.errors.notMember);
  const after = moveMember(before, input.cleanerUserId, input.direction);
  if (!after)
    throw new AppError(
      'TEAM_MOVE_REFUSED',
      input.direction === 'up' ? text.errors.cannotMoveUp : text.errors.cannotMoveDown,
    );
  const now = input.now ?? new Date();
  await applyOrder(tx, input.jobId, after, now);
  return presentTeam(tx, input.jobId, now);
}

/**
 * 'Remove from team': the hire stays on record; the others close the gap. The turnovers the
 * cleaner held and has not begun are taken from them (decision 033), so a removed cleaner keeps
 * neither the address nor the access instructions of turnovers to come: confirmed ones pass down
 * the team at once, open offers when the held offers go out (issue 37).
 */
export async function removeTeamMember(
  tx: Tx,
  input: { hostUserId: string; jobId: string; cleanerUserId: string; now?: Date },
  deps: TurnoverMailDeps,
): Promise<TeamResponse> {
  await lockOwnJob(tx, input.hostUserId, input.jobId);
  const before = await teamOrder(tx, input.jobId);
  const after = removeMember(before, input.cleanerUserId);
  if (!after) throw notFound(text.errors.notMember);
  const now = input.now ?? new Date();
  await tx
    .update(jobTeamMember)
    .set({ removedAt: now })
    .where(
      and(
        eq(jobTeamMember.jobId, input.jobId),
        eq(jobTeamMember.cleanerUserId, input.cleanerUserId),
        isNull(jobTeamMember.removedAt),
      ),
    );
  // Held first: of the turnovers the cleaner had, only confirmed ones pass on at once; open offers
  // wait with the others for the team's new order.
  await applyOrder(tx, input.jobId, after, now);
  await takeTurnoversFrom(tx, { jobId: input.jobId, cleanerUserId: input.cleanerUserId }, now, deps);
  return presentTeam(tx, input.jobId, now);
}

/** 'Add back': a hired cleaner removed from the team rejoins at the end. */
export async function addBackTeamMember(
  tx: Tx,
  input: { hostUserId: string; jobId: string; cleanerUserId: string; now?: Date },
): Promise<TeamResponse> {
  await lockOwnJob(tx, input.hostUserId, input.jobId);
  const [hire] = await tx
    .select({ id: application.id })
    .from(application)
    .where(
      and(
        eq(application.jobId, input.jobId),
        eq(application.cleanerUserId, input.cleanerUserId),
        eq(application.status, 'accepted'),
      ),
    )
    .limit(1);
  if (!hire) throw new AppError('TEAM_NOT_HIRED', text.errors.notHired);
  const before = await teamOrder(tx, input.jobId);
  const after = appendMember(before, input.cleanerUserId);
  if (!after) throw new AppError('TEAM_ALREADY_MEMBER', text.errors.alreadyMember);
  await tx
    .insert(jobTeamMember)
    .values({ jobId: input.jobId, cleanerUserId: input.cleanerUserId, position: after.length });
  const now = input.now ?? new Date();
  await applyOrder(tx, input.jobId, after, now);
  return presentTeam(tx, input.jobId, now);
}

/**
 * 'Send offers' (issue 37): the host is done setting the team. The hold is lifted and every upcoming
 * turnover not yet confirmed is offered to the first member who has not said no to it, each cleaner
 * told once. Sending when nothing is held settles the same way, changing nothing already right.
 */
export async function sendTeamOffers(
  tx: Tx,
  input: { hostUserId: string; jobId: string; now: Date },
  deps: TurnoverMailDeps,
): Promise<TeamResponse> {
  await lockOwnJob(tx, input.hostUserId, input.jobId);
  await sendHeldOffers(tx, input.jobId, input.now, deps);
  return presentTeam(tx, input.jobId, input.now);
}
