// Delivers queued pushes (push_outbox) to the push services, the email outbox's way (server/email/
// mailer.ts, decision 036): rows leased so several servers never send one twice, retries with
// exponential backoff, and a row deleted once delivered (its payload may hold a working answer link).
// A push service answering 404 or 410 says the browser unsubscribed: its subscription is removed.
// The request is built by web-push (VAPID signature, RFC 8291 encryption) and sent with fetch.
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { VapidEnv } from '../../env';
import type { Db } from '../../db/client';
import { pushOutbox, pushSubscription } from '../../db/schema';
import { staleAfter } from '../../lib/heartbeat';
import { leaseRows } from '../../lib/lease';
import { createWorker, type PassContext } from '../../lib/worker';
import { isAllowedPushEndpoint } from './push-services';

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 60;
const BATCH = 20;
const REQUEST_TIMEOUT_MS = 15_000;
/** How long a push service keeps a push for a phone that is off: a day, longer than any offer waits. */
const TTL_SECONDS = 24 * 60 * 60;
export const PUSH_POLL_MS = 5000;

export type PushSender = ReturnType<typeof createPushSender>;

export function createPushSender(options: {
  db: Db;
  vapid: () => VapidEnv;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** Production posts only to browser vendors' push services (push-services.ts). */
  isProduction?: boolean;
}) {
  const { db, log } = options;
  const pollMs = options.pollMs ?? PUSH_POLL_MS;

  async function deliver(row: typeof pushOutbox.$inferSelect, sub: typeof pushSubscription.$inferSelect) {
    // Checked again at sending: a row stored before the rule (or written around the route) never
    // makes the server post inside its own network. Refused like a gone subscription (410).
    if (!isAllowedPushEndpoint(sub.endpoint, options.isProduction ?? false)) return 410;
    const vapid = options.vapid();
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(row.payload),
      {
        vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
        TTL: TTL_SECONDS,
        urgency: row.urgency,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }

  async function deliverDue({ beat, stopping }: PassContext): Promise<number> {
    let done = 0;
    while (!stopping()) {
      const batch = await leaseRows(db, {
        table: pushOutbox,
        id: pushOutbox.id,
        leaseUntil: pushOutbox.nextAttemptAt,
        seconds: LEASE_SECONDS,
        which: and(eq(pushOutbox.status, 'pending'), lte(pushOutbox.nextAttemptAt, sql`now()`)),
        orderBy: asc(pushOutbox.nextAttemptAt),
        limit: BATCH,
        set: { attempts: sql`${pushOutbox.attempts} + 1` },
      });
      if (batch.length === 0) return done;
      for (const row of batch) {
        beat();
        done++;
        const [sub] = await db.select().from(pushSubscription).where(eq(pushSubscription.id, row.subscriptionId));
        if (!sub) continue; // removed meanwhile: its rows went with it
        let status: number | undefined;
        let error: string;
        try {
          status = await deliver(row, sub);
          error = `push service answered ${status}`;
        } catch (err) {
          error = String((err as Error).message ?? err);
        }
        if (status !== undefined && status >= 200 && status < 300) {
          await db.delete(pushOutbox).where(eq(pushOutbox.id, row.id));
          await db
            .update(pushSubscription)
            .set({ lastSuccessAt: sql`now()` })
            .where(eq(pushSubscription.id, sub.id));
          continue;
        }
        if (status === 404 || status === 410) {
          log.info({ subscriptionId: sub.id, status }, 'push subscription gone; removed');
          await db.delete(pushSubscription).where(eq(pushSubscription.id, sub.id));
          continue;
        }
        const failed = row.attempts >= MAX_ATTEMPTS;
        // Exponential backoff: 10 s, 20 s, 40 s ... up to about 20 minutes between tries.
        const delaySeconds = Math.min(10 * 2 ** (row.attempts - 1), 1280);
        log.warn({ pushId: row.id, attempt: row.attempts, failed, error }, 'push delivery failed');
        await db
          .update(pushOutbox)
          .set({
            status: failed ? 'failed' : 'pending',
            lastError: error.slice(0, 500),
            nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
          })
          .where(eq(pushOutbox.id, row.id));
      }
    }
    return done;
  }

  return createWorker({
    name: 'pushSender',
    pass: deliverDue,
    onError: (err) => log.error({ err }, 'push sender pass failed'),
    pollMs,
    staleAfterMs: staleAfter(LEASE_SECONDS * 1000, pollMs),
  });
}
