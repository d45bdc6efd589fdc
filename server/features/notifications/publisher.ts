// Publishes held-back notifications (a 'not selected' waits out the grace for an undo, issue 14).
// The schedule lives in the database (notifications.publish_at), never in one process's memory:
// every server sweeps every few seconds, and SKIP LOCKED lets each notification be published once,
// whichever server gets there first, even after a restart.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createWorker } from '../../lib/worker';
import { publishDueNotifications } from './service';

export const PUBLISH_SWEEP_MS = 10_000;

export function createNotificationPublisher(options: { db: Db; log: FastifyBaseLogger; intervalMs?: number }) {
  // A tick that comes while a sweep runs is dropped: the next tick's sweep does what it would have.
  return createWorker({
    name: 'notificationPublisher',
    pass: () => publishDueNotifications(options.db),
    onError: (err) => options.log.error({ err }, 'notification publish sweep failed'),
    pollMs: options.intervalMs ?? PUBLISH_SWEEP_MS,
    skipPollsWhileRunning: true,
    passOnStart: false,
  });
}
