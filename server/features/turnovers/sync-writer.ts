// The calendar-sync writer (issue 16, 35): a sync (features/calendars) hands its plan to
// applySyncPlan, which writes it for one job and tells the cleaners once, as every turnover change does.
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { isUrgentCancellation, LIVE_TURNOVER_STATUSES, type SyncPlan } from '@core/turnovers';
import type { Tx } from '../../db/client';
import { turnover } from '../../db/schema';
import { pgErrorCode } from '../../db/client';
import { tellCleaners, turnoverChange, type CleanerChange, type TurnoverMailDeps } from './messages';
import { jobOffersHeld } from './hold';
import { countHostCancellations } from './host-record';
import { newRound, offerTurnovers, reofferMoved, withdrawOffers } from './offers';
import { hiredCleanerOf, loadTurnoverJob } from './reads';
import { setTurnoverStatus } from './status';
import { watchTurnovers } from './watch';

type Counts = { created: number; updated: number; moved: number; cancelled: number };

/** Rows per statement when a plan's changes are written in bulk: far below PostgreSQL's 65,535 parameters. */
const ROWS_PER_STATEMENT = 1000;
const chunksOf = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / ROWS_PER_STATEMENT) }, (_, i) =>
    list.slice(i * ROWS_PER_STATEMENT, (i + 1) * ROWS_PER_STATEMENT),
  );

/** The ids an `update ... returning id` wrote (both drivers answer `{ rows }`). */
async function updatedIds(tx: Tx, statement: SQL): Promise<string[]> {
  const res = (await tx.execute(statement)) as unknown as { rows: { id: string }[] };
  return res.rows.map((r) => r.id);
}

/** Runs `fn` in a savepoint; a unique violation (a live turnover already on that date) skips it. */
async function unlessDateTaken<T>(tx: Tx, fn: (sp: Tx) => Promise<T>): Promise<T | undefined> {
  try {
    return await tx.transaction(fn);
  } catch (err) {
    if (pgErrorCode(err) === '23505') return undefined;
    throw err;
  }
}

/**
 * Writes a sync's plan (core/turnovers.ts planSync) for one job, in the caller's transaction (the
 * caller holds the job's lock). New turnovers get the job's payment per turnover and go to its
 * hired cleaner with an offer (unless the team's offers are held, issue 37); moved ones are offered again (the cleaner confirmed another day);
 * cancelled ones lose their open offer. Only future live calendar-made turnovers are touched, even
 * if the plan was made from a stale read. The assigned cleaners are told once per call. Creations,
 * re-times, cancellations, relabels and offers take a few statements however many turnovers they
 * touch (issue 35); only moves go one by one (each may find its new date taken).
 */
export async function applySyncPlan(
  tx: Tx,
  input: { jobId: string; calendarId: string | null; plan: SyncPlan; now: Date },
  deps: TurnoverMailDeps,
): Promise<Counts> {
  const counts: Counts = { created: 0, updated: 0, moved: 0, cancelled: 0 };
  const j = await loadTurnoverJob(tx, input.jobId);
  if (!j) return counts;
  const { plan, now } = input;
  const changes: CleanerChange[] = [];
  // What a sync may change: live, calendar-made, not yet begun, of this job.
  const changeable = and(
    eq(turnover.jobId, j.id),
    eq(turnover.source, 'calendar'),
    inArray(turnover.status, LIVE_TURNOVER_STATUSES),
    gt(turnover.startsAt, now),
  )!;

  if (plan.create.length) {
    // While the host sets the team (issue 37), new turnovers wait unassigned for 'Send offers'.
    const hired = (await jobOffersHeld(tx, j.id, now)) ? null : await hiredCleanerOf(tx, j.id);
    const rows = await tx
      .insert(turnover)
      .values(
        plan.create.map((s) => ({
          jobId: j.id,
          date: s.date,
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          sameDay: s.sameDay,
          payment: j.paymentPerTurnover,
          source: 'calendar' as const,
          calendarId: s.calendarId || input.calendarId,
          sourceUid: s.sourceUid,
          assignedCleanerUserId: hired?.userId ?? null,
        })),
      )
      // A date a concurrent manual add (or another writer) just took keeps that turnover.
      .onConflictDoNothing()
      .returning();
    counts.created = rows.length;
    if (hired)
      await offerTurnovers(
        tx,
        rows.map((r) => r.id),
        hired.userId,
        now,
      );
    for (const r of rows) changes.push(turnoverChange(r, 'created', r.assignedCleanerUserId));
  }

  for (const part of chunksOf(plan.update)) {
    const values = part.map(
      ({ id, slot }) =>
        sql`(${id}::uuid, ${slot.date}::date, ${slot.startsAt.toISOString()}::timestamptz, ${slot.endsAt.toISOString()}::timestamptz, ${slot.sameDay}::boolean, ${slot.sourceUid}::text)`,
    );
    const ids = await updatedIds(
      tx,
      sql`update ${turnover} set starts_at = v.starts_at, ends_at = v.ends_at, same_day = v.same_day, source_uid = v.source_uid, updated_at = now()
          from (values ${sql.join(values, sql`, `)}) as v(id, date, starts_at, ends_at, same_day, source_uid)
          where ${turnover.id} = v.id and ${turnover.date} = v.date and ${changeable}
          returning ${turnover.id} as id`,
    );
    const rows = ids.length ? await tx.select().from(turnover).where(inArray(turnover.id, ids)) : [];
    counts.updated += rows.length;
    // A confirmed one's reminders and alerts follow its new window (issue 37).
    await watchTurnovers(tx, rows);
    for (const r of rows) changes.push(turnoverChange(r, 'retimed', r.assignedCleanerUserId));
  }

  for (const { id, fromDate, slot } of plan.move) {
    const r = await unlessDateTaken(tx, async (sp) => {
      const [live] = await sp
        .select()
        .from(turnover)
        .where(and(eq(turnover.id, id), changeable))
        .for('update');
      if (!live) return undefined;
      // Back to scheduled: the cleaner confirmed the old day, the new one needs its own answer.
      const [moved] = await setTurnoverStatus(sp, live, 'scheduled', {
        date: slot.date,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        sameDay: slot.sameDay,
        sourceUid: slot.sourceUid,
        ...newRound(now),
      });
      return moved && { ...moved, assignedCleanerUserId: await reofferMoved(sp, moved, now) };
    });
    if (!r) continue;
    counts.moved++;
    changes.push(turnoverChange(r, 'moved', r.assignedCleanerUserId, { fromDate }));
  }

  for (const part of chunksOf(plan.cancel)) {
    const live = await tx
      .select()
      .from(turnover)
      .where(
        and(
          inArray(
            turnover.id,
            part.map((c) => c.id),
          ),
          changeable,
        ),
      )
      .for('update');
    const rows = await setTurnoverStatus(tx, live, 'cancelled', { cancelledAt: now });
    counts.cancelled += rows.length;
    await countHostCancellations(tx, j.hostUserId, rows, now);
    await withdrawOffers(
      tx,
      rows.map((r) => r.id),
      now,
    );
    for (const r of rows)
      changes.push(
        turnoverChange(r, 'cancelled', r.assignedCleanerUserId, { urgent: isUrgentCancellation(r.startsAt, now) }),
      );
  }

  // A reissued UID is remembered silently (a later move is still recognised); nobody is told.
  // Airbnb reissues every UID at times: one statement, not one per turnover.
  for (const part of chunksOf(plan.relabel)) {
    const values = part.map(({ id, sourceUid }) => sql`(${id}::uuid, ${sourceUid}::text)`);
    await tx.execute(
      sql`update ${turnover} set source_uid = v.source_uid, updated_at = now() from (values ${sql.join(values, sql`, `)}) as v(id, source_uid) where ${turnover.id} = v.id and ${changeable}`,
    );
  }

  await tellCleaners(tx, j, changes, deps);
  return counts;
}
