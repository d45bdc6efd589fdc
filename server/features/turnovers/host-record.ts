// Issue 39: a host's turnovers cancelled less than 48 hours before their window count on the host's
// reliability record, whoever's hand cancelled them (the host, their calendar, deleting the job):
// the cleaner's day changes the same way.
import { isHostLateCancellation } from '@core/reliability';
import type { Tx } from '../../db/client';
import { countReliabilityEvents } from '../reliability';

export async function countHostCancellations(
  tx: Tx,
  hostUserId: string,
  cancelled: readonly { startsAt: Date }[],
  now: Date,
): Promise<void> {
  const late = cancelled.filter((t) => t.startsAt > now && isHostLateCancellation(t.startsAt, now));
  if (late.length)
    await countReliabilityEvents(tx, [{ userId: hostUserId, event: 'cancelled_late', at: now, count: late.length }]);
}
