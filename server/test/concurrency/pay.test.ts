// Issue 42: the races of a pay ledger. A host paying the same line twice at once pays it once; an
// answer to an adjustment and the payment of its line take turns on the line's row, so the payment
// either waits for the answer and includes it, or is refused while the adjustment is pending: a
// paid line's total never changes after its payment was recorded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payLine, payPayment } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { createCleaner, createHost, createJob } from '../factories';
import { completedWithLine } from '../pay';
import { signedInClient } from '../sessions';
import { race, REPS, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const LONG = 60_000;
const today = () => t.app.ctx.clock.now().toISOString().slice(0, 10);

async function pair() {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId);
  const cleaner = await createCleaner(db);
  const turnoverId = await completedWithLine(db, { jobId: job.id, cleanerUserId: cleaner.userId, date: today() });
  const [line] = await db.select().from(payLine).where(eq(payLine.turnoverId, turnoverId));
  return {
    turnoverId,
    lineId: line!.id,
    cleanerUserId: cleaner.userId,
    host: await signedInClient(t.app, host),
    cleaner: await signedInClient(t.app, cleaner),
  };
}

describe(`a pay ledger's races (${REPS} runs)`, () => {
  it(
    'one line paid twice at once: one payment, the other refused',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const p = await pair();
        const body = { cleanerUserId: p.cleanerUserId, lineIds: [p.lineId], method: 'zelle', paidOn: today() };
        const answers = await race(
          t.database,
          () => Promise.all([p.host.post('/api/pay/payments', body), p.host.post('/api/pay/payments', body)]),
          { wanted: 2 },
        );
        expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 1 });
        const payments = await t.database.db
          .select()
          .from(payPayment)
          .where(eq(payPayment.cleanerUserId, p.cleanerUserId));
        expect(payments).toHaveLength(1);
      }
    },
    LONG,
  );

  it(
    'an accepted adjustment and the payment of its line: the payment includes it, or waits for an answer',
    async () => {
      for (let rep = 0; rep < REPS; rep++) {
        const p = await pair();
        const proposed = await p.cleaner.post(`/api/pay/turnovers/${p.turnoverId}/adjustments`, {
          kind: 'extra_time',
          quantity: 30,
          amountCents: 1500,
        });
        const id = proposed.body.line.adjustments[0].id as string;
        const [accepted, paid] = await race(
          t.database,
          () =>
            Promise.all([
              p.host.post(`/api/pay/adjustments/${id}/accept`),
              p.host.post('/api/pay/payments', {
                cleanerUserId: p.cleanerUserId,
                lineIds: [p.lineId],
                method: 'cash',
                paidOn: today(),
              }),
            ]),
          { wanted: 2 },
        );
        expect(accepted!.status).toBe(200);
        if (paid!.status === 200) expect(paid!.body.payment.amountCents).toBe(9550 + 1500);
        else expect(paid!.status).toBe(409);
        const line = (await p.host.get(`/api/pay/turnovers/${p.turnoverId}`)).body.line;
        expect(line.totalCents).toBe(9550 + 1500);
      }
    },
    LONG,
  );
});
