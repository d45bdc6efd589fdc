// Watching confirmed turnovers (issue 37): each has one 'turnover-watch' item of scheduled work,
// due at its next step (core/turnover-alerts.ts: reminders, the not-started alert, missed). It is
// scheduled when a turnover becomes confirmed (status.ts, the one door) and again when a confirmed
// turnover's window moves (a calendar's new times, the host's edit); the handler (alerts.ts) does
// what is due and schedules the next step. Decision 039.
import { inArray } from 'drizzle-orm';
import { eveningReminderAt } from '@core/turnover-alerts';
import type { Tx } from '../../db/client';
import { job } from '../../db/schema';
import { scheduleWorks } from '../../work/schedule';
import type { TurnoverRecord } from './reads';

/**
 * (Re)schedules the watch of the confirmed ones among `rows` at their first step's time, the
 * evening reminder's; when that has passed the item runs at once and the handler finds what is due
 * now and what comes next, so a moved window needs no more than this.
 */
export async function watchTurnovers(
  tx: Tx,
  rows: readonly Pick<TurnoverRecord, 'id' | 'jobId' | 'status' | 'startsAt'>[],
): Promise<void> {
  const confirmed = rows.filter((r) => r.status === 'confirmed');
  if (confirmed.length === 0) return;
  const zones = await tx
    .select({ id: job.id, timeZone: job.timeZone })
    .from(job)
    .where(inArray(job.id, [...new Set(confirmed.map((r) => r.jobId))]));
  const zoneOf = new Map(zones.map((z) => [z.id, z.timeZone]));
  await scheduleWorks(
    tx,
    confirmed.flatMap((r) => {
      const timeZone = zoneOf.get(r.jobId);
      return timeZone
        ? [
            {
              kind: 'turnover-watch' as const,
              subjectId: r.id,
              dueAt: eveningReminderAt({ startsAt: r.startsAt, timeZone }),
            },
          ]
        : [];
    }),
  );
}
