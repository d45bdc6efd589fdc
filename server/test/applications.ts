// Shared by the tests of applying to a job (server/features/applications, server/test/concurrency):
// a cleaner signed in beside a host's job, and the applications stored for a job.
import { eq } from 'drizzle-orm';
import { application } from '../db/schema';
import type { TestApp } from './app';
import { createCleaner, createHost, createJob } from './factories';
import { signedInClient } from './sessions';

/** A host's job in Austin, and a cleaner signed in (without a password check) to apply to it. */
export async function cleanerAndJob(t: TestApp) {
  const host = await createHost(t.database.db);
  const job = await createJob(t.database.db, host.userId, { city: 'Austin', state: 'TX' });
  const cleaner = await createCleaner(t.database.db);
  return { host, job, cleaner, client: await signedInClient(t.app, cleaner) };
}

/** The applications stored for `jobId`. */
export const applicationsFor = (t: TestApp, jobId: string) =>
  t.database.db.select().from(application).where(eq(application.jobId, jobId));
