// What each kind of scheduled work does (issue 17), in one place: server/app.ts hands this map to
// the runner (server/work/runner.ts), which refuses to start without a handler for every kind in
// WORK_KINDS. Each handler runs inside the transaction that marks its item done, so its writes
// commit with that mark or not at all; it must leave things right if it runs again after a failure.
// Write through `tx` only: on PGlite (one connection) a query on `db` inside a handler would wait
// for the handler's own transaction forever. Mail goes through mailer.enqueue(tx, ...), realtime
// through announceToUser(tx, ...), so both leave only if the handler's work commits.
import type { FastifyBaseLogger } from 'fastify';
import type { AppClock } from '../../clock';
import type { Mailer } from '../../email/mailer';
import type { Env } from '../../env';
import { runTurnoverWatch } from './alerts';
import { runUnfilledRealert } from './chain';
import { runOfferDeadline } from './lapse';
import { runOfferReminder } from './reminder';
import { runTeamOffers } from './send-offers';
import { unlessJobDeleted } from './withdraw';
import type { WorkHandlers } from '../../work/runner';

/** What handlers may use besides their transaction (server/app.ts builds it). */
export type WorkHandlerDeps = { env: Env; mailer: Mailer; clock: AppClock; log: FastifyBaseLogger };

/** The turnovers' kinds of work; server/app.ts adds the others' (the messages' away email). */
export function createWorkHandlers(
  deps: WorkHandlerDeps,
): Omit<WorkHandlers, 'message-email' | 'review-window-close' | 'reliability-refresh'> {
  const mail = { mailer: deps.mailer, appUrl: deps.env.appUrl, authSecret: deps.env.authSecret };
  return {
    // An offer's deadline: it lapses and the turnover passes to the next team member (or is unfilled).
    // Neither runs for a deleted job's turnover, even one that raced the deletion (decision 033).
    'offer-deadline': (tx, item, now) =>
      unlessJobDeleted(tx, item.subjectId, () => runOfferDeadline(tx, item, now, mail)),
    // 24 hours before an unfilled turnover: the host is alerted again.
    'unfilled-realert': (tx, item, now) =>
      unlessJobDeleted(tx, item.subjectId, () => runUnfilledRealert(tx, item, now, mail)),
    // Issue 37: a confirmed turnover's next step: a reminder, the not-started alert, or missed.
    'turnover-watch': (tx, item, now) =>
      unlessJobDeleted(tx, item.subjectId, () => runTurnoverWatch(tx, item, now, mail)),
    // The grace after the last change to a job's team: its held offers go out (send-offers.ts).
    'team-offers': (tx, item, now) => runTeamOffers(tx, item, now, mail),
    // Issue 38: half an offer's answer time: its cleaner, still not answering, gets a push (reminder.ts).
    'offer-reminder': (tx, item, now) => runOfferReminder(tx, item, now, mail),
  };
}
