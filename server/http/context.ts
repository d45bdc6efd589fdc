// What every route can reach through `app.ctx`: the adapters to the outside world.
import type { Auth } from '../auth/auth';
import type { PasswordWork } from '../auth/password-work';
import type { Billing } from '../billing';
import type { AppClock } from '../clock';
import type { Database, Db } from '../db/client';
import type { Mailer } from '../email/mailer';
import type { Env } from '../env';
import type { Readiness } from './readiness';
import type { RealtimeHub } from '../realtime/hub';
import type { StreamEvent } from '../realtime/events';
import type { SessionCache } from '../auth/session-cache';
import type { PhotoJanitor } from '../storage/photo-janitor';
import type { FileStore } from '../storage/file-store';
import type { WorkRunner } from '../work/runner';
import type { Worker } from '../lib/worker';

export type AppContext = {
  env: Env;
  database: Database;
  db: Db;
  auth: Auth;
  /** Password hashing, bounded (server/auth/password-work.ts); a sign-up hashes through its `hasher`. */
  passwordWork: PasswordWork;
  mailer: Mailer;
  /** Live events to a user's open streams: new notifications, messages and 'seen' (issue 40). */
  realtime: RealtimeHub<StreamEvent>;
  /** Payments and subscriptions; which provider runs is billing's own business. */
  billing: Billing;
  /** The app's time: real in production, the shared development clock elsewhere (server/clock.ts). */
  clock: AppClock;
  /** The scheduled-work runner (server/work/runner.ts); tests run a pass with `work.runDue()`. */
  work: WorkRunner;
  /** Uploaded files (photos): the local disk under DATA_DIR/files, or an S3 bucket (server/storage). */
  files: FileStore;
  /** Deletes files whose photos were deleted, and applies retention; `kick()` runs a pass now. */
  photoJanitor: PhotoJanitor;
  /** Recent session lookups of this process, dropped when their session ends anywhere (server/auth/session-cache.ts). */
  sessionCache: SessionCache;
  /** What GET /api/ready reports: database, migrations, background workers, shutting down. */
  readiness: Readiness;
  /** Delivers queued pushes (issue 38); tests run a pass with `pushSender.runOnce()`. */
  pushSender: Worker;
  /** Publishes held-back notifications when their time comes (tests that compare data stop it). */
  notificationPublisher: Worker;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
