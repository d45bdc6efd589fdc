// Scheduled work 'turnover-watch' (issue 37, decision 039): a confirmed turnover's next step, as
// core/turnover-alerts.ts decides it from the row as it is now: the cleaner's evening or two-hour
// reminder, the urgent alert 30 minutes after check-out without a start, or 'missed' once the
// window has ended. Each step is marked on the turnover as it is told, so a repeated run tells
// nobody twice; then the next step is scheduled. A window moved since the item was scheduled is
// simply read as it is; a turnover no longer confirmed (cancelled, moved away, started) ends the watch.
import { and, desc, eq } from 'drizzle-orm';
import { dueStep, nextCheckAt, type WatchedTurnover } from '@core/turnover-alerts';
import type { Tx } from '../../db/client';
import { turnover, turnoverOffer } from '../../db/schema';
import { scheduleWork, type WorkItem } from '../../work/schedule';
import { alertStartOverdue, tellMissed, tellReminder, type TurnoverMailDeps } from './messages';
import { loadTurnoverJob, lockTurnover, type TurnoverRecord } from './reads';
import { setTurnoverStatus } from './status';

/** When the turnover's cleaner confirmed it: their confirmed offer's answer (null: none on record). */
async function confirmedAtOf(tx: Tx, t: TurnoverRecord): Promise<Date | null> {
  if (!t.assignedCleanerUserId) return null;
  const [offer] = await tx
    .select({ answeredAt: turnoverOffer.answeredAt })
    .from(turnoverOffer)
    .where(
      and(
        eq(turnoverOffer.turnoverId, t.id),
        eq(turnoverOffer.cleanerUserId, t.assignedCleanerUserId),
        eq(turnoverOffer.status, 'confirmed'),
      ),
    )
    .orderBy(desc(turnoverOffer.createdAt))
    .limit(1);
  return offer?.answeredAt ?? null;
}

export async function runTurnoverWatch(tx: Tx, item: WorkItem, now: Date, deps: TurnoverMailDeps): Promise<void> {
  const t = await lockTurnover(tx, item.subjectId);
  if (!t || t.status !== 'confirmed') return;
  const j = await loadTurnoverJob(tx, t.jobId);
  if (!j) return;
  const watched: WatchedTurnover = { ...t, timeZone: j.timeZone, confirmedAt: await confirmedAtOf(tx, t) };
  const step = dueStep(watched, now);
  let after = watched;
  if (step === 'missed') {
    await setTurnoverStatus(tx, t, 'missed', { missedAt: now, missedHandledAt: null });
    await tellMissed(tx, j, t, deps);
    return;
  }
  if (step === 'start-overdue') {
    await tx.update(turnover).set({ startOverdueAlertedAt: now }).where(eq(turnover.id, t.id));
    await alertStartOverdue(tx, j, t, deps);
    after = { ...watched, startOverdueAlertedAt: now };
  } else if (step === 'evening-reminder') {
    await tx.update(turnover).set({ eveningReminderSentAt: now }).where(eq(turnover.id, t.id));
    await tellReminder(tx, j, t, 'evening', deps);
    after = { ...watched, eveningReminderSentAt: now };
  } else if (step === 'soon-reminder') {
    await tx.update(turnover).set({ soonReminderSentAt: now }).where(eq(turnover.id, t.id));
    await tellReminder(tx, j, t, 'soon', deps);
    after = { ...watched, soonReminderSentAt: now };
  }
  const next = nextCheckAt(after, now);
  if (next) await scheduleWork(tx, { kind: 'turnover-watch', subjectId: t.id, dueAt: next });
}
