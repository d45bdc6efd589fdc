// A job's team (issue 17): its hired cleaners in the host's order, the first the primary whom the
// turnovers are offered to. Every change locks the job row first, so concurrent moves, removals,
// hires and calendar syncs of one job run one after another and the live positions stay 1..n (the
// database refuses duplicates besides). The order rules are core/team.ts.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { team as text } from '@core/messages/en/team';
import type { TeamResponse } from '@core/schemas/team';
import type { Reliability } from '@core/offers';
import { appendMember, moveMember, primaryOf, removeMember, teamRole, type TeamDirection } from '@core/team';
import type { Queryable, Tx } from '../../db/client';
import { application, cleanerProfile, job, jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { settleJob, takeTurnoversFrom, teamOrder, type TurnoverMailDeps } from '../turnovers';
import { requireOwnActiveJob } from '../../policies/job-ownership';
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
 * A hire joins the end of the team, in the hire's transaction (the first hired is the primary
 * until the host reorders). Returns the team's primary afterwards.
 */
export async function appendToTeam(tx: Tx, jobId: string, cleanerUserId: string): Promise<string | null> {
  await lockJob(tx, jobId);
  const order = await teamOrder(tx, jobId);
  const next = appendMember(order, cleanerUserId);
  if (next) await tx.insert(jobTeamMember).values({ jobId, cleanerUserId, position: next.length });
  return primaryOf(next ?? order);
}

/**
 * Applies a new order: positions written, then each upcoming turnover not yet confirmed is offered
 * to the first member in the new order who has not said no to it (turnovers/chain.ts): the cleaner
 * it leaves is told it passed to another cleaner, the new one of it as new. Confirmed turnovers
 * keep their cleaner. With nobody left on the team they wait unassigned until someone joins.
 */
async function applyOrder(tx: Tx, jobId: string, after: readonly string[], deps: TurnoverMailDeps, now: Date) {
  await writeOrder(tx, jobId, after);
  await settleJob(tx, jobId, now, deps);
}

/** The team as the host's page shows it: members in order, then the hired cleaners removed from it. */
export async function listTeam(q: Queryable, hostUserId: string, jobId: string): Promise<TeamResponse> {
  await requireOwnActiveJob(q, hostUserId, jobId);
  return presentTeam(q, jobId);
}

async function presentTeam(q: Queryable, jobId: string): Promise<TeamResponse> {
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
  const records = await reliabilityOf(
    q,
    live.map((r) => r.cleanerUserId),
  );
  return {
    members: live.map((r, i) => ({
      cleanerUserId: r.cleanerUserId,
      name: fullName(r.firstName, r.lastName),
      position: i + 1,
      role: teamRole(i),
      hiredAt: r.hiredAt.toISOString(),
      reliability: records.get(r.cleanerUserId) ?? NO_RECORD,
    })),
    removed: [...removed.values()]
      .sort((a, b) => a.removedAt!.getTime() - b.removedAt!.getTime())
      .map((r) => ({
        cleanerUserId: r.cleanerUserId,
        name: fullName(r.firstName, r.lastName),
        hiredAt: r.hiredAt.toISOString(),
        removedAt: r.removedAt!.toISOString(),
      })),
  };
}

const NO_RECORD: Reliability = {
  offers: 0,
  answered: 0,
  confirmed: 0,
  declined: 0,
  lateCancellations: 0,
  completed: 0,
};

/**
 * Each cleaner's record (core/offers.ts Reliability), counted from the offers themselves: offers
 * made to them (withdrawn ones were not theirs to answer; open ones not yet due), those they
 * answered, confirmed (a later cancellation still confirmed first), declined, cancelled late, and
 * turnovers they completed.
 */
async function reliabilityOf(q: Queryable, cleanerIds: string[]): Promise<Map<string, Reliability>> {
  if (cleanerIds.length === 0) return new Map();
  const offers = await q
    .select({
      cleanerUserId: turnoverOffer.cleanerUserId,
      offers: sql<number>`count(*) filter (where ${turnoverOffer.status} in ('confirmed', 'declined', 'expired', 'cancelled'))::int`,
      answered: sql<number>`count(*) filter (where ${turnoverOffer.status} in ('confirmed', 'declined', 'cancelled'))::int`,
      confirmed: sql<number>`count(*) filter (where ${turnoverOffer.status} in ('confirmed', 'cancelled'))::int`,
      declined: sql<number>`count(*) filter (where ${turnoverOffer.status} = 'declined')::int`,
      lateCancellations: sql<number>`count(*) filter (where ${turnoverOffer.status} = 'cancelled' and ${turnoverOffer.late})::int`,
    })
    .from(turnoverOffer)
    .where(inArray(turnoverOffer.cleanerUserId, cleanerIds))
    .groupBy(turnoverOffer.cleanerUserId);
  const completed = await q
    .select({ cleanerUserId: turnover.assignedCleanerUserId, completed: sql<number>`count(*)::int` })
    .from(turnover)
    .where(and(inArray(turnover.assignedCleanerUserId, cleanerIds), eq(turnover.status, 'completed')))
    .groupBy(turnover.assignedCleanerUserId);
  const done = new Map(completed.map((c) => [c.cleanerUserId, c.completed]));
  const out = new Map<string, Reliability>();
  for (const id of cleanerIds) {
    const o = offers.find((r) => r.cleanerUserId === id);
    out.set(id, {
      ...NO_RECORD,
      ...(o
        ? {
            offers: o.offers,
            answered: o.answered,
            confirmed: o.confirmed,
            declined: o.declined,
            lateCancellations: o.lateCancellations,
          }
        : {}),
      completed: done.get(id) ?? 0,
    });
  }
  return out;
}

/** 'Move up' / 'Move down': one place; the primary cannot move up nor the last down (409). */
export async function moveTeamMember(
  tx: Tx,
  input: { hostUserId: string; jobId: string; cleanerUserId: string; direction: TeamDirection; now?: Date },
  deps: TurnoverMailDeps,
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
  await applyOrder(tx, input.jobId, after, deps, input.now ?? new Date());
  return presentTeam(tx, input.jobId);
}

/**
 * 'Remove from team': the hire stays on record; the others close the gap. The turnovers the
 * cleaner held and has not begun, confirmed ones too, pass down the team (decision 033), so a
 * removed cleaner keeps neither the address nor the access instructions of turnovers to come.
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
  await takeTurnoversFrom(tx, { jobId: input.jobId, cleanerUserId: input.cleanerUserId }, now, deps);
  await applyOrder(tx, input.jobId, after, deps, now);
  return presentTeam(tx, input.jobId);
}

/** 'Add back': a hired cleaner removed from the team rejoins at the end. */
export async function addBackTeamMember(
  tx: Tx,
  input: { hostUserId: string; jobId: string; cleanerUserId: string; now?: Date },
  deps: TurnoverMailDeps,
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
  await applyOrder(tx, input.jobId, after, deps, input.now ?? new Date());
  return presentTeam(tx, input.jobId);
}
