// One host in two tabs changing the same application at once, and another host trying to: the
// status only ever moves along the graph, the final status is one that a successful request set,
// the cleaner is told of a hire once and of a standing rejection once (held back for the undo grace),
// and the other host changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSITIONS, type ApplicationAction } from '@core/application-status';
import { application, notification } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
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
  it.each(BURSTS.map((b) => [b.join(', '), b] as const))('keeps the status graph: %s', async (_, burst) => {
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
          Promise.all(burst.map((action) => intruder.request('PATCH', `/api/host/applications/${app.id}`, { action }))),
        ]),
      );

      for (const a of intruders) expect(a.status).toBe(404);
      const succeeded = answers.flatMap((a, i) => (a.status === 200 ? [{ action: burst[i]!, status: a.body.status as string }] : []));
      for (const a of answers) expect([200, 409]).toContain(a.status);
      for (const a of answers.filter((x) => x.status === 409)) expect(['INVALID_TRANSITION', 'CONFLICT']).toContain(a.body.error.code);
      for (const s of succeeded) expect(s.status).toBe(TRANSITIONS[s.action].to);

      const [final] = await db.select().from(application).where(eq(application.id, app.id));
      if (succeeded.length === 0) expect(final!.status).toBe('pending');
      else expect(succeeded.map((s) => s.status)).toContain(final!.status);
      // The successful moves chain from pending to the final status in some order the graph allows.
      expect(chainExists('pending', final!.status, succeeded.map((s) => s.action))).toBe(true);
      // Hired is final: once a hire succeeded nothing else could.
      if (succeeded.some((s) => s.action === 'hire')) expect(final!.status).toBe('accepted');
      // The cleaner hears of a hire at once, and of nothing else yet (issue 14); a rejection still
      // standing is held back for the undo grace, exactly once; an undone one left nothing behind.
      const told = await db.select().from(notification).where(eq(notification.userId, cleaner.userId));
      const hired = succeeded.some((s) => s.action === 'hire');
      expect(told.filter((n) => n.publishAt === null).map((n) => n.data.kind)).toEqual(hired ? ['hired'] : []);
      expect(told.filter((n) => n.publishAt !== null).map((n) => n.data.kind)).toEqual(final!.status === 'rejected' ? ['not_selected'] : []);
    }
  }, (REPS + 2) * 8_000);
});

/** Whether `actions`, in some order, lead from `from` to `to` with every step allowed by the graph. */
function chainExists(from: string, to: string, actions: ApplicationAction[]): boolean {
  if (actions.length === 0) return from === to;
  return actions.some((action, i) => {
    const step = TRANSITIONS[action];
    return (step.from as readonly string[]).includes(from) && chainExists(step.to, to, [...actions.slice(0, i), ...actions.slice(i + 1)]);
  });
}
