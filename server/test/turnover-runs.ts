// A confirmed turnover at a chosen distance from now, written directly (its host, job, and the
// hired cleaner it is confirmed by): for tests of the playbook, the run and photos, which depend
// on where now stands against the window rather than on how the turnover came to be confirmed.
import type { Queryable } from '../db/client';
import { turnover, turnoverOffer } from '../db/schema';
import { createApplicant, createHost, createJob } from './factories';

const HOUR = 3_600_000;

export async function createConfirmedTurnover(
  q: Queryable,
  options: {
    startsInHours?: number;
    hours?: number;
    host?: { userId: string };
    jobId?: string;
    cleaner?: { userId: string };
  } = {},
) {
  const host = options.host ?? (await createHost(q, { firstName: 'Hana', lastName: 'Host' }));
  const jobId =
    options.jobId ??
    (await createJob(q, host.userId, { propertyAddress: '12 Harbor Rd', city: 'Austin', state: 'TX' })).id;
  const cleaner =
    options.cleaner ??
    (await createApplicant(q, jobId, { status: 'accepted', firstName: 'Maria', lastName: 'Vega' })).cleaner;
  const startsAt = new Date(Date.now() + (options.startsInHours ?? 2) * HOUR);
  const endsAt = new Date(startsAt.getTime() + (options.hours ?? 5) * HOUR);
  const [row] = await q
    .insert(turnover)
    .values({
      jobId,
      date: startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt,
      payment: 120,
      source: 'manual',
      status: 'confirmed',
      assignedCleanerUserId: cleaner.userId,
    })
    .returning();
  await q
    .insert(turnoverOffer)
    .values({ turnoverId: row!.id, cleanerUserId: cleaner.userId, status: 'confirmed', answeredAt: new Date() });
  return { host, jobId, cleaner, turnover: row! };
}
