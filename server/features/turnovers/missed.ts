// The host's ways on from a missed turnover (issue 37, decision 039): reopen it to the team (the
// offers walk the team again, from the first member), open it to nearby cleaners (the open-turnovers
// flow, as for an unfilled one), or mark it handled (it stays missed, on the record). Its window has
// ended, so a reopened one gets a new one (core/turnover-alerts.ts reopenedWindow) and becomes a
// hand-made turnover: a calendar sync would otherwise take it for a vanished stay and cancel it.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { errors as apiErrors } from '@core/messages/en/errors';
import { missedTurnovers as text } from '@core/messages/en/missed-turnovers';
import type { ReopenMissedInput } from '@core/schemas/missed-turnovers';
import type { TurnoverItem } from '@core/schemas/turnovers';
import { reopenedWindow } from '@core/turnover-alerts';
import { LIVE_TURNOVER_STATUSES } from '@core/turnovers';
import { pgErrorCode, type Tx } from '../../db/client';
import { job, turnover } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { settleCover } from './chain';
import { tellCoverChanges, type TurnoverMailDeps } from './messages';
import { newRound } from './offers';
import { hostOwnsTurnover } from './policy';
import { loadTurnoverJob, lockTurnover, teamOrder } from './reads';
import { setTurnoverStatus } from './status';
import { presentHostTurnover } from './views';

const notMissed = () => new AppError('TURNOVER_NOT_EDITABLE', text.errors.notMissed);
const dateTaken = () =>
  new AppError('TURNOVER_DATE_TAKEN', apiErrors.turnovers.dateTaken, { date: apiErrors.turnovers.dateTaken });

/** The host's own missed turnover, locked, with the property's zone; another host's is 404, any other state 409. */
async function lockOwnMissed(tx: Tx, hostUserId: string, turnoverId: string) {
  const [own] = await tx
    .select({ id: turnover.id, timeZone: job.timeZone })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(and(hostOwnsTurnover(hostUserId, turnoverId), eq(job.status, 'active')))
    .limit(1);
  const t = own ? await lockTurnover(tx, own.id) : null;
  if (!t || !own) throw notFound(apiErrors.turnovers.turnoverNotFound);
  if (t.status !== 'missed') throw notMissed();
  return { t, timeZone: own.timeZone };
}

/**
 * 'Reopen to the team' or 'Open to nearby cleaners': scheduled again in a new window starting about
 * an hour from now, as long as the first, on the day it now starts (409 TURNOVER_DATE_TAKEN when
 * the job has another turnover that day). To the team, it is offered from the first member in a
 * new round (an empty team is a 409: there is nobody to ask); to nearby cleaners, it is open at once.
 */
export async function reopenMissed(
  tx: Tx,
  input: { hostUserId: string; turnoverId: string } & ReopenMissedInput,
  deps: TurnoverMailDeps,
  now: Date,
): Promise<TurnoverItem> {
  const { t, timeZone } = await lockOwnMissed(tx, input.hostUserId, input.turnoverId);
  if (input.to === 'team' && (await teamOrder(tx, t.jobId)).length === 0)
    throw new AppError('TURNOVER_NOT_EDITABLE', text.errors.noTeam);
  const window = reopenedWindow(t, now, timeZone);
  const [taken] = await tx
    .select({ id: turnover.id })
    .from(turnover)
    .where(
      and(
        eq(turnover.jobId, t.jobId),
        eq(turnover.date, window.date),
        inArray(turnover.status, LIVE_TURNOVER_STATUSES),
        ne(turnover.id, t.id),
      ),
    )
    .limit(1);
  if (taken) throw dateTaken();
  const reopen = {
    ...window,
    source: 'manual' as const,
    ...newRound(now),
    assignedCleanerUserId: null,
    startedAt: null,
    startedByUserId: null,
    missedHandledAt: null,
  };
  const nearby = { unfilledAt: now, unfilledAlertedAt: now, openedAt: now, autoAccept: false };
  let reopened;
  try {
    [reopened] = await tx.transaction((sp) =>
      setTurnoverStatus(sp, t, 'scheduled', input.to === 'nearby' ? { ...reopen, ...nearby } : reopen),
    );
  } catch (err) {
    if (pgErrorCode(err) === '23505') throw dateTaken();
    throw err;
  }
  if (input.to === 'team') {
    // The host asked for it now: a hold on the team's offers does not keep it waiting.
    const outcome = await settleCover(tx, reopened!, now, { evenIfHeld: true });
    const tj = (await loadTurnoverJob(tx, t.jobId))!;
    await tellCoverChanges(tx, tj, [outcome], deps);
  }
  return presentHostTurnover(tx, t.id, input.hostUserId);
}

/** 'Mark handled': the host took care of it another way. It stays missed; 409 when already marked. */
export async function markMissedHandled(
  tx: Tx,
  input: { hostUserId: string; turnoverId: string },
  now: Date,
): Promise<TurnoverItem> {
  const { t } = await lockOwnMissed(tx, input.hostUserId, input.turnoverId);
  if (t.missedHandledAt) throw new AppError('TURNOVER_NOT_EDITABLE', text.errors.alreadyHandled);
  await tx.update(turnover).set({ missedHandledAt: now }).where(eq(turnover.id, t.id));
  return presentHostTurnover(tx, t.id, input.hostUserId);
}
