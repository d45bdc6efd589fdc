// A job's team through the API (issue 17): hires join the end, the host moves, removes and adds
// back members, and a new primary takes the upcoming turnovers not yet confirmed once the host sends
// the offers (issue 37: each change holds them; send-offers.test.ts tests the hold itself).
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobTeamMember, notification, turnover, turnoverOffer } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { createApplicant, createCleaner, createHost, createJob } from '../../test/factories';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
const signedIn = (account: { userId: string }) => signedInClient(t.app, account);

/**
 * A host with a job and three applicants (Ana, Ben, Cy), hired in that order through the API, and
 * the offers the hires held sent at once (unless `sendOffers: false`), so turnovers added next are
 * offered as they are made.
 */
async function world(options: { hire?: number; sendOffers?: boolean } = {}) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, {
    state: 'TX',
    city: 'Austin',
    propertyAddress: '12 Elm St',
    paymentPerTurnover: 80,
  });
  const hostClient = await signedIn(host);
  const cleaners = [];
  for (const [i, firstName] of ['Ana', 'Ben', 'Cy'].entries()) {
    const { cleaner, application } = await createApplicant(db, job.id, {
      firstName,
      lastName: 'Team',
      appliedAt: new Date(Date.now() - (10 - i) * 60_000),
    });
    cleaners.push({ ...cleaner, applicationId: application.id });
  }
  for (const c of cleaners.slice(0, options.hire ?? 3))
    expect(
      (await hostClient.request('PATCH', `/api/host/applications/${c.applicationId}`, { action: 'hire' })).status,
    ).toBe(200);
  if (options.sendOffers !== false) expect((await sendOffers(hostClient, job.id)).status).toBe(200);
  const [ana, ben, cy] = cleaners as [(typeof cleaners)[0], (typeof cleaners)[0], (typeof cleaners)[0]];
  return { host, job, hostClient, ana, ben, cy };
}

const teamUrl = (jobId: string) => `/api/host/jobs/${jobId}/team`;
const sendOffers = (client: TestClient, jobId: string) => client.post(`${teamUrl(jobId)}/send-offers`, {});
const assignedOf = async (id: string) =>
  (await t.database.db.select().from(turnover).where(eq(turnover.id, id)))[0]!.assignedCleanerUserId;
const move = (client: TestClient, jobId: string, cleanerId: string, direction: 'up' | 'down') =>
  client.post(`${teamUrl(jobId)}/${cleanerId}/move`, { direction });
const names = (body: { members: { name: string }[] }) => body.members.map((m) => m.name);
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notification).where(eq(notification.userId, userId)).orderBy(asc(notification.createdAt));

describe('team', () => {
  it('hires join the end of the team: the first hired is the primary, with roles and hire dates', async () => {
    const w = await world();
    const res = await w.hostClient.get(teamUrl(w.job.id));
    expect(res.status).toBe(200);
    expect(res.body.members).toMatchObject([
      { cleanerUserId: w.ana.userId, name: 'Ana Team', position: 1, role: { kind: 'primary' } },
      { cleanerUserId: w.ben.userId, name: 'Ben Team', position: 2, role: { kind: 'backup', number: 1 } },
      { cleanerUserId: w.cy.userId, name: 'Cy Team', position: 3, role: { kind: 'backup', number: 2 } },
    ]);
    expect(Date.parse(res.body.members[0].hiredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.removed).toEqual([]);
    const page = await w.hostClient.get(`/api/host/jobs/${w.job.id}/turnovers`);
    expect(page.body.job.hiredCleaner).toEqual({ userId: w.ana.userId, name: 'Ana Team' });
  });

  it('moves members up and down; the ends refuse (409) and others get 404', async () => {
    const w = await world();
    const down = await move(w.hostClient, w.job.id, w.ana.userId, 'down');
    expect(down.status).toBe(200);
    expect(names(down.body)).toEqual(['Ben Team', 'Ana Team', 'Cy Team']);
    expect(names((await move(w.hostClient, w.job.id, w.cy.userId, 'up')).body)).toEqual([
      'Ben Team',
      'Cy Team',
      'Ana Team',
    ]);

    const top = await move(w.hostClient, w.job.id, w.ben.userId, 'up');
    expect(top.status).toBe(409);
    expect(top.body.error).toMatchObject({ code: 'TEAM_MOVE_REFUSED', message: 'The primary cannot move up.' });
    const bottom = await move(w.hostClient, w.job.id, w.ana.userId, 'down');
    expect(bottom.body.error).toMatchObject({
      code: 'TEAM_MOVE_REFUSED',
      message: 'The last member cannot move down.',
    });
    expect((await move(w.hostClient, w.job.id, (await createCleaner(t.database.db)).userId, 'up')).status).toBe(404);
    expect(
      (await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ana.userId}/move`, { direction: 'sideways' })).status,
    ).toBe(400);

    const other = await signedIn(await createHost(t.database.db));
    expect((await other.get(teamUrl(w.job.id))).status).toBe(404);
    expect((await move(other, w.job.id, w.ana.userId, 'down')).status).toBe(404);
    expect((await move(await signedIn(w.ana), w.job.id, w.ana.userId, 'down')).status).toBe(403);

    const rows = await t.database.db
      .select()
      .from(jobTeamMember)
      .where(and(eq(jobTeamMember.jobId, w.job.id), isNull(jobTeamMember.removedAt)))
      .orderBy(asc(jobTeamMember.position));
    expect(rows.map((r) => [r.cleanerUserId, r.position])).toEqual([
      [w.ben.userId, 1],
      [w.cy.userId, 2],
      [w.ana.userId, 3],
    ]);
  });

  it('a new primary takes the upcoming unconfirmed turnovers; confirmed ones keep their cleaner; both cleaners are told', async () => {
    const w = await world();
    const add = async (days: number) =>
      (
        await w.hostClient.post(`/api/host/jobs/${w.job.id}/turnovers`, {
          date: dateIn(days),
          checkoutTime: '11:00',
          checkinTime: '16:00',
        })
      ).body.id as string;
    const open = await add(5);
    const confirmed = await add(6);
    expect((await (await signedIn(w.ana)).post(`/api/cleaner/turnovers/${confirmed}/confirm`, {})).status).toBe(200);

    // The move holds the offers: Ana keeps hers until the host sends them.
    expect((await move(w.hostClient, w.job.id, w.ben.userId, 'up')).status).toBe(200);
    expect(await assignedOf(open)).toBe(w.ana.userId);
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    const [o, c] = await Promise.all(
      [open, confirmed].map(async (id) => (await t.database.db.select().from(turnover).where(eq(turnover.id, id)))[0]!),
    );
    expect(o!.assignedCleanerUserId).toBe(w.ben.userId);
    expect(c!.assignedCleanerUserId).toBe(w.ana.userId);
    const offers = await t.database.db
      .select()
      .from(turnoverOffer)
      .where(eq(turnoverOffer.turnoverId, open))
      .orderBy(asc(turnoverOffer.createdAt));
    expect(offers.map((x) => [x.cleanerUserId, x.status])).toEqual([
      [w.ana.userId, 'withdrawn'],
      [w.ben.userId, 'offered'],
    ]);
    expect(
      (await notificationsOf(w.ben.userId)).filter((n) => n.type === 'turnovers_changed').map((n) => n.message),
    ).toEqual(['12 Elm St: 1 new.']);
    expect(
      (await notificationsOf(w.ana.userId)).filter((n) => n.type === 'turnovers_changed').map((n) => n.message),
    ).toContain('12 Elm St: 1 passed to another cleaner.');

    // A move among the backups changes no primary: nothing is handed over.
    expect((await move(w.hostClient, w.job.id, w.cy.userId, 'up')).status).toBe(200);
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    expect((await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, open))).length).toBe(2);
  });

  it('removes a member (the hire stays) and adds them back to the end; an emptied team leaves turnovers unassigned until someone rejoins and the offers are sent', async () => {
    const w = await world({ hire: 2 });
    const id = (
      await w.hostClient.post(`/api/host/jobs/${w.job.id}/turnovers`, {
        date: dateIn(7),
        checkoutTime: '11:00',
        checkinTime: '16:00',
      })
    ).body.id as string;

    const removed = await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ana.userId}/remove`, {});
    expect(removed.status).toBe(200);
    expect(removed.body.members).toMatchObject([{ name: 'Ben Team', position: 1, role: { kind: 'primary' } }]);
    expect(removed.body.removed).toMatchObject([{ cleanerUserId: w.ana.userId, name: 'Ana Team' }]);
    // Ana's open offer is taken from her at once; it waits for the team's new order.
    expect(await assignedOf(id)).toBeNull();
    expect(Date.parse(removed.body.offersHeldUntil)).toBeGreaterThan(Date.now());
    expect((await sendOffers(w.hostClient, w.job.id)).body.offersHeldUntil).toBeNull();
    expect(await assignedOf(id)).toBe(w.ben.userId);
    expect((await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ana.userId}/remove`, {})).status).toBe(404);

    expect((await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ben.userId}/remove`, {})).body.members).toEqual([]);
    expect(
      (await t.database.db.select().from(turnover).where(eq(turnover.id, id)))[0]!.assignedCleanerUserId,
    ).toBeNull();
    expect(
      (
        await t.database.db
          .select()
          .from(turnoverOffer)
          .where(and(eq(turnoverOffer.turnoverId, id), eq(turnoverOffer.status, 'offered')))
      ).length,
    ).toBe(0);

    const back = await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ben.userId}/add-back`, {});
    expect(back.status).toBe(200);
    expect(names(back.body)).toEqual(['Ben Team']);
    expect(back.body.removed.map((r: { name: string }) => r.name)).toEqual(['Ana Team']);
    expect(await assignedOf(id)).toBeNull();
    expect((await sendOffers(w.hostClient, w.job.id)).status).toBe(200);
    expect(await assignedOf(id)).toBe(w.ben.userId);
    expect(names((await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ana.userId}/add-back`, {})).body)).toEqual([
      'Ben Team',
      'Ana Team',
    ]);

    const again = await w.hostClient.post(`${teamUrl(w.job.id)}/${w.ana.userId}/add-back`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TEAM_ALREADY_MEMBER');
    const notHired = await w.hostClient.post(`${teamUrl(w.job.id)}/${w.cy.userId}/add-back`, {});
    expect(notHired.status).toBe(409);
    expect(notHired.body.error.code).toBe('TEAM_NOT_HIRED');
    // The history stays: Ana's and Ben's removals are rows of their own.
    expect((await t.database.db.select().from(jobTeamMember).where(eq(jobTeamMember.jobId, w.job.id))).length).toBe(4);
  });
});
