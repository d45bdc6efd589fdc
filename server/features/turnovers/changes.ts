// Writing turnover changes and telling the cleaner (issue 16). A calendar sync (features/calendars)
// hands its plan to applySyncPlan; the host's manual adds, edits and cancels and a hire use the same
// offer and telling helpers, so a cleaner hears of every change the same way: one notification and
// one email per change, however many turnovers it touched.
import { and, asc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { summarizeChanges, type TurnoverChange } from '@core/turnover-text';
import { isUrgentCancellation, LIVE_TURNOVER_STATUSES, type SyncPlan } from '@core/turnovers';
import type { Queryable, Tx } from '../../db/client';
import { cleanerProfile, job, jobTeamMember, turnover, turnoverOffer } from '../../db/schema';
import { pgErrorCode } from '../../db/client';
import type { Mailer } from '../../email/mailer';
import { turnoversChangedEmail } from '../../email/templates';
import { createNotification } from '../notifications/service';
import { offerActionUrls } from '../offer-links/tokens';
import { newRound, offerTurnovers, reofferMoved, withdrawOffers } from './offers';

/**
 * What telling a cleaner needs: the outbox, the links' base, and the secret that signs the emails'
 * answer buttons.
 */
export type TurnoverMailDeps = { mailer: Pick<Mailer, 'enqueue'>; appUrl: string; authSecret: string };

/** The job as turnover changes need it. */
export type TurnoverJob = {
  id: string;
  hostUserId: string;
  propertyAddress: string | null;
  city: string;
  state: string;
  paymentPerTurnover: number;
  timeZone: string;
};

const jobColumns = {
  id: job.id,
  hostUserId: job.hostUserId,
  propertyAddress: job.propertyAddress,
  city: job.city,
  state: job.state,
  paymentPerTurnover: job.paymentPerTurnover,
  timeZone: job.timeZone,
};

export async function loadTurnoverJob(q: Queryable, jobId: string): Promise<TurnoverJob | undefined> {
  const [row] = await q.select(jobColumns).from(job).where(eq(job.id, jobId)).limit(1);
  return row;
}

/**
 * The cleaner a job's turnovers go to: the team's primary (issue 17: the first live member; new
 * hires join the end, so the first hired until the host reorders). Null while the team is empty.
 */
export async function hiredCleanerOf(
  q: Queryable,
  jobId: string,
): Promise<{ userId: string; firstName: string; lastName: string } | null> {
  const [row] = await q
    .select({
      userId: jobTeamMember.cleanerUserId,
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
    })
    .from(jobTeamMember)
    .innerJoin(cleanerProfile, eq(cleanerProfile.userId, jobTeamMember.cleanerUserId))
    .where(and(eq(jobTeamMember.jobId, jobId), isNull(jobTeamMember.removedAt)))
    .orderBy(asc(jobTeamMember.position))
    .limit(1);
  return row ?? null;
}

/**
 * Tells each cleaner of the changes to turnovers assigned to them: one 'turnovers_changed'
 * notification and one email per cleaner, urgent when a cancellation is less than 48 hours ahead.
 * With the app's secret (`authSecret`), a change whose turnover has an open offer to that cleaner
 * gets the offer's signed 'Confirm' and "Can't make it" links (issue 17).
 */
export async function tellCleaners(
  tx: Tx,
  j: TurnoverJob,
  changes: (TurnoverChange & { cleanerUserId: string | null })[],
  deps: TurnoverMailDeps,
): Promise<void> {
  const secret = deps.authSecret;
  const ids = [
    ...new Set(
      changes
        .filter((c) => c.cleanerUserId && c.kind !== 'cancelled' && c.kind !== 'reassigned')
        .map((c) => c.turnoverId),
    ),
  ];
  const openOffers =
    secret && ids.length
      ? await tx
          .select({
            id: turnoverOffer.id,
            turnoverId: turnoverOffer.turnoverId,
            cleanerUserId: turnoverOffer.cleanerUserId,
            deadlineAt: turnoverOffer.deadlineAt,
          })
          .from(turnoverOffer)
          .where(and(inArray(turnoverOffer.turnoverId, ids), eq(turnoverOffer.status, 'offered')))
      : [];
  const offerOf = new Map(openOffers.map((o) => [`${o.turnoverId} ${o.cleanerUserId}`, o]));
  const byCleaner = new Map<string, TurnoverChange[]>();
  for (const { cleanerUserId, ...c } of changes) {
    if (!cleanerUserId) continue;
    const offer =
      c.kind === 'cancelled' || c.kind === 'reassigned' ? undefined : offerOf.get(`${c.turnoverId} ${cleanerUserId}`);
    const change =
      offer && secret
        ? {
            ...c,
            offerLinks: offerActionUrls(deps.appUrl, secret, { offerId: offer.id, deadlineAt: offer.deadlineAt }),
          }
        : c;
    const list = byCleaner.get(cleanerUserId);
    if (list) list.push(change);
    else byCleaner.set(cleanerUserId, [change]);
  }
  const place = placeName(j);
  const m = text.changed;
  for (const [cleanerUserId, list] of byCleaner) {
    const [cleaner] = await tx
      .select({ email: cleanerProfile.email, firstName: cleanerProfile.firstName })
      .from(cleanerProfile)
      .where(eq(cleanerProfile.userId, cleanerUserId))
      .limit(1);
    if (!cleaner) continue;
    const urgent = list.some((c) => c.kind === 'cancelled' && c.urgent);
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      title: urgent ? m.notificationTitleUrgent : m.notificationTitle,
      message: format(m.notificationMessage, { place, summary: summarizeChanges(list) }),
      data: { job_id: j.id, ...(list.length === 1 ? { turnover_id: list[0]!.turnoverId } : {}) },
    });
    const content = turnoversChangedEmail({
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      changes: list,
    });
    await deps.mailer.enqueue(tx, {
      to: cleaner.email,
      kind: urgent ? 'turnovers-changed-urgent' : 'turnovers-changed',
      ...content,
    });
  }
}

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
 * hired cleaner with an offer; moved ones are offered again (the cleaner confirmed another day);
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
  const changes: (TurnoverChange & { cleanerUserId: string | null })[] = [];
  // What a sync may change: live, calendar-made, not yet begun, of this job.
  const changeable = and(
    eq(turnover.jobId, j.id),
    eq(turnover.source, 'calendar'),
    inArray(turnover.status, LIVE_TURNOVER_STATUSES),
    gt(turnover.startsAt, now),
  )!;

  if (plan.create.length) {
    const hired = await hiredCleanerOf(tx, j.id);
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
    for (const r of rows)
      changes.push({
        kind: 'created',
        turnoverId: r.id,
        date: r.date,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        sameDay: r.sameDay,
        payment: r.payment,
        urgent: false,
        cleanerUserId: r.assignedCleanerUserId,
      });
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
    for (const r of rows)
      changes.push({
        kind: 'retimed',
        turnoverId: r.id,
        date: r.date,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        sameDay: r.sameDay,
        payment: r.payment,
        urgent: false,
        cleanerUserId: r.assignedCleanerUserId,
      });
  }

  for (const { id, fromDate, slot } of plan.move) {
    const r = await unlessDateTaken(tx, async (sp) => {
      // Back to scheduled: the cleaner confirmed the old day, the new one needs its own answer.
      const [moved] = await sp
        .update(turnover)
        .set({
          date: slot.date,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          sameDay: slot.sameDay,
          sourceUid: slot.sourceUid,
          status: 'scheduled',
          ...newRound(now),
        })
        .where(and(eq(turnover.id, id), changeable))
        .returning();
      return moved && { ...moved, assignedCleanerUserId: await reofferMoved(sp, moved, now) };
    });
    if (!r) continue;
    counts.moved++;
    changes.push({
      kind: 'moved',
      turnoverId: r.id,
      date: r.date,
      fromDate,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      sameDay: r.sameDay,
      payment: r.payment,
      urgent: false,
      cleanerUserId: r.assignedCleanerUserId,
    });
  }

  for (const part of chunksOf(plan.cancel)) {
    const rows = await tx
      .update(turnover)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(
        and(
          inArray(
            turnover.id,
            part.map((c) => c.id),
          ),
          changeable,
        ),
      )
      .returning();
    counts.cancelled += rows.length;
    await withdrawOffers(
      tx,
      rows.map((r) => r.id),
      now,
    );
    for (const r of rows) {
      changes.push({
        kind: 'cancelled',
        turnoverId: r.id,
        date: r.date,
        startsAt: r.startsAt,
        endsAt: r.endsAt,
        sameDay: r.sameDay,
        payment: r.payment,
        urgent: isUrgentCancellation(r.startsAt, now),
        cleanerUserId: r.assignedCleanerUserId,
      });
    }
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
