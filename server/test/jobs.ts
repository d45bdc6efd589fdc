// Shared by the tests of a host's jobs (server/features/jobs, server/test/concurrency): a new host
// signed in, and the host's job list as the dashboard reads it.
import type { TestApp, TestClient } from './app';
import { createHost } from './factories';
import { signedInClient } from './sessions';

/** A new host (free unless told), signed in without a password check. */
export async function signedInHost(t: TestApp, overrides: Parameters<typeof createHost>[1] = {}) {
  const host = await createHost(t.database.db, overrides);
  return { host, client: await signedInClient(t.app, host) };
}

export type HostJob = { id: string; pausedAt: string | null; applicationCount: number };
/** The host's jobs, as GET /api/host/jobs lists them. */
export const hostJobs = async (client: TestClient) => (await client.get('/api/host/jobs')).body.jobs as HostJob[];
