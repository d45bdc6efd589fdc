// The one way a turnover's status changes (issue 36): along core/turnovers.ts TURNOVER_TRANSITIONS,
// checked on rows the caller holds under lock. A change outside the graph is a bug in the caller;
// it leaves as a 409 INVALID_TRANSITION (the request changes nothing) rather than a 500.
import { inArray } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { errors as apiErrors } from '@core/messages/en/errors';
import { canTurnoverTransition, type TurnoverStatus } from '@core/turnovers';
import type { Tx } from '../../db/client';
import { turnover } from '../../db/schema';
import { AppError } from '../../errors';
import type { TurnoverRecord } from './reads';
import { watchTurnovers } from './watch';

/** The other columns a status change writes with it (times, the cleaner, a new round...). */
type Extra = Omit<Partial<typeof turnover.$inferInsert>, 'id' | 'status'>;

/** Whether `from` may become `to`: along the graph, or staying as it is (a move keeps 'scheduled'). */
export const mayBecome = (from: TurnoverStatus, to: TurnoverStatus) => from === to || canTurnoverTransition(from, to);

/** A new confirmation gets its own reminders and alerts (issue 37): the marks of an earlier one are cleared. */
const freshWatch = { startOverdueAlertedAt: null, eveningReminderSentAt: null, soonReminderSentAt: null };

/**
 * Sets the status of locked turnovers (`rows`, as read under the lock) to `to`, with `extra`, in one
 * statement, and returns the rows written. Throws INVALID_TRANSITION, writing nothing, when any of
 * them may not become `to`. A turnover that becomes confirmed is watched from then on (watch.ts:
 * the cleaner's reminders, the not-started alert, missed).
 */
export async function setTurnoverStatus(
  tx: Tx,
  rows: Pick<TurnoverRecord, 'id' | 'status'> | readonly Pick<TurnoverRecord, 'id' | 'status'>[],
  to: TurnoverStatus,
  extra: Extra = {},
): Promise<TurnoverRecord[]> {
  const list = Array.isArray(rows) ? rows : [rows as Pick<TurnoverRecord, 'id' | 'status'>];
  if (list.length === 0) return [];
  const wrong = list.find((r) => !mayBecome(r.status, to));
  if (wrong)
    throw new AppError('INVALID_TRANSITION', format(apiErrors.turnovers.invalidTransition, { from: wrong.status, to }));
  const written = await tx
    .update(turnover)
    .set({ ...(to === 'confirmed' ? freshWatch : {}), ...extra, status: to })
    .where(
      inArray(
        turnover.id,
        list.map((r) => r.id),
      ),
    )
    .returning();
  if (to === 'confirmed') await watchTurnovers(tx, written);
  return written;
}
