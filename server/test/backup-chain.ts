// Shared by the tests of the backup chain (server/features/turnovers, server/test/concurrency): a
// host with a team of three, a turnover added through the API, and what the offers, the bell and
// the host's turnovers page then say.
import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notification, turnoverOffer } from '../db/schema';
import type { TestApp, TestClient } from './app';
import { dateIn } from './dates';
import { createApplicant, createHost, createJob } from './factories';
import { signedInClient } from './sessions';

/** `app` is read when a helper runs: the file's app is made in its beforeAll. */
export function backupChainHelpers(app: () => TestApp) {
  const signedIn = (account: { userId: string }) => signedInClient(app().app, account);

  /** A host with a job in Austin and a team of three (Ana primary, then Ben, then Cy), all signed in. */
  async function world() {
    const db = app().database.db;
    const host = await createHost(db, { firstName: 'Hana' });
    const job = await createJob(db, host.userId, {
      state: 'TX',
      city: 'Austin',
      propertyAddress: '12 Elm St',
      paymentPerTurnover: 80,
    });
    const team = [];
    for (const [i, firstName] of ['Ana', 'Ben', 'Cy'].entries()) {
      const { cleaner } = await createApplicant(db, job.id, {
        firstName,
        lastName: 'Team',
        status: 'accepted',
        appliedAt: new Date(Date.now() - (10 - i) * 60_000),
      });
      team.push({ ...cleaner, client: await signedIn(cleaner) });
    }
    const [ana, ben, cy] = team as [(typeof team)[0], (typeof team)[0], (typeof team)[0]];
    return { host, job, hostClient: await signedIn(host), ana, ben, cy };
  }

  /** The host adds a turnover `days` ahead (11:00 to 16:00) through the API. */
  const addTurnover = async (client: TestClient, jobId: string, days: number) => {
    const res = await client.post(`/api/host/jobs/${jobId}/turnovers`, {
      date: dateIn(days),
      checkoutTime: '11:00',
      checkinTime: '16:00',
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; startsAt: string; offer: { deadlineAt: string } };
  };
  const offersOf = (turnoverId: string) =>
    app()
      .database.db.select()
      .from(turnoverOffer)
      .where(eq(turnoverOffer.turnoverId, turnoverId))
      .orderBy(asc(turnoverOffer.createdAt), asc(turnoverOffer.id));
  const notificationsOf = (userId: string) =>
    app()
      .database.db.select()
      .from(notification)
      .where(eq(notification.userId, userId))
      .orderBy(asc(notification.createdAt));
  /** One turnover as the host's turnovers page lists it. */
  const hostPage = async (client: TestClient, jobId: string, turnoverId: string) =>
    (
      (await client.get(`/api/host/jobs/${jobId}/turnovers`)).body.turnovers as {
        id: string;
        cover: string;
        assignedCleaner: { name: string } | null;
        offer: { status: string; cleanerName: string; deadlineAt: string | null };
      }[]
    ).find((x) => x.id === turnoverId)!;

  return { world, addTurnover, offersOf, notificationsOf, hostPage };
}
