// Publishes held-back notifications (a 'not selected' waits out the grace for an undo, issue 14).
// The schedule lives in the database (notifications.publish_at), never in one process's memory:
// every server sweeps every few seconds, and SKIP LOCKED lets each notification be published once,
// whichever server gets there first, even after a restart.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { publishDueNotifications } from './service';

export const PUBLISH_SWEEP_MS = 10_000;

export function createNotificationPublisher(options: { db: Db; log: FastifyBaseLogger; intervalMs?: number }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const sweep = () => {
    if (running) return;
    running = publishDueNotifications(options.db)
      .catch((err) => options.log.error({ err }, 'notification publish sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };

  return {
    start() {
      timer = setInterval(sweep, options.intervalMs ?? PUBLISH_SWEEP_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
