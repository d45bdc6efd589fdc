// Issue 39: turnovers a host and a cleaner have done together, written directly (as the factories
// write jobs), with their review windows opened by the reviews feature's own door, as a completed
// run opens them.
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { turnover } from '../db/schema';
import type { Mailer } from '../email/mailer';
import { openReviewWindow } from '../features/reviews';

const HOUR = 60 * 60 * 1000;

/**
 * A completed turnover of `jobId` done by `cleanerUserId`, `daysAgo` days before `now`, with its
 * review window open from `now` (both sides invited).
 */
export async function completeTurnoverTogether(
  q: Queryable,
  input: { jobId: string; cleanerUserId: string; now: Date; daysAgo?: number },
  deps: { mailer: Pick<Mailer, 'enqueue'>; appUrl: string },
): Promise<string> {
  const startsAt = new Date(input.now.getTime() - (input.daysAgo ?? 1) * 24 * HOUR);
  const [row] = await q
    .insert(turnover)
    .values({
      jobId: input.jobId,
      date: startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * HOUR),
      payment: 90,
      source: 'manual',
      status: 'completed',
      assignedCleanerUserId: input.cleanerUserId,
      startedAt: startsAt,
      completedAt: new Date(startsAt.getTime() + 3 * HOUR),
    })
    .returning({ id: turnover.id });
  await q.transaction((tx) => openReviewWindow(tx, { turnoverId: row!.id, kind: 'completed' }, deps, input.now));
  return row!.id;
}

/** A confirmed turnover of `jobId` for `cleanerUserId` whose window is today (`now` falls inside it or after). */
export async function confirmedTurnover(
  q: Queryable,
  input: { jobId: string; cleanerUserId: string; startsAt: Date; hours?: number; missed?: boolean },
): Promise<string> {
  const [row] = await q
    .insert(turnover)
    .values({
      jobId: input.jobId,
      date: input.startsAt.toISOString().slice(0, 10),
      startsAt: input.startsAt,
      endsAt: new Date(input.startsAt.getTime() + (input.hours ?? 5) * HOUR),
      payment: 90,
      source: 'manual',
      status: input.missed ? 'missed' : 'confirmed',
      ...(input.missed ? { missedAt: new Date(input.startsAt.getTime() + (input.hours ?? 5) * HOUR) } : {}),
      assignedCleanerUserId: input.cleanerUserId,
    })
    .returning({ id: turnover.id });
  return row!.id;
}

export const turnoverStatus = async (q: Queryable, id: string) =>
  (
    await q
      .select({ status: turnover.status })
      .from(turnover)
      .where(and(eq(turnover.id, id)))
  )[0]?.status;
