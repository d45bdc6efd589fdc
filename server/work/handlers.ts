// What each kind of scheduled work does (issue 17), in one place: server/app.ts hands this map to
// the runner (server/work/runner.ts), which refuses to start without a handler for every kind in
// WORK_KINDS. Each handler runs inside the transaction that marks its item done, so its writes
// commit with that mark or not at all; it must leave things right if it runs again after a failure.
// Write through `tx` only: on PGlite (one connection) a query on `db` inside a handler would wait
// for the handler's own transaction forever. Mail goes through mailer.enqueue(tx, ...), realtime
// through announceToUser(tx, ...), so both leave only if the handler's work commits.
import type { FastifyBaseLogger } from 'fastify';
import type { AppClock } from '../clock';
import type { Mailer } from '../email/mailer';
import type { Env } from '../env';
import type { WorkHandlers } from './runner';

/** What handlers may use besides their transaction (server/app.ts builds it). */
export type WorkHandlerDeps = { env: Env; mailer: Mailer; clock: AppClock; log: FastifyBaseLogger };

/** Placeholders until the offer chain's handlers land: they only log. */
export function createWorkHandlers(deps: WorkHandlerDeps): WorkHandlers {
  const log = deps.log.child({ module: 'scheduled-work' });
  return {
    'offer-deadline': async (_tx, item, now) => {
      log.info({ workId: item.id, subjectId: item.subjectId, dueAt: item.dueAt, now }, 'offer deadline reached (no handler yet)');
    },
    'unfilled-realert': async (_tx, item, now) => {
      log.info({ workId: item.id, subjectId: item.subjectId, dueAt: item.dueAt, now }, 'unfilled turnover re-alert due (no handler yet)');
    },
  };
}
