// One host in two tabs changing the same application at once, and another host trying to: the
// status only ever moves along the graph, the final status is one that a successful request set,
// the cleaner is told of a hire once and of a standing rejection once (held back for the undo grace),
// and the other host changes nothing. Several servers sweeping the held-back notifications at once
// publish each exactly once.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS, type ApplicationAction } from '@core/application-status';
import { application, notification } from '../../db/schema';
import { publishDueNotifications } from '../../features/notifications/service';
import { bell, hostWithApplicants } from '../applicants';
import { createTestApp, type TestApp, type TestClient } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { race, REPS, signedIn } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

// Each burst mixes moves that conflict (reject vs hire vs contact...) and ones that undo each other.
const BURSTS: ApplicationAction[][] = [
  ['favorite', 'reject', 'contact', 'hire', 'favorite', 'reject'],
  ['hire', 'hire', 'reject', 'contact', 'unfavorite', 'unreject'],
  ['reject', 'unreject', 'favorite', 'unfavorite', 'contact', 'hire'],
];

describe(`an application changed from two tabs at once (${REPS} runs of each burst)`, () => {
  it.each(BURSTS.map((b) => [b.join(', '), b] as const))(
    'keeps the status graph: %s',
    async (_, burst) => {
      const db = t.database.db;
      for (let rep = 0; rep < REPS; rep++) {
        const host = await createHost(db);
        const job = await createJob(db, host.userId);
        const { cleaner, application: app } = await createApplicant(db, job.id);
        // Two tabs of one browser share its session cookie: one client sends for both.
        const tabs = await signedIn(t.app, host.email);
        const intruder = await signedIn(t.app, (await createHost(db)).email);

        const [answers, intruders] = await race(t.database, () =>
          Promise.all([
            Promise.all(burst.map((action) => tabs.request('PATCH', `/api/host/applications/${app.id}`, { action }))),
            Promise.all(
              burst.map((action) => intruder.request('PATCH', `/api/host/applications/${app.id}`, { action })),
            ),
          ]),
        );

        for (const a of intruders) expect(a.status).toBe(404);
        const succeeded = answers.flatMap((a, i) =>
          a.status === 200 ? [{ action: burst[i]!, status: a.body.status as string }] : [],
        );
        for (const a of answers) expect([200, 409]).toContain(a.status);
        for (const a of answers.filter((x) => x.status === 409))
          expect(['INVALID_TRANSITION', 'CONFLICT']).toContain(a.body.error.code);
        for (const s of succeeded) expect(s.status).toBe(TRANSITIONS[s.action].to);

        const [final] = await db.select().from(application).where(eq(application.id, app.id));
        if (succeeded.length === 0) expect(final!.status).toBe('pending');
        else expect(succeeded.map((s) => s.status)).toContain(final!.status);
        // The successful moves chain from pending to the final status in some order the graph allows.
        expect(
          chainExists(
            'pending',
            final!.status,
            succeeded.map((s) => s.action),
          ),
        ).toBe(true);
        // Hired is final: once a hire succeeded nothing else could.
        if (succeeded.some((s) => s.action === 'hire')) expect(final!.status).toBe('accepted');
        // The cleaner hears of a hire at once, and of nothing else yet (issue 14); a rejection still
        // standing is held back for the undo grace, exactly once; an undone one left nothing behind.
        const told = await db.select().from(notification).where(eq(notification.userId, cleaner.userId));
        const hired = succeeded.some((s) => s.action === 'hire');
        expect(told.filter((n) => n.publishAt === null).map((n) => n.data.kind)).toEqual(hired ? ['hired'] : []);
        expect(told.filter((n) => n.publishAt !== null).map((n) => n.data.kind)).toEqual(
          final!.status === 'rejected' ? ['not_selected'] : [],
        );
      }
    },
    (REPS + 2) * 8_000,
  );
});

const patch = (client: TestClient, id: string, action: string) =>
  client.request('PATCH', `/api/host/applications/${id}`, { action });
const statusOf = async (id: string) =>
  (await t.database.db.select({ s: application.status }).from(application).where(eq(application.id, id)))[0]!.s;

describe('PATCH /api/host/applications/:id', () => {
  it('lets only one of many concurrent changes from the same status through', async () => {
    const { applicants, client } = await hostWithApplicants(t, 1);
    const id = applicants[0]!.application.id;
    const results = await Promise.all([
      patch(client, id, 'favorite'),
      patch(client, id, 'reject'),
      patch(client, id, 'contact'),
      patch(client, id, 'hire'),
    ]);
    const ok = results.filter((r) => r.status === 200);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    // Each success was a legal step from the status it saw; the final status is the last success's.
    expect(ok.length).toBeGreaterThanOrEqual(1);
    const final = await statusOf(id);
    expect(ok.map((r) => r.body.status)).toContain(final);
  });
});

describe("what the cleaner hears of the host's triage (issue 14)", () => {
  it('publishes each held-back notification exactly once when several servers sweep at once', async () => {
    const { applicants, client } = await hostWithApplicants(t, 3);
    for (const a of applicants) expect((await patch(client, a.application.id, 'reject')).status).toBe(200);
    // Only these three are made due: the bursts above leave rejections of their own held back.
    const theirs = inArray(
      notification.userId,
      applicants.map((a) => a.cleaner.userId),
    );
    await t.database.db
      .update(notification)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(and(theirs, isNotNull(notification.publishAt)));
    const published = await Promise.all([
      publishDueNotifications(t.database.db),
      publishDueNotifications(t.database.db),
      publishDueNotifications(t.database.db),
    ]);
    expect(published.reduce((x, y) => x + y, 0)).toBe(3);
    for (const a of applicants) expect(await bell(t, a.cleaner)).toHaveLength(1);
  });
});

/** Whether `actions`, in some order, lead from `from` to `to` with every step allowed by the graph. */
function chainExists(from: string, to: string, actions: ApplicationAction[]): boolean {
  if (actions.length === 0) return from === to;
  return actions.some((action, i) => {
    const step = TRANSITIONS[action];
    return (
      (step.from as readonly string[]).includes(from) &&
      chainExists(step.to, to, [...actions.slice(0, i), ...actions.slice(i + 1)])
    );
  });
}
