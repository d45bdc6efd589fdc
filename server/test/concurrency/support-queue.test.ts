// The support queue raced (issue 39): several decisions on one case at once take effect once (the
// case row is locked; the rest are 409 and the subject's handler ran once), and several suspensions
// of one account at once suspend it once, with one log row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSuspension, supportAction } from '../../db/schema';
import { fileSupportCase } from '../../features/support';
import { createTestApp, type TestApp } from '../app';
import { createBareUser, createCleaner, uniqueEmail } from '../factories';
import { race, REPS, signedIn, tally } from './support';

const ADMIN = uniqueEmail('desk');
const acted: string[] = [];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { SUPPORT_ADMIN_EMAILS: ADMIN },
    supportSubjects: {
      race_item: {
        describe: async (_q, id) => ({ title: id, body: id, people: [] }),
        actions: [
          { id: 'hide', label: 'Hide' },
          { id: 'keep', label: 'Keep' },
        ],
        act: async (_q, id, actionId) => void acted.push(`${id} ${actionId}`),
      },
    },
  });
  await createBareUser(t.database.db, ADMIN);
});
afterAll(() => t?.close());

const AT_ONCE = 6;

describe(`the support queue raced (${REPS} runs each)`, () => {
  it('several decisions on one case at once: one is taken, the others are 409', async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const db = t.database.db;
      const subject = `item-${rep}-${Date.now()}`;
      const caseId = await fileSupportCase(db, {
        kind: 'race_item',
        subjectId: subject,
        reporterId: null,
        reason: 'x',
      });
      const clients = await Promise.all(Array.from({ length: AT_ONCE }, () => signedIn(t.app, ADMIN)));
      const answers = await race(t.database, () =>
        Promise.all(
          clients.map((c, i) =>
            c.post(`/api/support/cases/${caseId}/decision`, { actionId: i % 2 ? 'keep' : 'hide', reason: `Run ${i}` }),
          ),
        ),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 204: 1, 409: AT_ONCE - 1 });
      expect(acted.filter((a) => a.startsWith(`${subject} `))).toHaveLength(1);
      expect(await db.select().from(supportAction).where(eq(supportAction.caseId, caseId))).toHaveLength(1);
    }
  });

  it('several suspensions of one account at once: suspended once, logged once', async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const db = t.database.db;
      const cleaner = await createCleaner(db);
      const clients = await Promise.all(Array.from({ length: AT_ONCE }, () => signedIn(t.app, ADMIN)));
      const answers = await race(t.database, () =>
        Promise.all(clients.map((c) => c.post(`/api/support/accounts/${cleaner.userId}/suspend`, { reason: 'Spam' }))),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: AT_ONCE - 1 });
      expect(
        await db.select().from(accountSuspension).where(eq(accountSuspension.userId, cleaner.userId)),
      ).toHaveLength(1);
      expect(await db.select().from(supportAction).where(eq(supportAction.targetUserId, cleaner.userId))).toHaveLength(
        1,
      );
    }
  });
});
