// Issue 40: a phone that sends one message twice at once (a retry racing the first try) makes one
// message; the same key raced into two conversations is a 409, never a 500 or a second message.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { message } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { signedInClient } from '../sessions';
import { REPS } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe(`one message sent twice at once (${REPS} runs)`, () => {
  it('is stored once, whichever request gets there first', async () => {
    const db = t.database.db;
    for (let rep = 0; rep < REPS; rep++) {
      const host = await createHost(db);
      const jobs = [await createJob(db, host.userId), await createJob(db, host.userId)];
      const { cleaner } = await createApplicant(db, jobs[0]!.id);
      const other = (await createApplicant(db, jobs[1]!.id)).cleaner;
      const client = await signedInClient(t.app, host);
      const open = async (jobId: string, cleanerId: string) =>
        (await client.post('/api/conversations', { jobId, cleanerId })).body.conversation.id as string;
      const first = await open(jobs[0]!.id, cleaner.userId);
      const second = await open(jobs[1]!.id, other.userId);

      const clientKey = randomUUID();
      const same = await Promise.all(
        [0, 1, 2].map(() => client.post(`/api/conversations/${first}/messages`, { text: 'On my way', clientKey })),
      );
      expect(same.map((r) => r.status).sort()).toEqual([200, 200, 201]);
      expect(new Set(same.map((r) => r.body.message.id)).size).toBe(1);

      const key = randomUUID();
      const crossed = await Promise.all(
        [first, second].map((id) => client.post(`/api/conversations/${id}/messages`, { text: 'Hi', clientKey: key })),
      );
      expect(crossed.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await db.select().from(message).where(eq(message.clientKey, key))).toHaveLength(1);
    }
  });
});
