// Keeping the file store in step with the database (issue 18). Photo rows are the truth: deleting
// one (by hand, by a cascade from its job, turnover or account) queues its files in
// storage_deletions (a trigger, migration 0013), and this janitor deletes them from the store. It
// also applies retention: turnover photos older than PHOTO_RETENTION_MONTHS are deleted. Safe on
// every server at once: queued keys are claimed with SKIP LOCKED, and deleting is idempotent.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { photoRetentionCutoff } from '@core/playbook';
import type { AppClock } from '../clock';
import type { Db } from '../db/client';
import { photo, storageDeletion } from '../db/schema';
import { createWorker } from '../lib/worker';
import { removeStaleUploads } from '../photos/temp-uploads';

/** What the janitor needs of the file store. */
export type FileDeleter = { delete(key: string): Promise<void> };

/** How often a pass runs when nothing kicks it. */
export const JANITOR_INTERVAL_MS = 60_000;
const BATCH = 100;
/** A message's photo not sent within this long is deleted (issue 40). */
const UNSENT_PHOTO_MS = 24 * 3_600_000;
/** A key that failed this often stays in the queue for a person to look at (and is logged each time). */
const MAX_ATTEMPTS = 20;

export type PhotoJanitor = ReturnType<typeof createPhotoJanitor>;

export function createPhotoJanitor(options: {
  db: Db;
  files: FileDeleter;
  clock: AppClock;
  retentionMonths: number;
  log: FastifyBaseLogger;
  /** Where uploads are streamed before processing (DATA_DIR/tmp): stale files there are removed. */
  tmpDir?: string;
  intervalMs?: number;
}) {
  const { db, files, log } = options;

  /** Turnover photos past retention, and message photos never sent: their rows go, and with them (queued) their files. */
  async function applyRetention(): Promise<number> {
    const cutoff = photoRetentionCutoff(options.clock.now(), options.retentionMonths);
    const gone = await db
      .delete(photo)
      .where(
        inArray(
          photo.id,
          db
            .select({ id: photo.id })
            .from(photo)
            .where(
              or(
                // Issue 42: an expense's receipt is a pay record, kept as long as its adjustment.
                and(ne(photo.purpose, 'reference'), ne(photo.purpose, 'receipt'), lt(photo.createdAt, cutoff)),
                // Issue 40: a message's photo uploaded and never sent (the composer was left).
                and(
                  eq(photo.purpose, 'message'),
                  isNull(photo.messageId),
                  lt(photo.createdAt, new Date(options.clock.now().getTime() - UNSENT_PHOTO_MS)),
                ),
              ),
            )
            .limit(1000),
        ),
      )
      .returning({ id: photo.id });
    if (gone.length) log.info({ count: gone.length, cutoff: cutoff.toISOString() }, 'photos past retention deleted');
    return gone.length;
  }

  /** Deletes one batch of queued files from the store; returns how many keys it took. */
  async function drainBatch(): Promise<number> {
    return db.transaction(async (tx) => {
      const keys = await tx
        .select({ key: storageDeletion.key })
        .from(storageDeletion)
        .where(lt(storageDeletion.attempts, MAX_ATTEMPTS))
        .orderBy(storageDeletion.queuedAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const done: string[] = [];
      const failed: string[] = [];
      for (const { key } of keys) {
        try {
          await files.delete(key);
          done.push(key);
        } catch (error) {
          failed.push(key);
          log.error({ err: error, key }, 'could not delete a file from the store; will retry');
        }
      }
      if (done.length) await tx.delete(storageDeletion).where(inArray(storageDeletion.key, done));
      if (failed.length)
        await tx
          .update(storageDeletion)
          .set({ attempts: sql`${storageDeletion.attempts} + 1` })
          .where(inArray(storageDeletion.key, failed));
      return done.length;
    });
  }

  /** One full pass: retention, then the queue until it is empty (or only failing keys are left). */
  async function runOnce(): Promise<void> {
    if (options.tmpDir) await removeStaleUploads(options.tmpDir);
    await applyRetention();
    while ((await drainBatch()) === BATCH) {
      /* next batch */
    }
  }

  /** Passes run one at a time; a kick during a pass runs one more right after it. */
  const worker = createWorker({
    name: 'photoJanitor',
    pass: runOnce,
    onError: (error) => log.error({ err: error }, 'photo janitor pass failed'),
    pollMs: options.intervalMs ?? JANITOR_INTERVAL_MS,
    // Routes kick it after a delete, and tests wait for that pass by stopping it (api-fuzz's settle).
    kicksRunWhenStopped: true,
  });

  return {
    runOnce,
    /** The janitor's worker (server/lib/worker.ts): started and stopped with the app. */
    worker,
    /** Runs a pass now (or right after the current one); resolves when it is done. */
    kick: worker.kick,
    start: worker.start,
    stop: worker.stop,
  };
}
