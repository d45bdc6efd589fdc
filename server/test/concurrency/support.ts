// Shared by the concurrency tests: how many times each race is run, and a signed-in client.
import { expect } from 'vitest';
import type { App } from '../../app';
import { TEST_PASSWORD } from '../factories';
import { IpClient } from '../security/ip-client';

/** Repetitions of each race: a few in `npm test`, 20 in `npm run test:stress` (STRESS_REPS). */
export const REPS = Math.max(1, Number(process.env.STRESS_REPS) || 5);

/** A client (its own address, so no rate limit is shared across repetitions) signed in as `email`. */
export async function signedIn(app: App, email: string): Promise<IpClient> {
  const client = new IpClient(app);
  const res = await client.post('/api/session', { email, password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return client;
}

/** Counts of each status in a list of answers, e.g. { 201: 1, 409: 7 }. */
export function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}
