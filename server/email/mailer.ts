// Outgoing email. Messages are written to the outbox table inside the caller's transaction, so an
// email exists exactly when the change that caused it committed; a worker then delivers them over
// SMTP with retries, so a slow or failing mail server never fails or slows a user's request.
// Without SMTP_URL nothing is sent: messages are kept for the development mailbox (/dev/mailbox).
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { outboxEmail } from '../db/schema';
import { staleAfter } from '../lib/heartbeat';
import { leaseRows } from '../lib/lease';
import { createWorker, type PassContext } from '../lib/worker';
import { ONE_TIME_LINK_KINDS, type EmailKind } from './kinds';
import type { EmailContent } from './templates';

export type MailMode = 'smtp' | 'outbox';
const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;
const BATCH = 10;

export type Mailer = ReturnType<typeof createMailer>;

export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  pollMs?: number;
  /**
   * Empty the body of a delivered message that carried a one-time link, so the table never holds a
   * working link longer than delivery takes (production; elsewhere the development mailbox shows them).
   */
  forgetDeliveredLinks?: boolean;
}) {
  const mode: MailMode = options.smtpUrl ? 'smtp' : 'outbox';
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const pollMs = options.pollMs ?? 5000;
  // Only a mailer with SMTP runs a delivery worker; the readiness check reads its beats. Waiting on
  // the SMTP server counts as alive (the poll beats while a send is in flight): a slow mail server
  // is shared by every process and shows in the outbox metrics, and must not take them all out of
  // rotation. Stalled means the loop itself stopped or a database step hung.
  let sending = false;

  /** Adds a message to the outbox; call inside the transaction that causes it, then `kick()` after commit. */
  async function enqueue(q: Queryable, message: EmailContent & { to: string; kind: EmailKind }): Promise<void> {
    await q.insert(outboxEmail).values({
      toAddress: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      kind: message.kind,
      status: mode === 'smtp' ? 'pending' : 'stored',
    });
    if (mode === 'outbox') {
      // Development: the link is in the log as well as in the mailbox page.
      const link = /https?:\/\/\S+/.exec(message.text)?.[0];
      options.log.info({ to: message.to, subject: message.subject, link }, 'email stored in the development mailbox');
    }
  }

  /** Claims due messages with a lease, so several servers never send the same one twice. */
  function claimDue() {
    return leaseRows(options.db, {
      table: outboxEmail,
      id: outboxEmail.id,
      leaseUntil: outboxEmail.nextAttemptAt,
      seconds: LEASE_SECONDS,
      which: and(eq(outboxEmail.status, 'pending'), lte(outboxEmail.nextAttemptAt, sql`now()`)),
      orderBy: asc(outboxEmail.nextAttemptAt),
      limit: BATCH,
      set: { attempts: sql`${outboxEmail.attempts} + 1` },
    });
  }

  async function deliverDue({ beat }: PassContext): Promise<void> {
    if (!transport) return;
    for (;;) {
      const batch = await claimDue();
      if (batch.length === 0) return;
      for (const m of batch) {
        beat();
        try {
          sending = true;
          try {
            await transport.sendMail({
              from: options.from,
              to: m.toAddress,
              subject: m.subject,
              html: m.html,
              text: m.text,
            });
          } finally {
            sending = false;
          }
          const forget = options.forgetDeliveredLinks && ONE_TIME_LINK_KINDS.has(m.kind);
          await options.db
            .update(outboxEmail)
            .set({ status: 'sent', sentAt: new Date(), lastError: null, ...(forget ? { html: '', text: '' } : {}) })
            .where(eq(outboxEmail.id, m.id));
        } catch (err) {
          const failed = m.attempts >= MAX_ATTEMPTS;
          // Exponential backoff: 10 s, 20 s, 40 s ... up to about 20 minutes between tries.
          const delaySeconds = Math.min(10 * 2 ** (m.attempts - 1), 1280);
          options.log.warn(
            { err, emailId: m.id, to: m.toAddress, attempt: m.attempts, failed },
            'email delivery failed',
          );
          await options.db
            .update(outboxEmail)
            .set({
              status: failed ? 'failed' : 'pending',
              lastError: String((err as Error).message ?? err).slice(0, 500),
              nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
            })
            .where(eq(outboxEmail.id, m.id));
        }
      }
    }
  }

  /** Delivery passes run one at a time, concurrent requests coalescing into one more pass. */
  const worker = createWorker({
    name: 'outbox',
    enabled: transport !== undefined,
    pass: deliverDue,
    onError: (err) => options.log.error({ err }, 'email outbox pass failed'),
    pollMs,
    staleAfterMs: staleAfter(LEASE_SECONDS * 1000, pollMs),
    onPoll: () => {
      if (sending) worker.beat();
    },
    onStopped: () => transport?.close(),
  });

  /** Runs a delivery pass now (or one more after the one in progress); nothing to do without SMTP or once stopped. */
  function kick(): Promise<number> {
    return worker.started ? worker.kick() : Promise.resolve(0);
  }

  return {
    mode,
    /** The delivery worker (server/lib/worker.ts); it runs only with SMTP. */
    worker,
    /** The delivery worker's sign of life; undefined without SMTP, where no worker runs. */
    workerStatus: worker.status,
    enqueue,
    kick,
    start: worker.start,
    stop: worker.stop,
  };
}
