// The turnover's story in the thread (issue 40): each change of a turnover between a host and a
// cleaner appears as a system line in their conversation (made if need be), about the job and the
// turnover, as the change happens: offered, can't make it, lapsed, confirmed, cancelled, started,
// problem reported, completed. No one's unread count counts them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/app';
import { backupChainHelpers } from '../../test/backup-chain';
import { createConfirmedTurnover } from '../../test/turnover-runs';
import { signedInClient } from '../../test/sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const { world, addTurnover } = backupChainHelpers(() => t);

type Line = { kind: string; event: string | null; about: { jobId: string; turnoverId: string | null } | null };

/** The system lines of the host's conversation with a cleaner, as [event, turnoverId]. */
async function linesOf(client: TestClient, jobId: string, cleanerId: string, as: 'host' | 'cleaner' = 'host') {
  const opened = await client.post('/api/conversations', as === 'host' ? { jobId, cleanerId } : { jobId });
  expect(opened.status).toBe(200);
  const page = await client.get(`/api/conversations/${opened.body.conversation.id}/messages`);
  return (page.body.messages as Line[])
    .filter((m) => m.kind === 'system')
    .map((m) => [m.event, m.about?.turnoverId ?? null]);
}

describe('system lines', () => {
  it('tell offered, can’t make it, lapsed, confirmed and cancelled in each cleaner’s conversation with the host', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 2);
    expect(await linesOf(w.hostClient, w.job.id, w.ana.userId)).toEqual([['offered', tv.id]]);
    // The cleaner's side reads the same line; it counts as nobody's unread message.
    expect(await linesOf(w.ana.client, w.job.id, w.ana.userId, 'cleaner')).toEqual([['offered', tv.id]]);
    expect((await w.ana.client.get('/api/messages/unread')).body.unreadTotal).toBe(0);

    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/decline`, { reason: 'Away' })).status).toBe(200);
    expect(await linesOf(w.hostClient, w.job.id, w.ana.userId)).toEqual([
      ['offered', tv.id],
      ['declined', tv.id],
    ]);
    expect(await linesOf(w.hostClient, w.job.id, w.ben.userId)).toEqual([['offered', tv.id]]);

    // Ben lets his deadline pass: it lapses, and Cy is offered it.
    const clock = t.app.ctx.clock;
    try {
      await clock.advance(13 * 3_600_000);
      await t.app.ctx.work.runDue();
    } finally {
      await clock.reset();
    }
    expect(await linesOf(w.hostClient, w.job.id, w.ben.userId)).toEqual([
      ['offered', tv.id],
      ['lapsed', tv.id],
    ]);
    expect(await linesOf(w.hostClient, w.job.id, w.cy.userId)).toEqual([['offered', tv.id]]);

    expect((await w.cy.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`)).status).toBe(200);
    expect((await w.hostClient.post(`/api/host/turnovers/${tv.id}/cancel`)).status).toBe(200);
    expect(await linesOf(w.hostClient, w.job.id, w.cy.userId)).toEqual([
      ['offered', tv.id],
      ['confirmed', tv.id],
      ['cancelled', tv.id],
    ]);
    // The conversation list shows the newest line first, about the job.
    const list = (await w.cy.client.get('/api/conversations')).body.conversations;
    expect(list[0].last).toMatchObject({ kind: 'system', event: 'cancelled', fromMe: false });
    expect(list[0].jobs).toEqual([{ id: w.job.id, title: '12 Elm St' }]);
  });

  it('tell a cleaner’s cancellation, and started, problem reported and completed of a run', async () => {
    const w = await world();
    const tv = await addTurnover(w.hostClient, w.job.id, 3);
    await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/confirm`);
    expect((await w.ana.client.post(`/api/cleaner/turnovers/${tv.id}/cancel`, { reason: 'Sick' })).status).toBe(200);
    expect(await linesOf(w.hostClient, w.job.id, w.ana.userId)).toEqual([
      ['offered', tv.id],
      ['confirmed', tv.id],
      ['cancelled', tv.id],
    ]);

    const run = await createConfirmedTurnover(t.database.db, { startsInHours: -0.5 });
    const cleaner = await signedInClient(t.app, run.cleaner);
    const host = await signedInClient(t.app, run.host);
    expect((await cleaner.post(`/api/cleaner/turnovers/${run.turnover.id}/start`, {})).status).toBe(200);
    const problem = await cleaner.post(`/api/cleaner/turnovers/${run.turnover.id}/problems`, {
      kind: 'supplies',
      description: 'Out of detergent',
    });
    expect(problem.status).toBe(201);
    expect((await cleaner.post(`/api/cleaner/turnovers/${run.turnover.id}/complete`)).status).toBe(200);
    expect(await linesOf(host, run.jobId, run.cleaner.userId)).toEqual([
      ['started', run.turnover.id],
      ['problem', run.turnover.id],
      ['completed', run.turnover.id],
    ]);
  });
});
