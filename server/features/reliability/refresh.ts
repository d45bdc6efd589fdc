// Issue 39: the monthly refresh of the reliability records' recent rows, as scheduled work (decision
// 013): one item, due at each month start; each run makes one batch whole in the runner's
// transaction and is due again at once while rows of an earlier span remain, then at the next month
// start.
import type { Tx } from '../../db/client';
import { scheduleWork, type WorkItem } from '../../work/schedule';
import { nextMonthStart, REFRESH_BATCH, refreshRecentReliability, RELIABILITY_REFRESH_SUBJECT } from './counters';

export async function runReliabilityRefresh(tx: Tx, _item: WorkItem, now: Date): Promise<void> {
  const refreshed = await refreshRecentReliability(tx, now, REFRESH_BATCH);
  await scheduleWork(tx, {
    kind: 'reliability-refresh',
    subjectId: RELIABILITY_REFRESH_SUBJECT,
    dueAt: refreshed < REFRESH_BATCH ? nextMonthStart(now) : now,
  });
}
