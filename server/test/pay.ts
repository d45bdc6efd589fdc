// Issue 42: completed turnovers of a host and a cleaner written directly (as the factories write
// jobs), each given its pay line by the pay feature's own door, as a completed run gives it.
import type { Queryable } from '../db/client';
import { turnover } from '../db/schema';
import { openPayLine } from '../features/pay';

const HOUR = 3_600_000;

/** A completed turnover of `jobId` by `cleanerUserId` on `date` (YYYY-MM-DD), paid `payment` dollars, with its line. */
export async function completedWithLine(
  q: Queryable,
  input: { jobId: string; cleanerUserId: string; date: string; payment?: number },
): Promise<string> {
  const startsAt = new Date(`${input.date}T15:00:00Z`);
  const [row] = await q
    .insert(turnover)
    .values({
      jobId: input.jobId,
      date: input.date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * HOUR),
      payment: input.payment ?? 95.5,
      source: 'manual',
      status: 'completed',
      assignedCleanerUserId: input.cleanerUserId,
      startedAt: startsAt,
      completedAt: new Date(startsAt.getTime() + 3 * HOUR),
    })
    .returning({ id: turnover.id });
  await q.transaction((tx) => openPayLine(tx, row!.id));
  return row!.id;
}

/** A turnover the host cancelled while `cleanerUserId` had it confirmed. */
export async function cancelledTurnover(q: Queryable, input: { jobId: string; cleanerUserId: string; date: string }) {
  const startsAt = new Date(`${input.date}T15:00:00Z`);
  const [row] = await q
    .insert(turnover)
    .values({
      jobId: input.jobId,
      date: input.date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * HOUR),
      payment: 80,
      source: 'manual',
      status: 'cancelled',
      cancelledAt: startsAt,
      assignedCleanerUserId: input.cleanerUserId,
    })
    .returning({ id: turnover.id });
  return row!.id;
}
