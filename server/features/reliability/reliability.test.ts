// The reliability record (issue 39) through the API: each answer, lapse, cancellation, start and
// completion counts on its person's record in the same transaction; the host sees it on the team and
// the applicants page, the door counts the no-show events, and the migration's backfill of earlier
// history counts what the live counters count.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReliabilityRecord } from '@core/schemas/reliability';
import { firstRecentMonth } from '@core/reliability';
import { reliabilityCount, reliabilityRecent } from '../../db/schema';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { signedInClient } from '../../test/sessions';
import { createConfirmedTurnover } from '../../test/turnover-runs';
import { countReliabilityEvent, recountReliability, reliabilityFor, reliabilityOf } from '.';
import { RECENT_SQL, RECOUNT_SQL, TOTALS_SQL } from './recount';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const { world, addTurnover, offersOf } = backupChainHelpers(() => t);
const db = () => t.database.db;

type Member = { cleanerUserId: string; record: ReliabilityRecord };
const teamRecord = async (host: TestClient, jobId: string, cleanerUserId: string) =>
  ((await host.get(`/api/host/jobs/${jobId}/team`)).body.members as Member[]).find(
    (m) => m.cleanerUserId === cleanerUserId,
  )!.record;

describe('the reliability record', () => {
  it('counts answers, lapses and cancellations as they happen, and the host sees them on the team and applicants', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    expect((await offersOf(tv.id))[0]!.cleanerUserId).toBe(w.ana.userId);

    // Ana confirms, then cancels well ahead (not late); Ben says no; Cy lets it lapse.
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, {})).status).toBe(200);
    expect((await w.ben.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, {})).status).toBe(200);
    const cy = (await offersOf(tv.id)).find((o) => o.cleanerUserId === w.cy.userId && o.status === 'offered')!;
    await t.app.ctx.clock.advance(cy.deadlineAt!.getTime() - t.app.ctx.clock.now().getTime() + 1000);
    await t.app.ctx.work.runDue();

    const ana = await teamRecord(w.hostClient, w.job.id, w.ana.userId);
    expect(ana.recent).toMatchObject({
      answeredInTime: 1,
      confirmed: 1,
      declined: 0,
      cancelledAfterConfirming: 1,
      cancelledLate: 0,
    });
    expect(ana.total).toEqual(ana.recent);
    expect((await teamRecord(w.hostClient, w.job.id, w.ben.userId)).recent).toMatchObject({
      answeredInTime: 1,
      declined: 1,
    });
    expect((await teamRecord(w.hostClient, w.job.id, w.cy.userId)).recent).toMatchObject({
      answeredInTime: 0,
      lapsed: 1,
    });

    // The applicants page shows the same record on each card.
    const applicants = (await w.hostClient.get(`/api/host/jobs/${w.job.id}/applicants`)).body.jobs[0].applicants as {
      cleanerUserId: string;
      reliability: ReliabilityRecord;
    }[];
    expect(applicants.find((a) => a.cleanerUserId === w.ben.userId)!.reliability.recent.declined).toBe(1);
    await t.app.ctx.clock.reset();
  });

  it("a host's cancellation under 48 hours counts on the host's record, one further ahead does not", async () => {
    const w = await world();
    const soon = await addTurnover(w.hostClient, w.job.id, 1);
    const later = await addTurnover(w.hostClient, w.job.id, 9);
    expect((await w.hostClient.post(`/api/host/turnovers/${soon.id}/cancel`, {})).status).toBe(200);
    expect((await w.hostClient.post(`/api/host/turnovers/${later.id}/cancel`, {})).status).toBe(200);
    expect((await reliabilityOf(db(), w.host.userId)).recent).toMatchObject({ hostCancelledLate: 1 });
  });

  it('a start up to 15 minutes into the window is on time; completing counts', async () => {
    const onTime = await createConfirmedTurnover(db(), { startsInHours: -0.2 });
    const late = await createConfirmedTurnover(db(), { startsInHours: -0.5, cleaner: onTime.cleaner });
    // Their confirmations were written directly: counted here as the API would have.
    await countReliabilityEvent(db(), {
      userId: onTime.cleaner.userId,
      event: 'offer_confirmed',
      at: new Date(),
      count: 2,
    });
    const client = await signedInClient(t.app, onTime.cleaner);
    expect((await client.post(`/api/cleaner/turnovers/${onTime.turnover.id}/start`, {})).status).toBe(200);
    expect((await client.post(`/api/cleaner/turnovers/${onTime.turnover.id}/complete`, {})).status).toBe(200);
    expect((await client.post(`/api/cleaner/turnovers/${late.turnover.id}/start`, {})).status).toBe(200);
    expect((await reliabilityOf(db(), onTime.cleaner.userId)).recent).toMatchObject({
      starts: 2,
      onTimeStarts: 1,
      completed: 1,
    });
  });

  it("the door counts the reviews feature's no-show events; 13 months ago is in the total, not the last 12 months", async () => {
    const w = await world();
    const now = new Date('2026-11-20T12:00:00Z');
    await db().transaction(async (tx) => {
      await countReliabilityEvent(tx, { userId: w.ana.userId, event: 'no_show', at: now });
      await countReliabilityEvent(tx, { userId: w.ana.userId, event: 'no_show_contested', at: now });
      await countReliabilityEvent(tx, { userId: w.ana.userId, event: 'no_show', at: new Date('2025-10-20T12:00:00Z') });
      await countReliabilityEvent(tx, { userId: w.host.userId, event: 'no_show_marked', at: now });
      await countReliabilityEvent(tx, { userId: w.host.userId, event: 'no_show_contested_against', at: now });
    });
    const records = await reliabilityFor(db(), [w.ana.userId, w.host.userId, w.ben.userId], now);
    expect(records.get(w.ana.userId)!.recent).toMatchObject({ noShows: 1, noShowsContested: 1 });
    expect(records.get(w.ana.userId)!.total).toMatchObject({ noShows: 2, noShowsContested: 1 });
    expect(records.get(w.host.userId)!.recent).toMatchObject({ noShowsMarked: 1, noShowsMarkedContested: 1 });
    expect(records.get(w.ben.userId)!.total.noShows).toBe(0);
  });

  it("the migration's backfill counts the same history as the live counters", async () => {
    const live = await totals();
    expect(live.length).toBeGreaterThan(0);
    const liveRecent = await recentTotals();
    expect(liveRecent.length).toBeGreaterThan(0);
    // The migration runs the very statement recountReliability runs.
    const migration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0025_reliability_and_support.sql'),
      'utf8',
    );
    expect(migration).toContain(RECOUNT_SQL);
    // And the migration that made the recent rows (decision 047) sums them with the recount's second statement.
    const recentMigration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0028_reliability_recent_rows.sql'),
      'utf8',
    );
    expect(recentMigration).toContain(RECENT_SQL);
    // And the one that put the totals in the same row copies them with the recount's third.
    const totalsMigration = readFileSync(
      path.join(import.meta.dirname, '../../db/migrations/0031_reliability_record_row_totals.sql'),
      'utf8',
    );
    expect(totalsMigration).toContain(TOTALS_SQL);
    await db().transaction((tx) => recountReliability(tx));
    expect(await totals()).toEqual(live);
    expect(await recentTotals()).toEqual(liveRecent);
  });
});

/** Every counter row, without the no-show columns (the test above counts no-shows that no table holds), sorted. */
async function totals() {
  const rows = await db().select().from(reliabilityCount).orderBy(reliabilityCount.userId, reliabilityCount.month);
  return rows
    .map(({ noShow: _a, noShowContested: _b, noShowMarked: _c, noShowContestedAgainst: _d, ...rest }) => rest)
    .filter((r) => Object.entries(r).some(([k, v]) => typeof v === 'number' && v > 0 && k !== 'month'));
}

/** Every record row of this month's span (the live ones are all of it here), without the no-show columns, sorted. */
async function recentTotals() {
  const rows = await db()
    .select()
    .from(reliabilityRecent)
    .where(eq(reliabilityRecent.anchorMonth, firstRecentMonth(new Date())))
    .orderBy(reliabilityRecent.userId);
  return rows
    .map(
      ({
        noShow: _a,
        noShowContested: _b,
        noShowMarked: _c,
        noShowContestedAgainst: _d,
        totalNoShow: _e,
        totalNoShowContested: _f,
        totalNoShowMarked: _g,
        totalNoShowContestedAgainst: _h,
        ...rest
      }) => rest,
    )
    .filter((r) => Object.entries(r).some(([k, v]) => typeof v === 'number' && v > 0 && k !== 'anchorMonth'));
}
